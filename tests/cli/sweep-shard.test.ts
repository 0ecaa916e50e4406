/**
 * `chamber sweep --shard K/N` and `chamber report merge` of its shards (issue 34 §1): a sweep
 * played in 3 shards and merged is the whole sweep exactly — the same --json line, text and
 * report.json, report.md and report.csv byte for byte; a shard missing, twice, of another sweep,
 * or hand-edited is one line, exit 2.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from './in-process';

const SWEEP = ['sweep', '--scenario', 'A', '--games', '7', '--seed', '43', '--squad-ai', 'greedy', '--path', 'soldiers.Park.hp', '--values', '3,6,9', '--workers', '1'];

async function ok(argv: string[]): Promise<string> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return r.out;
}

describe('chamber sweep --shard', () => {
  it('3 shards merged are the whole sweep: --json, text and every report file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-sweep-shard-'));
    const whole = await ok([...SWEEP, '--report', join(dir, 'whole'), '--json']);
    const shardJson = [];
    for (const k of [1, 2, 3]) shardJson.push(JSON.parse(await ok([...SWEEP, '--shard', `${k}/3`, '--report', join(dir, `shard-${k}`), '--json'])));
    // Games 0..1, 2..3, 4..6 (shard.ts): each shard's rows are its own games'.
    expect(shardJson.map((s) => s.rows[0].games)).toEqual([2, 2, 3]);
    const shard2 = JSON.parse(readFileSync(join(dir, 'shard-2', 'report.json'), 'utf8'));
    expect(shard2.shard).toEqual({ index: 2, count: 3 });
    expect(shard2.games.map((g: unknown[]) => g[0])).toEqual([2, 3]);
    expect(readFileSync(join(dir, 'shard-2', 'report.md'), 'utf8')).toMatch(/Sweep of soldiers\.Park\.hp, shard 2\/3 of 7 games: 2 games of Scenario A \(seeds 45\.\.46\)/);

    const files = [3, 1, 2].map((k) => join(dir, `shard-${k}`, 'report.json'));
    expect(await ok(['report', 'merge', ...files, '--report', join(dir, 'merged'), '--json'])).toBe(whole);
    for (const f of ['report.json', 'report.md', 'report.csv']) {
      expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    }
    expect(await ok(['report', 'merge', ...files])).toBe(await ok(SWEEP));

    expect(await refused(['report', 'merge', files[0], files[1]])).toBe('shard 2/3 missing: a merge needs every shard of the run');
    expect(await refused(['report', 'merge', files[0], files[0]])).toMatch(/^shard 3\/3 is given twice/);
    const edited = JSON.parse(readFileSync(files[1], 'utf8'));
    const bad = join(dir, 'edited.json');
    const refusedWith = (change: (r: any) => void) => {
      const copy = JSON.parse(JSON.stringify(edited));
      change(copy);
      writeFileSync(bad, JSON.stringify(copy, null, 1));
      return refused(['report', 'merge', bad, files[0], files[2]]);
    };
    expect(await refusedWith((r) => { r.rows[1].wins += 1; })).toMatch(/edited\.json: sweep\.rows\.1\.wins \d+ is not what the rows add up to/);
    expect(await refusedWith((r) => { r.rows[2].perSoldier.Park.hpLost += 1; })).toMatch(/edited\.json: sweep\.rows\.2\.perSoldier\.Park\.hpLost \d+ is not what the rows add up to/);
    expect(await refusedWith((r) => { r.games[0][3] = 99; })).toMatch(/games\[0\]: v3\.rounds 99 is not a round from 1 to that value's round limit of \d+ \(R2\)/);
    expect(await refusedWith((r) => { r.games[0][4] = 500; })).toMatch(/games\[0\]: v3\.Reyes\.hpRemoved 500 is not a whole number from 0 to \d+/);
    expect(await refusedWith((r) => { r.values = [3, 6, 10]; })).toMatch(/"columns" must be/);
    expect(await refusedWith((r) => { r.spec.seed = 44; })).toMatch(/edited\.json: games\[0\]: seed 43 is not game 0's: a run seeded 44 plays it with seed 44$/);
  }, 300_000);

  it('shards given --override and --variant flags in another order merge into the whole sweep', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-sweep-order-'));
    const start = ['sweep', '--games', '4', '--seed', '9', '--squad-ai', 'random', '--path', 'soldiers.Park.hp', '--values', '3,6', '--workers', '1'];
    const rules = ['--override', 'aliens.worker.hp=3', '--override', 'roundLimit=5', '--variant', 'figureCornerBlocks', '--variant', 'reactionFire'];
    const swapped = ['--override', 'roundLimit=5', '--variant', 'reactionFire', '--override', 'aliens.worker.hp=3', '--variant', 'figureCornerBlocks'];
    const whole = await ok([...start, ...rules, '--report', join(dir, 'whole'), '--json']);
    await ok([...start, ...swapped, '--shard', '1/2', '--report', join(dir, 'shard-1')]);
    await ok([...start, ...rules, '--shard', '2/2', '--report', join(dir, 'shard-2')]);
    const files = [1, 2].map((k) => join(dir, `shard-${k}`, 'report.json'));
    expect(await ok(['report', 'merge', ...files, '--report', join(dir, 'merged'), '--json'])).toBe(whole);
    for (const f of ['report.json', 'report.md', 'report.csv']) {
      expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    }
    const other = await ok([...start.map((a) => (a === '3,6' ? '3,7' : a)), ...rules, '--shard', '2/2', '--report', join(dir, 'other')]);
    expect(other).toMatch(/^Sweep/);
    expect(await refused(['report', 'merge', files[0], join(dir, 'other', 'report.json')])).toBe(
      `${join(dir, 'other', 'report.json')} is from another sweep than ${files[0]} (values: [3,7] vs [3,6]); reports of different runs are kept apart`,
    );
  }, 120_000);

  it('a variant\'s sweep (off, then on) merges too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-sweep-variant-'));
    const argv = ['sweep', '--games', '4', '--seed', '3', '--squad-ai', 'greedy', '--variant-sweep', 'figureCornerBlocks', '--workers', '1'];
    const whole = await ok([...argv, '--report', join(dir, 'whole'), '--json']);
    for (const k of [1, 2]) await ok([...argv, '--shard', `${k}/2`, '--report', join(dir, `shard-${k}`)]);
    const files = [1, 2].map((k) => join(dir, `shard-${k}`, 'report.json'));
    expect(await ok(['report', 'merge', ...files, '--report', join(dir, 'merged'), '--json'])).toBe(whole);
    for (const f of ['report.json', 'report.md', 'report.csv']) {
      expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    }
    const edited = JSON.parse(readFileSync(files[0], 'utf8'));
    edited.values = ['on', 'off'];
    const bad = join(dir, 'edited.json');
    writeFileSync(bad, JSON.stringify(edited, null, 1));
    expect(await refused(['report', 'merge', bad, files[1]])).toMatch(/edited\.json: "values" of a variant's sweep must be \["off","on"\]$/);
  }, 120_000);
});
