/**
 * `chamber ladder`: the --json shape, each rung exactly `chamber autoplay`'s for the same settings
 * (a small run: three games, budgets 1 and 2) with its --report, and bad input refused in one line (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from '../in-process';

const BASE = ['--scenario', 'A', '--games', '3', '--seed', '31', '--workers', '1'];

async function json(...argv: string[]): Promise<any> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return JSON.parse(r.out);
}

describe('chamber ladder', () => {
  it('--json: random, greedy, the planner at each budget, each rung autoplay\'s figures, and the plateau', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-ladder-'));
    const l = await json('ladder', ...BASE, '--budgets', '1,2', '--report', dir, '--json');
    expect(Object.keys(l)).toEqual(['rungs', 'plateau']);
    expect(l.rungs.map((r: any) => [r.squadAi, r.budget])).toEqual([['random', null], ['greedy', null], ['planner', 1], ['planner', 2]]);
    for (const rung of l.rungs) {
      expect(Object.keys(rung)).toEqual(['squadAi', 'budget', 'games', 'wins', 'winRate', 'winRateCI95', 'meanRounds']);
      const a = await json('autoplay', ...BASE, '--squad-ai', rung.squadAi, ...(rung.budget === null ? [] : ['--budget', String(rung.budget)]), '--json');
      expect([rung.games, rung.wins, rung.winRate, rung.winRateCI95, rung.meanRounds]).toEqual([a.games, a.wins, a.winRate, a.winRateCI95, a.meanRounds]);
    }
    expect(Object.keys(l.plateau)).toEqual(['budget']);
    expect([1, null]).toContain(l.plateau.budget);
    // The report holds the same rungs and, game by game, the outcomes they count.
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.rungs).toEqual(l.rungs);
    expect(report.plateau).toEqual(l.plateau);
    expect(report.steps).toHaveLength(3);
    const csv = readFileSync(join(dir, 'report.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('index,seed,random.outcome,random.rounds,greedy.outcome,greedy.rounds,planner1.outcome,planner1.rounds,planner2.outcome,planner2.rounds');
    expect(csv).toHaveLength(4);
    l.rungs.forEach((rung: any, k: number) => expect(csv.slice(1).filter((row) => row.split(',')[2 + 2 * k] === 'victory')).toHaveLength(rung.wins));
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toMatch(/^# Skill ladder: Scenario A\n\nSkill ladder: 3 games of Scenario A \(seeds 31\.\.33\)/);
    // The sheet answered under greedy and the top planner rung, side by side, each naming its squad AI (issue §2).
    expect(report.answers).toHaveLength(9);
    for (const a of report.answers) {
      expect(typeof a.stable).toBe('boolean');
      expect(a.greedy.squad).toBe('greedy');
      expect(a.greedy.answer).toMatch(/\(squad AI: greedy; 3 games; the kit as written\)$/);
      expect(a.planner.squad).toBe('planner (budget 2)');
      expect(a.planner.answer).toMatch(/\(squad AI: planner, budget 2; 3 games; the kit as written\)$/);
    }
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toContain('## The playtest sheet (kit 06) under greedy and under the top planner rung');
    for (const a of report.answers) expect(md).toContain(`### ${a.question}${a.stable ? '\n' : ' (depends on the squad AI)'}`);
    // Twelve planner games in all: slow on a shared machine, never timed.
  }, 240_000);

  it('bad input is one line, exit 2', async () => {
    expect(await refused(['ladder', '--budgets', '2,1'])).toMatch(/^--budgets "2,1": budgets must rise/);
    expect(await refused(['ladder', '--budgets', '1,20000'])).toMatch(/^--budgets "1,20000": each budget must be from 1 to 10000/);
    expect(await refused(['ladder', '--games', '0'])).toMatch(/^--games must be from 1 to 1000000, got 0$/);
    expect(await refused(['ladder', '--deny', 'luck'])).toMatch(/^--deny "luck": unknown mechanic/);
    expect(await refused(['ladder', '--squad-ai', 'greedy'])).toMatch(/^unknown option --squad-ai/);
    const file = join(mkdtempSync(join(tmpdir(), 'chamber-ladder-bad-')), 'a-file');
    writeFileSync(file, 'x');
    expect(await refused(['ladder', '--report', file])).toMatch(/^--report/);
  });
});
