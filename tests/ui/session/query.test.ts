/** The page's query flags (ui/session/query.ts): a key the page does not read is named in one line. */
import { describe, expect, it } from 'vitest';
import { strayFlagsProblem } from '../../../src/ui/session/query';

describe('strayFlagsProblem', () => {
  it('passes every flag the page reads, and no query at all', () => {
    for (const search of ['', '?', '?present', '?present&conceal=swings', '?plain', '?inspect', '?present=1&plain&inspect']) expect(strayFlagsProblem(search)).toBeNull();
  });

  it('names a misspelt or unknown key, one line, long keys cut short', () => {
    expect(strayFlagsProblem('?presnt')).toBe('link: "presnt" is not a flag this page reads (its flags: ?present, ?conceal, ?plain, ?inspect)');
    expect(strayFlagsProblem('?present&seed=3&x')).toBe('link: "seed", "x" are not flags this page reads (its flags: ?present, ?conceal, ?plain, ?inspect)');
    const long = strayFlagsProblem(`?${'k'.repeat(3000)}\n`)!;
    expect(long.length).toBeLessThan(200);
    expect(strayFlagsProblem('?a%0Ab')).toBe('link: "a\\nb" is not a flag this page reads (its flags: ?present, ?conceal, ?plain, ?inspect)');
  });
});
