/**
 * `chamber visibility` (RULINGS S2-S7), exactly as issue 17 §7 spells out: the board, --json,
 * --jsonl with {"visible","outsideArc","blocked"}, bad lines answered {"error"} in place, and
 * every bad flag a one-line error.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import type { CommandIo } from '../../../src/cli/command';
import { TEST_CHAMBER, allSquares, coordOf, terrainAt } from '../../../src/engine/board/board';
import { inFacingArc, lineOfSight } from '../../../src/engine/sight';
import type { Facing, Square } from '../../../src/engine/state/types';

async function run(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIo = { stdout: (t) => { out += t; }, stderr: (t) => { err += t; }, readStdin: async () => stdin };
  const code = await main(['visibility', ...args], io);
  return { code, out, err };
}

const JUDGED = allSquares(TEST_CHAMBER).filter((s) => !['wall', 'door'].includes(terrainAt(TEST_CHAMBER, coordOf(s))));

/** The answer worked out from los + facing, square by square (the contract's own words). */
function expected(from: Square, facing: Facing | null, open: Square[], figures: Square[], figureCornerBlocks = false) {
  const out = { visible: [] as string[], outsideArc: [] as string[], blocked: [] as string[] };
  for (const to of JUDGED) {
    if (to === from) continue;
    if (facing && !inFacingArc(from, facing, to)) out.outsideArc.push(to);
    else if (lineOfSight(TEST_CHAMBER, from, to, { openDoors: open, figures: figures.filter((f) => f !== to && f !== from), variants: { figureCornerBlocks } }).clear) out.visible.push(to);
    else out.blocked.push(to);
  }
  return out;
}

const sorted = (a: { visible: string[]; outsideArc: string[]; blocked: string[] }) => ({ visible: [...a.visible].sort(), outsideArc: [...a.outsideArc].sort(), blocked: [...a.blocked].sort() });

describe('chamber visibility --json', () => {
  it('prints exactly the three keys, in order, and the sets the contract defines', async () => {
    const { code, out } = await run(['C3', '--facing', 'E', '--open', 'F4', '--figures', 'D4,E5', '--json']);
    expect(code).toBe(0);
    expect(out.endsWith('\n')).toBe(true);
    expect(out.split('\n')).toHaveLength(2);
    const answer = JSON.parse(out);
    expect(Object.keys(answer)).toEqual(['visible', 'outsideArc', 'blocked']);
    expect(sorted(answer)).toEqual(sorted(expected('C3' as Square, 'E', ['F4' as Square], ['D4', 'E5'] as Square[])));
  });

  it('the lists hold every square but walls, F4, F7 and from', async () => {
    const a = JSON.parse((await run(['H5', '--json'])).out);
    const all = [...a.visible, ...a.outsideArc, ...a.blocked];
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain('H5');
    expect(all).not.toContain('F4');
    expect(all).not.toContain('F7');
    expect(all).not.toContain('A1');
    expect(all).toHaveLength(JUDGED.length - 1);
    expect(a.outsideArc).toEqual([]); // no --facing: no arc
  });

  it('--variant figureCornerBlocks turns a figure corner graze into a block', async () => {
    const off = JSON.parse((await run(['C3', '--figures', 'D3', '--json'])).out);
    const on = JSON.parse((await run(['C3', '--figures', 'D3', '--variant', 'figureCornerBlocks', '--json'])).out);
    expect(off.visible).toContain('E5');
    expect(on.blocked).toContain('E5');
  });

  it('--reverse lists the squares from which the square is seen', async () => {
    const a = JSON.parse((await run(['J8', '--reverse', '--facing', 'E', '--open', 'F7', '--json'])).out);
    expect(a.visible).toContain('G8');
    expect(a.outsideArc).toContain('K8'); // a viewer at K8 facing E does not look west
    expect(a.blocked).toContain('C3');
  });

  it('--toggle names the squares a variant changes', async () => {
    expect((await run(['C3', '--figures', 'D3,E2', '--toggle', 'figureCornerBlocks'])).out)
      .toBe('figureCornerBlocks changes 3 squares:\nD2: visible -> blocked\nD4: visible -> blocked\nE5: visible -> blocked\n');
    expect(JSON.parse((await run(['C3', '--toggle', 'shotgunOverwatchPointBlank', '--json'])).out)).toEqual({ variant: 'shotgunOverwatchPointBlank', changes: [] });
  });
});

