/**
 * A report's kept game (issue 32 item 4): its record file names the deciding moment (`opensAt`),
 * so Replay's file picker opens it there as the report's link does; the digest covers the field
 * and the replay checks the step is one the record has.
 */
import { describe, expect, it } from 'vitest';
import { keptRecord } from '../../../src/lab/report/kept-record';
import type { RunSpec } from '../../../src/lab/run-spec';
import { recordDigest } from '../../../src/replay/build';
import { parseRecord } from '../../../src/replay/load';
import type { GameRecord } from '../../../src/replay/record';
import { replayRecord } from '../../../src/runner';

const spec: RunSpec = { scenario: 'A', games: 6, seed: 5, squadAi: 'greedy', variants: {}, overrides: [] };
const kept = keptRecord(spec, 2);

describe('a kept record opens at its deciding moment', () => {
  it('names the deciding step and what happens there, and still verifies', () => {
    const record = parseRecord(kept.text);
    expect(record.opensAt).toEqual({ step: kept.moment.step, what: kept.moment.what });
    expect(kept.result.record).toEqual(record);
    const replayed = replayRecord(record);
    expect(replayed.verdict.ok).toBe(true);
    expect(kept.moment.step).toBeGreaterThan(0);
    expect(kept.moment.step).toBeLessThan(replayed.keyframes.length);
  });

  it('an edited step is caught by the digest; one past the end, its digest made again, by the replay', () => {
    const edited = JSON.parse(kept.text) as GameRecord & { opensAt: { step: number } };
    edited.opensAt.step += 1;
    expect(() => parseRecord(JSON.stringify(edited))).toThrow(/^digest: hash mismatch/);
    const last = replayRecord(parseRecord(kept.text)).keyframes.length - 1;
    edited.opensAt.step = last + 1;
    (edited as { digest: string }).digest = recordDigest(edited);
    expect(replayRecord(parseRecord(JSON.stringify(edited))).verdict).toEqual({ ok: false, path: 'opensAt.step', problem: `the record has no step ${last + 1} (its last is ${last})` });
  });

  it('an unknown field beside it is still refused (the record stays strict)', () => {
    const edited = { ...JSON.parse(kept.text), opensAtStep: 3 };
    expect(() => parseRecord(JSON.stringify(edited))).toThrow(/unknown field "opensAtStep"/);
  });
});
