/** Numbers as the Lab writes them: percentages, signed points, per-game means, exact fractions. */

/** Percentages and signed points: the lab's own (lab/percent.ts), so the page reads as the CLI. */
export { pct, points } from '../../lab/percent';

export const perGame = (total: number, games: number, digits = 2) => (games ? (total / games).toFixed(digits) : '0');

/** An exact "p/q" (engine/combat/odds fractionString) as a number, for a chart. */
export function fractionValue(text: string): number {
  const [p, q = '1'] = text.split('/');
  return Number(p) / Number(q);
}

/** A p-value: four significant digits, as compare's report.md has it. */
export const pValueText = (p: number) => p.toPrecision(4);
