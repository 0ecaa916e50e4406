/**
 * Fuzzing the loader (issue 3 §4, issue 16 §6): thousands of mutated and truncated records. Each
 * is refused with one line naming the JSON path of the problem (the RecordError's path, or the
 * verdict's), or accepted, and then it verifies and tells the same game as the original: no
 * mutant gets past the loader and the verifier with a changed game.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { runGame, verifyRecord } from '../../src/runner';
import { scripted } from '../machines/helpers';
import { formatPath, parseRecord, RecordError } from '../../src/replay/load';
import { recordDigest } from '../../src/replay/build';
import { hashValue } from '../../src/engine/state/hash';
import type { GameRecord } from '../../src/replay/record';

// A short real game keeps thousands of runs fast: one soldier, one worker, round 6. Its scripted
// decisions stand for a person's: a record names a controller the CLI or the page writes.
const played = runGame({
  scenario: 'custom', seed: 4, squad: scripted({ fire: { Okafor: 'alien1' } }),
  position: { soldiers: [{ name: 'Okafor', at: 'G2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K5' }], round: 6 },
});
const byHand = { ...played, controllers: { ...played.controllers, squad: 'human' } };
const small: GameRecord = { ...byHand, digest: recordDigest(byHand) };
const text = JSON.stringify(small);
const ORIGINAL = JSON.parse(text);

type Outcome = 'refused' | 'mismatch' | 'verified';

/**
 * The JSON path a refusal names is in the file: a node of it, or a missing key of a node of it
 * ("result.outcome: missing"). The whole file ("") only when it is not a JSON object at all.
 */
function expectNamedPath(candidate: string, path: string): void {
  let json: unknown;
  try {
    json = JSON.parse(candidate);
  } catch {
    expect(path).toBe('');
    return;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    expect(path).toBe('');
    return;
  }
  expect(path, 'a record object is refused at a JSON path, not as a whole').not.toBe('');
  const known = new Set(paths(json).map(formatPath));
  const parent = path.replace(/((^|\.)[^.[\]]+|\[\d+\])$/, '');
  expect(known.has(path) || (parent !== path && known.has(parent)), `"${path}" names a node of the file`).toBe(true);
}

/** Loads and verifies one candidate file; every way it can end is checked, none may throw. */
function check(candidate: string): Outcome {
  let record: GameRecord;
  try {
    record = parseRecord(candidate);
  } catch (err) {
    expect(err).toBeInstanceOf(RecordError);
    const { path, problem, message } = err as RecordError;
    expect(problem.length).toBeGreaterThan(0);
    expect(message).not.toMatch(/\n/);
    expect(message).toBe(path ? `${path}: ${problem}` : problem);
    expectNamedPath(candidate, path);
    return 'refused';
  }
  const verdict = verifyRecord(record);
  if (!verdict.ok) {
    expect(verdict.problem.length).toBeGreaterThan(0);
    expectNamedPath(candidate, verdict.path);
    return 'mismatch';
  }
  // Verified: the same game as the original, move for move, die for die, to the same end. Only
  // labels the replay cannot check (title, controller name) or a field left to its default may differ.
  // The verifier checked the starting state against start.hash, so an equal hash is an equal start.
  expect(record.start.hash).toBe(small.start.hash);
  expect(hashValue(record.decisions)).toBe(hashValue(ORIGINAL.decisions));
  expect(hashValue(record.events)).toBe(hashValue(ORIGINAL.events));
  expect(hashValue(record.result)).toBe(hashValue(ORIGINAL.result));
  return 'verified';
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

  it('truncated at any point: refused as not valid JSON, the whole file named', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: text.length - 1 }), (n) => {
      expect(check(text.slice(0, n))).toBe('refused');
      expect(() => parseRecord(text.slice(0, n))).toThrow(/^not valid JSON/);
    }), { numRuns: 1000 });
  });

  it('any value replaced or removed, digest kept: refused at a JSON path, unless the content is unchanged', () => {
    fc.assert(fc.property(fc.constantFrom(...ALL), fc.jsonValue(), fc.boolean(), (path, value, remove) => {
      const candidate = JSON.stringify(mutate(path, value, remove));
      const outcome = check(candidate);
      // The digest covers every field as read (defaults filled in): only a mutant that reads as
      // the original, such as one without a field that held its default, gets past the loader.
      if (outcome !== 'refused') expect(hashValue(parseRecord(candidate))).toBe(hashValue(parseRecord(text)));
      expect(outcome).not.toBe('mismatch');
    }), { numRuns: 1500 });
  });

  it('any value replaced with the digest recomputed: refused at a JSON path (loader or verifier), or the same game', () => {
    const near = fc.oneof(fc.integer({ min: -3, max: 10 }), fc.constantFrom('alien1', 'Reyes', 'C3', 'Z99', 'move', 'pass', 'shot.rolled', null, true, [], {}));
    const seen = new Set<Outcome>();
    fc.assert(fc.property(fc.constantFrom(...ALL), fc.oneof(near, fc.jsonValue()), fc.boolean(), (path, value, remove) => {
      const copy = mutate(path, value, remove);
      copy.digest = recordDigest(copy);
      seen.add(check(JSON.stringify(copy)));
    }), { numRuns: 1500 });
    // The run reached all three ends, so each branch of check() was exercised.
    expect([...seen].sort()).toEqual(['mismatch', 'refused', 'verified']);
  });

  it('random bytes and random JSON: refused with one line', () => {
    fc.assert(fc.property(fc.string(), (s) => { expect(check(s)).toBe('refused'); }), { numRuns: 300 });
    fc.assert(fc.property(fc.jsonValue(), (v) => { expect(check(JSON.stringify(v) ?? 'null')).toBe('refused'); }), { numRuns: 300 });
  });
});
