/**
 * `--override PATH=VALUE` (issue 18 §1): one number of the ruleset by its path, e.g.
 * `aliens.worker.hp=6` or `xp.thresholds.1=5`, turned into the deep-partial ruleset overrides
 * the engine takes (engine/ruleset/ruleset.ts makeRuleset). An unknown path, a value that is not a whole
 * number, one outside the path's range, or a path given twice is one clear error line.
 */
import { KIT_RULESET, type RulesetOverrides } from '../ruleset/ruleset';
import { rulesetPath, rulesetPaths, type RulesetPath } from './ruleset-paths';

/** One override as given: the path and its new value. */
export interface Override {
  readonly path: string;
  readonly value: number;
}

/**
 * A refused override: `problem` is the part that names the path and the rule broken, `message`
 * puts the flag (and the text, for one override) in front, as the CLI prints it. A record's rules
 * (replay/record-rules.ts) pass through these same checks and name its own field instead.
 */
export class OverrideError extends Error {
  constructor(readonly flag: string, readonly text: string | null, readonly problem: string) {
    super(text === null ? `${flag}: ${problem}` : `${flag} "${text}": ${problem}`);
  }
}

/** Up to three known paths sharing the longest prefix with `path`, for the error line. */
function nearPaths(path: string): string[] {
  const parts = path.split('.');
  for (let n = parts.length - 1; n >= 0; n--) {
    const prefix = parts.slice(0, n).join('.');
    const near = rulesetPaths().map((p) => p.path).filter((p) => n === 0 || p.startsWith(`${prefix}.`));
    if (near.length) return near.slice(0, 3);
  }
  return [];
}

/** The kit path named `path`, or the error naming it with up to three known paths near it (`text`: what was given, default the path). */
export function knownPath(path: string, flag: string, text: string = path): RulesetPath {
  const known = rulesetPath(path);
  if (known) return known;
  const variant = path.startsWith('variants.') ? '; switch a ruling with --variant NAME' : '';
  throw new OverrideError(flag, text, `unknown ruleset path "${path}" (e.g. ${nearPaths(path).join(', ')}; chamber rules lists every path${variant})`);
}

/** Parses one `PATH=VALUE`; `flag` names the flag in the error (`--override`, `--a-override`). */
export function parseOverride(text: string, flag = '--override'): Override {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new OverrideError(flag, text, `expected PATH=VALUE, e.g. aliens.worker.hp=6 (chamber rules lists the paths)`);
  const path = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  const known = knownPath(path, flag, text);
  const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < known.min || value > known.max) {
    throw new OverrideError(flag, text, `${path} must be a whole number from ${known.min} to ${known.max} (the kit has ${known.kit}), got "${raw}"`);
  }
  return { path, value };
}

/** Each kit path's place in `chamber rules`' list (the ruleset's own order). */
const PATH_ORDER = new Map(rulesetPaths().map((p, i) => [p.path, i]));

/**
 * Parses every `PATH=VALUE`, in `chamber rules`' order of the paths whatever order they were given
 * in (as --deny and --without are kept in one order, ai/denial.ts). A path given twice is an error,
 * even with the same value, so each path holds one value (xp.thresholds.1 and .2 are two paths, each
 * its own element) and the order can never change the rules: a run's spec, report and records are
 * the same for flags in any order, and its shards merge. A broken rank ladder is an error too.
 */
export function parseOverrides(texts: readonly string[], flag = '--override'): Override[] {
  const out = texts.map((t) => parseOverride(t, flag));
  const seen = new Set<string>();
  for (const o of out) {
    if (seen.has(o.path)) throw new OverrideError(flag, null, `${o.path} is given twice`);
    seen.add(o.path);
  }
  const thresholds = (overridesOf(out).xp?.thresholds ?? KIT_RULESET.xp.thresholds) as readonly number[];
  if (thresholds.some((t, i) => i > 0 && t < thresholds[i - 1])) {
    throw new OverrideError(flag, null, `xp.thresholds must not decrease (kit 02 ranks), got ${thresholds.join(', ')}`);
  }
  return out.sort((a, b) => PATH_ORDER.get(a.path)! - PATH_ORDER.get(b.path)!);
}

type Tree = { [key: string]: Tree | number | number[] };

/**
 * The deep-partial overrides object for a list of overrides. An array element (xp.thresholds.1)
 * replaces the whole array with that element changed, as makeRuleset replaces arrays whole.
 */
export function overridesOf(list: readonly Override[]): RulesetOverrides {
  const root: Tree = {};
  for (const { path, value } of list) {
    const parts = path.split('.');
    let node: Tree = root;
    let kit: unknown = KIT_RULESET;
    for (let i = 0; i < parts.length - 1; i++) {
      kit = (kit as Record<string, unknown>)[parts[i]];
      if (Array.isArray(kit)) {
        const arr = (node[parts[i]] as number[] | undefined) ?? [...(kit as number[])];
        arr[Number(parts[i + 1])] = value;
        node[parts[i]] = arr; // an array element ends the path
        break;
      }
      node = (node[parts[i]] ??= {}) as Tree;
    }
    if (!Array.isArray(kit)) node[parts[parts.length - 1]] = value;
  }
  return root as RulesetOverrides;
}

/** `PATH=VALUE` texts of a list, in its order (for reports and titles). */
export function overrideTexts(list: readonly Override[]): string[] {
  return list.map((o) => `${o.path}=${o.value}`);
}
