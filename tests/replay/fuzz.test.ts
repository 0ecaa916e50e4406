/**
 * Fuzzing the loader (issue 3 §4): thousands of mutated and truncated records, each either
 * rejected with one clear RecordError line or accepted and then verified; never a crash.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { runGame } from '../../src/runner';
import { scripted } from '../machines/helpers';
import { parseRecord, RecordError } from '../../src/replay/load';
import { recordDigest } from '../../src/replay/build';
import { verifyRecord } from '../../src/runner';

// A short real game keeps thousands of runs fast: one soldier, one worker, round 6.
const small = runGame({
  scenario: 'custom', seed: 4, squad: scripted({ fire: { Okafor: 'alien1' } }),
  position: { soldiers: [{ name: 'Okafor', at: 'G2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K5' }], round: 6 },
});
const text = JSON.stringify(small);

function check(candidate: string): void {
  let record;
  try {
    record = parseRecord(candidate);
  } catch (err) {
    expect(err).toBeInstanceOf(RecordError);
    const message = (err as Error).message;
    expect(message.length).toBeGreaterThan(0);
    expect(message).not.toMatch(/\n/);
    return;
  }
  const verdict = verifyRecord(record); // must return, ok or not
  expect(typeof verdict.ok).toBe('boolean');
}

/** All paths to leaves and nodes of a JSON value. */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}
const ALL = paths(JSON.parse(text)).filter((p) => p.length > 0);

function mutate(path: (string | number)[], replacement: unknown, remove: boolean): any {
  const copy = JSON.parse(text);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path.at(-1)!;
  if (remove) { if (Array.isArray(node)) node.splice(last as number, 1); else delete node[last]; } else node[last] = replacement;
  return copy;
}

describe('loader fuzzing', () => {
  it('the unmutated small record loads and verifies', () => {
    expect(verifyRecord(parseRecord(text))).toMatchObject({ ok: true });
  });

  it('truncated at any point: refused with one line', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: text.length - 1 }), (n) => check(text.slice(0, n))), { numRuns: 1000 });
  });

  it('any value replaced or removed, digest kept: refused (or, if harmless, verified)', () => {
    fc.assert(fc.property(fc.constantFrom(...ALL), fc.jsonValue(), fc.boolean(), (path, value, remove) => {
      check(JSON.stringify(mutate(path, value, remove)));
    }), { numRuns: 1500 });
  });

  it('any value replaced with the digest recomputed: schema errors or a verify verdict, never a crash', () => {
    const near = fc.oneof(fc.integer({ min: -3, max: 10 }), fc.constantFrom('alien1', 'Reyes', 'C3', 'Z99', 'move', 'pass', 'shot.rolled', null, true, [], {}));
    fc.assert(fc.property(fc.constantFrom(...ALL), fc.oneof(near, fc.jsonValue()), fc.boolean(), (path, value, remove) => {
      const copy = mutate(path, value, remove);
      if (copy && typeof copy === 'object' && !Array.isArray(copy)) copy.digest = recordDigest(copy);
      check(JSON.stringify(copy));
    }), { numRuns: 1500 });
  });

  it('random bytes and random JSON: refused with one line', () => {
    fc.assert(fc.property(fc.string(), (s) => check(s)), { numRuns: 300 });
    fc.assert(fc.property(fc.jsonValue(), (v) => check(JSON.stringify(v) ?? 'null')), { numRuns: 300 });
  });
});
