/**
 * Plays some games of a run in order and gives back their rows (game-row.ts): what one worker
 * does with one chunk, a worker thread in the CLI (chunk.ts) or a Web Worker in the app's Lab.
 * Pure (no files): a caller that keeps records gets each game's whole result through `keep`.
 */
import { rowOf, type GameRow } from './game-row';
import { playGame, type GameResult } from './play-game';
import type { RunSpec } from './run-spec';

/** Plays `indices` of `spec`; with `keep`, each game is played with its record and handed to it. */
export function playRows(spec: RunSpec, indices: readonly number[], keep?: (result: GameResult) => void, reasons = false): GameRow[] {
  return indices.map((index) => {
    const result = playGame(spec, index, { keepRecord: keep !== undefined, keepReasons: reasons });
    keep?.(result);
    return rowOf(result);
  });
}
