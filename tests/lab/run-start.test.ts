/**
 * A lab run on a scenario file (issue 36 §2): every game starts from the file (soldiers left off
 * when asked), its records embed the file as played, and a report's spec keeps the file and is read
 * back checked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioFile } from '../../src/engine/setup/scenario-game';
import { newGame } from '../../src/engine/setup/scenarios';
import { stateHash } from '../../src/engine/state/hash';
import { playGame } from '../../src/lab/play-game';
import { specJson } from '../../src/lab/report/report-data';
import { specFrom } from '../../src/lab/report/read-report';
import { runStart } from '../../src/lab/run-start';
import type { RunSpec } from '../../src/lab/run-spec';
import { verifyRecord } from '../../src/runner';

const A = parseScenarioFile(JSON.parse(readFileSync(new URL('../../scenarios/scenario-a.json', import.meta.url), 'utf8')));
const LOG = parseScenarioFile(JSON.parse(readFileSync(new URL('../../scenarios/station-log.json', import.meta.url), 'utf8')));
const spec = (patch: Partial<RunSpec> = {}): RunSpec => ({ scenario: LOG.id, scenarioFile: LOG, games: 2, seed: 5, squadAi: 'greedy', variants: {}, overrides: [], ...patch });

describe('a lab run on a scenario file', () => {
  it('starts Scenario A\'s file exactly as the built-in A, without Voss too', () => {
    expect(stateHash(runStart({ scenario: 'A', scenarioFile: A }, 9, {}))).toBe(stateHash(newGame('A', { seed: 9 })));
    expect(stateHash(runStart({ scenario: 'A', scenarioFile: A, without: ['Voss'] }, 9, {}))).toBe(stateHash(runStart({ scenario: 'A', without: ['Voss'] }, 9, {})));
  });

  it('keeps a record that embeds the file as played and verifies', () => {
    const result = playGame(spec({ without: ['Park'] }), 0, { keepRecord: true });
    expect(result.record!.scenarioFile!.soldiers.map((s) => s.name)).not.toContain('Park');
    expect(verifyRecord(result.record!)).toMatchObject({ ok: true });
  });

  it('writes the file into the report\'s spec and reads it back checked', () => {
    const json = JSON.parse(JSON.stringify(specJson(spec())));
    expect(specFrom(json)).toMatchObject({ scenario: 'station-log', scenarioFile: LOG });
    expect(() => specFrom({ ...json, scenario: 'A' })).toThrow('spec.scenario "A" is not its scenario file\'s id "station-log"');
    expect(() => specFrom({ ...json, scenarioFile: { ...json.scenarioFile, soldiers: [] } })).toThrow(/^spec\.scenarioFile: scenario: soldiers: /);
  });
});
