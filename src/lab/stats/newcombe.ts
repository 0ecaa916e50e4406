/**
 * Newcombe's interval for the difference of two paired proportions (Newcombe 1998, "Improved
 * confidence intervals for the difference between binomial proportions based on paired data",
 * Stat. Med. 17:2635-2650, method 10; Fagerland, Lydersen & Laake, "Statistical Analysis of
 * Contingency Tables", ch. 8, "Newcombe square-and-add"): each side's Wilson interval combined by
 * square-and-add, with the correlation of the paired outcomes corrected for continuity.
 * `chamber compare` uses it for b - a on games played on the same seeds.
 */
import { wilsonInterval, type Interval } from './wilson';
import { Z95 } from './z';

/**
 * A paired 2x2 table: `both` = won under a and b, `onlyA` = won under a only, `onlyB` = won
 * under b only, `neither` = lost under both.
 */
export interface PairedTable {
  readonly both: number;
  readonly onlyA: number;
  readonly onlyB: number;
  readonly neither: number;
}

/** The estimate pB - pA and Newcombe's interval for it (method 10). */
export function newcombePairedInterval(t: PairedTable, z: number = Z95): { diff: number; interval: Interval } {
  const n = t.both + t.onlyA + t.onlyB + t.neither;
  if (n < 1) throw new Error('newcombePairedInterval: the table is empty');
  const winsA = t.both + t.onlyA;
  const winsB = t.both + t.onlyB;
  const pA = winsA / n;
  const pB = winsB / n;
  const [loA, hiA] = wilsonInterval(winsA, n, z);
  const [loB, hiB] = wilsonInterval(winsB, n, z);
  const phi = pairedCorrelation(t, n);
  const dLo = pB - loB;
  const dHiA = hiA - pA;
  const dHi = hiB - pB;
  const dLoA = pA - loA;
  const diff = pB - pA;
  const lower = diff - Math.sqrt(Math.max(0, dLo * dLo - 2 * phi * dLo * dHiA + dHiA * dHiA));
  const upper = diff + Math.sqrt(Math.max(0, dHi * dHi - 2 * phi * dHi * dLoA + dLoA * dLoA));
  return { diff, interval: [Math.max(-1, lower), Math.min(1, upper)] };
}

/**
 * Newcombe's phi-hat: the correlation of the two outcomes, (ad - bc) lowered by n/2 when above it
 * (a continuity correction), 0 between 0 and n/2, and 0 whenever a margin is empty.
 */
function pairedCorrelation(t: PairedTable, n: number): number {
  const winsA = t.both + t.onlyA;
  const lossesA = t.onlyB + t.neither;
  const winsB = t.both + t.onlyB;
  const lossesB = t.onlyA + t.neither;
  if (winsA === 0 || lossesA === 0 || winsB === 0 || lossesB === 0) return 0;
  const cross = t.both * t.neither - t.onlyA * t.onlyB;
  const corrected = cross > n / 2 ? cross - n / 2 : cross >= 0 ? 0 : cross;
  return corrected / Math.sqrt(winsA * lossesA * winsB * lossesB);
}