describe('chamber visibility (text board)', () => {
  it('marks each square, with a legend and counts', async () => {
    const { out } = await run(['C3', '--facing', 'E', '--open', 'F4', '--figures', 'D4,E5']);
    const lines = out.split('\n');
    expect(lines[0]).toBe('   A B C D E F G H I J K L');
    expect(lines[3]).toBe(' 3 # - @ + + # x x x x x #');
    expect(lines[4]).toBe(' 4 # - + O x d + x x x x #');
    expect(lines[5]).toBe(' 5 # - + x X # x x + + + #');
    expect(out).toContain('visibility from C3, facing E; open: F4; figures: D4, E5');
    expect(out).toContain('visible 21, outside the arc 8, blocked 42');
  });
});

describe('chamber visibility --jsonl', () => {
  it('answers one line per query in order; facing null or missing = no arc; a figure at from is ignored; one on the target does not block it', async () => {
    const stdin = [
      '{"from":"C3","facing":"E","open":["F4"],"figures":["D4"],"variants":{"figureCornerBlocks":false}}',
      '{"from":"C3","facing":null}',
      '{"from":"C3"}',
      '{"from":"C3","figures":["C3","D4"]}',
      '{"from":"D4","facing":"E","open":["F4","F7"],"figures":["J3"]}',
    ].join('\n');
    const { code, out, err } = await run(['--jsonl'], stdin);
    expect(err).toBe('');
    expect(code).toBe(0);
    const answers = out.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(answers).toHaveLength(5);
    expect(sorted(answers[0])).toEqual(sorted(expected('C3' as Square, 'E', ['F4' as Square], ['D4' as Square])));
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[1].outsideArc).toEqual([]);
    expect(sorted(answers[3])).toEqual(sorted(expected('C3' as Square, null, [], ['D4' as Square])));
    expect(answers[4].visible).toContain('J3'); // the figure stands on the target itself
    for (const a of answers) expect(Object.keys(a)).toEqual(['visible', 'outsideArc', 'blocked']);
  });

  it('a bad line answers {"error"} in its place and the run goes on; stderr has one line; exit 2', async () => {
    const stdin = [
      '{"from":"C3","facing":"E"}',
      '{"from":"M3"}',
      '{"from":"F3"}',
      '{"from":"F4","open":["F4"]}',
      '{"from":"C3","variants":{"figureCornerBlock":true}}',
      '{"from":"C3","facing":"X"}',
      'not json',
      '{"from":"C3","figures":["Z9"]}',
      '{"from":"C3","open":["F5"]}',
      '{"from":"C3","seen":true}',
      '[1]',
      '{"facing":"E"}',
      '{"from":"E5","facing":"W"}',
    ].join('\n');
    const { code, out, err } = await run(['--jsonl'], stdin);
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(13);
    expect(JSON.parse(lines[0]).visible.length).toBeGreaterThan(0);
    expect(lines.slice(1, 12).map((l) => Object.keys(JSON.parse(l)))).toEqual(Array(11).fill(['error']));
    expect(JSON.parse(lines[1]).error).toBe('unknown square "M3" (squares are A1..L10)');
    expect(JSON.parse(lines[2]).error).toBe('from: F3 is a wall square (the map is from a square a figure can stand on)');
    expect(JSON.parse(lines[3]).error).toBe('from: F4 is a door square (the map is from a square a figure can stand on)');
    expect(JSON.parse(lines[4]).error).toBe('unknown variant "figureCornerBlock" (known: figureCornerBlocks, shotgunOverwatchPointBlank)');
    expect(JSON.parse(lines[5]).error).toBe('facing: expected N, E, S or W (or null for no arc), got "X"');
    expect(JSON.parse(lines[12]).visible.length).toBeGreaterThan(0);
    expect(err.split('\n')).toEqual(['chamber: 11 of 13 queries answered {"error"}; the first, line 2: unknown square "M3" (squares are A1..L10)', '']);
    expect(code).toBe(2);
  });

  it('empty lines are skipped; no input is no answer', async () => {
    expect(await run(['--jsonl'], '\n\n')).toEqual({ code: 0, out: '', err: '' });
  });
});

