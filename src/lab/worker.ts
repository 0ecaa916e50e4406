/**
 * The worker thread's task (piscina): plays one chunk of games. Started by pool.ts with tsx's
 * loader, so it runs the same TypeScript sources as the main thread.
 */
import { playChunk, type Chunk } from './chunk';
import type { GameRow } from './game-row';

export default function task(chunk: Chunk): GameRow[] {
  return playChunk(chunk);
}
