/**
 * Flag values for the lab's commands (autoplay, compare, firing-range, report merge): every
 * number is a whole number inside a stated range, every error one line naming the flag and the
 * range (issue 18 §6; CLI errors are one line on stderr with exit code 2).
 */

/** A whole number flag in [min, max]; `fallback` when the flag is absent. */
export function boundedInteger(flag: string, value: unknown, range: { min: number; max: number }, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const text = typeof value === 'string' ? value.trim() : '';
  const n = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < range.min || n > range.max) {
    const shown = value === undefined ? 'nothing' : JSON.stringify(value);
    throw new Error(`${flag} must be a whole number from ${range.min.toLocaleString('en')} to ${range.max.toLocaleString('en')}, got ${shown}`);
  }
  return n;
}

/** A string flag, or `fallback` when absent; a flag given twice is an error, not a silent pick. */
export function stringFlag(flag: string, value: unknown, fallback?: string): string {
  if (value === undefined && fallback !== undefined) return fallback;
  if (Array.isArray(value)) throw new Error(`${flag} is given ${value.length} times; give it once`);
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${flag} needs a value`);
  return value;
}

/** A flag that may be repeated (parseArgs `multiple: true`), as its values. */
export function repeatedFlag(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

export const GAMES_RANGE = { min: 1, max: 1_000_000 } as const;
export const SEED_RANGE = { min: -2147483648, max: 4294967295 } as const;
