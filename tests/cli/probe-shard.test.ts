/**
 * `chamber probe --shard` and `chamber contribution --shard` with --report, and `chamber report
 * merge` of their shards (issue §6): 3 shards merged are the whole run exactly (the --json line,
 * the text, report.json and report.md; contribution's bootstrap too, as it is seeded from --seed
 * and made from every game's outcomes); bad shard specs and edited shards are one line, exit 2.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from './in-process';

async function ok(argv: string[]): Promise<string> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return r.out;
}

/** Plays `run` whole and in 3 shards, merges the shards and checks the merge is the whole run; returns the shards' files. */
async function shardsMergeToWhole(run: string[], dir: string): Promise<string[]> {
  const whole = await ok([...run, '--report', join(dir, 'whole'), '--json']);
  for (const k of [1, 2, 3]) await ok([...run, '--shard', `${k}/3`, '--report', join(dir, `shard-${k}`), '--json']);
  const files = [3, 1, 2].map((k) => join(dir, `shard-${k}`, 'report.json'));
  expect(await ok(['report', 'merge', ...files, '--report', join(dir, 'merged'), '--json'])).toBe(whole);
  for (const f of ['report.json', 'report.md']) expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
  expect(await ok(['report', 'merge', ...files])).toBe(await ok(run));
  expect(JSON.parse(readFileSync(files[1], 'utf8')).shard).toEqual({ index: 1, count: 3 });
  return files;
}

describe('chamber probe and contribution --shard', () => {
  it('probe: 3 shards merged are the whole probe; an edited shard is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-probe-shard-'));
    const files = await shardsMergeToWhole(['probe', '--scenario', 'A', '--games', '6', '--seed', '9', '--squad-ai', 'greedy', '--workers', '1'], dir);
    const edited = JSON.parse(readFileSync(files[0], 'utf8'));
    edited.games[0][2] = 1 - edited.games[0][2];
    const bad = join(dir, 'edited.json');
    writeFileSync(bad, JSON.stringify(edited));
    expect(await refused(['report', 'merge', bad, files[1], files[2]])).toMatch(/edited\.json: figures\.\S+ .* is not what the rows add up to/);
    edited.games[0][2] = 2;
    writeFileSync(bad, JSON.stringify(edited));
    expect(await refused(['report', 'merge', bad, files[1], files[2]])).toMatch(/edited\.json: games\[0\]: full 2 is not 1 \(victory\) or 0 \(defeat\)$/);
    expect(await refused(['report', 'merge', files[0], files[0]])).toMatch(/^shard 3\/3 is given twice/);
  }, 120_000);

  it('contribution: 3 shards merged are the whole contribution', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-contribution-shard-'));
    const files = await shardsMergeToWhole(['contribution', '--scenario', 'A', '--games', '4', '--seed', '9', '--squad-ai', 'greedy', '--workers', '1'], dir);
    const report = JSON.parse(readFileSync(files[0], 'utf8'));
    expect(report.columns.slice(0, 4)).toEqual(['index', 'seed', 'full squad', 'without Reyes']);
    expect(report.columns).toHaveLength(2 + 31);
    expect(await refused(['report', 'merge', files[0]])).toMatch(/^shards 1\/3, 2\/3 missing/);
  }, 180_000);

  it('a bad --shard is one line, exit 2', async () => {
    for (const cmd of ['probe', 'contribution']) {
      const run = [cmd, '--scenario', 'A', '--games', '3', '--seed', '1', '--squad-ai', 'greedy'];
      expect(await refused([...run, '--shard', '4/3'])).toMatch(/^--shard "4\/3": K must be from 1 to 3$/);
      expect(await refused([...run, '--shard', '1/0'])).toMatch(/^--shard "1\/0": N must be from 1 to 3/);
      expect(await refused([...run, '--shard', 'auto/3'])).toMatch(/^--shard auto\/3: JOB_COMPLETION_INDEX must be set/);
    }
  });
});
