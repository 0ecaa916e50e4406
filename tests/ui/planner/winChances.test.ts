// @vitest-environment node
/**
 * The win-chance graph's background estimates (ui/planner/winChances.ts) with a fake worker: one
 * moment at a time, the one nearest the cursor first; cached per record by its digest (a record
 * opened again asks for nothing) and per live game by the keyframe's state; a finished game needs
 * no playouts; a failing worker stops the estimates with its reason; a bundled record's shipped
 * chances are shown whole and the worker is asked nothing.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { estimateWinChance } from '../../../src/ai/planner/win-chance';
import type { GameState } from '../../../src/engine/state/types';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';
import { failedConnection, setPlannerConnection, type PlannerConnection } from '../../../src/ui/planner/client';
import { graphPoints } from '../../../src/ui/planner/swings';
import { ChanceEstimates, chanceEstimates, useChances, type ChanceJob } from '../../../src/ui/planner/winChances';
import { shippedChancesFor } from '../../../src/ui/planner/shippedChances';

const record = parseRecordText(readFileSync('replays/scenario-a-win.json', 'utf8'));
const entries = entriesFromRecord(record);
const points = graphPoints(entries);
const jobOf = (key: string, digest: string | null, list = entries): ChanceJob => ({
  key, seed: record.seed, digest, points: graphPoints(list).map((index) => ({ index, state: list[index].state })),
});

/** A fake worker that answers the real estimate (few playouts) and notes the states asked about. */
function countingConnection(asked: GameState[]): PlannerConnection {
  const fail = () => Promise.reject(new Error('not asked'));
  return {
    follow: fail, decide: fail, hint: fail,
    winChance: async (r) => { asked.push(r.state); return estimateWinChance(r.state, { seed: r.seed, playouts: 2 }).chance; },
  };
}

async function settled(): Promise<void> {
  for (let i = 0; i < 2000; i++) await new Promise((r) => setTimeout(r, 0));
}

/** Estimates with nothing shipped (the page's own, chanceEstimates, knows the bundled records' chances). */
const estimates = new ChanceEstimates();

afterEach(() => { estimates.reset(); chanceEstimates.reset(); setPlannerConnection(null); });

describe('win-chance estimates', () => {
  it('fill in nearest the cursor first, every point once, and a record opened again asks for nothing', async () => {
    const asked: GameState[] = [];
    setPlannerConnection(countingConnection(asked));
    const cursor = points[Math.floor(points.length / 2)];
    estimates.want(jobOf(`record:${record.digest}`, record.digest), () => cursor);
    await settled();
    const { chances } = useChances.getState();
    expect([...chances.keys()].sort((a, b) => a - b)).toEqual(points);
    // The finished game's end is known without playouts: victory.
    expect(chances.get(entries.length - 1)).toBe(1);
    expect(asked).toHaveLength(points.length - 1);
    const askedAt = asked.map((s) => entries.findIndex((e) => e.state === s));
    expect(askedAt[0]).toBe(cursor);
    const distance = askedAt.map((i) => Math.abs(i - cursor));
    expect(distance).toEqual([...distance].sort((a, b) => a - b));
    for (const [i, c] of chances) if (i < entries.length - 1) expect(c).toBe(estimateWinChance(entries[i].state, { seed: record.seed, playouts: 2 }).chance);
    // The same record again (its keyframes re-simulated: other objects): all from the cache.
    estimates.want(jobOf(`record:${record.digest}`, record.digest, entriesFromRecord(record)), () => 0);
    expect(useChances.getState().chances).toEqual(chances);
    await settled();
    expect(asked).toHaveLength(points.length - 1);
  }, 60_000);

  it('in a live game, asks only for the moments it has not estimated, by their states', async () => {
    const asked: GameState[] = [];
    setPlannerConnection(countingConnection(asked));
    const part = entries.slice(0, points[4] + 1);
    estimates.want(jobOf('live:1', null, part), () => part.length - 1);
    await settled();
    expect(asked).toHaveLength(5);
    estimates.want(jobOf('live:1', null, entries.slice(0, points[6] + 1)), () => points[6]);
    await settled();
    expect(asked).toHaveLength(7);
    expect(asked.slice(5)).toEqual([entries[points[6]].state, entries[points[5]].state]);
  }, 60_000);

  it('stop with the worker\'s reason when it fails', async () => {
    setPlannerConnection(failedConnection("the planner's worker failed: boom"));
    // Keyframes of its own (the live cache is by state: the test before estimated some of these).
    estimates.want(jobOf('live:2', null, entriesFromRecord(record)), () => 0);
    await settled();
    expect(useChances.getState().problem).toBe("the planner's worker failed: boom");
    expect(useChances.getState().chances.size).toBe(1); // only the finished game's end
  });

  it('a bundled record: its shipped chances shown whole, the worker asked nothing, as the page has them', async () => {
    const asked: GameState[] = [];
    setPlannerConnection(countingConnection(asked));
    chanceEstimates.want(jobOf(`record:${record.digest}`, record.digest), () => 0);
    await settled();
    const shipped = shippedChancesFor(JSON.parse(readFileSync('replays/graph/win-chances.json', 'utf8')), record.digest)!;
    expect(asked).toHaveLength(0);
    const { chances } = useChances.getState();
    expect([...chances.keys()].sort((a, b) => a - b)).toEqual(points);
    for (const [i, c] of shipped) expect(chances.get(i)).toBe(c);
    expect(chances.get(entries.length - 1)).toBe(1);
  });
});
