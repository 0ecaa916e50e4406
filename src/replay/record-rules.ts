/**
 * A record's rules pass exactly the checks the CLI gives `--override PATH=VALUE` and `--variant
 * NAME` (lab/overrides.ts, lab/variants.ts own them): a record played under rules the CLI refuses
 * (a worker of 0 HP, a round limit of 200, a falling rank ladder, kit 02) is refused on load too,
 * by the CLI and the page alike. Runs after load.ts has checked the overrides' shape against the
 * kit ruleset, on the raw JSON, reading only.
 */
import { OverrideError, parseOverrides } from '../engine/rule-changes/overrides';
import { parseVariants } from '../engine/rule-changes/variants';

/** A rule the record breaks: the record's field and the CLI's words for the problem. */
export interface RulesProblem {
  readonly path: string;
  readonly problem: string;
}

const OVERRIDES = 'ruleset.overrides';
const VARIANTS = 'ruleset.overrides.variants';

/**
 * The first rule a record's `ruleset.overrides` breaks, or null. Each number becomes the
 * `PATH=VALUE` the CLI would take (an array element by its index, `xp.thresholds.1`); a value
 * that is no number (a renamed weapon, a flag) names a path the CLI cannot set, and is refused as
 * the CLI refuses it.
 */
export function recordRulesProblem(overrides: Record<string, unknown>): RulesProblem | null {
  const { variants, ...numbers } = overrides;
  const texts: string[] = [];
  collect(numbers, '', texts);
  try {
    parseOverrides(texts, OVERRIDES);
  } catch (err) {
    return { path: OVERRIDES, problem: err instanceof OverrideError ? err.problem : String(err) };
  }
  if (variants !== undefined && typeof variants === 'object' && variants !== null) {
    const switched = Object.entries(variants).map(([name, on]) => `${name}=${on === true ? 'on' : on === false ? 'off' : String(on)}`);
    try {
      parseVariants(switched, VARIANTS);
    } catch (err) {
      return { path: VARIANTS, problem: (err as Error).message.slice(VARIANTS.length).replace(/^:?\s*/, '') };
    }
  }
  return null;
}

/** Every leaf under `value` as `path=value`, in the record's own order. */
function collect(value: unknown, prefix: string, out: string[]): void {
  if (typeof value === 'object' && value !== null) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, v] of entries) collect(v, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  // String(1e15) is "1000000000000000" and String(1e21) "1e+21": the CLI's own reading of each.
  out.push(`${prefix}=${String(value)}`);
}
