/**
 * The per-soldier charts with all-zero data (issue 32 item 2): no soldier revived in the run gave
 * Plot a [0, 0] domain, which drew full-width bars over a "0.000000" axis, as if everyone had been
 * revived. Each chart keeps a zero baseline and an axis of some length; every bar has no length.
 * The x scale is built as Plot builds it, from the chart's own options (Plot.scale).
 */
import { describe, expect, it } from 'vitest';
import * as Plot from '@observablehq/plot';
import { SOLDIER_NAMES, type SoldierName } from '../../../src/engine/state/types';
import { emptySoldierStats, type SoldierStats } from '../../../src/lab/game-stats';
import { meanInterval } from '../../../src/lab/stats/mean-interval';
import { SOLDIER_METRICS, countDomain, soldierChart, soldierDiffChart } from '../../../src/ui/lab/soldier-charts';

const zeros = () => Object.fromEntries(SOLDIER_NAMES.map((n) => [n, emptySoldierStats()])) as Record<SoldierName, SoldierStats>;
const WIDTH = 260;

/** The chart's x scale over its drawing range, as Plot makes it. */
function xScale(o: Plot.PlotOptions) {
  const x = o.x as Plot.ScaleOptions;
  const scale = Plot.scale({ x: { ...x, range: [o.marginLeft ?? 0, (o.width ?? WIDTH) - (o.marginRight ?? 0)] } });
  return { domain: [...scale.domain ?? []] as number[], apply: (v: number) => scale.apply(v) as number };
}

describe('per-soldier charts with every value 0', () => {
  it.each(SOLDIER_METRICS.map((m) => [m.key]))('%s: the axis starts at 0 and has a length; the bars have none', (metric) => {
    const o = soldierChart(zeros(), 40, metric, WIDTH);
    const x = xScale(o);
    expect(x.domain[0]).toBe(0);
    expect(x.domain[1]).toBeGreaterThan(0);
    // The zero baseline is the axis's left end (a scale of no length put 0 mid-chart), and a
    // bar from 0 to 0 has no width.
    expect(x.apply(0)).toBe(o.marginLeft);
    expect(x.apply(1e-9) - x.apply(0)).toBeLessThan(1e-3);
  });

  it('HP removed with its intervals, all 0 over 40 games: the interval is [0, 0] and the axis still 0..1', () => {
    const ci = Object.fromEntries(SOLDIER_NAMES.map((n) => [n, meanInterval(0, 0, 40)])) as Record<SoldierName, ReturnType<typeof meanInterval>>;
    expect(ci.Reyes.ci95).toEqual([0, 0]);
    expect(xScale(soldierChart(zeros(), 40, 'hpRemoved', WIDTH, ci)).domain).toEqual([0, 1]);
  });

  it('the compare view\'s differences, all 0: a symmetric axis of ±1 around the zero rule', () => {
    const x = xScale(soldierDiffChart(zeros(), 'hpRemoved', WIDTH));
    expect(x.domain).toEqual([-1, 1]);
  });

  it('with real values the axis still starts at 0 and reaches the longest bar or interval', () => {
    expect(countDomain([0, 0, 0])).toEqual([0, 1]);
    expect(countDomain([0.5, 2.25])).toEqual([0, 2.25]);
    const stats = zeros();
    stats.Voss.hpRemoved = 120;
    const x = xScale(soldierChart(stats, 40, 'hpRemoved', WIDTH, { ...Object.fromEntries(SOLDIER_NAMES.map((n) => [n, meanInterval(0, 0, 40)])), Voss: { mean: 3, ci95: [2.5, 3.6] } } as never));
    expect(x.domain[0]).toBe(0);
    expect(x.domain[1]).toBeGreaterThanOrEqual(3.6);
  });
});
