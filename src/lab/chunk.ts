/**
 * One unit of work for a worker thread (or the main thread with one worker): a run spec and some
 * game indices, played in order; with an output folder each game's record is written there as
 * game-<seed>.json (the name `chamber autoplay --out` has always used), by the thread that played it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file';
import type { GameRow } from './game-row';
import { playRows } from './play-rows';
import type { RunSpec } from './run-spec';

export interface Chunk {
  readonly spec: RunSpec;
  readonly indices: readonly number[];
  /** Where to write each game's record, or null to keep none. */
  readonly outDir: string | null;
  /** The planner's records keep its reasons (replay/plan-notes.ts). */
  readonly reasons?: boolean;
}

export function playChunk(chunk: Chunk): GameRow[] {
  const dir = chunk.outDir;
  if (dir === null) return playRows(chunk.spec, chunk.indices);
  mkdirSync(dir, { recursive: true });
  return playRows(chunk.spec, chunk.indices, (result) => {
    // Whole or not at all (atomic-file.ts): a full disk leaves no truncated record.
    writeFileAtomic(join(dir, `game-${result.seed}.json`), JSON.stringify(result.record) + '\n');
  }, chunk.reasons ?? false);
}
