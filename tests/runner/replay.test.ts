/**
 * The one re-simulation (issue 16 §1-§2): the page's record loader (ui/replay/records
 * entriesFromRecord) and `chamber replay verify` (runner verifyRecord) are the same replay, so
 * for any game they agree step for step: the loader's keyframes carry exactly the record's
 * events in order, the state after each decision hashes to the record's hash for it, and a
 * record the verifier refuses is refused by the loader with the verifier's own line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePolicy } from '../../src/ai/policies';
import { stateHash } from '../../src/engine/state/hash';
import { recordDigest } from '../../src/replay/build';
import type { GameRecord } from '../../src/replay/record';
import { replayRecord, runGame, verifyRecord } from '../../src/runner';
import { entriesFromRecord, parseRecordText } from '../../src/ui/replay/records';

function forged(record: GameRecord, edit: (r: Record<string, any>) => void): GameRecord {
  const copy = structuredClone(record) as Record<string, any>;
  edit(copy);
  copy.digest = recordDigest(copy as GameRecord);
  return copy as GameRecord;
}

describe('the page loader and the verifier agree', () => {
  it('step for step, for many seeds, policies and scenarios', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('random', 'greedy'), fc.constantFrom('A', 'C', 'C-specialist'),
      (seed, policy, scenario) => {
        const record = runGame({ scenario, seed, squad: makePolicy(policy, seed) });
        expect(verifyRecord(record)).toEqual({ ok: true, decisions: record.decisions.length, events: record.events.length });
        const keyframes = entriesFromRecord(parseRecordText(JSON.stringify(record)));
        expect(keyframes.flatMap((k) => k.events)).toEqual(record.events.map((e) => e.event));
        const afterDecisions = keyframes.filter((k) => k.decision !== null);
        expect(afterDecisions.map((k) => k.decision)).toEqual(record.decisions.map((d) => d.decision));
        expect(afterDecisions.map((k) => stateHash(k.state))).toEqual(record.decisions.map((d) => d.hash));
        expect(stateHash(keyframes[0].state)).toBe(record.start.hash);
        expect(stateHash(keyframes[keyframes.length - 1].state)).toBe(record.result.finalHash);
      },
    ), { numRuns: 12 });
  });

  it('a forged record (outcome changed, digest recomputed) is refused by both with the same line', () => {
    const record = runGame({ scenario: 'A', seed: 3, squad: makePolicy('greedy', 3) });
    const outcome = record.result.outcome === 'victory' ? 'defeat' : 'victory';
    const fake = forged(record, (r) => { r.result.outcome = outcome; });
    const verdict = verifyRecord(fake);
    expect(verdict).toMatchObject({ ok: false, path: 'result.outcome' });
    expect(replayRecord(fake).keyframes).toEqual([]);
    if (verdict.ok) return;
    expect(() => entriesFromRecord(parseRecordText(JSON.stringify(fake)))).toThrow(`record: result.outcome: ${verdict.problem}`);
  });

  it('any single forged claim (an event, a die, a hash, the result) is refused by both, naming its path', () => {
    const record = runGame({ scenario: 'A', seed: 5, squad: makePolicy('random', 5) });
    const dieAt = record.events.findIndex((e) => e.event.type === 'shot.rolled');
    const edits: [string, (r: Record<string, any>) => void][] = [
      [`events[${dieAt}]`, (r) => { const d = r.events[dieAt].event.dice[0]; d.value = d.value === 6 ? 5 : d.value + 1; }],
      ['decisions[3].hash', (r) => { r.decisions[3].hash = '0123456789abcdef'; }],
      ['result.rounds', (r) => { r.result.rounds += 1; }],
      ['result.finalHash', (r) => { r.result.finalHash = 'fedcba9876543210'; }],
      ['start.hash', (r) => { r.start.hash = '00000000000000ff'; }],
    ];
    for (const [path, edit] of edits) {
      const fake = forged(record, edit);
      const verdict = verifyRecord(fake);
      expect(verdict, path).toMatchObject({ ok: false, path });
      expect(() => entriesFromRecord(parseRecordText(JSON.stringify(fake))), path).toThrow(`record: ${path}:`);
    }
  });
});
