/**
 * Each soldier's contribution as bars (issue 18 §5; kit 06 "Did each soldier contribute?"): one
 * small chart per count, per game, soldiers in the squad's colours; shots with their hits inside.
 * The same counts as `chamber autoplay --json`'s perSoldier, divided by the games.
 */
import * as Plot from '@observablehq/plot';
import { SOLDIER_NAMES, type SoldierName } from '../../engine/types';
import type { SoldierStats } from '../../lab/game-stats';
import { SOLDIER_COLOURS } from '../../scene/palette';

export type SoldierMetric = Exclude<keyof SoldierStats, 'shots'>;

/** The counts charted one by one (shots go with hits), in the CLI's order. */
export const SOLDIER_METRICS: readonly { readonly key: SoldierMetric; readonly label: string }[] = [
  { key: 'hits', label: 'shots and hits' }, { key: 'hpRemoved', label: 'HP removed' }, { key: 'kills', label: 'kills' },
  { key: 'hpLost', label: 'HP lost' }, { key: 'downed', label: 'downed' }, { key: 'revived', label: 'revived' }, { key: 'xp', label: 'XP at the end' },
];

const colour = { domain: [...SOLDIER_NAMES], range: SOLDIER_NAMES.map((n) => SOLDIER_COLOURS[n]) };

interface Bar { readonly soldier: SoldierName; readonly value: number; readonly shots: number }

const fixed = (x: number) => (Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2));

/** `metric` per game for each soldier, as horizontal bars (shots behind hits for "hits"). */
export function soldierChart(perSoldier: Readonly<Record<SoldierName, SoldierStats>>, games: number, metric: SoldierMetric, width: number): Plot.PlotOptions {
  const bars: Bar[] = SOLDIER_NAMES.map((soldier) => ({ soldier, value: perSoldier[soldier][metric] / Math.max(1, games), shots: perSoldier[soldier].shots / Math.max(1, games) }));
  const withShots = metric === 'hits';
  return {
    width, height: 138, marginLeft: 54, marginRight: 34, marginTop: 8,
    x: { label: withShots ? 'per game (light: shots)' : 'per game', grid: true, nice: true },
    y: { domain: [...SOLDIER_NAMES], label: null },
    color: colour,
    marks: [
      ...(withShots ? [Plot.barX(bars, { y: 'soldier', x: 'shots', fill: 'soldier', fillOpacity: 0.3 })] : []),
      Plot.barX(bars, { y: 'soldier', x: 'value', fill: 'soldier' }),
      Plot.text(bars, { y: 'soldier', x: (b: Bar) => (withShots ? b.shots : b.value), text: (b: Bar) => fixed(withShots ? b.shots : b.value), dx: 4, textAnchor: 'start', fill: 'currentColor' }),
      Plot.ruleX([0]),
    ],
  };
}

/** Each soldier's per-game difference b - a in `metric`, as diverging bars (compare's perSoldier). */
export function soldierDiffChart(diffs: Readonly<Record<SoldierName, SoldierStats>>, metric: keyof SoldierStats, width: number): Plot.PlotOptions {
  const bars = SOLDIER_NAMES.map((soldier) => ({ soldier, value: diffs[soldier][metric] }));
  const reach = Math.max(0.01, ...bars.map((b) => Math.abs(b.value)));
  return {
    width, height: 138, marginLeft: 54, marginRight: 16, marginTop: 8,
    x: { domain: [-reach * 1.6, reach * 1.6], label: 'b − a, per game', grid: true },
    y: { domain: [...SOLDIER_NAMES], label: null },
    color: colour,
    marks: [
      Plot.barX(bars, { y: 'soldier', x: 'value', fill: 'soldier' }),
      // Each label beyond its bar's end: right of a gain, left of a loss.
      Plot.text(bars.filter((b) => b.value >= 0), { y: 'soldier', x: 'value', text: (b: typeof bars[number]) => `+${b.value.toFixed(2)}`, dx: 4, textAnchor: 'start', fill: 'currentColor' }),
      Plot.text(bars.filter((b) => b.value < 0), { y: 'soldier', x: 'value', text: (b: typeof bars[number]) => b.value.toFixed(2), dx: -4, textAnchor: 'end', fill: 'currentColor' }),
      Plot.ruleX([0]),
    ],
  };
}
