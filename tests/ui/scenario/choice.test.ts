/** The scenario picker's choice and store (issue 36 §2): built-ins and files, a bad file one line, the previous choice kept. */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { choiceTitle, playableBuiltIns, readScenarioText, startOfChoice, SCENARIO_A } from '../../../src/ui/scenario/choice';
import { useScenario } from '../../../src/ui/scenario/store';
import { newGame } from '../../../src/engine/setup/scenarios';
import { stateHash } from '../../../src/engine/state/hash';
import { SMALL_MISSION } from '../../fixtures/scenarios';
import { recordFromEntries } from '../../../src/ui/replay/records';
import { startOf } from '../../../src/runner/start';
import { chosenFile } from '../../../src/ui/scenario/choice';

describe('the scenario choice', () => {
  it('offers A and the C starts, not the firing range B (a measurement, kit 04)', () => {
    const ids = playableBuiltIns().map((b) => b.id);
    expect(ids).toEqual(['A', 'C', 'C-veteran', 'C-specialist']);
  });

  it('Scenario A written as a file starts the built-in A\'s game, hash for hash', () => {
    const file = readScenarioText('scenario-a.json', readFileSync('scenarios/scenario-a.json', 'utf8'));
    const a = startOfChoice({ kind: 'file', name: 'scenario-a.json', file }, 7, {});
    expect(stateHash(a)).toBe(stateHash(startOfChoice(SCENARIO_A, 7, {})));
    expect(stateHash(a)).toBe(stateHash(newGame('A', { seed: 7 })));
  });

  it('a file\'s game carries its mission (dormant contact, log) and its title names it', () => {
    const file = readScenarioText('m.json', JSON.stringify(SMALL_MISSION));
    const s = startOfChoice({ kind: 'file', name: 'm.json', file }, 1, {});
    expect(s.board.width).toBe(10);
    expect(s.mission?.dormant).toHaveLength(1);
    expect(choiceTitle({ kind: 'file', name: 'm.json', file })).toBe('Small mission: the log below');
    expect(choiceTitle(SCENARIO_A)).toBe('Scenario A');
  });

  it('a bad file is one line naming the file, the JSON path and the problem', () => {
    expect(() => readScenarioText('x.json', '{nope')).toThrow(/^x\.json: not JSON \(/);
    const twoOnOne = { ...SMALL_MISSION, soldiers: [{ name: 'Reyes', at: 'B2' }, { name: 'Chen', at: 'B2' }] };
    expect(() => readScenarioText('y.json', JSON.stringify(twoOnOne))).toThrow(/^y\.json: scenario: soldiers\.1\.at: .*B2/);
    expect(() => readScenarioText('z.json', 'x'.repeat(300_000))).toThrow('z.json: the file is 300000 bytes, over the 262144-byte limit');
    for (const text of ['{nope', JSON.stringify(twoOnOne)]) {
      try { readScenarioText('f.json', text); } catch (err) { expect(String((err as Error).message)).not.toContain('\n'); }
    }
  });
});

describe('a live game on a file', () => {
  it('keeps the file in its record, and the record starts again from it (replay verify)', () => {
    const file = readScenarioText('m.json', JSON.stringify(SMALL_MISSION));
    const choice = { kind: 'file', name: 'm.json', file } as const;
    const start = startOfChoice(choice, 3, {});
    const record = recordFromEntries([{ state: start, events: [], decision: null }], { seed: 3, squad: 'human', scenarioFile: chosenFile(choice) });
    expect(record.scenarioFile?.id).toBe('small-mission');
    expect(stateHash(startOf(record))).toBe(stateHash(start));
    expect(chosenFile(SCENARIO_A)).toBeUndefined();
  });
});

describe('the picker\'s store', () => {
  // The store is the page's one picker: leave it on Scenario A for the files run after this one.
  afterAll(() => useScenario.getState().chooseBuiltIn('A'));

  it('a refusal keeps the chosen scenario; a file chosen again replaces its earlier copy', () => {
    const s = useScenario.getState();
    const file = readScenarioText('m.json', JSON.stringify(SMALL_MISSION));
    s.chooseFile('m.json', file);
    s.refuse('bad.json: scenario: board: no rows');
    expect(useScenario.getState().choice).toMatchObject({ kind: 'file', name: 'm.json' });
    expect(useScenario.getState().refusal).toBe('bad.json: scenario: board: no rows');
    s.chooseFile('m.json', file);
    expect(useScenario.getState().opened).toHaveLength(1);
    expect(useScenario.getState().refusal).toBeNull();
    s.chooseBuiltIn('C');
    expect(useScenario.getState().choice).toEqual({ kind: 'built-in', id: 'C' });
  });
});

describe('the shipped missions (issue 36 §3)', () => {
  it('are offered, each passing the checks, Scenario A\'s file left out (it is the built-in A)', async () => {
    const { shippedScenarios } = await import('../../../src/ui/scenario/shipped');
    const { readdirSync } = await import('node:fs');
    const names = shippedScenarios().map((s) => s.name);
    expect(names).toEqual(readdirSync('scenarios').filter((n) => n.endsWith('.json') && n !== 'scenario-a.json').sort());
    expect(names.length).toBeGreaterThanOrEqual(2);
  });
});
