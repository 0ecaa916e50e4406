/**
 * One unit of work for a worker thread (or the main thread with one worker): a run spec and some
 * game indices, played in order; with an output folder each game's record is written there as
 * game-<seed>.json (the name `chamber autoplay --out` has always used), by the thread that played it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rowOf, type GameRow } from './game-row';
import { playGame } from './play-game';
import type { RunSpec } from './run-spec';

export interface Chunk {
  readonly spec: RunSpec;
  readonly indices: readonly number[];
  /** Where to write each game's record, or null to keep none. */
  readonly outDir: string | null;
}

export function playChunk(chunk: Chunk): GameRow[] {
  if (chunk.outDir) mkdirSync(chunk.outDir, { recursive: true });
  return chunk.indices.map((index) => {
    const result = playGame(chunk.spec, index, { keepRecord: chunk.outDir !== null });
    if (chunk.outDir && result.record) writeFileSync(join(chunk.outDir, `game-${result.seed}.json`), JSON.stringify(result.record) + '\n');
    return rowOf(result);
  });
}
