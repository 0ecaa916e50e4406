/**
 * Whole Scenario A games with the planner deciding, on one thread, through the engine alone (the
 * planner's searches are nearly all of a game's time; the charts add next to nothing): games per
 * second of wall time and per second of this process's CPU time (a shared machine sways the
 * latter far less). Used by bench/planner-games.bench.ts, and on its own for profiling:
 *
 *   node --cpu-prof --cpu-prof-dir=test-results/prof --import tsx bench/planner-speed.ts 8 1 4
 *
 * (budget 8, seeds 1-4).
 */
import { plannerPolicy } from '../src/ai/planner/planner';
import { apply, legalOnly, nextStep, step } from '../src/engine/flow/game';
import { newGame } from '../src/engine/setup/scenarios';

/** Plays Scenario A with seed `seed` and the planner at `budget`; true when the squad won. */
export function plannerGame(seed: number, budget: number): boolean {
  const squad = plannerPolicy({ seed, budget });
  let state = newGame('A', { seed });
  for (;;) {
    const next = nextStep(state);
    if (next.kind === 'over') return state.outcome === 'victory';
    state = next.kind === 'step' ? step(state).state : apply(state, squad.decide(state, legalOnly(state))).state;
  }
}

export interface Speed {
  readonly games: number;
  readonly won: number;
  /** Games per second of wall time. */
  readonly wall: number;
  /** Games per second of this process's CPU time. */
  readonly cpu: number;
}

/** Plays seeds `first`..`last` at `budget` and times them. */
export function plannerSpeed(budget: number, first: number, last: number): Speed {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let won = 0;
  for (let seed = first; seed <= last; seed++) if (plannerGame(seed, budget)) won++;
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  const games = last - first + 1;
  return { games, won, wall: (games * 1000) / ms, cpu: (games * 1e6) / (used.user + used.system) };
}

if (process.argv[1] && /planner-speed\.ts$/.test(process.argv[1])) {
  const [budget, first, last] = process.argv.slice(2).map(Number);
  const s = plannerSpeed(budget || 8, first || 1, last || 4);
  console.log(`budget ${budget || 8}, seeds ${first || 1}-${last || 4}: ${s.won}/${s.games} won, ${s.wall.toFixed(2)} games/s wall, ${s.cpu.toFixed(2)} games/s CPU`);
}
