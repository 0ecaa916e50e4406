import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../src/cli/main';
import type { CommandIo } from '../../../src/cli/command';
import { scenarioList } from '../../../src/engine/setup/scenarios';

async function run(args: string[], stdin = ''): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CommandIo = { stdout: (t) => { out += t; }, readStdin: async () => stdin };
  const code = await main(args, io);
  return { code, out };
}

/** Scenario A's kit 04 deployment as a custom position (the engine's own scenario data). */
const SCENARIO_A = scenarioList().find((s) => s.id === 'A')!.position;

describe('chamber alien-decision --jsonl', () => {
  it('answers one exact line per query, in order', async () => {
    const lines = [
      { ...SCENARIO_A, alien: 1 },
      { ...SCENARIO_A, alien: 2 },
      { ...SCENARIO_A, alien: 3 },
      // L4 / door: the worker at G4 opens F4 to reach Reyes at E4.
      { soldiers: [{ name: 'Reyes', at: 'E4', facing: 'E', hp: 8, xp: 0 }], aliens: [{ kind: 'worker', contact: 1, at: 'G4', hp: 5 }], open: [], round: 1, alien: 1 },
      { soldiers: [{ name: 'Reyes', at: 'I3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3' }], alien: 1 },
      { soldiers: [{ name: 'Reyes', at: 'H8' }], aliens: [{ kind: 'warrior', contact: 3, at: 'K8' }], alien: 3 },
      { soldiers: [{ name: 'Reyes', at: 'I3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3', ap: 0 }], alien: 1 },
      { soldiers: [{ name: 'Chen', at: 'I3', hp: 0 }], aliens: [{ kind: 'worker', contact: 1, at: 'J3' }], alien: 1 },
    ];
    const { code, out } = await run(['alien-decision', '--jsonl'], lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(code).toBe(0);
    expect(out).toBe([
      '{"target":"Chen","firstAction":{"type":"move","to":"J4"}}',
      '{"target":"Park","firstAction":{"type":"move","to":"I7"}}',
      '{"target":"Park","firstAction":{"type":"move","to":"J7"}}',
      '{"target":"Reyes","firstAction":{"type":"openDoor","at":"F4"}}',
      '{"target":"Reyes","firstAction":{"type":"melee","target":"Reyes"}}',
      '{"target":"Reyes","firstAction":{"type":"fire","target":"Reyes"}}',
      '{"target":null,"firstAction":{"type":"pass"}}', // 0 AP: no target choice (L6)
      '{"target":null,"firstAction":{"type":"pass"}}',
    ].join('\n') + '\n');
  });

  it('answers {"error"} for a bad line, keeps the others, and exits 2', async () => {
    const input = [
      JSON.stringify({ ...SCENARIO_A, alien: 7 }),
      JSON.stringify({ ...SCENARIO_A, alien: 1 }),
      JSON.stringify({ soldiers: [{ name: 'Reyes', at: 'Z9' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3' }], alien: 1 }),
      JSON.stringify({ ...SCENARIO_A }),
      'not json',
      // A misspelt key ("soldier") is named, not read as a position without soldiers.
      JSON.stringify({ soldier: [{ name: 'Reyes', at: 'C3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3' }], alien: 1 }),
    ].join('\n');
    const { code, out } = await run(['alien-decision', '--jsonl'], input);
    expect(code).toBe(2);
    const answers = out.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(answers).toHaveLength(6);
    expect(Object.keys(answers[0])).toEqual(['error']);
    expect(answers[0].error).toMatch(/unknown contact 7/);
    expect(answers[1]).toEqual({ target: 'Chen', firstAction: { type: 'move', to: 'J4' } });
    expect(answers[2].error).toMatch(/unknown square "Z9"/);
    expect(answers[3].error).toMatch(/"alien"/);
    expect(answers[4].error).toBeTypeOf('string');
    expect(answers[5].error).toMatch(/Unrecognized key: "soldier"/);
  });
});

describe('chamber alien-decision --alien N', () => {
  it('prints target, action, path and reason for scenario A by default', async () => {
    const { code, out } = await run(['alien-decision', '--alien', '1']);
    expect(code).toBe(0);
    expect(out).toContain('target: Chen (path cost 7)');
    expect(out).toContain('action: move to J4');
    expect(out).toContain('path:   J4 I4 H4 G4 F4 E4');
    expect(out).toMatch(/reason: Chen is nearest \(cost 7\)/);
  });

  it('--json gives the whole decision', async () => {
    const { out } = await run(['alien-decision', '--alien', '3', '--scenario', 'A', '--json']);
    expect(JSON.parse(out)).toEqual({
      alien: 3, target: 'Park', firstAction: { type: 'move', to: 'J7' }, pathCost: 8,
      path: ['J7', 'I7', 'H7', 'G7', 'F7', 'E7', 'E8'], reason: 'Park is nearest (cost 8); move to J7',
    });
  });

  it('reads a position file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alien-decision-'));
    const file = join(dir, 'pos.json');
    writeFileSync(file, JSON.stringify({ soldiers: [{ name: 'Reyes', at: 'C4' }], aliens: [{ kind: 'worker', contact: 1, at: 'G4' }] }));
    const { out } = await run(['alien-decision', '--alien', '1', '--position', file, '--json']);
    expect(JSON.parse(out)).toMatchObject({ target: 'Reyes', firstAction: { type: 'openDoor', at: 'F4' }, pathCost: 4 });
  });

  it('a position file whose numbers are past the kit\'s ranges is refused, not answered ("1000000000000000 AP")', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alien-decision-'));
    const file = join(dir, 'pos.json');
    writeFileSync(file, JSON.stringify({ soldiers: [{ name: 'Reyes', at: 'C4' }], aliens: [{ kind: 'worker', contact: 1, at: 'G4', ap: 1e15 }] }));
    await expect(run(['alien-decision', '--alien', '1', '--position', file])).rejects.toThrow('aliens.0.ap: expected a whole number from 0 to 99 (got 1000000000000000)');
    writeFileSync(file, JSON.stringify({ soldiers: [{ name: 'Reyes', at: 'C4' }], aliens: [{ kind: 'worker', contact: 100, at: 'G4' }] }));
    await expect(run(['alien-decision', '--alien', '1', '--position', file])).rejects.toThrow('aliens.0.contact: expected a whole number from 1 to 99 (got 100)');
  });

  it('errors clearly on an unknown contact or a missing --alien', async () => {
    await expect(run(['alien-decision', '--alien', '9'])).rejects.toThrow(/unknown contact 9/);
    await expect(run(['alien-decision'])).rejects.toThrow(/--alien/);
    await expect(run(['alien-decision', '--alien', '1', '--bogus'])).rejects.toThrow();
  });
});
