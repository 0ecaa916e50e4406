/**
 * The sweep as charts (issue 34 §1): the win rate against the swept value with its 95% Wilson band
 * as an area, each value a point labelled with its rate, a significant step from the value before
 * drawn as a solid segment (the others dashed); and the mean rounds at each value as bars.
 * Pure data in, Plot options out; PlotFigure draws them.
 */
import * as Plot from '@observablehq/plot';
import type { SweepFigures, SweepRow } from '../../lab/sweep';
import { COLOURS } from './charts';
import { pct } from './format';

interface Point { readonly value: number; readonly rate: number; readonly lo: number; readonly hi: number }

const pointOf = (r: SweepRow<number>): Point => ({ value: r.value, rate: r.winRate, lo: r.winRateCI95[0], hi: r.winRateCI95[1] });

/** Half the smallest gap between values either side (1 with one value), so the end points are not on the edge. */
function domainOf(values: readonly number[]): [number, number] {
  const gaps = values.slice(1).map((v, i) => v - values[i]);
  const room = gaps.length ? Math.min(...gaps) / 2 : 1;
  return [values[0] - room, values[values.length - 1] + room];
}

export function sweepWinRateChart(figures: SweepFigures<number>, width: number): Plot.PlotOptions {
  const points = figures.rows.map(pointOf);
  const values = points.map((p) => p.value);
  // Each step from the value before: solid where McNemar says it changed the win rate (p < 0.05).
  const steps = figures.rows.slice(1).map((r, i) => ({ x1: values[i], y1: points[i].rate, x2: r.value, y2: r.winRate, significant: r.step!.significant }));
  return {
    width, height: 300, marginLeft: 48, marginRight: 24, marginTop: 28, marginBottom: 40,
    x: { domain: domainOf(values), ticks: values, tickFormat: (v: number) => String(v), label: `${figures.path} (the swept value)` },
    y: { domain: [0, 100], percent: true, label: 'win rate (%), 95% Wilson band', grid: true },
    marks: [
      Plot.areaY(points, { x: 'value', y1: 'lo', y2: 'hi', fill: COLOURS.interval, fillOpacity: 0.22 }),
      Plot.link(steps.filter((s) => s.significant), { x1: 'x1', y1: 'y1', x2: 'x2', y2: 'y2', stroke: COLOURS.estimate, strokeWidth: 2 }),
      Plot.link(steps.filter((s) => !s.significant), { x1: 'x1', y1: 'y1', x2: 'x2', y2: 'y2', stroke: COLOURS.estimate, strokeWidth: 2, strokeDasharray: '5,4' }),
      Plot.dot(points, { x: 'value', y: 'rate', fill: COLOURS.estimate, r: 5, tip: true, title: (p: Point) => `${figures.path}=${p.value}: ${pct(p.rate)} (${pct(p.lo)} to ${pct(p.hi)})` }),
      Plot.text(points, { x: 'value', y: 'rate', text: (p: Point) => pct(p.rate), dy: -12, fill: 'currentColor' }),
    ],
  };
}

export function sweepRoundsChart(figures: SweepFigures<number>, width: number): Plot.PlotOptions {
  const bars = figures.rows.map((r) => ({ value: String(r.value), rounds: r.meanRounds }));
  return {
    width, height: 200, marginLeft: 48, marginRight: 24, marginTop: 20,
    x: { domain: bars.map((b) => b.value), label: `${figures.path} (the swept value)`, padding: 0.3 },
    y: { label: 'mean rounds a game', grid: true },
    marks: [
      Plot.barY(bars, { x: 'value', y: 'rounds', fill: COLOURS.zero }),
      Plot.text(bars, { x: 'value', y: 'rounds', text: (b: typeof bars[number]) => b.rounds.toFixed(2), dy: -8, fill: 'currentColor' }),
      Plot.ruleY([0]),
    ],
  };
}
