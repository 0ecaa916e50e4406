/**
 * `chamber los --explain` (RULINGS S1-S8, C1-C2, A1-A2): the ruling in the same words as the
 * Inspect panel, citing ruling ids; `--facing`, `--position`; `board --position`. The process's
 * exit code for a bad `visibility --jsonl` line is entry.test.ts's.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import type { CommandIo } from '../../src/cli/command';

async function run(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CommandIo = { stdout: (t) => { out += t; }, readStdin: async () => '' };
  const code = await main(args, io);
  return { code, out };
}

const dir = mkdtempSync(join(tmpdir(), 'chamber-explain-'));
const position = join(dir, 'p.json');
writeFileSync(position, JSON.stringify({
  soldiers: [{ name: 'Voss', at: 'H4', facing: 'E', braced: true }, { name: 'Reyes', at: 'C3', facing: 'W' }],
  aliens: [{ kind: 'worker', contact: 1, at: 'I7' }], open: ['F7'],
}));

describe('chamber los --explain', () => {
  it('a wall corner touch beside the open door, with S8', async () => {
    expect(await run(['los', 'E3', 'G5', '--open', 'F4', '--explain'])).toEqual({
      code: 0,
      out: [
        'E3 -> G5',
        'Blocked (S2): the line touches the corner of wall F3 at the E3/F3/E4/F4 corner, and touches the corner of wall F5 at the F4/G4/F5/G5 corner',
        'S8: a diagonal through the open doorway F4 touches the corner of wall F3 beside it, and wall-corner contact blocks (S2)',
        'S8: a diagonal through the open doorway F4 touches the corner of wall F5 beside it, and wall-corner contact blocks (S2)',
        'No arc (S6): no facing limit (an alien, or no facing given)',
        'Not visible (S7): the line is blocked',
        '',
      ].join('\n'),
    });
  });

  it('a figure graze, clear (S3), and blocked with the variant', async () => {
    expect((await run(['los', 'B2', 'D4', '--figures', 'C2', '--explain'])).out.split('\n')[1]).toBe('Clear (S3): grazes the corner of the figure at C2; figures block only by their interior');
    expect((await run(['los', 'B2', 'D4', '--figures', 'C2', '--variant', 'figureCornerBlocks', '--explain'])).out.split('\n')[1])
      .toBe('Blocked (S3): the line touches the corner of the figure at C2 at the B2/C2/B3/C3 corner (variant figureCornerBlocks: a figure\'s corner blocks)');
  });

  it('--facing gives the S6 verdict', async () => {
    const { out } = await run(['los', 'D3', 'B3', '--facing', 'e', '--explain']);
    expect(out).toContain('Outside the arc (S6): a viewer on D3 faces E: B3 is west of column D, outside the forward half-plane\nNot visible (S7): outside the facing arc\n');
  });

  it('--json with --explain gives every reason with ruling id, kind, square, contact, corner and meeting squares', async () => {
    const r = JSON.parse((await run(['los', 'C3', 'J8', '--explain', '--json'])).out);
    expect(r.reasons[1]).toEqual({ ruling: 'S2', kind: 'wall', blocks: true, square: 'F6', contact: 'corner', corner: { col: 5.5, row: 5.5 }, meeting: ['F5', 'G5', 'F6', 'G6'], words: 'touches the corner of wall F6 at the F5/G5/F6/G6 corner' });
    expect(r.lines[0]).toBe(r.lineVerdict);
    expect(r.crossed).toContain('F5');
  });

  it('--position: the soldier\'s facing, cover with MG penetration, accuracy and exact odds', async () => {
    const { out } = await run(['los', 'H4', 'I7', '--position', position, '--explain']);
    expect(out.split('\n')).toEqual([
      'H4 -> I7',
      'Clear (S2-S4): the line meets no wall, closed door or figure',
      'S2: the line passes exactly through the H5/I5/H6/I6 corner point: no wall, closed door or figure meets there, so nothing is touched',
      'In the arc (S6): Voss faces E: I7 is in column H or east of it (the forward half-plane, its edge included)',
      'Visible (S7): in the arc and the line is clear',
      'Cover (C1): I7 is a full cover square: full cover (3) from every direction',
      'Cover (C2): the machine gun\'s Cover Penetration 1 lowers full cover (3) to hard cover (2)',
      'Attack (A1): Voss → worker 1, machine gun',
      'Accuracy (A1): -1 = base +0 · weapon (Machine gun) -1 · brace +2 · cover -3 · mgPenetration (Cover Penetration 1) +1',
      'Odds (A2): per shot 1/24 (4.17%) · at least one hit in 3 shots 1657/13824 (11.99%) · kill 7931/186624 (4.25%) · expected HP removed 1214095/2985984',
      '',
    ]);
  });

  it('--position with a facing refusal: Reyes faces W', async () => {
    expect((await run(['los', 'C3', 'E3', '--position', position, '--explain'])).out).toContain('Outside the arc (S6): Reyes faces W: E3 is east of column C');
  });

  it('--position without --explain answers the plain line with the file\'s figures and doors', async () => {
    expect((await run(['los', 'C3', 'J3', '--position', position, '--json'])).out).toBe('{"clear":false,"blockers":[{"square":"F3","contact":"interior"}]}\n');
    expect((await run(['los', 'E7', 'G7', '--position', position, '--json'])).out).toBe('{"clear":true,"blockers":[]}\n');
  });

  it.each([
    [['los', 'C3', 'J8', '--facing', 'E'], '--facing needs --explain'],
    [['los', 'C3', 'J8', '--explain', '--facing', 'up'], '--facing: expected N, E, S or W'],
    [['los', 'C3', 'J8', '--position', position, '--figures', 'D4'], '--figures cannot be combined with --position'],
    [['los', 'C3', 'J8', '--position', join(dir, 'none.json')], `--position ${join(dir, 'none.json')}: cannot read the file: no such file or folder`],
    [['los', '--jsonl', '--explain'], '--jsonl takes its queries from stdin'],
  ])('%j -> %s', async (args, message) => {
    await expect(run(args)).rejects.toThrow(message);
  });
});

describe('chamber board --position', () => {
  it('draws the position file\'s figures and open doors', async () => {
    const { out } = await run(['board', '--position', position]);
    expect(out.split('\n')[3]).toBe(' 3 # . R . . # . . S . . #');
    expect(out.split('\n')[7]).toBe(' 7 # . . . . d . . 1 . . #');
    expect(out).toContain('V Voss H4 facing E hp 12/12');
  });

  it('a bad file gets the loader\'s one-line error; --scenario and --position exclude each other', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ soldiers: [{ name: 'Reyes', at: 'F3' }] }));
    await expect(run(['board', '--position', bad])).rejects.toThrow('position: Reyes stands on F3, which is a wall');
    await expect(run(['board', '--position', bad, '--scenario', 'A'])).rejects.toThrow('give either --scenario or --position, not both');
  });
});
