import { describe, expect, it } from 'vitest';
import { MAX_SEED, MIN_SEED, seedFromText } from '../../../src/ui/session/seed';

describe('the Autoplay seed box', () => {
  it('takes every whole number a record can hold', () => {
    expect(seedFromText('1')).toEqual({ seed: 1 });
    expect(seedFromText(' 42 ')).toEqual({ seed: 42 });
    expect(seedFromText('-7')).toEqual({ seed: -7 });
    expect(seedFromText(String(MIN_SEED))).toEqual({ seed: MIN_SEED });
    expect(seedFromText(String(MAX_SEED))).toEqual({ seed: MAX_SEED });
  });

  it('names what is wrong instead of quietly playing another seed', () => {
    for (const bad of ['', 'abc', '1.5', '1e3', '0x10', String(MAX_SEED + 1), String(MIN_SEED - 1), '99999999999999999999']) {
      const r = seedFromText(bad);
      expect(r).toEqual({ error: `seed: "${bad}" is not a whole number from -2147483648 to 4294967295` });
    }
  });
});
