/**
 * `--scenario-file FILE` (issue 36 §2) wherever `--scenario` is taken, a bad file one line and exit
 * 2; `los` and `visibility --jsonl` queries on any board (issue 36 §1); records that embed their
 * scenario file and verify with it (docs/scenarios.md SC-F2).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePolicy } from '../../src/ai/policies';
import { parseScenarioFile } from '../../src/engine/setup/scenario-game';
import { recordDigest } from '../../src/replay/build';
import type { GameRecord } from '../../src/replay/record';
import { runGame, verifyRecord } from '../../src/runner';
import { chamber, refused } from './in-process';

const A_FILE = 'scenarios/scenario-a.json';
const dir = mkdtempSync(join(tmpdir(), 'scenario-file-'));
function writeJson(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}
const aJson = () => JSON.parse(readFileSync(A_FILE, 'utf8')) as Record<string, any>;

describe('--scenario-file', () => {
  it('autoplay on Scenario A as a file gives the built-in A\'s summary, game for game', async () => {
    const args = ['--games', '6', '--seed', '40', '--squad-ai', 'greedy', '--workers', '1', '--json'];
    const file = await chamber(['autoplay', '--scenario-file', A_FILE, ...args]);
    const builtIn = await chamber(['autoplay', '--scenario', 'A', ...args]);
    expect(file.code).toBe(0);
    const strip = (t: string) => { const j = JSON.parse(t); delete j.wallSeconds; delete j.gamesPerSecond; return j; };
    expect(strip(file.out)).toEqual(strip(builtIn.out));
  });

  it('board and alien-decision read it', async () => {
    expect((await chamber(['board', '--scenario-file', A_FILE])).out).toBe((await chamber(['board', '--scenario', 'A'])).out);
    expect((await chamber(['alien-decision', '--alien', '3', '--scenario-file', A_FILE, '--json'])).out)
      .toBe((await chamber(['alien-decision', '--alien', '3', '--json'])).out);
  });

  it.each([
    ['a missing file', () => join(dir, 'none.json'), /^--scenario-file .*none\.json: cannot read the file/],
    ['not JSON', () => writeJson('bad.json', '{'), /^--scenario-file .*bad\.json: not valid JSON/],
    ['two figures on a square', () => writeJson('two.json', { ...aJson(), aliens: [{ kind: 'worker', contact: 1, at: 'D4' }] }), /: scenario: aliens\.0\.at: worker 1 and Chen are both on D4$/],
    ['a figure on a wall', () => writeJson('wall.json', { ...aJson(), soldiers: [{ name: 'Reyes', at: 'A1' }] }), /: scenario: soldiers\.0\.at: Reyes stands on A1, which is a wall$/],
  ])('%s: one line, exit 2, in every command', async (_, path, message) => {
    const file = path();
    for (const argv of [
      ['autoplay', '--scenario-file', file], ['compare', '--scenario-file', file], ['ladder', '--scenario-file', file],
      ['probe', '--scenario-file', file], ['contribution', '--scenario-file', file], ['sweep', '--scenario-file', file, '--path', 'roundLimit', '--values', '5,6'],
      ['calibrate', '--scenario-file', file, '--path', 'roundLimit', '--target', '0.5'], ['board', '--scenario-file', file], ['alien-decision', '--alien', '1', '--scenario-file', file],
    ]) {
      expect(await refused(argv), argv.join(' ')).toMatch(message);
    }
  });

  it('--scenario and --scenario-file together are refused', async () => {
    expect(await refused(['autoplay', '--scenario', 'A', '--scenario-file', A_FILE])).toBe('give either --scenario or --scenario-file, not both');
    expect(await refused(['board', '--position', A_FILE, '--scenario-file', A_FILE])).toBe('give either --scenario-file or --position, not both');
  });
});

describe('los and visibility --jsonl take a "board" (issue 36 §1)', () => {
  const board = '# # # # # #\n# . X . . #\n# . O . . #\n# . . # . #\n# . . . D #\n# # # # # #';
  it('solid terrain: X blocks sight like a wall, O does not (SC-T1); a wall corner; a closed door', async () => {
    const lines = [
      { from: 'B2', to: 'D2', board }, { from: 'B3', to: 'D3', board }, { from: 'C4', to: 'E3', board },
      { from: 'E4', to: 'E2', board }, { from: 'B5', to: 'E5', board: board.replace('# . . . D #', '# . . D . #') }, { from: 'C3', to: 'J3' },
    ].map((q) => JSON.stringify(q)).join('\n');
    const r = await chamber(['los', '--jsonl'], lines);
    const answers = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(answers[0]).toEqual({ clear: false, blockers: [{ square: 'C2', contact: 'interior' }] });
    expect(answers[1]).toEqual({ clear: true, blockers: [] });
    expect(answers[2].clear).toBe(false); // C4 to E3 passes the corner of the wall D4 (S2)
    expect(answers[3]).toEqual({ clear: true, blockers: [] });
    expect(answers[4]).toEqual({ clear: false, blockers: [{ square: 'D5', contact: 'interior' }] }); // a closed door
    expect(answers[5].clear).toBe(false); // no board: the test chamber, its wall F3
  });

  it('visibility maps judge no solid square and refuse a viewer on one', async () => {
    const r = await chamber(['visibility', '--jsonl'], [JSON.stringify({ from: 'B3', facing: 'E', board }), JSON.stringify({ from: 'C3', board })].join('\n'));
    const [map, bad] = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect([...map.visible, ...map.outsideArc, ...map.blocked]).not.toContain('C2');
    expect([...map.visible, ...map.outsideArc, ...map.blocked]).not.toContain('C3');
    expect(map.visible).toContain('D3'); // over the O at C3 (SC-T1)
    expect(map.blocked).toContain('D2'); // the line grazes the X at C2 (SC-T1: its corners block as a wall's)
    expect(bad).toEqual({ error: 'from: C3 is solid terrain (the map is from a square a figure can stand on)' });
  });
});

describe('los and visibility --jsonl on a board with diagonal pillars and edge doors (RULINGS S2, S6, S7)', () => {
  // C3 and D4 meet corner to corner; D1 is a door on the north edge, G4 one on the east edge.
  const board = '# # # D # # #\n# . . . . . #\n# . # . . . #\n# . . # . . D\n# . . . . . #\n# # # # # # #';
  it('los: the squeeze between the pillars is blocked at both corners; an edge door blocks along the edge until opened', async () => {
    const lines = [
      { from: 'D3', to: 'C4', board }, { from: 'C1', to: 'E1', board }, { from: 'C1', to: 'E1', open: ['D1'], board }, { from: 'E4', to: 'G4', board },
    ].map((q) => JSON.stringify(q)).join('\n');
    const r = await chamber(['los', '--jsonl'], lines);
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { clear: false, blockers: [{ square: 'C3', contact: 'corner' }, { square: 'D4', contact: 'corner' }] },
      { clear: false, blockers: [{ square: 'D1', contact: 'interior' }] },
      { clear: true, blockers: [] },
      { clear: true, blockers: [] },
    ]);
  });

  it('visibility: facing decides the squares by the east edge door; the squeeze is blocked; edge doors are in no list, as every door', async () => {
    const r = await chamber(['visibility', '--jsonl'], [JSON.stringify({ from: 'E4', facing: 'E', board }), JSON.stringify({ from: 'E4', facing: 'W', board }), JSON.stringify({ from: 'D3', board })].join('\n'));
    const [east, west, alien] = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(east.visible).toContain('F4');
    expect(west.outsideArc).toContain('F4');
    expect(west.visible).toContain('D2');
    expect(alien.blocked).toContain('C4'); // both pillars' corners (S2)
    expect(alien.visible).toContain('D2');
    for (const map of [east, west, alien]) expect([...map.visible, ...map.outsideArc, ...map.blocked].filter((s: string) => s === 'D1' || s === 'G4')).toEqual([]);
  });
});

describe('records embed their scenario file', () => {
  const file = parseScenarioFile(aJson());
  const record = runGame({ scenario: file.id, seed: 8, squad: makePolicy('greedy', 8), scenarioFile: file });
  const forged = (edit: (r: Record<string, any>) => void): GameRecord => {
    const copy = structuredClone(record) as Record<string, any>;
    edit(copy);
    copy.digest = recordDigest(copy as GameRecord);
    return copy as GameRecord;
  };

  it('a record played on a file carries it and verifies; a built-in one carries none', () => {
    expect(record.scenarioFile).toEqual(file);
    expect(verifyRecord(record)).toMatchObject({ ok: true });
    const builtIn = runGame({ scenario: 'A', seed: 8, squad: makePolicy('greedy', 8) });
    expect('scenarioFile' in builtIn).toBe(false);
    expect(builtIn.events).toEqual(record.events); // the same game
  });

  it('replay verify refuses an edited scenario file, naming its path', () => {
    expect(verifyRecord(forged((r) => { r.scenarioFile.aliens[0].at = 'D4'; }))).toEqual({ ok: false, path: 'scenarioFile', problem: 'scenario: aliens.0.at: worker 1 and Chen are both on D4' });
    expect(verifyRecord(forged((r) => { r.scenarioFile.roundLimit = 5; }))).toMatchObject({ ok: false, path: 'start.hash' });
    expect(verifyRecord(forged((r) => { r.scenario = 'B'; }))).toMatchObject({ ok: false, path: 'scenario' });
    expect(verifyRecord(forged((r) => { r.start.position.soldiers[0].xp = 2; }))).toMatchObject({ ok: false, path: 'start.position' });
  });

  it('chamber replay verify reads it', async () => {
    const path = writeJson('record.json', record);
    const r = await chamber(['replay', 'verify', path]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ok .*: \d+ decisions, \d+ events match \(scenario A, seed 8, /);
  });
});

describe('report merge on a scenario file with its own round limit (SC-R1)', () => {
  it('shards of the long hall (15 rounds) merge to the whole run: the rows are checked against the file\'s limit, not the kit\'s 6', async () => {
    const args = ['autoplay', '--scenario-file', 'scenarios/long-hall.json', '--games', '4', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1'];
    const shards = [1, 2].map((k) => join(dir, `long-hall-${k}`));
    for (const [i, d] of shards.entries()) expect((await chamber([...args, '--shard', `${i + 1}/2`, '--report', d])).code).toBe(0);
    const merged = await chamber(['report', 'merge', ...shards.map((d) => join(d, 'report.json')), '--json']);
    const whole = await chamber([...args, '--json']);
    expect(merged.err).toBe('');
    const strip = (t: string) => { const j = JSON.parse(t); delete j.wallSeconds; delete j.gamesPerSecond; return j; };
    expect(strip(merged.out)).toEqual(strip(whole.out));
    expect(strip(whole.out).meanRounds).toBeGreaterThan(6);
  });
});
