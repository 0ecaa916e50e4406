/**
 * The skill ladder as a chart (issue 33 §4): the planner's win rate against its budget on a log2
 * axis (each rung doubles), its 95% Wilson band as an area with the rungs as points; random and
 * greedy as labelled level lines across it; the plateau as an upright line where it starts.
 * Pure data in, Plot options out; PlotFigure draws them.
 */
import * as Plot from '@observablehq/plot';
import type { LadderFigures, Rung } from '../../lab/ladder';
import { COLOURS } from './charts';
import { pct } from './format';

/** Random and greedy: the floor the planner's rungs are read against. */
const BASELINE = { random: '#f87171', greedy: '#c084fc' } as const;

interface Point { readonly budget: number; readonly rate: number; readonly lo: number; readonly hi: number }

const pointOf = (r: Rung): Point => ({ budget: r.budget!, rate: r.winRate, lo: r.winRateCI95[0], hi: r.winRateCI95[1] });

/** Pixels between the two baseline labels' centres when their rates are close (about a line of text). */
const LABEL_GAP = 13;

/**
 * Random and greedy as level lines, labelled at the right edge. When their rates are within a few
 * points (both 0% on a mission the squad cannot win) the labels would print over each other, so
 * the higher rate's label moves up half a line and the lower's down (greedy above on a tie).
 */
export function baselinesOf(rungs: readonly Rung[]) {
  const lines = rungs.filter((r) => r.budget === null).map((r) => ({ name: r.squadAi, rate: r.winRate, label: `${r.squadAi} ${pct(r.winRate)}`, dy: 0 }));
  if (lines.length !== 2 || Math.abs(lines[0].rate - lines[1].rate) >= 0.06) return lines;
  const upper = lines[0].rate !== lines[1].rate ? (lines[0].rate > lines[1].rate ? 0 : 1) : lines.findIndex((l) => l.name === 'greedy');
  return lines.map((l, k) => ({ ...l, dy: k === upper ? -LABEL_GAP / 2 : LABEL_GAP / 2 }));
}

export function ladderChart(ladder: LadderFigures, width: number): Plot.PlotOptions {
  const planner = ladder.rungs.filter((r) => r.budget !== null).map(pointOf);
  const baselines = baselinesOf(ladder.rungs);
  const budgets = planner.map((p) => p.budget);
  // Half a doubling of room either side, so the first and last rungs' points and labels are not on the edge.
  const domain = [budgets[0] / Math.SQRT2, budgets[budgets.length - 1] * Math.SQRT2];
  const colour = (name: string) => BASELINE[name as keyof typeof BASELINE] ?? COLOURS.zero;
  return {
    width, height: 320, marginLeft: 48, marginRight: 96, marginTop: 36, marginBottom: 40,
    x: { type: 'log', base: 2, domain, ticks: budgets, tickFormat: (b: number) => String(b), label: 'the planner\'s budget (playouts per decision, log2 scale)' },
    y: { domain: [0, 100], percent: true, label: 'win rate (%), 95% Wilson band', grid: true },
    marks: [
      Plot.areaY(planner, { x: 'budget', y1: 'lo', y2: 'hi', fill: COLOURS.interval, fillOpacity: 0.22 }),
      ...baselines.flatMap((b) => [
        Plot.ruleY([b], { y: 'rate', stroke: colour(b.name), strokeDasharray: '6,4', strokeWidth: 1.5 }),
        Plot.text([b], { x: domain[1], y: 'rate', text: 'label', textAnchor: 'start', dx: 6, dy: b.dy, fill: colour(b.name), fontWeight: 600 }),
      ]),
      ...(ladder.plateau === null ? [] : plateauMarks(ladder.plateau, planner)),
      Plot.lineY(planner, { x: 'budget', y: 'rate', stroke: COLOURS.estimate, strokeWidth: 2 }),
      Plot.dot(planner, { x: 'budget', y: 'rate', fill: COLOURS.estimate, r: 5, tip: true, title: (p: Point) => `budget ${p.budget}: ${pct(p.rate)} (${pct(p.lo)} to ${pct(p.hi)})` }),
      Plot.text(planner, { x: 'budget', y: 'rate', text: (p: Point) => pct(p.rate), dy: -12, fill: 'currentColor' }),
    ],
  };
}

/**
 * The plateau as an upright rule with its label along it: in the half of the frame away from the
 * plateau rung's point, and far enough left of the rule to clear that point's rate label (centred on
 * the rule), through which a label in the middle of the frame ran whenever the rate was near 50-70%.
 */
export function plateauMarks(plateau: number, planner: readonly Point[]): Plot.Markish[] {
  const rate = planner.find((p) => p.budget === plateau)?.rate ?? 0;
  const low = rate >= 0.5;
  return [
    Plot.ruleX([plateau], { stroke: COLOURS.victory, strokeWidth: 1.5 }),
    // Rotated a quarter turn, "start" is the text's foot: from the frame's floor upwards, or down from its top.
    Plot.text([plateau], {
      x: (b: number) => b, frameAnchor: low ? 'bottom' : 'top', textAnchor: low ? 'start' : 'end', rotate: -90, dx: -22, dy: low ? -8 : 8,
      text: (b: number) => `plateau from budget ${b}`, fill: COLOURS.victory, fontWeight: 600,
    }),
  ];
}
