/**
 * The Scenario B firing range, measured beside exact (issue 18 §4-§5, kit 04; UnitCrunch and
 * AnyDice show the two side by side): per row, the HP removed per attack as a bar with the
 * engine's exact expectation as a tick, and the kill chance measured with its 95% Wilson interval
 * beside the exact kill chance. The exact values are `chamber attack-odds`'s fractions.
 */
import * as Plot from '@observablehq/plot';
import { SOLDIER_NAMES, type SoldierName } from '../../engine/types';
import type { FiringRow } from '../../lab/firing-range';
import { wilsonInterval } from '../../lab/stats/wilson';
import { SOLDIER_COLOURS } from '../../scene/palette';
import { COLOURS } from './charts';
import { countDomain } from './soldier-charts';
import { fractionValue } from './format';

export interface RangePoint {
  readonly label: string;
  readonly soldier: SoldierName;
  readonly hp: number;
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

export function rangePoints(rows: readonly FiringRow[]): RangePoint[] {
  return rows.map((r) => {
    const [killLo, killHi] = wilsonInterval(r.kills, r.attacks);
    return {
      label: rowLabel(r), soldier: r.soldier, hp: r.hpRemoved / r.attacks, exactHp: fractionValue(r.exact.expectedHpRemoved),
      kill: r.kills / r.attacks, killLo, killHi, exactKill: fractionValue(r.exact.kill),
    };
  });
}

const colour = { domain: [...SOLDIER_NAMES], range: SOLDIER_NAMES.map((n) => SOLDIER_COLOURS[n]) };
const height = (n: number) => 50 + 17 * n;

export function rangeHpChart(points: readonly RangePoint[], width: number): Plot.PlotOptions {
  return {
    width, height: height(points.length), marginLeft: 190, marginRight: 16,
    // From 0, and of some length when every row removes nothing (armour that no weapon gets through).
    x: { domain: countDomain(points.flatMap((p) => [p.hp, p.exactHp])), label: 'HP removed per attack (bar: measured; white tick: exact)', grid: true, nice: true, axis: 'both' },
    y: { domain: points.map((p) => p.label), label: null },
    color: colour,
    marks: [
      Plot.barX(points, { y: 'label', x: 'hp', fill: 'soldier', fillOpacity: 0.85 }),
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
