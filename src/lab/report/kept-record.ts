/**
 * One game of a run played again with its record, and the Replay step of its deciding moment: what
 * a report keeps of its best and worst games (write-report.ts) and what the app's Lab opens in
 * Replay for any game of a report (a Web Worker plays it again on request, so a run keeps no
 * records). A game depends on its spec and index alone, so it comes out as it did in the run.
 */
import { playGame, type GameResult } from '../play-game';
import type { RunSpec } from '../run-spec';
import { decidingMoment, type DecidingMoment } from './deciding-moment';

export interface KeptRecord {
  /** The game's result, its record included. */
  readonly result: GameResult;
  /** The record file's text, as `chamber autoplay --out` writes it. */
  readonly text: string;
  readonly moment: DecidingMoment;
}

/** Plays game `index` of `spec` again with its record and finds its deciding moment. */
export function keptRecord(spec: RunSpec, index: number): KeptRecord {
  const result = playGame(spec, index, { keepRecord: true });
  const text = JSON.stringify(result.record) + '\n';
  return { result, text, moment: decidingMoment(result.record!) };
}
