/**
 * The worker thread's task (piscina): plays one chunk of games. Pool threads load it bundled with
 * everything it imports (worker-bundle.ts), so they run the same sources as the main thread.
 */
import { playChunk, type Chunk } from './chunk';
import type { GameRow } from './game-row';
import { stopPretenuring } from './pretenuring';

// V8 flags are per process: the CLI has set this already; a thread started by anything else has not.
stopPretenuring();

export default function task(chunk: Chunk): GameRow[] {
  return playChunk(chunk);
}
