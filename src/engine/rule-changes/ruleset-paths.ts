/**
 * Every number of the ruleset by its dotted path (`aliens.worker.hp`, `xp.thresholds.1`), with
 * the kit's value and the range an override may take (issue 18 §1: `chamber rules --json` lists
 * them, `--override PATH=VALUE` sets one). Kit numbers are all whole, so overrides are too.
 */
import { KIT_RULESET, type Ruleset } from '../ruleset/ruleset';

export interface RulesetPath {
  readonly path: string;
  /** The kit's value (KIT_RULESET). */
  readonly kit: number;
  readonly min: number;
  readonly max: number;
}

/**
 * The range of a number, by its path: accuracy terms may be negative (the MG's -1, kit 03);
 * cover levels are penalties from 0; HP, shots, AP per round, a weapon's or an alien card's AP,
 * the move, door and melee costs and the round limit must be at least 1, or a figure could not
 * exist, or a game (a policy moving, opening or striking for nothing) might never end; every
 * other number is a count or a cost from 0.
 */
function rangeOf(path: string): { min: number; max: number } {
  const last = path.split('.').pop()!;
  if (last === 'accuracy') return { min: -12, max: 12 };
  if (path.startsWith('cover.')) return { min: 0, max: 12 };
  if (path === 'roundLimit') return { min: 1, max: 50 };
  const atLeastOne = ['hp', 'shots', 'ap'].includes(last) && !path.startsWith('apCosts.')
    || path.startsWith('apPerRound.') || ['apCosts.move', 'apCosts.door', 'apCosts.melee', 'sustainedFireShots'].includes(path);
  return { min: atLeastOne ? 1 : 0, max: 99 };
}

function collect(value: unknown, prefix: string, out: RulesetPath[]): void {
  if (typeof value === 'number') {
    out.push({ path: prefix, kit: value, ...rangeOf(prefix) });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => { if (typeof v === 'number') collect(v, `${prefix}.${i}`, out); });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) collect(v, prefix ? `${prefix}.${key}` : key, out);
  }
}

/** Every numeric path of `ruleset` (default the kit's), in the ruleset's own order. */
export function rulesetPaths(ruleset: Ruleset = KIT_RULESET): readonly RulesetPath[] {
  const out: RulesetPath[] = [];
  collect(ruleset, '', out);
  return out;
}

const KIT_PATHS = new Map(rulesetPaths().map((p) => [p.path, p]));

/** The kit path named `path`, or undefined. */
export function rulesetPath(path: string): RulesetPath | undefined {
  return KIT_PATHS.get(path);
}
