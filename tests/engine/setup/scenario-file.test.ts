/**
 * The scenario file (issue 36 §1, docs/scenarios.md): the schema's and the checks' one-line
 * problems, each naming its JSON path, and the mission state a file starts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioRules } from '../../../src/engine/setup/scenarios';
import { MISSION_BOARD } from '../mission/mission-fixture';
import { drawBoard, parseBoard } from '../../../src/engine/board/board';
import { stateHash } from '../../../src/engine/state/hash';
import { gameFromScenarioJson, parseScenarioFile } from '../../../src/engine/setup/scenario-game';
import type { ScenarioFileInput } from '../../../src/engine/setup/scenario-file';

/** The mission fixture's 8x6 board (tests/engine/mission/mission-fixture.ts draws it). */
const BOARD = MISSION_BOARD;

function file(patch: Partial<ScenarioFileInput> = {}): ScenarioFileInput {
  return {
    format: 'star-chamber-scenario', version: 1, id: 'test', title: 'A test', board: BOARD,
    soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Park', at: 'B4', facing: 'E' }],
    aliens: [{ kind: 'worker', contact: 1, at: 'G5' }],
    ...patch,
  };
}

const problem = (json: unknown) => {
  try { parseScenarioFile(json); return null; } catch (err) { return (err as Error).message; }
};

