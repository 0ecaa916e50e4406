/**
 * `chamber board`: the scenario's board with figures, as text or JSON.
 */
import { readFileSync } from 'node:fs';
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
 8 # K . P . # . . . 3 . #
 9 # . . . . # . . . . . #
10 # # # # # # # # # # # #

R Reyes C3 facing E hp 8/8
C Chen D4 facing E hp 10/10
V Voss C6 facing E hp 12/12
K Okafor B8 facing E hp 8/8
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

  it('draws Okafor as K, so solid terrain O is told apart, and says so in the legend (SC-T1)', async () => {
    const file = JSON.parse(readFileSync('scenarios/long-hall.json', 'utf8'));
    const { code, out } = await run(['--scenario-file', 'scenarios/long-hall.json']);
    expect(code).toBe(0);
    const [drawing, legend] = out.split('\n\n');
    const squares = drawing.split('\n').slice(1).flatMap((line) => line.slice(3).split(' '));
    // Every O drawn is a solid-terrain square of the file's board, none is a figure.
    expect(squares.filter((c) => c === 'O')).toHaveLength([...file.board].filter((c) => c === 'O').length);
    const okafor = file.soldiers.find((s: { name: string }) => s.name === 'Okafor');
    expect(okafor).toBeDefined();
    expect(legend).toMatch(new RegExp(`^K Okafor ${okafor.at} facing `, 'm'));
    expect(legend).toContain('\nO solid terrain: blocks movement, not sight (SC-T1)\n');
    expect(JSON.parse((await run(['--scenario-file', 'scenarios/long-hall.json', '--json'])).out).figures
      .find((f: { id: string }) => f.id === 'Okafor').mark).toBe('K');
    // Scenario A has no solid terrain: no terrain legend line.
    expect((await run([])).out).not.toContain('solid terrain');
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
