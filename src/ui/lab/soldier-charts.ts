/**
 * Each soldier's contribution as bars (issue 18 §5; kit 06 "Did each soldier contribute?"): one
 * small chart per count, per game, soldiers in the squad's colours; shots with their hits inside.
 * The same counts as `chamber autoplay --json`'s perSoldier, divided by the games.
 */
import * as Plot from '@observablehq/plot';
import { SOLDIER_NAMES, type SoldierName } from '../../engine/state/types';
import type { SoldierStats } from '../../lab/game-stats';
import type { MeanInterval } from '../../lab/stats/mean-interval';
import { SOLDIER_COLOURS } from '../../scene/palette';

export type SoldierMetric = Exclude<keyof SoldierStats, 'shots'>;

/** The counts charted one by one (shots go with hits), in the CLI's order. */
export const SOLDIER_METRICS: readonly { readonly key: SoldierMetric; readonly label: string }[] = [
  { key: 'hits', label: 'shots and hits' }, { key: 'hpRemoved', label: 'HP removed' }, { key: 'kills', label: 'kills' },
  { key: 'hpLost', label: 'HP lost' }, { key: 'downed', label: 'downed' }, { key: 'revived', label: 'revived' }, { key: 'xp', label: 'XP at the end' },
];

const colour = { domain: [...SOLDIER_NAMES], range: SOLDIER_NAMES.map((n) => SOLDIER_COLOURS[n]) };

interface Bar { readonly soldier: SoldierName; readonly value: number; readonly shots: number; readonly lo?: number; readonly hi?: number }

const fixed = (x: number) => (Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2));

/**
 * A count's x axis from 0 to past the longest bar. When every value is 0 (no soldier revived in
 * the run), Plot's own domain would be [0, 0]: a scale with no length, which drew every bar full
 * width over a "0.000000" axis. Then the axis runs 0 to 1, and the bars have no length.
 */
export function countDomain(values: readonly number[]): [number, number] {
  const top = Math.max(0, ...values.filter(Number.isFinite));
  return [0, top > 0 ? top : 1];
}

/**
 * `metric` per game for each soldier, as horizontal bars (shots behind hits for "hits"). With
 * `intervals` (HP removed: hp-removed.ts) each bar carries its 95% interval as an error bar.
 */
export function soldierChart(
  perSoldier: Readonly<Record<SoldierName, SoldierStats>>, games: number, metric: SoldierMetric, width: number,
  intervals?: Readonly<Record<SoldierName, MeanInterval>>,
): Plot.PlotOptions {
  const bars: Bar[] = SOLDIER_NAMES.map((soldier) => {
    const ci = intervals?.[soldier].ci95;
    return { soldier, value: perSoldier[soldier][metric] / Math.max(1, games), shots: perSoldier[soldier].shots / Math.max(1, games), ...(ci ? { lo: ci[0], hi: ci[1] } : {}) };
  });
  const withShots = metric === 'hits';
  const ranged = bars.filter((b) => b.hi !== undefined);
  const end = (b: Bar) => Math.max(withShots ? b.shots : b.value, b.hi ?? 0);
  return {
    width, height: 138, marginLeft: 54, marginRight: 34, marginTop: 8,
    x: {
      domain: countDomain(bars.map(end)), nice: true, grid: true,
      label: withShots ? 'per game (light: shots)' : ranged.length ? 'per game, 95% interval' : 'per game',
    },
    y: { domain: [...SOLDIER_NAMES], label: null },
    color: colour,
    marks: [
      ...(withShots ? [Plot.barX(bars, { y: 'soldier', x: 'shots', fill: 'soldier', fillOpacity: 0.3 })] : []),
      Plot.barX(bars, { y: 'soldier', x: 'value', fill: 'soldier' }),
      // The interval as an error bar over the bar's end (whiskers at both ends).
      Plot.ruleY(ranged, { y: 'soldier', x1: 'lo', x2: 'hi', stroke: 'currentColor', strokeWidth: 1.5 }),
      Plot.tickX(ranged, { y: 'soldier', x: 'lo', stroke: 'currentColor', strokeWidth: 1.5, inset: 6 }),
      Plot.tickX(ranged, { y: 'soldier', x: 'hi', stroke: 'currentColor', strokeWidth: 1.5, inset: 6 }),
      Plot.text(bars, { y: 'soldier', x: end, text: (b: Bar) => fixed(withShots ? b.shots : b.value), dx: 4, textAnchor: 'start', fill: 'currentColor' }),
      Plot.ruleX([0]),
    ],
  };
}

/** Each soldier's per-game difference b - a in `metric`, as diverging bars (compare's perSoldier). */
export function soldierDiffChart(diffs: Readonly<Record<SoldierName, SoldierStats>>, metric: keyof SoldierStats, width: number): Plot.PlotOptions {
  const bars = SOLDIER_NAMES.map((soldier) => ({ soldier, value: diffs[soldier][metric] }));
  // Every difference 0 (b changed nothing for this count): an axis of ±1 around the zero rule.
  const reach = Math.max(...bars.map((b) => Math.abs(b.value))) || 1 / 1.6;
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
