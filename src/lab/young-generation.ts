/**
 * The heap a batch's threads get for short-lived objects (V8's young generation), sized for
 * games played one after another (issue 18 §1: games per second through the charts).
 *
 * Why: a game through the charts allocates a few megabytes that all die when the game ends (each
 * transition's engine state, the chart's snapshot, the trail of the game so far). With V8's
 * default 16 MB semi-space a scavenge runs every few games and copies the live part of the game in
 * hand, promoting it to the old generation, which later costs full collections. With a 256 MB
 * semi-space a scavenge comes every fifty-odd games and finds next to nothing alive. Measured here
 * on the lab's worker bundle, five interleaved runs each: about 137 games/s with the default,
 * 145 with 64 MB, 175 with 256 MB (the planner's decisions, which allocate far less, do not change).
 *
 * Worker threads take it as a resource limit (the young generation is three semi-spaces: two for
 * the scavenger, one for large new objects). A process's own thread can only take it as a flag at
 * start: `npm run bench` starts node with `--max-semi-space-size` of SEMI_SPACE_MB, so the bench's
 * games run with the heap the lab's threads have (tests/lab/young-generation.test.ts holds the two
 * together).
 */
import { totalmem } from 'node:os';

/** The semi-space of a batch thread, in MB. */
export const SEMI_SPACE_MB = 256;

/** V8's young generation is three semi-spaces (two for the scavenger, one for large objects). */
const YOUNG_PER_SEMI = 3;

/**
 * The young generation of each of `workers` threads, in MB: three semi-spaces, but never more than
 * a quarter of the machine's memory over all threads (a many-core machine with little memory each).
 */
export function youngGenerationMb(workers: number, memoryBytes = totalmem()): number {
  const share = Math.floor(memoryBytes / 2 ** 20 / 4 / Math.max(1, workers));
  return Math.max(16, Math.min(SEMI_SPACE_MB * YOUNG_PER_SEMI, share));
}
