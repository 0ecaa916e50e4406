/**
 * The Scenario editor's draft and its problems (issue 36 §2): painting, resizing, door runs as
 * assemblies (the editor's reading of SC-D1), every problem listed, and the property that any board
 * the editor can make round-trips through the file and the runner's start.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { doorRuns, draftSize, draftToFile, fileToDraft, newDraft, painted, resized, TERRAIN_SYMBOLS, type Draft, type Tool } from '../../../src/ui/editor/draft';
import { checkDraft, draftProblems } from '../../../src/ui/editor/problems';
import { parseScenarioFile } from '../../../src/engine/setup/scenario-game';
import { parseScenarioShape } from '../../../src/engine/setup/scenario-file';
import { startingState } from '../../../src/runner/start';
import { squareName } from '../../../src/engine/board/board';
import { readScenarioHash, writeScenarioHash } from '../../../src/ui/editor/link';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const paint = (d: Draft, ...steps: [string, Tool][]) => steps.reduce((x, [at, t]) => painted(x, sq(at), t), d);

describe('the draft', () => {
  it('a new draft is a walled room with Reyes in it, and a good scenario', () => {
    const d = newDraft(6, 6);
    expect(d.rows).toEqual(['######', '#....#', '#....#', '#....#', '#....#', '######']);
    expect(draftProblems(d)).toEqual([]);
    expect(() => parseScenarioFile(draftToFile(d))).not.toThrow();
  });

  it('paints terrain, places and moves soldiers, numbers contacts in order, toggles the log and locks', () => {
    let d = paint(newDraft(8, 8), ['D4', { kind: 'terrain', symbol: 'X' }], ['C3', { kind: 'soldier', name: 'Chen' }], ['C5', { kind: 'soldier', name: 'Chen' }],
      ['F6', { kind: 'alien', alien: 'worker', dormant: true }], ['G6', { kind: 'alien', alien: 'warrior', dormant: false }], ['E6', { kind: 'log' }]);
    expect(d.rows[3][3]).toBe('X');
    expect(d.soldiers.map((s) => `${s.name}@${s.at}`)).toEqual(['Reyes@B2', 'Chen@C5']);
    expect(d.aliens.map((a) => `${a.contact}:${a.kind}@${a.at}${a.dormant ? ' dormant' : ''}`)).toEqual(['1:worker@F6 dormant', '2:warrior@G6']);
    expect(d.log).toBe('E6');
    d = paint(d, ['E6', { kind: 'log' }], ['A4', { kind: 'terrain', symbol: 'D' }], ['A4', { kind: 'lock' }], ['B4', { kind: 'lock' }]);
    expect(d.log).toBeNull();
    expect(d.locked).toEqual(['A4']);
    d = paint(d, ['F6', { kind: 'erase' }]);
    expect(d.aliens.map((a) => a.at)).toEqual(['G6']);
  });

  it('resizes within 4..26, walls the new edge and keeps what fits', () => {
    const d = paint(newDraft(8, 8), ['C3', { kind: 'terrain', symbol: 'S' }]);
    expect(draftSize(resized(d, 30, 2))).toEqual({ width: 26, height: 4 });
    const big = resized(d, 10, 9);
    expect(big.rows[2][2]).toBe('S');
    expect(big.rows[7]).toBe('#........#');
    expect(big.rows[8]).toBe('##########');
  });

  it('straight runs of adjacent door squares are one assembly; a lone door is its own', () => {
    expect(doorRuns(['#DD#', '#..D', '#..D', '#D##'])).toEqual([['B1', 'C1'], ['D2', 'D3'], ['B4']]);
  });
});

describe('the problems as you edit', () => {
  it('lists every problem the validator finds, each with the JSON path in the draft', () => {
    const d = paint(newDraft(8, 8), ['C3', { kind: 'soldier', name: 'Chen' }], ['C3', { kind: 'terrain', symbol: '#' }],
      ['E3', { kind: 'alien', alien: 'worker', dormant: false }], ['E3', { kind: 'terrain', symbol: 'O' }], ['F5', { kind: 'alien', alien: 'worker', dormant: false }]);
    const problems = draftProblems(d);
    expect(problems.map((p) => p.path)).toEqual(['soldiers.1.at', 'aliens.0.at']);
    expect(problems[0].problem).toContain('wall');
    expect(problems[1].problem).toContain('solid terrain');
    // What the chamber previews leaves both out and passes the checks.
    expect(checkDraft(d).usable?.aliens.map((a) => a.at)).toEqual(['F5']);
  });

  it('the schema\'s issues are all listed too', () => {
    const d = { ...newDraft(6, 6), title: '', soldiers: [] };
    expect(draftProblems(d).map((p) => p.path).sort()).toEqual(['soldiers', 'title']);
  });

  it('the log victory without a log names the victory', () => {
    expect(draftProblems({ ...newDraft(6, 6), victory: 'recover-log-and-clear-hostiles' })).toEqual([{ path: 'victory', problem: 'recover-log-and-clear-hostiles needs a log in "objects"' }]);
  });
});

describe('any board the editor can make (property)', () => {
  const draftArb = fc.record({
    w: fc.integer({ min: 4, max: 26 }), h: fc.integer({ min: 4, max: 26 }),
    strokes: fc.array(fc.record({ col: fc.nat(25), row: fc.integer({ min: 1, max: 26 }), symbol: fc.constantFrom(...TERRAIN_SYMBOLS) }), { maxLength: 60 }),
  }).map(({ w, h, strokes }) => strokes.reduce((d, s) => painted(d, squareName({ col: s.col, row: s.row }), { kind: 'terrain', symbol: s.symbol }), newDraft(w, h)));

  it('round-trips through the file, the link and the runner: the same draft back, the same board played', () => {
    fc.assert(fc.property(draftArb, (d) => {
      const text = JSON.stringify(draftToFile(d));
      const shape = parseScenarioShape(JSON.parse(text));
      expect(fileToDraft(shape).rows).toEqual(d.rows);
      expect(fileToDraft(readScenarioHash(writeScenarioHash(draftToFile(d)))).rows).toEqual(d.rows);
      const { usable, problems } = checkDraft(d);
      if (problems.length === 0) {
        const state = startingState({ scenario: usable!.id, seed: 1, scenarioFile: parseScenarioFile(JSON.parse(text)) });
        expect(state.board.width).toBe(d.rows[0].length);
        expect(state.board.height).toBe(d.rows.length);
      }
    }), { numRuns: 60 });
  });
});

describe('a file opened in the editor', () => {
  it('keeps what the palette does not set (HP, XP, items, contact order, log XP) and saves it back', async () => {
    const { readFileSync } = await import('node:fs');
    const a = parseScenarioFile(JSON.parse(readFileSync('scenarios/scenario-a.json', 'utf8')));
    const withExtras = parseScenarioFile({ ...JSON.parse(readFileSync('scenarios/scenario-a.json', 'utf8')), soldiers: [{ name: 'Reyes', at: 'C3', hp: 5, xp: 4, items: ['medkit'] }], contactOrder: [3, 1, 2], logXp: 2 });
    const back = parseScenarioFile(draftToFile(fileToDraft(withExtras)));
    expect(back.soldiers[0]).toMatchObject({ hp: 5, xp: 4, items: ['medkit'] });
    expect(back.contactOrder).toEqual([3, 1, 2]);
    expect(back.logXp).toBe(2);
    // Scenario A through the editor plays the built-in A's start, hash for hash.
    const { stateHash } = await import('../../../src/engine/state/hash');
    const { newGame } = await import('../../../src/engine/setup/scenarios');
    const again = parseScenarioFile(draftToFile(fileToDraft(a)));
    expect(stateHash(startingState({ scenario: 'A', seed: 5, scenarioFile: again }))).toBe(stateHash(newGame('A', { seed: 5 })));
    // Moving a soldier keeps its HP; a contact added drops the order (it no longer lists every one).
    const moved = painted(fileToDraft(withExtras), sq('D3'), { kind: 'soldier', name: 'Reyes' });
    expect(moved.soldiers[0]).toMatchObject({ at: 'D3', hp: 5 });
    expect(painted(moved, sq('K2'), { kind: 'alien', alien: 'worker', dormant: false }).contactOrder).toBeUndefined();
  });
});
