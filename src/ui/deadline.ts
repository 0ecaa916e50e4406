/**
 * Deadlines for the page's Web Workers (hostile-inputs issue, item 5): a worker that loads but
 * never answers (stuck in a loop, starved, broken) must not leave Autoplay or the Lab waiting
 * without a word. Each request gets a deadline scaled to its work, far past what a busy machine
 * takes (measured in node under a load average of 22 on two cores: a greedy game 95 ms, a
 * planner game of budget 24 7.8 s, some ten times the idle figures), with a floor that covers a
 * worker's start. Past it the request fails with one line, which the callers already show.
 */

/**
 * The least a request is given: time for a worker to load and start on a busy machine (with a
 * load average of 35 on two cores, the browser test of Play's hint took 85 s from opening the
 * page to showing the plan).
 */
export const DEADLINE_FLOOR_MS = 60_000;
/** How many times its expected time a request is given before it is called stuck. */
export const DEADLINE_MARGIN = 100;

/** The deadline of a request expected to take `expectedMs` on an idle machine. */
export function deadlineMs(expectedMs: number): number {
  return Math.max(DEADLINE_FLOOR_MS, DEADLINE_MARGIN * expectedMs);
}

/** "20 ms", "30 s", "2.5 min": a deadline in the error line's words. */
export function durationWords(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return ms < 120_000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms / 6000) / 10} min`;
}

/**
 * `work`, or a rejection with `why(ms)` once `ms` pass without an answer (then `onLate` runs
 * first, e.g. to end the stuck worker). The timer is cleared as soon as the work settles.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, why: (ms: number) => string, onLate?: (error: Error) => void): Promise<T> {
  if (!Number.isFinite(ms)) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(why(ms));
      onLate?.(error);
      reject(error);
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
