/**
 * `chamber compare --shard K/N` and `chamber report merge` of its shards (issue §6): a
 * comparison played in 3 shards and merged is the whole comparison exactly — the same --json
 * line (per-soldier means included: the shards keep each soldier's sums), text and report files;
 * bad shard specs and edited shards are one line, exit 2.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from './in-process';

const COMPARE = ['compare', '--scenario', 'A', '--games', '8', '--seed', '3', '--squad-ai', 'greedy', '--b-override', 'weapons.shotgun.damage=3', '--workers', '1'];

async function ok(argv: string[]): Promise<string> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return r.out;
}

describe('chamber compare --shard', () => {
  it('3 shards merged are the whole comparison: --json, text and every report file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-compare-shard-'));
    const whole = await ok([...COMPARE, '--report', join(dir, 'whole'), '--json']);
    const shards = [];
    for (const k of [1, 2, 3]) shards.push(JSON.parse(await ok([...COMPARE, '--shard', `${k}/3`, '--report', join(dir, `shard-${k}`), '--json'])));
    expect(shards.map((s) => s.games)).toEqual([2, 3, 3]);
    const files = [2, 3, 1].map((k) => join(dir, `shard-${k}`, 'report.json'));
    expect(await ok(['report', 'merge', ...files, '--report', join(dir, 'merged'), '--json'])).toBe(whole);
    for (const f of ['report.json', 'report.md', 'report.csv']) {
      expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    }
    expect(await ok(['report', 'merge', ...files])).toBe(readFileSync(join(dir, 'whole', 'report.md'), 'utf8'));

    expect(await refused(['report', 'merge', files[0], files[1]])).toMatch(/^shard 1\/3 missing/);
    const edited = JSON.parse(readFileSync(files[0], 'utf8'));
    edited.soldierTotals.b.Reyes.kills += 1;
    const bad = join(dir, 'edited.json');
    writeFileSync(bad, JSON.stringify(edited, null, 1));
    expect(await refused(['report', 'merge', bad, files[1], files[2]])).toMatch(/edited\.json: comparison\.perSoldier\.Reyes\.kills .* is not what the rows add up to/);
    edited.soldierTotals.b.Reyes.kills = -1;
    writeFileSync(bad, JSON.stringify(edited, null, 1));
    expect(await refused(['report', 'merge', bad, files[1], files[2]])).toMatch(/edited\.json: soldierTotals\.b\.Reyes\.kills -1 is not a whole count from 0$/);
  }, 120_000);

  it('shards given a side\'s --b-override and --b-variant flags in another order merge into the whole comparison', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-compare-order-'));
    const start = ['compare', '--scenario', 'A', '--games', '4', '--seed', '7', '--squad-ai', 'random', '--workers', '1', '--a-variant', 'reactionFire'];
    const b = ['--b-override', 'aliens.worker.hp=3', '--b-override', 'roundLimit=5', '--b-variant', 'figureCornerBlocks', '--b-variant', 'reactionFire'];
    const swapped = ['--b-variant', 'reactionFire', '--b-override', 'roundLimit=5', '--b-variant', 'figureCornerBlocks', '--b-override', 'aliens.worker.hp=3'];
    const whole = await ok([...start, ...b, '--report', join(dir, 'whole'), '--json']);
    await ok([...start, ...b, '--shard', '1/2', '--report', join(dir, 'shard-1')]);
    await ok([...start, ...swapped, '--shard', '2/2', '--report', join(dir, 'shard-2')]);
    const files = [1, 2].map((k) => join(dir, `shard-${k}`, 'report.json'));
    expect(await ok(['report', 'merge', ...files, '--report', join(dir, 'merged'), '--json'])).toBe(whole);
    for (const f of ['report.json', 'report.md', 'report.csv']) {
      expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    }
  }, 120_000);

  it('a bad --shard is one line, exit 2', async () => {
    expect(await refused([...COMPARE, '--shard', '0/3'])).toMatch(/^--shard "0\/3": K must be from 1 to 3$/);
    expect(await refused([...COMPARE, '--shard', '1/9'])).toMatch(/^--shard "1\/9": N must be from 1 to 8/);
    expect(await refused([...COMPARE, '--shard', 'auto/2'])).toMatch(/^--shard auto\/2: JOB_COMPLETION_INDEX must be set/);
  });
});
