/**
 * The scenario files shipped in scenarios/ (issue 36 §3): each is a valid file, and the two
 * original missions use the new rules (docs/scenarios.md): dormant contacts behind doors, the log,
 * a bigger board, a multi-square door.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameFromScenarioFile, parseScenarioFile } from '../../../src/engine/setup/scenario-game';

const dir = new URL('../../../scenarios/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const load = (name: string) => parseScenarioFile(JSON.parse(readFileSync(new URL(name, dir), 'utf8')));

describe('scenarios/', () => {
  it.each(files)('%s is a valid scenario file whose id is its name', (name) => {
    const file = load(name);
    expect(name === 'scenario-a.json' ? 'A' : `${file.id}.json`).toBe(name === 'scenario-a.json' ? file.id : name);
    expect(() => gameFromScenarioFile(file, { seed: 1 })).not.toThrow();
  });

  it('station-log: the log, dormant contacts behind doors, a locked door, a two-square door', () => {
    const m = gameFromScenarioFile(load('station-log.json'), { seed: 1 }).mission!;
    expect(m.victory).toBe('recover-log-and-clear-hostiles');
    expect(m.log?.at).toBe('N3');
    expect(m.dormant.length).toBeGreaterThanOrEqual(2);
    expect(m.locked).toEqual(['M4']);
    expect(m.assemblies.some((a) => a.length >= 2)).toBe(true);
  });

  it('long-hall: a 24x20 board, a three-square blast door, contacts waking room by room', () => {
    const s = gameFromScenarioFile(load('long-hall.json'), { seed: 1 });
    expect([s.board.width, s.board.height]).toEqual([24, 20]);
    expect(s.mission!.assemblies).toContainEqual(['K8', 'L8', 'M8']);
    expect(s.mission!.dormant.length).toBe(4);
    expect(s.mission!.contactOrder).toEqual([5, 1, 2, 3, 4]);
  });
});