describe('schema problems name the JSON path', () => {
  it.each([
    [{ ...file(), format: 'x' }, /^scenario: format: /],
    [{ ...file(), dormnat: true }, /^scenario: \(root\): .*dormnat/], // SC-F1: unknown keys refused
    [file({ soldiers: [] }), /^scenario: soldiers: a scenario needs at least one soldier$/],
    [file({ aliens: [{ kind: 'drone' as 'worker', contact: 1, at: 'G5' }] }), /^scenario: aliens\.0\.kind: /],
    [file({ roundLimit: 0 }), /^scenario: roundLimit: /],
    [file({ id: 'B-Reyes-soft' }), /^scenario: id: that is the name of one of the kit's Scenario B measurement trials/], // SC-F2
    [file({ soldiers: [{ name: 'Reyes', at: 'C33x', facing: 'E' }] }), /^scenario: soldiers\.0\.at: expected a square name/],
    // The same ranges as a position's (engine/setup/ranges.ts).
    [file({ roundLimit: 51 }), /^scenario: roundLimit: expected a whole number from 1 to 50$/],
    [file({ soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E', xp: 100 }] }), /^scenario: soldiers\.0\.xp: expected a whole number from 0 to 99$/],
    [file({ soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E', hp: 1e15 }] }), /^scenario: soldiers\.0\.hp: expected a whole number from 0 to 99$/],
    [file({ aliens: [{ kind: 'worker', contact: 100, at: 'G5' }] }), /^scenario: aliens\.0\.contact: expected a whole number from 1 to 99$/],
    [file({ soldiers: [{ name: 'Park', at: 'B2', facing: 'E', items: Array(11).fill('medkit') }] }), /^scenario: soldiers\.0\.items: a soldier carries at most 10 medkits, got 11$/],
  ])('%#', (json, message) => {
    expect(problem(json)).toMatch(message);
  });
});

describe('names (SC-F2)', () => {
  it('takes any name but a measurement trial\'s, "Bunker" included, and a game of it has acting aliens', () => {
    expect(problem(file({ id: 'Bunker' }))).toBeNull();
    expect(scenarioRules('Bunker').aliensAct).toBe(true);
    expect(problem(file({ id: 'B-Chen-pointblank-soft' }))).toMatch(/measurement trials/);
  });
});

describe('checks the schema cannot make (SC-F1, SC-D1, SC-V3)', () => {
  it.each([
    ['a bad board', file({ board: '# #\n# #' }), 'scenario: board: 2 columns x 2 rows; boards are 4x4 to 26x26'],
    ['a square off the board', file({ soldiers: [{ name: 'Reyes', at: 'K2', facing: 'E' }] }), 'scenario: soldiers.0.at: K2 is not on the board (squares are A1..H6)'],
    ['two figures on a square', file({ aliens: [{ kind: 'worker', contact: 1, at: 'B4' }] }), 'scenario: aliens.0.at: worker 1 and Park are both on B4'],
    ['a figure on a wall', file({ soldiers: [{ name: 'Reyes', at: 'A1', facing: 'E' }] }), 'scenario: soldiers.0.at: Reyes stands on A1, which is a wall'],
    ['a figure on solid terrain (SC-T1)', file({ soldiers: [{ name: 'Reyes', at: 'C4', facing: 'E' }] }), 'scenario: soldiers.0.at: Reyes stands on C4, which is solid terrain'],
    ['a figure on a closed door', file({ soldiers: [{ name: 'Reyes', at: 'E3', facing: 'E' }] }), 'scenario: soldiers.0.at: Reyes stands on E3, which is a closed door'],
    ['the same soldier twice', file({ soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Reyes', at: 'B3', facing: 'E' }] }), 'scenario: soldiers.1.name: Reyes appears twice'],
    ['a door assembly on a floor square', file({ doors: [{ squares: ['E3', 'E2'] }] }), 'scenario: doors.0.squares.1: E2 is not a door square (D) on the board'],
    ['a door square in two assemblies', file({ doors: [{ squares: ['E3'] }, { squares: ['E3', 'E4'] }] }), 'scenario: doors.1.squares.0: E3 is already in door assembly 0'],
    ['a contact order missing a contact (SC-O1)', file({ aliens: [{ kind: 'worker', contact: 1, at: 'G5' }, { kind: 'worker', contact: 2, at: 'G2' }], contactOrder: [2] }), 'scenario: contactOrder: contact 1 is missing (list every contact once)'],
    ['a log victory without a log (SC-V1)', file({ victory: 'recover-log-and-clear-hostiles' }), 'scenario: victory: recover-log-and-clear-hostiles needs a log in "objects"'],
    ['a log on a wall (SC-L1)', file({ objects: [{ kind: 'log', at: 'H2' }] }), 'scenario: objects.0.at: the log lies on H2, which is a wall (SC-L1)'],
    ['a log behind locked doors (SC-V3)', file({ objects: [{ kind: 'log', at: 'G2' }], aliens: [], doors: [{ squares: ['E3', 'E4'], locked: true }] }),
      'scenario: objects.0.at: the log on G2 is unreachable: no soldier can walk to it or beside it (SC-V3)'],
    ['an alien behind locked doors (SC-V3)', file({ doors: [{ squares: ['E3', 'E4'], locked: true }] }),
      'scenario: aliens.0.at: worker 1 on G5 is unreachable: no soldier can walk beside it, so the hostiles can never be cleared (SC-V3)'],
  ])('%s', (_, json, message) => {
    expect(problem(json)).toBe(message);
  });

  it('a door assembly that is not a straight run of door squares is refused (SC-D1)', () => {
    const board = BOARD.replace('# . . . # . . #\n# # #', '# . . . D . . #\n# # #'); // E5 a door too
    expect(problem(file({ board, doors: [{ squares: ['E3', 'E5'] }] }))).toBe('scenario: doors.0.squares: E3, E5 is not a straight run of adjacent door squares (kit 05 §8: one door spanning several squares)');
    expect(problem(file({ board, doors: [{ squares: ['E5', 'E3', 'E4'] }] }))).toBeNull(); // any listed order
  });

  it('an open locked door lets soldiers through (SC-D2, SC-V3)', () => {
    expect(problem(file({ objects: [{ kind: 'log', at: 'G2' }], doors: [{ squares: ['E3', 'E4'], locked: true, open: true }] }))).toBeNull();
  });
});

describe('the state a file starts', () => {
  it('a kit-plain file has no mission state (SC-F2), a mission file has its rules', () => {
    expect(gameFromScenarioJson(file(), { seed: 1 }).mission).toBeUndefined();
    const state = gameFromScenarioJson(file({
      aliens: [{ kind: 'worker', contact: 1, at: 'G5', dormant: true }, { kind: 'warrior', contact: 2, at: 'G2' }],
      objects: [{ kind: 'log', at: 'F2' }], doors: [{ squares: ['E3', 'E4'], locked: false }],
      victory: 'recover-log-and-clear-hostiles', contactOrder: [2, 1], logXp: 2,
    }), { seed: 1 });
    expect(state.mission).toEqual({
      victory: 'recover-log-and-clear-hostiles', assemblies: [['E3', 'E4']], locked: [], dormant: ['alien1'], waiting: [],
      log: { at: 'F2', carrier: null, recovered: false }, logXp: 2, contactOrder: [2, 1],
    });
    expect(state.scenario).toBe('test');
  });

  it('the round limit and objective XP are ruleset numbers; a run override wins (SC-R1)', () => {
    const state = gameFromScenarioJson(file({ roundLimit: 9, objectiveXp: 2 }), { seed: 1 });
    expect(state.ruleset.roundLimit).toBe(9);
    expect(state.ruleset.xp.objective).toBe(2);
    expect(gameFromScenarioJson(file({ roundLimit: 9 }), { seed: 1, ruleset: { roundLimit: 4 } }).ruleset.roundLimit).toBe(4);
    expect(gameFromScenarioJson(file(), { seed: 1 }).ruleset.roundLimit).toBe(6);
  });

  it('an hp above the card is named as the scenario\'s', () => {
    expect(() => gameFromScenarioJson(file({ soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E', hp: 99 }] }), { seed: 1 })).toThrow(/^scenario: Reyes hp 99 is above/);
  });
});

describe('any board drawn round-trips through the file (issue 36 Tests)', () => {
  const terrain = fc.constantFrom('#', '.', 'D', 'S', 'H', 'F', 'O', 'X');
  it('parseBoard(drawBoard(board)) is the board, and a file on it starts the same state twice', () => {
    fc.assert(fc.property(fc.integer({ min: 4, max: 26 }), fc.integer({ min: 4, max: 26 }), fc.infiniteStream(terrain), (w, h, cells) => {
      const rows = Array.from({ length: h }, (_, r) => Array.from({ length: w }, (__, c) => (r === 0 && c === 0 ? '.' : cells.next().value)).join(' '));
      const board = parseBoard(rows.join('\n'));
      const drawn = drawBoard({ board, openDoors: [] });
      expect(parseBoard(drawn)).toEqual(board);
      const json = file({ board: drawn, soldiers: [{ name: 'Voss', at: 'A1', facing: 'E' }], aliens: [] });
      expect(stateHash(gameFromScenarioJson(JSON.parse(JSON.stringify(json)), { seed: 5 }))).toBe(stateHash(gameFromScenarioJson(json, { seed: 5 })));
    }), { numRuns: 60 });
  });
});
