/**
 * The planner's decision time at the browser budget (issue 19 §1 speed goals: median <= 50 ms,
 * p95 <= 150 ms), in node, as the page's Web Worker runs it: every decision of whole Scenario A
 * games that needed a search (a decision that carries on a plan already made costs next to
 * nothing and would flatter the median), and for reference all decisions.
 */
import { BROWSER_BUDGET, plannerPolicy } from '../src/ai/planner/planner';
import { apply, legalOnly, nextStep, step } from '../src/engine/game';
import { newGame } from '../src/engine/scenarios';
import { loadavg } from 'node:os';
import type { BenchLine } from './run';

const GAMES = 3;

const at = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export default async function (): Promise<BenchLine[]> {
  const load = loadavg()[0];
  const searches: number[] = [];
  const all: number[] = [];
  for (let seed = 1; seed <= GAMES; seed++) {
    const planner = plannerPolicy({ seed, budget: BROWSER_BUDGET });
    let s = newGame('A', { seed });
    for (let i = 0; i < 5000; i++) {
      const next = nextStep(s);
      if (next.kind === 'over') break;
      if (next.kind === 'step') { s = step(s).state; continue; }
      const before = planner.lastPlan;
      const t0 = performance.now();
      const d = planner.decide(s, legalOnly(s));
      const ms = performance.now() - t0;
      all.push(ms);
      if (planner.lastPlan !== before) searches.push(ms);
      s = apply(s, d).state;
    }
  }
  searches.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  const median = at(searches, 0.5);
  const p95 = at(searches, 0.95);
  return [
    { name: `planner decision at the browser budget (${BROWSER_BUDGET} playouts), decisions that searched, median (${searches.length} in ${GAMES} Scenario A games)`, value: median, unit: 'ms', goal: '<= 50 ms', met: median <= 50 },
    { name: 'the same, p95', value: p95, unit: 'ms', goal: '<= 150 ms', met: p95 <= 150 },
    { name: 'the same, worst (no goal)', value: searches[searches.length - 1], unit: 'ms' },
    { name: 'load average (1 min) at the start: other work sharing the cores slows every figure here (no goal)', value: load, unit: '' },
    { name: `every planner decision, plans carried on included, median (${all.length}; no goal)`, value: at(all, 0.5), unit: 'ms' },
  ];
}
