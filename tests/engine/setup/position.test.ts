/**
 * The custom position format's schema (engine/setup/position.ts): every square it names is on
 * its board, checked by the schema itself, so every reader of a position (a `--position` file,
 * the page's Load…, a record's start position) refuses it in one line naming the JSON path.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, positionSchema } from '../../../src/engine/setup/position';

const problem = (json: unknown): string => {
  try {
    parsePosition(json);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the position to be refused');
};

// A 4x4 board: squares A1..D4.
const SMALL = '####\n#..#\n#..#\n####';

describe('squares on the board', () => {
  it('a square off the test chamber (A1..L10) is refused by the schema, naming its path', () => {
    expect(problem({ soldiers: [{ name: 'Reyes', at: 'Z99' }] })).toBe('position: soldiers.0.at: unknown square "Z99" (squares are A1..L10)');
    expect(problem({ aliens: [{ kind: 'worker', contact: 1, at: 'M3' }] })).toBe('position: aliens.0.at: unknown square "M3" (squares are A1..L10)');
    expect(problem({ open: ['F4', 'F11'] })).toBe('position: open.1: unknown square "F11" (squares are A1..L10)');
    expect(problem({ mission: { locked: ['F0'] } })).toBe('position: mission.locked.0: unknown square "F0" (squares are A1..L10)');
    expect(problem({ mission: { assemblies: [['F4', 'Q7']] } })).toBe('position: mission.assemblies.0.1: unknown square "Q7" (squares are A1..L10)');
  });

  it('on the position\'s own board, its own squares', () => {
    expect(problem({ board: SMALL, soldiers: [{ name: 'Reyes', at: 'C3' }, { name: 'Chen', at: 'E2' }] }))
      .toBe('position: soldiers.1.at: unknown square "E2" (squares are A1..D4)');
    expect(parsePosition({ board: SMALL, soldiers: [{ name: 'Reyes', at: 'C3' }] }).soldiers[0].at).toBe('C3');
  });

  it('a name that is no square, or a board that does not parse, is that field\'s one issue', () => {
    const bad = positionSchema.safeParse({ soldiers: [{ name: 'Reyes', at: 'C' }] });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['expected a square name such as "C3"']);
    const board = positionSchema.safeParse({ board: '', soldiers: [{ name: 'Reyes', at: 'Z9' }] });
    expect(board.error?.issues.map((i) => i.path.join('.'))).toEqual(['board']);
  });
});

describe('numbers in the kit\'s ranges (ranges.ts), as far as --override may move them', () => {
  const reyes = (extra: object) => ({ soldiers: [{ name: 'Reyes', at: 'C3', ...extra }] });
  const worker = (extra: object) => ({ aliens: [{ kind: 'worker', contact: 1, at: 'J3', ...extra }] });

  it('AP, HP, XP, medkits, the round and contact numbers past their range are refused, naming the path and the value', () => {
    expect(problem(worker({ ap: 1e15 }))).toBe('position: aliens.0.ap: expected a whole number from 0 to 99 (got 1000000000000000)');
    expect(problem({ round: 1e15 })).toBe('position: round: expected a whole number from 1 to 50 (got 1000000000000000)');
    expect(problem(reyes({ xp: 1e15 }))).toBe('position: soldiers.0.xp: expected a whole number from 0 to 99 (got 1000000000000000)');
    expect(problem(reyes({ items: Array(100000).fill('medkit') }))).toBe('position: soldiers.0.items: a soldier carries at most 10 medkits, got 100000');
    expect(problem(worker({ contact: 10000 }))).toBe('position: aliens.0.contact: expected a whole number from 1 to 99 (got 10000)');
    expect(problem(reyes({ hp: 100 }))).toBe('position: soldiers.0.hp: expected a whole number from 0 to 99 (got 100)');
    expect(problem(reyes({ ap: -1 }))).toBe('position: soldiers.0.ap: expected a whole number from 0 to 99 (got -1)');
    expect(problem(reyes({ reserved: 100 }))).toBe('position: soldiers.0.reserved: expected a whole number from 0 to 99 (got 100)');
    expect(problem(worker({ hp: 1e6 }))).toBe('position: aliens.0.hp: expected a whole number from 0 to 99 (got 1000000)');
    expect(problem({ ...worker({}), spotterMark: 100 })).toBe('position: spotterMark: expected a whole number from 1 to 99 (got 100)');
    expect(problem({ ...worker({}), mission: { dormant: [0] } })).toBe('position: mission.dormant.0: expected a whole number from 1 to 99 (got 0)');
    expect(problem(JSON.parse('{"round":1e309}'))).toBe('position: round: expected a whole number from 1 to 50 (got a number too large to read)');
    expect(problem({ round: 2.5 })).toBe('position: round: expected a whole number from 1 to 50 (got 2.5)');
  });

  it('the ends of each range are taken', () => {
    const p = parsePosition({
      soldiers: [{ name: 'Park', at: 'C3', hp: 99, xp: 99, ap: 99, reserved: 0, items: Array(10).fill('medkit') }],
      aliens: [{ kind: 'worker', contact: 99, at: 'J3', hp: 0, ap: 0 }, { kind: 'warrior', contact: 1, at: 'J8', ap: 99 }],
      round: 50, spotterMark: 1,
    });
    expect(p.round).toBe(50);
    expect(p.aliens.map((a) => a.contact)).toEqual([99, 1]);
  });
});
