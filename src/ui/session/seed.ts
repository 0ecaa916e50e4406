/**
 * The Autoplay seed box. A seed is what a record holds (replay/record: a 32-bit integer); text
 * that is not one gets a readable error instead of quietly becoming another seed ("abc" was 0,
 * 1e10 wrapped round).
 */
export const MIN_SEED = -2147483648;
export const MAX_SEED = 4294967295;

export type SeedText = { readonly seed: number } | { readonly error: string };

export function seedFromText(text: string): SeedText {
  const t = text.trim();
  const n = /^[+-]?\d+$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n) || n < MIN_SEED || n > MAX_SEED) {
    return { error: `seed: "${text}" is not a whole number from ${MIN_SEED} to ${MAX_SEED}` };
  }
  return { seed: n };
}
