/**
 * The one table from what the engine waits for (engine/flow/game.ts `nextStep`: kit 05 §1 phases,
 * O3 reaction order, A5 rerolls) to the chart state that shows it, and the charts' routes read off
 * it. The engine decides what comes next; the charts are its readable structure
 * (docs/architecture.md): no chart names a successor by hand.
 *
 * Each chart routes among its own states only. When the engine waits for something outside a
 * chart, the chart's parent routes it on: the route is the parent's, declared on the nested
 * chart's node (so the activation chart never names the alien phase, and no route jumps by
 * absolute id). A route is taken by a decision (`leadsTo`: where the decision the squad port
 * resolved leads, setup.ts) or, after an engine step, eventless (`waitsFor`).
 */
import type { Need } from './flow';

/** Where the game stands in the charts while the engine waits for each need (dotted path from the root). */
export const CHART_STATE = {
  refresh: 'round.squadRefresh',
  chooseSoldier: 'round.squadPhase.choosingSoldier',
  counteract: 'round.squadPhase.counteracting',
  activation: 'round.squadPhase.activation.awaitingDecision',
  reroll: 'round.squadPhase.activation.rerollDecision',
  alienAction: 'round.alienPhase.alienActing',
  reactionOrder: 'round.alienPhase.overwatch.choosingOrder',
  reaction: 'round.alienPhase.overwatch.reacting',
  reactionFire: 'round.alienPhase.overwatch.firingReaction',
  endRound: 'round.endOfRound',
} as const satisfies Record<Need, string>;

export type ChartPath = (typeof CHART_STATE)[Need];

const NEEDS = Object.keys(CHART_STATE) as Need[];

const within = (path: string, chart: string) => chart === '' || path.startsWith(`${chart}.`);

/** The chart that holds a state or a nested chart (its path without the last name; '' for the root). */
export const chartOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('.')));

/** A guard: the engine waits for one of `needs` (eventless routes). */
export const waitsFor = (needs: readonly Need[]) => ({ type: 'waitsFor', params: { needs } }) as const;

/** A guard: the decision this event carries, as the squad port resolved it, leads to one of `needs`. */
export const leadsTo = (needs: readonly Need[]) => ({ type: 'leadsTo', params: { needs } }) as const;

type Guard = typeof waitsFor | typeof leadsTo;

export interface Route<G> { readonly guard: G; readonly target: string }

/**
 * The routes from `from` (a state, or a nested chart's node) to every other state of its chart the
 * table names, grouped by state: "the engine waits for (or the decision leads to) one of its needs:
 * go there". Targets are relative to the chart (`from`'s siblings and their insides).
 */
export function routesFrom<G extends Guard>(from: string, guard: G): Route<ReturnType<G>>[] {
  const chart = chartOf(from);
  const byState = new Map<string, Need[]>();
  for (const need of NEEDS) {
    const path = CHART_STATE[need];
    if (!within(path, chart) || path === from || within(path, from)) continue;
    byState.set(path, [...(byState.get(path) ?? []), need]);
  }
  return [...byState].map(([path, needs]) => ({ guard: guard(needs) as ReturnType<G>, target: chart ? path.slice(chart.length + 1) : path }));
}
