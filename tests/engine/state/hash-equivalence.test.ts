/**
 * The state hash is carried by every record, so the faster hash.ts must give exactly the hashes of
 * the implementation it replaced (kept in reference/hash-before.ts): on arbitrary JSON-like values
 * (undefined members and slots, holes, odd numbers, long and non-ASCII strings, shared and
 * repeated parts) and on the state sequences of whole games, where stateHash reuses its memo.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as now from '../../../src/engine/state/hash';
import * as before from '../../replay/reference/hash-before';
import { makePolicy } from '../../../src/ai/policies';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';

const leaf = fc.oneof(
  fc.integer(), fc.double(), fc.constantFrom(0, -0, 1023, 1024, -1, 2 ** 31, -(2 ** 31), 2 ** 53, 1e21, 1.5e-7, NaN, Infinity, -Infinity),
  fc.string(), fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ minLength: 60, maxLength: 200 }),
  fc.boolean(), fc.constant(null), fc.constant(undefined),
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.oneof(fc.array(tie('value'), { maxLength: 6 }), fc.sparseArray(tie('value'), { maxLength: 6 })),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('1', '10', '2', 'a', 'B')), tie('value'), { maxKeys: 6 }),
}));

describe('hash.ts gives the hashes it gave before', () => {
  it('hashValue on arbitrary values', () => {
    fc.assert(fc.property(value, (v) => {
      expect(now.hashValue(v)).toBe(before.hashValue(v));
    }), { numRuns: 3000 });
  });

  it('stateHash on sequences of values sharing parts (the memo reused, replaced, and reused again)', () => {
    fc.assert(fc.property(fc.array(value, { minLength: 1, maxLength: 4 }), fc.array(fc.nat(), { maxLength: 12 }), (vs, picks) => {
      // Values that share members: each is a small object over some of the others.
      const pool: unknown[] = vs.map((v) => ({ v }));
      for (const p of picks) pool.push({ left: pool[p % pool.length], right: vs[p % vs.length], n: p });
      for (const x of pool) expect(now.stateHash(x as object)).toBe(before.stateHash(x as object));
    }), { numRuns: 1000 });
  });

  it('stateHash after every decision and hashValue of the events, over whole games', () => {
    for (const policy of ['random', 'greedy']) {
      for (let seed = 1; seed <= 15; seed++) {
        const squad = makePolicy(policy, seed);
        let state = newGame('A', { seed });
        const events: unknown[] = [];
        for (;;) {
          const next = nextStep(state);
          if (next.kind === 'over') break;
          const t = next.kind === 'step' ? step(state) : apply(state, squad.decide(state, legalOnly(state)));
          state = t.state;
          events.push(...t.events);
          if (next.kind === 'decision') expect(now.stateHash(state)).toBe(before.stateHash(state));
        }
        expect(now.hashValue({ events })).toBe(before.hashValue({ events }));
      }
    }
  });
});
