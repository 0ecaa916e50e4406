/**
 * The page's one connection to the planner's Web Worker (comlink), made when first asked for.
 * A worker that cannot be made or loaded, or that fails, turns every call, waiting or later, into
 * a rejection with one line saying why: the callers then say so and play on without it (Autoplay
 * falls back to greedy). So does a worker that loads but never answers: each request has a
 * deadline scaled to its playouts (ui/deadline.ts), past which the worker is ended. Tests plug in
 * a fake (the service in-process, or a worker that never answers).
 */
import { wrap, type Endpoint, type Remote } from 'comlink';
import { deadlineMs, durationWords, withDeadline } from '../deadline';
import type { DecideAnswer, DecideRequest, HintRequest, PlannerApi, WinChanceRequest } from './protocol';

/** A playout's time on an idle machine: BROWSER_BUDGET's 24 take about 50 ms (ai/planner/planner.ts). */
export const PLAYOUT_MS = 2;

/** The deadline of a request of `playouts` playouts (0: a plan followed, no search). */
export function plannerDeadlineMs(playouts: number): number {
  return deadlineMs(PLAYOUT_MS * playouts);
}

/** The worker's API as the page calls it: every answer a promise. */
export interface PlannerConnection {
  follow(request: DecideRequest): Promise<DecideAnswer | null>;
  decide(request: DecideRequest): Promise<DecideAnswer>;
  hint(request: HintRequest): Promise<DecideAnswer>;
  winChance(request: WinChanceRequest): Promise<number>;
}

let connection: PlannerConnection | null = null;

/** The connection, made (and the worker started) on the first call. */
export function plannerConnection(): PlannerConnection {
  connection ??= workerConnection();
  return connection;
}

/** Tests: a fake connection (or null: the next call makes the real one). */
export function setPlannerConnection(fake: PlannerConnection | null): void {
  connection = fake;
}

/** A connection whose every call fails with `why`. */
export function failedConnection(why: string): PlannerConnection {
  const fail = () => Promise.reject(new Error(why));
  return { follow: fail, decide: fail, hint: fail, winChance: fail };
}

/** An in-process connection over the API itself (the fake worker of the tests; answers on a later turn, as a worker's do). */
export function inProcessConnection(api: PlannerApi): PlannerConnection {
  const later = <T>(f: () => T | Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => { try { resolve(f()); } catch (err) { reject(err); } }, 0));
  return {
    follow: (r) => later(() => api.follow(r)),
    decide: (r) => later(() => api.decide(r)),
    hint: (r) => later(() => api.hint(r)),
    winChance: (r) => later(() => api.winChance(r)),
  };
}

function workerConnection(): PlannerConnection {
  if (typeof Worker === 'undefined') return failedConnection('this browser runs no Web Workers');
  let worker: Worker;
  try {
    worker = new Worker(new URL('./planner.worker.ts', import.meta.url), { type: 'module' });
  } catch (err) {
    return failedConnection(`the planner's worker could not be started: ${err instanceof Error ? err.message : String(err)}`);
  }
  return endpointConnection(worker, () => worker.terminate());
}

/**
 * The connection over a started worker's endpoint (tests pass a channel's port, and a deadline of
 * their own). A worker that fails to load, throws outside a call or misses a request's deadline
 * answers nothing more: it is ended, and every call waiting and every later one gets the reason
 * instead of waiting for ever.
 */
export function endpointConnection(endpoint: Endpoint, terminate: () => void, deadline: (playouts: number) => number = plannerDeadlineMs): PlannerConnection {
  const remote: Remote<PlannerApi> = wrap<PlannerApi>(endpoint);
  let broken: string | null = null;
  let rejectAll: (err: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => { rejectAll = reject; });
  failed.catch(() => undefined);
  const fail = (why: string) => {
    if (broken) return;
    broken = why;
    rejectAll(new Error(why));
    terminate();
  };
  endpoint.addEventListener('error', (e) => { e.preventDefault(); fail(`the planner's worker failed: ${(e as ErrorEvent).message || 'it could not be loaded'}`); });
  endpoint.addEventListener('messageerror', () => fail("the planner's worker sent a message the page cannot read"));
  const call = <T>(playouts: number, f: () => Promise<T>): Promise<T> => {
    if (broken) return Promise.reject(new Error(broken));
    const late = (ms: number) => `the planner's worker did not answer ${playouts ? `a search of ${playouts} playouts ` : ''}within ${durationWords(ms)}`;
    return withDeadline(Promise.race([f(), failed]), deadline(playouts), late, (error) => fail(error.message));
  };
  return {
    follow: (r) => call(0, () => remote.follow(r)),
    decide: (r) => call(r.budget, () => remote.decide(r)),
    hint: (r) => call(r.budget, () => remote.hint(r)),
    // Without playouts the estimate takes its default (win-chance.ts GRAPH_PLAYOUTS), well inside the floor.
    winChance: (r) => call(r.playouts ?? 0, () => remote.winChance(r)),
  };
}
