/**
 * `chamber compare --sprt`'s flags (issue 34 §3): the switch and the test's four numbers, each
 * read as a plain decimal and checked (stats/sprt.ts sprtSettingsProblem) into one usage line.
 */
import { DEFAULT_SPRT, sprtSettingsProblem, type SprtSettings } from '../lab/stats/sprt';
import { SPRT_BATCH } from '../lab/sequential';
import { UsageError } from './errors';
import { flag, text } from './options';

export const SPRT_OPTIONS = {
  sprt: flag(`stop when the answer is clear: a sequential test (SPRT) of H0 "b - a <= delta0" against H1 "b - a >= delta1", checked every ${SPRT_BATCH} pairs, `
    + 'stopping when the log-likelihood ratio leaves (ln(beta/(1-alpha)), ln((1-beta)/alpha)) or at --games; --json adds "sprt":{"llr","lower","upper","decision","games"}'),
  delta0: text('D0', `with --sprt: H0's largest difference b - a in win rate (default ${DEFAULT_SPRT.delta0})`),
  delta1: text('D1', `with --sprt: H1's smallest difference b - a in win rate, above D0 (default ${DEFAULT_SPRT.delta1})`),
  alpha: text('A', `with --sprt: the chance of deciding H1 when H0 holds, above 0 and below 0.5 (default ${DEFAULT_SPRT.alpha})`),
  beta: text('B', `with --sprt: the chance of deciding H0 when H1 holds, above 0 and below 0.5 (default ${DEFAULT_SPRT.beta})`),
} as const;

type Key = 'delta0' | 'delta1' | 'alpha' | 'beta';
const KEYS: readonly Key[] = ['delta0', 'delta1', 'alpha', 'beta'];

function decimal(name: Key, raw: string): number {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(raw.trim())) throw new UsageError(`--${name} must be a decimal number, got "${raw}"`);
  return Number(raw);
}

/** The test's settings, or null without --sprt; a number given without --sprt, or out of range, is one usage line. */
export function sprtSettingsOf(values: { readonly sprt?: boolean } & { readonly [K in Key]?: string }): SprtSettings | null {
  if (!values.sprt) {
    const stray = KEYS.find((k) => values[k] !== undefined);
    if (stray) throw new UsageError(`--${stray} is a setting of the sequential test: give it with --sprt`);
    return null;
  }
  const s: { -readonly [K in Key]: number } = { ...DEFAULT_SPRT };
  for (const k of KEYS) if (values[k] !== undefined) s[k] = decimal(k, values[k]!);
  const problem = sprtSettingsProblem(s);
  if (problem) throw new UsageError(problem);
  return s;
}
