/**
 * The Lab's Web Workers (issue 18 §5): one per core, up to a few, each running lab.worker.ts
 * behind comlink. A run is a list of tasks (a chunk of games, rows of the range); each worker
 * takes the next task as soon as it is free, and every answer comes back to the page's main
 * thread, which only adds it up. Stop ends the workers at once (a game half played is dropped),
 * so a stopped pool is not used again: the next run gets a new one. A worker that loads but never
 * answers fails the run too: each task has a deadline scaled to its work (ui/deadline.ts).
 */
import { wrap, type Endpoint, type Remote } from 'comlink';
import { deadlineMs, durationWords, withDeadline } from '../deadline';
import type { LabWorkerApi } from './worker-api';

/** A started worker: where to talk to it, and how to end it. */
export interface WorkerPort {
  readonly endpoint: Endpoint;
  terminate(): void;
}

/** Starts a worker; `fail` is told when it cannot run at all (its script did not load). */
export type StartWorker = (fail: (error: Error) => void) => WorkerPort;

/** The page's module worker (vite bundles lab.worker.ts and what it imports as its own chunk). */
export const startBrowserWorker: StartWorker = (fail) => {
  const worker = new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module', name: 'chamber-lab' });
  worker.addEventListener('error', (e) => { e.preventDefault(); fail(new Error(e.message || 'the Lab\'s worker could not start')); });
  return { endpoint: worker, terminate: () => worker.terminate() };
};

/** The most workers the Lab starts: the games are CPU-bound and the page needs a core too. */
export const MAX_LAB_WORKERS = 4;

/**
 * One worker per core but one, up to MAX_LAB_WORKERS, and at least one: the chamber keeps its
 * frame rate while a batch runs (issue 18 §5) only if the page and the browser's drawing keep a
 * core. Measured on two cores under software WebGL (bench/lab-browser.bench.ts): Autoplay at 4x
 * kept about 69% of its frame rate beside one worker and 37% beside two. More are one choice away.
 */
export function defaultLabWorkers(cores: number = globalThis.navigator?.hardwareConcurrency ?? 2): number {
  return Math.max(1, Math.min(MAX_LAB_WORKERS, (cores || 2) - 1));
}

/** One piece of a run, done on whichever worker is free. */
export type Task<T> = (api: Remote<LabWorkerApi>) => Promise<T>;

export type RunEnd = 'done' | 'stopped';

/** A task's work, for its deadline: how long it takes on an idle machine, and what it is ("10 games of greedy"). */
export interface TaskWork {
  readonly expectedMs: number;
  readonly what: string;
}

export interface PoolOptions {
  /** A task's deadline from its expected time (deadlineMs by default; tests give a tiny one). */
  readonly deadline?: (expectedMs: number) => number;
}

export class LabPool {
  private readonly ports: WorkerPort[];
  private readonly apis: Remote<LabWorkerApi>[];
  private ended = false;
  /** Calls waiting for an answer (call()), refused if the workers end first. */
  private readonly calls = new Set<(error: Error) => void>();
  /** The run in progress's way out: stopped, or failed. */
  private interrupt: ((end: { stopped: true } | { error: Error }) => void) | null = null;

  private readonly deadline: (expectedMs: number) => number;

  constructor(readonly size: number, start: StartWorker = startBrowserWorker, options: PoolOptions = {}) {
    this.ports = Array.from({ length: size }, () => start((error) => this.fail(error)));
    this.apis = this.ports.map((p) => wrap<LabWorkerApi>(p.endpoint));
    this.deadline = options.deadline ?? deadlineMs;
  }

  /** The task's answer, or the one line saying its worker missed the deadline (then the workers are ended). */
  private timed<T>(task: Task<T>, api: Remote<LabWorkerApi>, work: TaskWork | undefined): Promise<T> {
    if (!work) return task(api);
    const late = (ms: number) => `a Lab worker did not answer within ${durationWords(ms)} (${work.what})`;
    // A worker past its deadline is stuck: every worker is ended, as when one fails.
    return withDeadline(task(api), this.deadline(work.expectedMs), late, (error) => this.fail(error));
  }

  get stopped(): boolean {
    return this.ended;
  }

  /**
   * Runs every task, each on the next free worker; `onResult` gets each answer as it arrives (in
   * finishing order) with the task's index. 'stopped' when stop() came first; a task that throws
   * or misses its deadline (`work`, asked as it starts) ends the run with its error (and the workers).
   */
  run<T>(tasks: readonly Task<T>[], onResult: (result: T, task: number) => void, work?: (task: number) => TaskWork): Promise<RunEnd> {
    if (this.ended) return Promise.reject(new Error('the Lab\'s workers were stopped; start a new run'));
    if (this.interrupt) return Promise.reject(new Error('the Lab\'s workers are busy with another run'));
    return new Promise<RunEnd>((resolve, reject) => {
      let next = 0;
      let running = 0;
      let over = false;
      const finish = (end: () => void) => { if (!over) { over = true; this.interrupt = null; end(); } };
      this.interrupt = (why) => finish(() => ('error' in why ? reject(why.error) : resolve('stopped')));
      const feed = (api: Remote<LabWorkerApi>) => {
        if (over) return;
        if (next >= tasks.length) { if (running === 0) finish(() => resolve('done')); return; }
        const k = next++;
        running++;
        this.timed(tasks[k], api, work?.(k)).then((result) => {
          running--;
          if (over) return;
          onResult(result, k);
          feed(api);
        }, (error: unknown) => {
          running--;
          this.fail(error instanceof Error ? error : new Error(String(error)));
        });
      };
      for (const api of this.apis) feed(api);
    });
  }

  /**
   * One call on the first worker, between or during runs (it waits behind that worker's task);
   * refused when the workers stop or fail before it answers, or it misses its deadline (`work`).
   */
  call<T>(task: Task<T>, work?: TaskWork): Promise<T> {
    if (this.ended) return Promise.reject(new Error('the Lab\'s workers were stopped'));
    return new Promise<T>((resolve, reject) => {
      this.calls.add(reject);
      this.timed(task, this.apis[0], work).then(resolve, reject).finally(() => this.calls.delete(reject));
    });
  }

  /** Ends every worker now; a run in progress resolves 'stopped'. */
  stop(): void {
    this.end(new Error('the Lab\'s workers were stopped'));
    this.interrupt?.({ stopped: true });
  }

  private fail(error: Error): void {
    this.end(error);
    this.interrupt?.({ error });
  }

  private end(why: Error): void {
    if (this.ended) return;
    this.ended = true;
    for (const p of this.ports) p.terminate();
    for (const reject of this.calls) reject(why);
    this.calls.clear();
  }
}
