/**
 * Every problem of a scenario file, not only the first (issue 36 §2: "see every validation
 * problem as you edit"): scenarioProblems lists them in the order checkScenario meets them, its
 * first is the one line the CLI prints, and a wrong entry is left out of the checks after it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MISSION_BOARD } from '../mission/mission-fixture';
import { checkScenario, scenarioProblems } from '../../../src/engine/setup/scenario-checks';
import { scenarioFileSchema, type ScenarioFile, type ScenarioFileInput } from '../../../src/engine/setup/scenario-file';

/** The mission fixture's 8x6 board (tests/engine/mission/mission-fixture.ts draws it). */
const BOARD = MISSION_BOARD;

function file(patch: Partial<ScenarioFileInput> = {}): ScenarioFile {
  return scenarioFileSchema.parse({
    format: 'star-chamber-scenario', version: 1, id: 'test', title: 'A test', board: BOARD,
    soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Park', at: 'B4', facing: 'E' }],
    aliens: [{ kind: 'worker', contact: 1, at: 'G5' }],
    ...patch,
  });
}

const thrown = (f: ScenarioFile): string | null => {
  try {
    checkScenario(f);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('scenarioProblems', () => {
  it('is empty for a good file, as checkScenario passes it', () => {
    expect(scenarioProblems(file())).toEqual([]);
    expect(thrown(file())).toBeNull();
  });

  it('lists a door, two figures and the victory at once, each at its JSON path, in checkScenario\'s order', () => {
    const bad = file({
      doors: [{ squares: ['E3', 'B2'] }],
      soldiers: [{ name: 'Reyes', at: 'A1', facing: 'E' }, { name: 'Park', at: 'B4', facing: 'E' }, { name: 'Chen', at: 'B4', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'G4' }],
      victory: 'recover-log-and-clear-hostiles',
    });
    const problems = scenarioProblems(bad);
    expect(problems.map((p) => p.path)).toEqual(['doors.0.squares.1', 'soldiers.0.at', 'soldiers.2.at', 'aliens.0.at', 'victory']);
    expect(problems[1].problem).toBe('Reyes stands on A1, which is a wall');
    expect(problems[2].problem).toBe('Chen and Park are both on B4');
    expect(problems[3].problem).toBe('worker 1 stands on G4, which is solid terrain');
    // The CLI's one line stays the first problem (issue 36 §2).
    expect(thrown(bad)).toBe(problems[0].message);
    expect(problems[0].message).toBe('scenario: doors.0.squares.1: B2 is not a door square (D) on the board');
  });

  it('a wrong board is the one problem: nothing else can be checked without it', () => {
    expect(scenarioProblems(file({ board: '# #\n# #', soldiers: [{ name: 'Reyes', at: 'Z9', facing: 'E' }] })).map((p) => p.path)).toEqual(['board']);
  });

  it('a soldier set aside is no start of the reach: an alien only it could reach is named unreachable too (SC-V3)', () => {
    // Park alone stands in the east room, on the X (solid terrain): set aside, so the west room's
    // Reyes is the only start, and the worker behind the locked doors E3-E4 (SC-D2) is out of reach.
    const problems = scenarioProblems(file({ soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }, { name: 'Park', at: 'G4', facing: 'E' }], doors: [{ squares: ['E3', 'E4'], locked: true }] }));
    expect(problems.map((p) => p.path)).toEqual(['soldiers.1.at', 'aliens.0.at']);
  });

  it('its first problem is always the one checkScenario throws (property, random placements)', () => {
    const square = fc.tuple(fc.constantFrom(...'ABCDEFGHI'), fc.integer({ min: 1, max: 7 })).map(([c, r]) => `${c}${r}`);
    fc.assert(fc.property(fc.array(square, { minLength: 1, maxLength: 4 }), fc.array(square, { maxLength: 4 }), fc.boolean(), (soldiers, aliens, locked) => {
      const f = file({
        soldiers: soldiers.map((at, i) => ({ name: (['Reyes', 'Chen', 'Voss', 'Park'] as const)[i], at, facing: 'E' as const })),
        aliens: aliens.map((at, i) => ({ kind: 'worker' as const, contact: i + 1, at })),
        doors: [{ squares: ['E3', 'E4'], locked }],
      });
      const problems = scenarioProblems(f);
      expect(thrown(f)).toBe(problems[0]?.message ?? null);
    }), { numRuns: 300 });
  });
});
