/**
 * `chamber board`: the scenario's board with figures, as text or JSON.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import type { CommandIo } from '../../../src/cli/command';

async function run(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CommandIo = { stdout: (t) => { out += t; }, readStdin: async () => '' };
  const code = await main(['board', ...args], io);
  return { code, out };
}

const SCENARIO_A_TEXT = `   A B C D E F G H I J K L
 1 # # # # # # # # # # # #
 2 # . . . . # . . . . . #
 3 # . R . . # . . S 1 . #
 4 # . . C . D . . . . . #
 5 # . . . . # . . H . . #
 6 # . V . . # . . 2 . . #
 7 # . . . . D . . F . . #
 8 # O . P . # . . . 3 . #
 9 # . . . . # . . . . . #
10 # # # # # # # # # # # #

R Reyes C3 facing E hp 8/8
C Chen D4 facing E hp 10/10
V Voss C6 facing E hp 12/12
O Okafor B8 facing E hp 8/8
P Park D8 facing E hp 9/9
1 worker 1 J3 hp 5/5
2 worker 2 I6 hp 5/5
3 warrior 3 J8 hp 10/10
`;

describe('chamber board', () => {
  it('draws Scenario A by default, soldiers by initial and aliens by contact digit', async () => {
    expect(await run([])).toEqual({ code: 0, out: SCENARIO_A_TEXT });
    expect((await run(['--scenario', 'A'])).out).toBe(SCENARIO_A_TEXT);
  });

  it('--json gives width, height, rows and figures in that key order', async () => {
    const { code, out } = await run(['--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(['width', 'height', 'rows', 'figures']);
    expect(json.width).toBe(12);
    expect(json.height).toBe(10);
    expect(json.rows).toHaveLength(10);
    expect(json.rows[2]).toBe('#.R..#..S1.#');
    expect(json.figures[0]).toEqual({ id: 'Reyes', at: 'C3', kind: 'soldier', mark: 'R', facing: 'E', hp: 8, maxHp: 8 });
    expect(json.figures[7]).toEqual({ id: 'alien3', at: 'J8', kind: 'warrior', mark: '3', contact: 3, hp: 10, maxHp: 10 });
    expect(json.figures.map((f: { id: string }) => Object.keys(f).slice(0, 2))).toEqual(Array(8).fill(['id', 'at']));
  });

  it('draws other scenarios, open doors as d', async () => {
    const { out } = await run(['--scenario', 'B-Voss-full']);
    expect(out).toContain(' 4 # . . . . d . V . . . #');
    expect(out).toContain(' 7 # . . . . d . . 1 . . #');
    expect(out).toContain('V Voss H4 facing E hp 12/12\n1 worker 1 I7 hp 5/5\n');
  });

  it('an unknown scenario or flag is a one-line error', async () => {
    await expect(run(['--scenario', 'Z'])).rejects.toThrow(/unknown scenario "Z"/);
    await expect(run(['--bogus'])).rejects.toThrow(/^unknown option --bogus; usage: chamber board /);
  });
});
