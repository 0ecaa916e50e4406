// @vitest-environment node
/**
 * The bundled records' shipped win-chance graphs (replays/graph/win-chances.json,
 * ui/planner/shippedChances.ts): one per bundled record, at its digest, a chance at every graph
 * point the game is not over at, and the worker's own numbers. A change to the estimate fails here
 * until `npx tsx scripts/bundled-chances.ts` writes the file again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { estimateWinChance, GRAPH_PLAYOUTS } from '../../../src/ai/planner/win-chance';
import { graphPoints } from '../../../src/ui/planner/swings';
import { shippedChancesFor, SHIPPED_CHANCES_FORMAT } from '../../../src/ui/planner/shippedChances';
import { entriesFromRecord } from '../../../src/ui/replay/records';
import { bundledRecords, recordChances, shippedChancesFile } from '../../../scripts/bundled-chances';

const file = JSON.parse(readFileSync('replays/graph/win-chances.json', 'utf8')) as unknown;
const records = bundledRecords('replays');

describe('shipped win chances', () => {
  it('hold every bundled record at its digest, with a chance at each point the game is not over at', () => {
    expect(Object.keys((file as { records: object }).records).sort()).toEqual([...records.keys()].sort());
    for (const [name, record] of records) {
      const shipped = shippedChancesFor(file, record.digest);
      expect(shipped, name).not.toBeNull();
      const entries = entriesFromRecord(record);
      const open = graphPoints(entries).filter((i) => !entries[i].state.outcome);
      expect([...shipped!.keys()].sort((a, b) => a - b), name).toEqual(open);
    }
  });

  it('are the estimates the worker makes: the first, middle and last point of each record', () => {
    for (const [name, record] of records) {
      const shipped = shippedChancesFor(file, record.digest)!;
      const entries = entriesFromRecord(record);
      const at = [...shipped.keys()];
      for (const i of [at[0], at[Math.floor(at.length / 2)], at[at.length - 1]]) {
        expect(shipped.get(i), `${name} at keyframe ${i}`).toBe(estimateWinChance(entries[i].state, { seed: record.seed, playouts: GRAPH_PLAYOUTS }).chance);
      }
    }
  }, 60_000);

  it('a file of another playout count, another format or another record gives nothing', () => {
    const [name, record] = [...records][0];
    const small = shippedChancesFile(new Map([[name, record]]), 2);
    expect(small.format).toBe(SHIPPED_CHANCES_FORMAT);
    expect(shippedChancesFor(small, record.digest)).toBeNull();
    expect(shippedChancesFor({ ...small, playouts: GRAPH_PLAYOUTS }, record.digest)).toEqual(recordChances(record, 2));
    expect(shippedChancesFor({ ...small, format: 'something-else', playouts: GRAPH_PLAYOUTS }, record.digest)).toBeNull();
    expect(shippedChancesFor(file, 'no-such-digest')).toBeNull();
    expect(shippedChancesFor('not a file', record.digest)).toBeNull();
  });
});
