/**
 * The Lab's charts (issue 18 §5) as Observable Plot options, built from a report's numbers:
 * a win rate with its 95% interval, the rounds histogram by outcome, a difference with its
 * interval. Pure data in, options out; PlotFigure draws them.
 */
import * as Plot from '@observablehq/plot';
import { pct, points } from './format';

export const COLOURS = { victory: '#4ade80', defeat: '#f87171', interval: '#60a5fa', estimate: '#fbbf24', zero: '#94a3b8' } as const;

/** One win rate: its label, the estimate and its 95% interval. */
export interface RateRow {
  readonly label: string;
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
}

/** Win rates as dots on their 95% intervals, on the whole 0-100% axis (a rate is read against it). */
export function winRateChart(rows: readonly RateRow[], width: number, label = 'win rate (%), 95% Wilson interval'): Plot.PlotOptions {
  return {
    width, height: 46 + 38 * rows.length, marginLeft: 130, marginRight: 24, marginTop: 24,
    // percent: values are proportions, shown (and given a domain) in percent.
    x: { domain: [0, 100], percent: true, label, grid: true },
    y: { domain: rows.map((r) => r.label), label: null },
    marks: [
      Plot.ruleY(rows, { y: 'label', x1: 'lo', x2: 'hi', stroke: COLOURS.interval, strokeWidth: 3 }),
      Plot.tickX(rows, { x: 'lo', y: 'label', stroke: COLOURS.interval, strokeWidth: 2 }),
      Plot.tickX(rows, { x: 'hi', y: 'label', stroke: COLOURS.interval, strokeWidth: 2 }),
      Plot.dot(rows, { x: 'rate', y: 'label', fill: COLOURS.estimate, r: 5 }),
      Plot.text(rows, { x: 'rate', y: 'label', text: (r: RateRow) => `${pct(r.rate)} (${pct(r.lo)} to ${pct(r.hi)})`, dy: -13, fill: 'currentColor' }),
    ],
  };
}

/** Games ending in each round, stacked by outcome. */
export interface RoundBar {
  readonly round: string;
  readonly outcome: 'victory' | 'defeat';
  readonly games: number;
}

export function roundsChart(bars: readonly RoundBar[], rounds: readonly string[], width: number): Plot.PlotOptions {
  return {
    width, height: 210, marginLeft: 48,
    x: { domain: rounds, label: 'round the game ended in', padding: 0.2 },
    y: { label: 'games', grid: true },
    color: { domain: ['victory', 'defeat'], range: [COLOURS.victory, COLOURS.defeat], legend: true },
    marks: [
      Plot.barY(bars, { x: 'round', y: 'games', fill: 'outcome', tip: true }),
      Plot.ruleY([0]),
    ],
  };
}

/** One difference b - a with its 95% interval, around a rule at 0. */
export function differenceChart(diff: number, interval: readonly [number, number], width: number): Plot.PlotOptions {
  const reach = Math.max(0.05, Math.abs(interval[0]), Math.abs(interval[1]));
  const m = Math.min(1, Math.ceil(reach * 20) / 20 + 0.05);
  const row = [{ label: 'b − a', diff, lo: interval[0], hi: interval[1] }];
  return {
    width, height: 96, marginLeft: 130, marginRight: 24, marginTop: 24,
    x: { domain: [-100 * m, 100 * m], percent: true, label: 'difference in win rate (points), 95% Newcombe paired interval', grid: true },
    y: { domain: ['b − a'], label: null },
    marks: [
      Plot.ruleX([0], { stroke: COLOURS.zero, strokeDasharray: '4,3' }),
      Plot.ruleY(row, { y: 'label', x1: 'lo', x2: 'hi', stroke: COLOURS.interval, strokeWidth: 3 }),
      Plot.tickX(row, { x: 'lo', y: 'label', stroke: COLOURS.interval, strokeWidth: 2 }),
      Plot.tickX(row, { x: 'hi', y: 'label', stroke: COLOURS.interval, strokeWidth: 2 }),
      Plot.dot(row, { x: 'diff', y: 'label', fill: COLOURS.estimate, r: 5 }),
      Plot.text(row, { x: 'diff', y: 'label', text: (r: typeof row[number]) => `${points(r.diff)} (${points(r.lo)} to ${points(r.hi)})`, dy: -13, fill: 'currentColor' }),
    ],
  };
}
