/**
 * The Scenario B firing range, measured beside exact (issue 18 §4-§5, kit 04; UnitCrunch and
 * AnyDice show the two side by side): per row, the HP removed per attack as a bar with its 95%
 * interval (normal approximation over the attacks, issue 32) and the engine's exact expectation
 * as a tick, and the kill chance measured with its 95% Wilson interval
 * beside the exact kill chance. The exact values are `chamber attack-odds`'s fractions.
 */
import * as Plot from '@observablehq/plot';
import { SOLDIER_NAMES, type SoldierName } from '../../engine/state/types';
import type { FiringRow } from '../../lab/firing-range';
import { meanInterval } from '../../lab/stats/mean-interval';
import { wilsonInterval } from '../../lab/stats/wilson';
import { SOLDIER_COLOURS } from '../../scene/palette';
import { COLOURS } from './charts';
import { countDomain } from './soldier-charts';
import { fractionValue } from './format';

export interface RangePoint {
  readonly label: string;
  readonly soldier: SoldierName;
  readonly hp: number;
  /** The HP mean's 95% interval, when the attacks' squares are known and there are two or more. */
  readonly hpLo?: number;
  readonly hpHi?: number;
  readonly exactHp: number;
  readonly kill: number;
  readonly killLo: number;
  readonly killHi: number;
  readonly exactKill: number;
}

/** "Reyes J4 exposed braced", "Chen I3 soft point blank". */
export function rowLabel(r: FiringRow): string {
  return `${r.soldier} ${r.target} ${r.cover === 'none' ? 'exposed' : r.cover}${r.braced ? ' braced' : ''}${r.pointBlank ? ' point blank' : ''}`;
}

/** The charts' points; with `hpRemovedSquares` (the Lab's fired rows) each HP mean gets its interval. */
export function rangePoints(rows: readonly FiringRow[], hpRemovedSquares?: readonly number[]): RangePoint[] {
  return rows.map((r, i) => {
    const [killLo, killHi] = wilsonInterval(r.kills, r.attacks);
    const ci = hpRemovedSquares ? meanInterval(r.hpRemoved, hpRemovedSquares[i], r.attacks).ci95 : null;
    return {
      label: rowLabel(r), soldier: r.soldier, hp: r.hpRemoved / r.attacks, ...(ci ? { hpLo: ci[0], hpHi: ci[1] } : {}), exactHp: fractionValue(r.exact.expectedHpRemoved),
      kill: r.kills / r.attacks, killLo, killHi, exactKill: fractionValue(r.exact.kill),
    };
  });
}

const colour = { domain: [...SOLDIER_NAMES], range: SOLDIER_NAMES.map((n) => SOLDIER_COLOURS[n]) };
const height = (n: number) => 50 + 17 * n;

export function rangeHpChart(points: readonly RangePoint[], width: number): Plot.PlotOptions {
  const ranged = points.filter((p) => p.hpHi !== undefined);
  return {
    width, height: height(points.length), marginLeft: 190, marginRight: 16,
    // From 0, and of some length when every row removes nothing (armour that no weapon gets through).
    x: {
      domain: countDomain(points.flatMap((p) => [p.hp, p.exactHp, p.hpHi ?? 0])), grid: true, nice: true, axis: 'both',
      label: `HP removed per attack (bar: measured${ranged.length ? ', 95% interval' : ''}; white tick: exact)`,
    },
    y: { domain: points.map((p) => p.label), label: null },
    color: colour,
    marks: [
      Plot.barX(points, { y: 'label', x: 'hp', fill: 'soldier', fillOpacity: 0.85 }),
      Plot.ruleY(ranged, { y: 'label', x1: 'hpLo', x2: 'hpHi', stroke: COLOURS.interval, strokeWidth: 1.5 }),
      Plot.tickX(points, { y: 'label', x: 'exactHp', stroke: '#f8fafc', strokeWidth: 2 }),
      Plot.ruleX([0]),
    ],
  };
}

export function rangeKillChart(points: readonly RangePoint[], width: number): Plot.PlotOptions {
  return {
    width, height: height(points.length), marginLeft: 190, marginRight: 16,
    x: { domain: [0, 100], percent: true, label: 'kill chance (%) (dot: measured, 95% Wilson; white tick: exact)', grid: true, axis: 'both' },
    y: { domain: points.map((p) => p.label), label: null },
    color: colour,
    marks: [
      Plot.ruleY(points, { y: 'label', x1: 'killLo', x2: 'killHi', stroke: COLOURS.interval, strokeWidth: 2 }),
      Plot.dot(points, { y: 'label', x: 'kill', fill: 'soldier', r: 3.5 }),
      Plot.tickX(points, { y: 'label', x: 'exactKill', stroke: '#f8fafc', strokeWidth: 2 }),
    ],
  };
}
