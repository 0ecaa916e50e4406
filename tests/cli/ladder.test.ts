/**
 * `chamber ladder`: the --json shape, each rung exactly `chamber autoplay`'s for the same settings
 * (a small run: three games, budgets 1 and 2), and bad input refused in one line (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { chamber, refused } from './in-process';

const BASE = ['--scenario', 'A', '--games', '3', '--seed', '31', '--workers', '1'];

async function json(...argv: string[]): Promise<any> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return JSON.parse(r.out);
}

describe('chamber ladder', () => {
  it('--json: random, greedy, the planner at each budget, each rung autoplay\'s figures, and the plateau', async () => {
    const l = await json('ladder', ...BASE, '--budgets', '1,2', '--json');
    expect(Object.keys(l)).toEqual(['rungs', 'plateau']);
    expect(l.rungs.map((r: any) => [r.squadAi, r.budget])).toEqual([['random', null], ['greedy', null], ['planner', 1], ['planner', 2]]);
    for (const rung of l.rungs) {
      expect(Object.keys(rung)).toEqual(['squadAi', 'budget', 'games', 'wins', 'winRate', 'winRateCI95', 'meanRounds']);
      const a = await json('autoplay', ...BASE, '--squad-ai', rung.squadAi, ...(rung.budget === null ? [] : ['--budget', String(rung.budget)]), '--json');
      expect([rung.games, rung.wins, rung.winRate, rung.winRateCI95, rung.meanRounds]).toEqual([a.games, a.wins, a.winRate, a.winRateCI95, a.meanRounds]);
    }
    expect(Object.keys(l.plateau)).toEqual(['budget']);
    expect([1, null]).toContain(l.plateau.budget);
    // Twelve planner games in all: slow on a shared machine, never timed.
  }, 240_000);

  it('bad input is one line, exit 2', async () => {
    expect(await refused(['ladder', '--budgets', '2,1'])).toMatch(/^--budgets "2,1": budgets must rise/);
    expect(await refused(['ladder', '--budgets', '1,20000'])).toMatch(/^--budgets "1,20000": each budget must be from 1 to 10000/);
    expect(await refused(['ladder', '--games', '0'])).toMatch(/^--games must be from 1 to 1000000, got 0$/);
    expect(await refused(['ladder', '--deny', 'luck'])).toMatch(/^--deny "luck": unknown mechanic/);
    expect(await refused(['ladder', '--squad-ai', 'greedy'])).toMatch(/^unknown option --squad-ai/);
  });
});
