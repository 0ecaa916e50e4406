/**
 * The page's one connection to the planner's Web Worker (comlink), made when first asked for.
 * A worker that cannot be made or loaded, or that fails, turns every call, waiting or later, into
 * a rejection with one line saying why: the callers then say so and play on without it (Autoplay
 * falls back to greedy). Tests plug in a fake (the service in-process).
 */
import { wrap, type Remote } from 'comlink';
import type { DecideAnswer, DecideRequest, HintRequest, PlannerApi, WinChanceRequest } from './protocol';

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
  const remote: Remote<PlannerApi> = wrap<PlannerApi>(worker);
  // A worker that fails to load or throws outside a call answers nothing more: every call waiting
  // and every later one gets this reason instead of waiting for ever.
  let broken: string | null = null;
  let rejectAll: (err: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => { rejectAll = reject; });
  failed.catch(() => undefined);
  const fail = (why: string) => {
    if (broken) return;
    broken = why;
    rejectAll(new Error(why));
    worker.terminate();
  };
  worker.addEventListener('error', (e) => { e.preventDefault(); fail(`the planner's worker failed: ${e.message || 'it could not be loaded'}`); });
  worker.addEventListener('messageerror', () => fail("the planner's worker sent a message the page cannot read"));
  const call = <T>(f: () => Promise<T>): Promise<T> => (broken ? Promise.reject(new Error(broken)) : Promise.race([f(), failed]));
  return {
    follow: (r) => call(() => remote.follow(r)),
    decide: (r) => call(() => remote.decide(r)),
    hint: (r) => call(() => remote.hint(r)),
    winChance: (r) => call(() => remote.winChance(r)),
  };
}
