/**
 * The worker thread's task (piscina): plays one chunk of games. Pool threads load it bundled with
 * everything it imports (worker-bundle.ts), so they run the same sources as the main thread.
 */
import { playChunk, type Chunk } from './chunk';
import type { GameRow } from './game-row';

export default function task(chunk: Chunk): GameRow[] {
  return playChunk(chunk);
}
