/**
 * A game's row in a run: everything a report keeps of one game (its result without the record).
 * Rows are what crosses from worker threads to the main thread and what report.json lists.
 */
import type { GameResult } from './play-game';

export type GameRow = Omit<GameResult, 'record'>;

export function rowOf(result: GameResult): GameRow {
  const { record: _record, ...row } = result;
  return row;
}
