/**
 * The fast walk (legalActivation) and the explained list go through the same kinds (issue 35 §3):
 * the walk takes one enumerator of every kind of ACTIVATION_KINDS, in its order, and none twice.
 * The differential tests (legal-only*.test.ts) hold the walk's calls to the explained list.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVATION_KINDS, WALKED_KINDS } from '../../../src/engine/legality/activation-kinds';

describe('the fast walk', () => {
  it('takes an enumerator of every activation kind, in list order', () => {
    expect(WALKED_KINDS.map((k) => k.type)).toEqual(ACTIVATION_KINDS.map((k) => k.type));
    WALKED_KINDS.forEach((k, i) => expect(k).toBe(ACTIVATION_KINDS[i]));
  });
});
