/**
 * A record's rules pass exactly the CLI's `--override` / `--variant` checks (hostile-inputs
 * issue, item 3): records played under rules the CLI refuses are refused on load, naming the
 * record's field and the CLI's words, and records under rules it takes still load.
 */
import { describe, it, expect } from 'vitest';
import { randomPolicy } from '../../src/ai/random';
import { runGame } from '../../src/runner';
import { verifyRecord } from '../../src/runner';
import { parseRecord, RecordError } from '../../src/replay/load';
import { parseOverride } from '../../src/engine/rule-changes/overrides';
import type { RulesetOverrides } from '../../src/engine/ruleset/ruleset';
import { parseRecordText } from '../../src/ui/replay/records';

/** A game of Scenario A played headless under `ruleset`, as the JSON text of its record. */
function playedUnder(ruleset: unknown): string {
  return JSON.stringify(runGame({ scenario: 'A', seed: 5, squad: randomPolicy({ seed: 5 }), ruleset: ruleset as RulesetOverrides }));
}

function loadError(text: string): string {
  try {
    parseRecord(text);
  } catch (err) {
    expect(err).toBeInstanceOf(RecordError);
    return (err as Error).message;
  }
  throw new Error('expected the record to be refused');
}

/** The CLI's own words for `--override TEXT`, without the flag. */
function cliProblem(text: string): string {
  try {
    parseOverride(text);
  } catch (err) {
    return (err as Error).message.replace(`--override "${text}": `, '');
  }
  throw new Error(`expected the CLI to refuse ${text}`);
}

describe('a record played under rules the CLI refuses is refused on load', () => {
  const cases: [string, unknown, string][] = [
    ['aliens.worker.hp=0', { aliens: { worker: { hp: 0 } } }, cliProblem('aliens.worker.hp=0')],
    ['roundLimit=0', { roundLimit: 0 }, cliProblem('roundLimit=0')],
    ['roundLimit=-3', { roundLimit: -3 }, cliProblem('roundLimit=-3')],
    ['roundLimit=200', { roundLimit: 200 }, cliProblem('roundLimit=200')],
    ['cover.soft=-500', { cover: { soft: -500 } }, cliProblem('cover.soft=-500')],
    ['soldiers.Reyes.accuracy=-1e9', { soldiers: { Reyes: { accuracy: -1e9 } } }, cliProblem('soldiers.Reyes.accuracy=-1000000000')],
    ['apPerRound.soldier=1000', { apPerRound: { soldier: 1000 } }, cliProblem('apPerRound.soldier=1000')],
    ['soldiers.Chen.hp=1e15', { soldiers: { Chen: { hp: 1e15 } } }, cliProblem('soldiers.Chen.hp=1000000000000000')],
  ];
  for (const [name, overrides, problem] of cases) {
    it(name, () => {
      expect(loadError(playedUnder(overrides))).toBe(`ruleset.overrides: ${problem}`);
    });
  }

  it('xp.thresholds [0, 18, 10, 4]: a rank ladder that falls (kit 02)', () => {
    expect(loadError(playedUnder({ xp: { thresholds: [0, 18, 10, 4] } })))
      .toBe('ruleset.overrides: xp.thresholds must not decrease (kit 02 ranks), got 0, 18, 10, 4');
  });

  it('a value that is not whole, and a value the CLI cannot set at all', () => {
    expect(loadError(playedUnder({ aliens: { worker: { hp: 2.5 } } })))
      .toBe('ruleset.overrides: aliens.worker.hp must be a whole number from 1 to 99 (the kit has 5), got "2.5"');
    expect(loadError(playedUnder({ soldiers: { Reyes: { armour: 'exoPlate' } } })))
      .toMatch(/^ruleset\.overrides: unknown ruleset path "soldiers\.Reyes\.armour"/);
  });
});

describe('the page opens records through the same loader', () => {
  it('Replay refuses a record of a worker at 0 HP in one line', () => {
    expect(() => parseRecordText(playedUnder({ aliens: { worker: { hp: 0 } } })))
      .toThrow(new Error('record: ruleset.overrides: aliens.worker.hp must be a whole number from 1 to 99 (the kit has 5), got "0"'));
  });
});

describe('a record under rules the CLI takes still loads and verifies', () => {
  it('overrides in range, a raised rank ladder and switched variants', () => {
    const ok = {
      aliens: { worker: { hp: 6 } }, roundLimit: 8, xp: { thresholds: [0, 2, 8, 20] },
      variants: { figureCornerBlocks: true, reactionFire: true },
    };
    const record = parseRecord(playedUnder(ok));
    expect(verifyRecord(record)).toMatchObject({ ok: true });
  });
});
