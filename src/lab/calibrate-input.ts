/**
 * What `chamber calibrate` (and the Lab's Calibrate view) take, checked as one line each: the
 * ruleset path (a number `chamber rules` lists), the target win rate (a fraction strictly between
 * 0 and 1, e.g. 0.6: one way of writing it, so "60%" or "60" is refused, never guessed at), and the
 * range LO..HI (whole numbers inside the path's own range; by default the whole of it).
 */
import { rulesetPath, rulesetPaths, type RulesetPath } from '../engine/rule-changes/ruleset-paths';

/** The ruleset path named `text`, or one line naming it and where the paths are listed. */
export function calibratePath(text: string, flag = '--path'): RulesetPath {
  const found = rulesetPath(text.trim());
  if (found) return found;
  const near = rulesetPaths().map((p) => p.path).filter((p) => p.startsWith(text.trim().split('.')[0] + '.')).slice(0, 3);
  throw new Error(`${flag}: unknown ruleset path "${text}" (${near.length ? `e.g. ${near.join(', ')}; ` : ''}chamber rules lists every path)`);
}

/** The target win rate: a decimal fraction strictly between 0 and 1 ("0.6", ".25"). */
export function parseTarget(text: string, flag = '--target'): number {
  const t = text.trim();
  const n = /^(0?\.\d+|0|1(\.0*)?)$/.test(t) ? Number(t) : NaN;
  if (!(n > 0 && n < 1)) throw new Error(`${flag} "${text}": expected a win rate as a fraction strictly between 0 and 1, e.g. 0.6 (not a percentage)`);
  return n;
}

/** `LO..HI`: whole numbers, LO below HI, both inside the path's range (`chamber rules`). */
export function parseRange(text: string | undefined, path: RulesetPath, flag = '--range'): { lo: number; hi: number } {
  if (text === undefined || text.trim() === '') return { lo: path.min, hi: path.max };
  const m = /^\s*([+-]?\d+)\s*\.\.\s*([+-]?\d+)\s*$/.exec(text);
  if (!m) throw new Error(`${flag} "${text}": expected LO..HI, two whole numbers, e.g. ${path.min}..${Math.min(path.max, path.min + 10)}`);
  const [lo, hi] = [Number(m[1]), Number(m[2])];
  if (lo >= hi) throw new Error(`${flag} "${text}": LO must be below HI`);
  if (lo < path.min || hi > path.max) throw new Error(`${flag} "${text}": ${path.path} takes ${path.min} to ${path.max} (chamber rules), so the range must lie inside it`);
  return { lo, hi };
}
