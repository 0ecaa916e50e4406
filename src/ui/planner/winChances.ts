/**
 * The win-chance graph's numbers (issue 19 §3), estimated in the background by the planner's
 * worker (ai/planner/win-chance: playouts from the moment under sampled dice), one moment at a
 * time, the one nearest the cursor first, so the graph fills in around where one looks (in a
 * live game: the newest moment). Cached per record, by its digest, and per live game, by the
 * keyframe's state itself: a record opened again, or a live game seeked through, asks for nothing
 * twice. A game that is over needs no playouts (1 or 0). A bundled record's chances come shipped
 * with it (shippedChances.ts): its graph asks the worker for nothing.
 */
import { create } from 'zustand';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';
import type { GameState } from '../../engine/state/types';
import { errorWords } from '../errorWords';
import { bundledChances } from './bundledChances';
import { plannerConnection } from './client';

export interface ChanceStore {
  /** Whose chances these are: "record:<digest>" or "live:<game id>". */
  key: string | null;
  /** The keyframes measured (swings.ts graphPoints). */
  points: readonly number[];
  /** Keyframe index -> estimated win chance, those known so far. */
  chances: ReadonlyMap<number, number>;
  /** Why the estimates stopped (the worker failed), or null. */
  problem: string | null;
}

export const useChances = create<ChanceStore>(() => ({ key: null, points: [], chances: new Map(), problem: null }));

export interface ChanceJob {
  readonly key: string;
  readonly seed: number;
  /** The record's digest (cached by it), or null for a live game (cached by state). */
  readonly digest: string | null;
  readonly points: readonly { readonly index: number; readonly state: GameState }[];
}

/** Chances known ahead for the record with this digest (the bundled ones'), or null. */
export type ShippedSource = (digest: string) => Promise<ReadonlyMap<number, number> | null>;

/**
 * The graph's estimates in the background: the job on screen, where one looks, the caches, and
 * whether a request is out. The page has one (`chanceEstimates`), as it has one planner worker;
 * a test makes its own or resets it.
 */
export class ChanceEstimates {
  private readonly byRecord = new Map<string, Map<number, number>>();
  /** Digests whose shipped chances were looked for. */
  private readonly lookedUp = new Set<string>();
  private readonly byState = new WeakMap<GameState, number>();
  private job: ChanceJob | null = null;
  private cursorOf: () => number = () => 0;
  private running = false;

  constructor(private readonly shipped: ShippedSource = async () => null) {}

  /**
   * The graph on screen wants these moments: the job replaces the one before (a moment asked for
   * already is not asked again), `cursor` says where one looks.
   */
  want(next: ChanceJob | null, cursor: () => number): void {
    this.job = next;
    this.cursorOf = cursor;
    if (!next) return;
    const s = useChances.getState();
    useChances.setState({ key: next.key, points: next.points.map((p) => p.index), chances: this.knownNow(next), problem: s.key === next.key ? s.problem : null });
    void this.run();
  }

  /** Forget every cached chance and the job (tests). */
  reset(): void {
    this.byRecord.clear();
    this.lookedUp.clear();
    this.job = null;
    useChances.setState({ key: null, points: [], chances: new Map(), problem: null });
  }

  private known(job: ChanceJob, p: ChanceJob['points'][number]): number | undefined {
    if (p.state.outcome) return p.state.outcome === 'victory' ? 1 : 0;
    return job.digest ? this.byRecord.get(job.digest)?.get(p.index) : this.byState.get(p.state);
  }

  private remember(job: ChanceJob, p: ChanceJob['points'][number], chance: number): void {
    if (job.digest) this.recordCache(job.digest).set(p.index, chance);
    else this.byState.set(p.state, chance);
  }

  /** The cache of the record with this digest, made on first use. */
  private recordCache(digest: string): Map<number, number> {
    let m = this.byRecord.get(digest);
    if (!m) this.byRecord.set(digest, (m = new Map()));
    return m;
  }

  /** Puts a record's shipped chances in its cache, and on screen if it is the job's. */
  private async lookUpShipped(digest: string): Promise<void> {
    this.lookedUp.add(digest);
    const shipped = await this.shipped(digest).catch(() => null);
    if (!shipped) return;
    const cache = this.recordCache(digest);
    for (const [i, c] of shipped) cache.set(i, c);
    if (this.job?.digest === digest && useChances.getState().key === this.job.key) useChances.setState({ chances: this.knownNow(this.job) });
  }

  /** The chances known for `j` now, from the caches. */
  private knownNow(j: ChanceJob): Map<number, number> {
    const out = new Map<number, number>();
    for (const p of j.points) {
      const c = this.known(j, p);
      if (c !== undefined) out.set(p.index, c);
    }
    return out;
  }

  /** The missing moment nearest the cursor (the earlier on a tie). */
  private pick(j: ChanceJob, cursor: number): ChanceJob['points'][number] | null {
    let best: ChanceJob['points'][number] | null = null;
    for (const p of j.points) {
      if (this.known(j, p) !== undefined) continue;
      if (!best || Math.abs(p.index - cursor) < Math.abs(best.index - cursor)) best = p;
    }
    return best;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const j = this.job;
        if (!j || useChances.getState().problem) return;
        if (j.digest && !this.lookedUp.has(j.digest)) {
          await this.lookUpShipped(j.digest);
          continue; // the job may have changed meanwhile
        }
        const p = this.pick(j, this.cursorOf());
        if (!p) return;
        let chance: number;
        try {
          chance = await plannerConnection().winChance({ seed: j.seed, state: p.state, playouts: GRAPH_PLAYOUTS });
        } catch (err) {
          if (this.job?.key === j.key) useChances.setState({ problem: errorWords(err) });
          return;
        }
        this.remember(j, p, chance);
        const now = useChances.getState();
        if (now.key === j.key) useChances.setState({ chances: new Map(now.chances).set(p.index, chance) });
      }
    } finally {
      this.running = false;
    }
  }
}

/** The page's estimates, beside its one planner worker (planner/client.ts), the bundled records' shipped. */
export const chanceEstimates = new ChanceEstimates(bundledChances);
