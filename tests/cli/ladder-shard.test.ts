/**
 * `chamber ladder --shard K/N` and `chamber report merge` of its shards (issue §6): a ladder
 * played in 3 shards and merged is the whole ladder exactly — the same --json line, text and
 * report.json, report.md and report.csv byte for byte; auto/N takes K from JOB_COMPLETION_INDEX;
 * bad shard specs and bad shard sets are one line, exit 2.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from './in-process';

const LADDER = ['ladder', '--scenario', 'A', '--games', '7', '--seed', '41', '--budgets', '1,2', '--workers', '1'];

async function ok(argv: string[]): Promise<string> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return r.out;
}

afterEach(() => { delete process.env.JOB_COMPLETION_INDEX; });

describe('chamber ladder --shard', () => {
  it('3 shards merged are the whole ladder: --json, text and every report file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-ladder-shard-'));
    const whole = await ok([...LADDER, '--report', join(dir, 'whole'), '--json']);
    const shardJson = [];
    for (const k of [1, 2, 3]) shardJson.push(JSON.parse(await ok([...LADDER, '--shard', `${k}/3`, '--report', join(dir, `shard-${k}`), '--json'])));
    // Games 0..1, 2..3, 4..6 (shard.ts): each shard's figures are its own games'.
    expect(shardJson.map((s) => s.rungs[0].games)).toEqual([2, 2, 3]);
    const shard2 = JSON.parse(readFileSync(join(dir, 'shard-2', 'report.json'), 'utf8'));
    expect(shard2.shard).toEqual({ index: 2, count: 3 });
    expect(shard2.games.map((g: unknown[]) => g[0])).toEqual([2, 3]);
    expect(readFileSync(join(dir, 'shard-2', 'report.md'), 'utf8')).toMatch(/Skill ladder, shard 2\/3 of 7 games: 2 games of Scenario A \(seeds 43\.\.44\)/);

    const files = [3, 1, 2].map((k) => join(dir, `shard-${k}`, 'report.json'));
    expect(await ok(['report', 'merge', ...files, '--report', join(dir, 'merged'), '--json'])).toBe(whole);
    for (const f of ['report.json', 'report.md', 'report.csv']) {
      expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    }
    // The text is the whole ladder's (report.md is its text under a heading, then the sheet's answers under greedy and the top rung).
    const head = `# Skill ladder: Scenario A\n\n${await ok(['report', 'merge', ...files])}`;
    const md = readFileSync(join(dir, 'whole', 'report.md'), 'utf8');
    expect(md.slice(0, head.length)).toBe(head);
    expect(md.slice(head.length)).toMatch(/^\n## The playtest sheet \(kit 06\) under greedy and under the top planner rung/);
    // The merged report answers the sheet from every shard's rows: as the whole run does.
    const merged = JSON.parse(readFileSync(join(dir, 'merged', 'report.json'), 'utf8'));
    expect(merged.answers).toHaveLength(9);
    expect(merged.sheetGames.greedy.map((g: unknown[]) => g[0])).toEqual([0, 1, 2, 3, 4, 5, 6]);

    // A shard missing, given twice, or with a figure that is not its rows' is refused in one line.
    expect(await refused(['report', 'merge', files[0], files[1]])).toMatch(/^shard 2\/3 missing: a merge needs every shard of the run$/);
    expect(await refused(['report', 'merge', files[0], files[0]])).toMatch(/^shard 3\/3 is given twice/);
    const edited = JSON.parse(readFileSync(files[1], 'utf8'));
    edited.rungs[1].wins += 1;
    const bad = join(dir, 'edited.json');
    writeFileSync(bad, JSON.stringify(edited, null, 1));
    expect(await refused(['report', 'merge', bad, files[0], files[2]])).toMatch(/edited\.json: ladder\.rungs\.1\.wins \d+ is not what the rows add up to/);
    edited.rungs[1].wins -= 1;
    const rounds = edited.games[0][3];
    edited.games[0][3] = 99;
    writeFileSync(bad, JSON.stringify(edited, null, 1));
    expect(await refused(['report', 'merge', bad, files[0], files[2]])).toMatch(/games\[0\]: random\.rounds 99 is not a round from 1 to the run's round limit/);
    edited.games[0][3] = rounds;
    edited.sheetGames.greedy[0][2] = 'draw';
    writeFileSync(bad, JSON.stringify(edited, null, 1));
    expect(await refused(['report', 'merge', bad, files[0], files[2]])).toMatch(/sheetGames\.greedy\[0\]: outcome must be victory or defeat/);
  }, 240_000);

  it('auto/N takes K from JOB_COMPLETION_INDEX + 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-ladder-auto-'));
    process.env.JOB_COMPLETION_INDEX = '2';
    const auto = await ok(['ladder', '--scenario', 'A', '--games', '3', '--seed', '5', '--budgets', '1', '--workers', '1', '--shard', 'auto/3', '--report', dir, '--json']);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).shard).toEqual({ index: 3, count: 3 });
    delete process.env.JOB_COMPLETION_INDEX;
    expect(auto).toBe(await ok(['ladder', '--scenario', 'A', '--games', '3', '--seed', '5', '--budgets', '1', '--workers', '1', '--shard', '3/3', '--json']));
  }, 120_000);

  it('a bad --shard is one line, exit 2', async () => {
    expect(await refused([...LADDER, '--shard', '4/3'])).toMatch(/^--shard "4\/3": K must be from 1 to 3$/);
    expect(await refused([...LADDER, '--shard', '1/8'])).toMatch(/^--shard "1\/8": N must be from 1 to 7/);
    expect(await refused([...LADDER, '--shard', 'two'])).toMatch(/^--shard "two": expected K\/N/);
    expect(await refused([...LADDER, '--shard', 'auto/3'])).toMatch(/^--shard auto\/3: JOB_COMPLETION_INDEX must be set/);
  });
});
