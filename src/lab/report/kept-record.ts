/**
 * One game of a run played again with its record, and the Replay step of its deciding moment: what
 * a report keeps of its best and worst games (write-report.ts) and what the app's Lab opens in
 * Replay for any game of a report (a Web Worker plays it again on request, so a run keeps no
 * records). A game depends on its spec and index alone, so it comes out as it did in the run.
 */
import { playGame, type GameResult } from '../play-game';
import type { RunSpec } from '../run-spec';
import { recordDigest } from '../../replay/build';
import type { GameRecord } from '../../replay/record';
import { decidingMoment, type DecidingMoment } from './deciding-moment';

export interface KeptRecord {
  /** The game's result, its record (which opens at the deciding moment) included. */
  readonly result: GameResult;
  /**
   * The record file's text, as `chamber autoplay --out` writes it, with `opensAt` naming the
   * deciding moment: Replay's file picker opens the file there, as the report's link does.
   */
  readonly text: string;
  readonly moment: DecidingMoment;
}

/** The record opening at `moment` (its digest made again: opensAt is part of what it covers). */
export function openingAt(record: GameRecord, moment: DecidingMoment): GameRecord {
  const { digest: _old, opensAt: _was, ...body } = record;
  const opens = { ...body, opensAt: { step: moment.step, what: moment.what } };
  return { ...opens, digest: recordDigest(opens) };
}

/** Plays game `index` of `spec` again with its record and finds its deciding moment. */
export function keptRecord(spec: RunSpec, index: number): KeptRecord {
  const played = playGame(spec, index, { keepRecord: true });
  const moment = decidingMoment(played.record!);
  const record = openingAt(played.record!, moment);
  return { result: { ...played, record }, text: JSON.stringify(record) + '\n', moment };
}
