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
