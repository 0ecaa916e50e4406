/**
 * Batch games run with V8's allocation-site pretenuring off (issue 18 §1: games per second
 * through the charts).
 *
 * Why: pretenuring makes V8 allocate an object straight into the old generation when the objects
 * made at its allocation site (one `{ ... }` in the source) have tended to survive. Measured on
 * Node 24 (node --trace-gc-nvp, 10 s of games through the charts, several runs each way): in some
 * runs and not in others, at random, and for the rest of a run once it starts, every scavenge of
 * a batch thread's 256 MB young generation (young-generation.ts) copies about 15 MB and takes
 * 45-90 ms; with pretenuring off, every run copies about 0.2 MB in 2-5 ms. The likely reason: once
 * some of a game's objects are made in the old generation, they hold the young objects they point
 * to alive until a full collection, and those survive to hold more. A game's objects all die with
 * the game, so nothing of a batch is worth pretenuring. Node 20's V8 was not seen doing this; the
 * flag changes nothing measurable there.
 *
 * V8 flags are per process, worker threads included, and piscina cannot pass V8 flags to a
 * thread (Node takes only its own options in a worker's execArgv), so every entry point that
 * plays batch games calls this first: the `chamber` CLI, the lab's worker bundle and the bench.
 */
import { setFlagsFromString } from 'node:v8';

export const NO_PRETENURING = '--no-allocation-site-pretenuring';

let stopped = false;

/** Turns V8's allocation-site pretenuring off for this process and the threads it starts. */
export function stopPretenuring(): void {
  setFlagsFromString(NO_PRETENURING);
  stopped = true;
}

/** Whether this thread has turned it off (V8 cannot read a flag back; the tests ask this). */
export function pretenuringStopped(): boolean {
  return stopped;
}
