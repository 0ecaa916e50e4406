/**
 * The lab commands as a user runs them, in processes of their own: `npm run --silent chamber --`
 * with worker threads, bad input as exactly one line on stderr with exit code 2, nothing on
 * stderr for --json piped, and `chamber rules --json`.
 */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { chamber } from './in-process';
import { rulesetPaths } from '../../src/engine/rule-changes/ruleset-paths';

const ROOT = join(import.meta.dirname, '..', '..');

function run(file: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: ROOT, env: { ...process.env, ...env } }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out, err });
    });
  });
}
const chamberProcess = (args: string[], env?: Record<string, string>) => run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], env);

describe('lab commands in their own process', () => {
  it('npm run --silent chamber -- autoplay runs on worker threads; --json piped prints one line and nothing on stderr', async () => {
    const r = await run('npm', ['run', '--silent', 'chamber', '--', 'autoplay', '--games', '6', '--seed', '3', '--squad-ai', 'greedy', '--workers', '2', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const one = JSON.parse((await chamberProcess(['autoplay', '--games', '6', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1', '--json'])).out);
    const two = JSON.parse(lines[0]);
    expect({ ...two, gamesPerSecond: 0, wallSeconds: 0 }).toEqual({ ...one, gamesPerSecond: 0, wallSeconds: 0 });
  });

  it('every bad flag, override or shard spec is one line on stderr and exit code 2 (in-process)', async () => {
    const cases: [string[], RegExp, Record<string, string>?][] = [
      [['autoplay', '--games', '0'], /^chamber: --games must be from 1 to 1000000, got 0\n$/],
      [['autoplay', '--workers', '99'], /^chamber: --workers must be from 1 to 64, got 99\n$/],
      [['autoplay', '--override', 'aliens.worker.hp=x'], /^chamber: --override "aliens.worker.hp=x": aliens.worker.hp must be a whole number from 1 to 99 \(the kit has 5\), got "x"\n$/],
      [['autoplay', '--games', '4', '--shard', 'auto/2'], /^chamber: --shard auto\/2: JOB_COMPLETION_INDEX must be set to a whole number from 0 to 1, got nothing\n$/],
      [['autoplay', '--games', '4', '--shard', 'auto/2'], /^chamber: --shard auto\/2: JOB_COMPLETION_INDEX 7 is past the last shard \(0 to 1\)\n$/, { JOB_COMPLETION_INDEX: '7' }],
      [['compare', '--b-variant', 'nope'], /^chamber: --b-variant "nope": unknown variant \(known: figureCornerBlocks, shotgunOverwatchPointBlank, alternatingActivations, reactionFire\)\n$/],
      [['firing-range', '--attacks', '100001'], /^chamber: --attacks must be from 1 to 100000, got 100001\n$/],
      [['report', 'merge', 'no-such-report.json'], /^chamber: no-such-report\.json: no such file\n$/],
    ];
    // In-process (the same main; its returned code is the process's, entry.test.ts): one bad
    // input after another, each with its own JOB_COMPLETION_INDEX.
    for (const [args, line, env] of cases) {
      const saved = process.env.JOB_COMPLETION_INDEX;
      if (env?.JOB_COMPLETION_INDEX) process.env.JOB_COMPLETION_INDEX = env.JOB_COMPLETION_INDEX;
      else delete process.env.JOB_COMPLETION_INDEX;
      try {
        const r = await chamber(args);
        expect(r.code, args.join(' ')).toBe(2);
        expect(r.err, args.join(' ')).toMatch(line);
        expect(r.out).toBe('');
      } finally {
        if (saved === undefined) delete process.env.JOB_COMPLETION_INDEX; else process.env.JOB_COMPLETION_INDEX = saved;
      }
    }
  });
});

describe('chamber rules', () => {
  it('--json lists every ruleset number by its path with its kit value', async () => {
    let out = '';
    await main(['rules', '--json'], { stdout: (t) => { out += t; }, readStdin: async () => '' });
    const rules = JSON.parse(out);
    expect(Object.keys(rules)).toEqual(rulesetPaths().map((p) => p.path));
    expect(rules['aliens.worker.hp']).toBe(5);
    expect(rules['aliens.warrior.hp']).toBe(10);
    expect(rules['weapons.mg.accuracy']).toBe(-1);
    expect(rules['xp.thresholds.3']).toBe(18);
    expect(rules.roundLimit).toBe(6);
    expect(Object.values(rules).every((v) => typeof v === 'number')).toBe(true);
    let text = '';
    await main(['rules'], { stdout: (t) => { text += t; }, readStdin: async () => '' });
    expect(text).toMatch(/aliens\.worker\.hp\s+5\s+\(1 to 99\)/);
    expect(text).toMatch(/figureCornerBlocks \(RULINGS S3, default off\)/);
  });
});
