/**
 * Shards for a cluster (issue 18 §2): shards run as separate processes (as a Kubernetes Indexed
 * Job's pods would, one with --shard auto/N and JOB_COMPLETION_INDEX), then `chamber report
 * merge` gives exactly the whole run's report: report.json equal but for the timing keys,
 * report.md but for its timing line, report.csv and the kept records byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { main } from '../../../src/cli/main';
import { timingLine } from '../../../src/lab/report/report-md';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..', '..');
const RUN = ['autoplay', '--scenario', 'A', '--games', '14', '--seed', '21', '--squad-ai', 'greedy', '--override', 'aliens.worker.hp=6', '--variant', 'figureCornerBlocks'];

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, readStdin: async () => '' });
  return out;
}

/** A process of its own, as a cluster's pod runs it. */
function shardProcess(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
}

function untimed(reportJson: string) {
  const r = JSON.parse(reportJson);
  const { gamesPerSecond: _g, wallSeconds: _w, ...summary } = r.summary;
  return { ...r, summary };
}

const withoutTiming = (md: string) => md.split('\n').filter((l) => !/^Played in [\d.]+ s \([\d.]+ games\/s\)\.$/.test(l)).join('\n');

describe('chamber report merge', () => {
  it('merges shards run as separate processes into exactly the whole run\'s report', async () => {
    const base = mkdtempSync(join(tmpdir(), 'chamber-merge-'));
    const dirs = [1, 2, 3].map((k) => join(base, `shard-${k}`));
    await Promise.all([
      shardProcess([...RUN, '--shard', '1/3', '--workers', '1', '--report', dirs[0], '--json']),
      shardProcess([...RUN, '--shard', 'auto/3', '--workers', '1', '--report', dirs[1], '--json'], { JOB_COMPLETION_INDEX: '1' }),
      shardProcess([...RUN, '--shard', '3/3', '--workers', '1', '--report', dirs[2], '--json']),
    ]);
    const whole = join(base, 'whole');
    const wholeSummary = JSON.parse(await chamber(...RUN, '--workers', '2', '--report', whole, '--json'));
    const merged = join(base, 'merged');
    // Any order of the shard files.
    const mergedSummary = JSON.parse(await chamber('report', 'merge', join(dirs[2], 'report.json'), join(dirs[0], 'report.json'), join(dirs[1], 'report.json'), '--report', merged, '--json'));

    const { gamesPerSecond: _a, wallSeconds: _b, ...w } = wholeSummary;
    const { gamesPerSecond: _c, wallSeconds: _d, ...m } = mergedSummary;
    expect(m).toEqual(w);
    const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
    expect(untimed(read(merged, 'report.json'))).toEqual(untimed(read(whole, 'report.json')));
    expect(withoutTiming(read(merged, 'report.md'))).toBe(withoutTiming(read(whole, 'report.md')));
    expect(read(merged, 'report.md')).toContain(timingLine(JSON.parse(read(merged, 'report.json'))));
    expect(read(merged, 'report.csv')).toBe(read(whole, 'report.csv'));
    expect(read(merged, 'best-game.json')).toBe(read(whole, 'best-game.json'));
    expect(read(merged, 'worst-game.json')).toBe(read(whole, 'worst-game.json'));

    const shard2 = JSON.parse(read(dirs[1], 'report.json'));
    expect(shard2.shard).toEqual({ index: 2, count: 3 });
    expect(shard2.games.map((g: number[]) => g[0])).toEqual([4, 5, 6, 7, 8]);
    expect(JSON.parse(read(whole, 'report.json')).spec).toEqual({
      scenario: 'A', games: 14, seed: 21, squadAi: 'greedy', variants: { figureCornerBlocks: true }, overrides: ['aliens.worker.hp=6'],
    });

    // A merge needs every shard once, all of one run.
    await expect(chamber('report', 'merge', join(dirs[0], 'report.json'), join(dirs[1], 'report.json'))).rejects.toThrow(/^shard 3\/3 missing: a merge needs every shard of the run$/);
    await expect(chamber('report', 'merge', join(dirs[0], 'report.json'), join(dirs[0], 'report.json'), join(dirs[1], 'report.json'))).rejects.toThrow(/shard 1\/3 is given twice/);
    await expect(chamber('report', 'merge', join(whole, 'report.json'))).rejects.toThrow(/is a whole run's report, not a shard/);
    const other = join(base, 'other');
    await chamber(...RUN.map((a) => (a === '21' ? '22' : a)), '--shard', '1/3', '--workers', '1', '--report', other, '--json');
    await expect(chamber('report', 'merge', join(other, 'report.json'), join(dirs[1], 'report.json'), join(dirs[2], 'report.json'))).rejects.toThrow(/is from another run than/);
    await expect(chamber('report', 'merge', join(base, 'nothing.json'))).rejects.toThrow(/nothing\.json: no such file/);
    await expect(chamber('report', 'merge')).rejects.toThrow(/needs the shards' report\.json files/);
  });

  it('shards whose --override and --variant flags came in another order are of the same run, and merge into it', async () => {
    const base = mkdtempSync(join(tmpdir(), 'chamber-merge-order-'));
    const start = ['autoplay', '--games', '6', '--seed', '5', '--squad-ai', 'random', '--workers', '1'];
    const rules = ['--override', 'aliens.worker.hp=3', '--override', 'roundLimit=5', '--variant', 'figureCornerBlocks', '--variant', 'reactionFire'];
    const swapped = ['--override', 'roundLimit=5', '--override', 'aliens.worker.hp=3', '--variant', 'reactionFire', '--variant', 'figureCornerBlocks'];
    const whole = join(base, 'whole');
    const wholeLine = await chamber(...start, ...rules, '--report', whole, '--json');
    await chamber(...start, ...rules, '--shard', '1/2', '--report', join(base, 's1'), '--json');
    await chamber(...start, ...swapped, '--shard', '2/2', '--report', join(base, 's2'), '--json');
    const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
    // Every report writes the rules in one order (chamber rules' paths, the variants' own order).
    expect(JSON.parse(read(join(base, 's2'), 'report.json')).spec).toEqual(JSON.parse(read(whole, 'report.json')).spec);
    expect(JSON.stringify(JSON.parse(read(whole, 'report.json')).spec)).toContain('"variants":{"figureCornerBlocks":true,"reactionFire":true},"overrides":["aliens.worker.hp=3","roundLimit=5"]');

    const expectWhole = async (files: string[], dir: string) => {
      const line = await chamber('report', 'merge', ...files, '--report', dir, '--json');
      const { gamesPerSecond: _a, wallSeconds: _b, ...m } = JSON.parse(line);
      const { gamesPerSecond: _c, wallSeconds: _d, ...w } = JSON.parse(wholeLine);
      expect(m).toEqual(w);
      expect(read(dir, 'report.json').replace(/"(gamesPerSecond|wallSeconds)": [\d.e+-]+/g, '')).toBe(read(whole, 'report.json').replace(/"(gamesPerSecond|wallSeconds)": [\d.e+-]+/g, ''));
      expect(withoutTiming(read(dir, 'report.md'))).toBe(withoutTiming(read(whole, 'report.md')));
      for (const f of ['report.csv', 'best-game.json', 'worst-game.json']) expect(read(dir, f), f).toBe(read(whole, f));
    };
    const shards = [join(base, 's2', 'report.json'), join(base, 's1', 'report.json')];
    await expectWhole(shards, join(base, 'merged'));

    // A report.json written before the order was fixed keeps the flags' order; it still merges, with itself and with the new.
    const oldOrder = (file: string, out: string) => {
      const r = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(out, JSON.stringify({ ...r, spec: { ...r.spec, variants: { reactionFire: true, figureCornerBlocks: true }, overrides: ['roundLimit=5', 'aliens.worker.hp=3'] } }, null, 1));
      return out;
    };
    const old = shards.map((f, k) => oldOrder(f, join(base, `old-${k}.json`)));
    await expectWhole(old, join(base, 'merged-old'));
    await expectWhole([old[0], shards[1]], join(base, 'merged-mixed'));
  }, 120_000);

  it('shards of different scenario files are told apart in one short line, not two whole files', async () => {
    const base = mkdtempSync(join(tmpdir(), 'chamber-merge-file-'));
    const file = JSON.parse(readFileSync(join(ROOT, 'scenarios', 'scenario-a.json'), 'utf8'));
    const other = join(base, 'other.json');
    writeFileSync(other, JSON.stringify({ ...file, title: 'Scenario A, Okafor in the corridor' }));
    const start = ['autoplay', '--games', '2', '--seed', '5', '--squad-ai', 'random', '--workers', '1'];
    await chamber(...start, '--scenario-file', join(ROOT, 'scenarios', 'scenario-a.json'), '--shard', '1/2', '--report', join(base, 's1'), '--json');
    await chamber(...start, '--scenario-file', other, '--shard', '2/2', '--report', join(base, 's2'), '--json');
    const files = [join(base, 's1', 'report.json'), join(base, 's2', 'report.json')];
    await expect(chamber('report', 'merge', ...files)).rejects.toThrow(
      `${files[1]} is from another run than ${files[0]} (spec.scenarioFile: "Scenario A, Okafor in the corridor" vs "Scenario A / Clear the test chamber"); reports of different runs are kept apart`,
    );
    writeFileSync(other, JSON.stringify({ ...file, soldiers: file.soldiers.map((s: object, k: number) => (k ? s : { ...s, xp: 3 })) }));
    await chamber(...start, '--scenario-file', other, '--shard', '2/2', '--report', join(base, 's2'), '--json');
    await expect(chamber('report', 'merge', ...files)).rejects.toThrow(/ \(spec\.scenarioFile differs\); reports of different runs are kept apart$/);
  }, 60_000);
});
