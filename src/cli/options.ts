/**
 * The shape of a `chamber` option and the one check of every number it takes (issue 16 §5).
 * An option says what it takes, its help line and, for a number, its range: the parser
 * (args.ts), the `--help` listing and the `--jsonl` queries all read the range from here, so a
 * flag and the same key in a query are bounded alike and the help states the bound it enforces.
 * The ranges keep every answer fast (well under a second) and stay generous for the game.
 */
import { UsageError } from './errors';

interface OptionBase {
  /** One line for `--help`: what the option means; the range is added from the spec. */
  readonly help: string;
}

/** A switch: present or not, never given a value (`--json`). */
export interface FlagOption extends OptionBase { readonly kind: 'flag' }

/** Free text such as a name, a square list or a path; `takes` names it in the usage (FILE). */
export interface TextOption extends OptionBase {
  readonly kind: 'text';
  readonly takes: string;
  /** May be given more than once (`--open F4 --open F7`). */
  readonly multiple?: boolean;
}

/** A whole number from `min` to `max`. */
export interface IntegerOption extends OptionBase {
  readonly kind: 'integer';
  readonly takes: string;
  readonly min: number;
  readonly max: number;
  /** The value when the option is left out, stated in the help. */
  readonly default?: number;
}

export type CliOption = FlagOption | TextOption | IntegerOption;
export type CliOptions = Readonly<Record<string, CliOption>>;

/** What the parser hands a command for each option it was given. */
export type OptionValue<O extends CliOption> =
  O extends IntegerOption ? number
    : O extends FlagOption ? boolean
      : O extends { readonly multiple?: false } ? string
        : O extends { readonly multiple: true } ? string[]
          : string | string[];
export type OptionValues<O extends CliOptions> = { readonly [K in keyof O]?: OptionValue<O[K]> };

export const flag = (help: string): FlagOption => ({ kind: 'flag', help });
export const text = (takes: string, help: string): TextOption & { readonly multiple?: false } =>
  ({ kind: 'text', takes, help });
/** A text option that may be repeated; its value is the list of every one given. */
export const textList = (takes: string, help: string): TextOption & { readonly multiple: true } =>
  ({ kind: 'text', takes, help, multiple: true });
/** An integer option; its range (and default, when given) stays typed: `SHOTS.default` is a number. */
export const integer = <R extends { min: number; max: number; default?: number }>(takes: string, help: string, range: R): IntegerOption & R =>
  ({ kind: 'integer', takes, help, ...range });

/** "a whole number from 1 to 50", the words the help and every range error share. */
export function rangeWords(min: number, max: number): string {
  return `a whole number from ${min} to ${max}`;
}

/**
 * A whole number from `min` to `max`, from a flag's text or a JSON value; anything else is one
 * line naming the option, the range and what was given: "--shots must be from 1 to 50, got 9999999".
 * Text is read as digits only ("1e3", "0x10", "1.0" are not whole numbers as typed), and a number
 * past the range is refused before any work is done with it.
 */
export function boundedInteger(name: string, value: unknown, min: number, max: number): number {
  const n = wholeNumberOf(value);
  if (n === null) throw new UsageError(`${name} must be ${rangeWords(min, max)}, got ${shown(value)}`);
  if (n < min || n > max) throw new UsageError(`${name} must be from ${min} to ${max}, got ${shown(value)}`);
  return n;
}

/** An integer option's value checked against its spec (flags and `--jsonl` keys alike). */
export function integerOf(name: string, option: IntegerOption, value: unknown): number {
  if (value === undefined && option.default !== undefined) return option.default;
  return boundedInteger(name, value, option.min, option.max);
}

function wholeNumberOf(value: unknown): number | null {
  // JSON reads 1e309 as Infinity: out of every range, and said so in words by shown().
  if (typeof value === 'number') return Number.isInteger(value) || Math.abs(value) === Infinity ? value : null;
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** The value as the user gave it, kept short: a 10 000-digit number is not echoed whole. */
function shown(value: unknown): string {
  if (typeof value === 'number' && Math.abs(value) === Infinity) return 'a number too large to read';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  const raw = typeof value === 'string' && /^[+-]?\d+$/.test(value.trim()) ? value.trim()
    : value === undefined ? 'nothing' : JSON.stringify(value);
  return raw.length > 40 ? `${raw.slice(0, 20)}... (${raw.length} characters)` : raw;
}

/** The `--help` line of one option: "  --shots K   shots fired: a whole number from 1 to 50 (default 1)". */
export function optionHelpLines(options: CliOptions): string[] {
  const rows = optionHelpRows(options);
  const width = Math.max(0, ...rows.map((r) => r.option.length));
  return rows.map((r) => `  ${r.option.padEnd(width)}  ${r.help}`);
}

/** Each option as `--name TAKES` and its help with the range: the --help lines and docs/cli.md alike. */
export function optionHelpRows(options: CliOptions): { readonly option: string; readonly help: string }[] {
  return Object.entries(options).map(([name, o]) => ({ option: `--${name}${o.kind === 'flag' ? '' : ` ${o.takes}`}`, help: `${o.help}${rangeNote(o)}` }));
}

function rangeNote(o: CliOption): string {
  if (o.kind === 'integer') return `: ${rangeWords(o.min, o.max)}${o.default !== undefined ? ` (default ${o.default})` : ''}`;
  if (o.kind === 'text' && o.multiple) return ' (may be repeated)';
  return '';
}
