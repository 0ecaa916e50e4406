import { describe, expect, it } from 'vitest';
import { RecentStates } from '../../../src/engine/state/recent-states';

describe('RecentStates', () => {
  it('computes once per state object while it is among the last few, by identity not equality', () => {
    const memo = new RecentStates<{ n: number }, number>(2);
    let made = 0;
    const make = (s: { n: number }) => { made++; return s.n * 10; };
    const a = { n: 1 };
    const b = { n: 2 };
    expect(memo.get(a, make)).toBe(10);
    expect(memo.get(a, make)).toBe(10);
    expect(made).toBe(1);
    expect(memo.get({ n: 1 }, make)).toBe(10); // an equal but different object is asked afresh
    expect(made).toBe(2);
    memo.get(b, make); // a is now the oldest of three and forgotten
    expect(memo.get(a, make)).toBe(10);
    expect(made).toBe(4);
  });
});
