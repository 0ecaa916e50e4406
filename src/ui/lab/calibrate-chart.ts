/**
 * A calibration as a chart (issue 34 §2, §5): each value tried, its win rate with the Wilson 95%
 * interval as a bar, against the value; the target as a level line, the value found ringed.
 * Pure data in, Plot options out; PlotFigure draws them.
 */
import * as Plot from '@observablehq/plot';
import type { Calibration, Measured } from '../../lab/calibrate';
import { COLOURS } from './charts';
import { pct } from './format';

export function calibrateChart(c: Calibration, path: string, width: number): Plot.PlotOptions {
  const tried = [...c.tried].sort((a, b) => a.value - b.value);
  const title = (m: Measured) => `${path} = ${m.value}: ${pct(m.winRate)} (${pct(m.winRateCI95[0])} to ${pct(m.winRateCI95[1])}), ${m.games} games`;
  return {
    width, height: 300, marginLeft: 48, marginRight: 72, marginTop: 24, marginBottom: 40,
    x: { domain: [c.lo - 0.5, c.hi + 0.5], label: `${path} (each value tried)`, ticks: tried.map((t) => t.value), tickFormat: (v: number) => String(v) },
    y: { domain: [0, 100], percent: true, label: 'win rate (%), 95% Wilson interval', grid: true },
    marks: [
      Plot.ruleY([c.target], { stroke: COLOURS.victory, strokeDasharray: '6,4', strokeWidth: 1.5 }),
      Plot.text([c.target], { x: c.hi + 0.5, y: (t: number) => t, text: (t: number) => `target ${pct(t)}`, textAnchor: 'start', dx: 6, fill: COLOURS.victory, fontWeight: 600 }),
      Plot.ruleX(tried, { x: 'value', y1: (m: Measured) => m.winRateCI95[0], y2: (m: Measured) => m.winRateCI95[1], stroke: COLOURS.interval, strokeWidth: 3 }),
      Plot.dot(tried, { x: 'value', y: 'winRate', fill: COLOURS.estimate, r: 4, tip: true, title }),
      Plot.dot([c.best], { x: 'value', y: 'winRate', stroke: COLOURS.victory, r: 9, strokeWidth: 2 }),
    ],
  };
}