describe('chamber visibility --position', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chamber-vis-'));
  const file = join(dir, 'p.json');
  writeFileSync(file, JSON.stringify({ soldiers: [{ name: 'Reyes', at: 'C3', facing: 'W' }, { name: 'Chen', at: 'D4' }], aliens: [{ kind: 'worker', contact: 1, at: 'E5' }], open: ['F4'] }));

  it('reads figures, doors and the soldier\'s facing from the file', async () => {
    const a = JSON.parse((await run(['C3', '--position', file, '--json'])).out);
    expect(sorted(a)).toEqual(sorted(expected('C3' as Square, 'W', ['F4' as Square], ['D4', 'E5'] as Square[])));
    const e = JSON.parse((await run(['C3', '--position', file, '--facing', 'E', '--json'])).out);
    expect(sorted(e)).toEqual(sorted(expected('C3' as Square, 'E', ['F4' as Square], ['D4', 'E5'] as Square[])));
  });

  it('a bad file gets the loader\'s one-line error', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ soldier: [] }));
    await expect(run(['C3', '--position', bad])).rejects.toThrow('position: (root): Unrecognized key: "soldier"');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{');
    await expect(run(['C3', '--position', broken])).rejects.toThrow(`--position ${broken}: not valid JSON: `);
    await expect(run(['C3', '--position', join(dir, 'none.json')])).rejects.toThrow(`--position ${join(dir, 'none.json')}: cannot read the file: no such file or folder`);
    await expect(run(['C3', '--position', file, '--figures', 'D5'])).rejects.toThrow('--figures cannot be combined with --position');
  });
});

describe('chamber visibility errors (one line, exit 2 from main\'s caller)', () => {
  it.each([
    [['M3'], 'unknown square "M3" (squares are A1..L10)'],
    [['F3'], 'FROM: F3 is a wall square'],
    [['F7'], 'FROM: F7 is a door square'],
    [['C3', '--facing', 'Q'], '--facing: expected N, E, S or W (leave --facing off for no arc), got "Q"'],
    [['C3', '--open', 'F5'], '--open: F5 is not a door'],
    [['C3', '--figures', 'Q9'], 'unknown square "Q9" (squares are A1..L10)'],
    [['C3', '--variant', 'nope'], 'unknown variant "nope" (known: figureCornerBlocks, shotgunOverwatchPointBlank)'],
    [['C3', '--toggle', 'nope'], 'unknown variant "nope"'],
    [[], 'visibility needs one square, FROM'],
    [['C3', 'J8'], 'visibility needs one square, FROM'],
    [['--jsonl', 'C3'], '--jsonl reads its queries from stdin; give no square'],
    [['--jsonl', '--facing', 'E'], '--jsonl takes every query from stdin: --facing does not apply'],
  ])('%j -> %s', async (args, message) => {
    await expect(run(args)).rejects.toThrow(message);
  });

  it('an unknown flag is an error', async () => {
    await expect(run(['C3', '--arc', 'E'])).rejects.toThrow(/^unknown option --arc; usage: chamber visibility /);
  });
});
