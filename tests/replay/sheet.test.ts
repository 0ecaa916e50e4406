import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { readRecordFile } from '../../src/replay/node-file';
import { sheetFromRecord } from '../../src/replay/sheet';
import { sheetCsv, sheetText } from '../../src/replay/sheet-format';
import { runGame } from '../../src/runner';
import { scripted } from '../machines/helpers';

const replays = join(__dirname, '../../replays');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('playtest record sheet (kit 06)', () => {
  const record = readRecordFile(join(replays, 'scenario-a-win.json'));
  const sheet = sheetFromRecord(record);

  it('has one row per round x soldier and the header of the kit sheet', () => {
    expect(sheet.rows).toHaveLength(record.result.rounds * 5);
    expect(sheet).toMatchObject({ scenario: 'A', startingRank: 'Recruit', outcome: 'victory', rounds: record.result.rounds, consciousSoldiers: record.result.consciousSoldiers });
  });

  it('totals agree with the event stream; damage rolled and HP removed kept apart', () => {
    const events = record.events.map((e) => e.event);
    const bySoldier = (a: string) => ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park'].includes(a);
    expect(sum(sheet.rows.map((r) => r.shots))).toBe(events.filter((e) => e.type === 'shot.rolled' && bySoldier(e.attacker)).length);
    const damage = events.filter((e) => e.type === 'damage.rolled' && bySoldier(e.attacker));
    expect(sum(sheet.rows.map((r) => r.damageRolled))).toBe(sum(damage.map((e) => (e.type === 'damage.rolled' ? e.damage : 0))));
    expect(sum(sheet.rows.map((r) => r.hpRemoved))).toBe(sum(damage.map((e) => (e.type === 'damage.rolled' ? e.hpRemoved : 0))));
    // Every alien died: the HP removed is exactly their HP (5 + 5 + 10), overkill is not counted.
    expect(sum(sheet.rows.map((r) => r.hpRemoved))).toBe(20);
    expect(sum(sheet.soldiers.map((s) => s.kills))).toBe(3);
    // Clear-chamber objective XP: every soldier gets at least 1 XP (RULINGS R3).
    expect(sheet.soldiers.every((s) => s.xp >= 1)).toBe(true);
  });

  it('records the round of first unlock in Scenario C', () => {
    const c = sheetFromRecord(readRecordFile(join(replays, 'scenario-c-unlock.json')));
    const unlocked = c.soldiers.filter((s) => s.firstUnlockRound !== null);
    expect(unlocked.length).toBeGreaterThan(0);
    expect(unlocked.every((s) => s.xp >= 4 && s.firstUnlockRound! >= 2)).toBe(true);
  });

  it('counts a single scripted attack exactly', () => {
    const r = runGame({
      scenario: 'custom', seed: 1, squad: scripted({ fire: { Voss: 'alien1' } }),
      position: { soldiers: [{ name: 'Voss', at: 'G5', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K5' }], round: 6 },
    });
    const s = sheetFromRecord(r);
    const voss = s.rows.find((row) => row.soldier === 'Voss' && row.round === 6)!;
    const shots = r.events.filter((e) => e.event.type === 'shot.rolled' && e.event.attacker === 'Voss');
    expect(voss.shots).toBe(shots.length);
    expect(voss.firingAp).toBe(2 * r.events.filter((e) => e.event.type === 'attack.declared' && e.event.attacker === 'Voss').length);
    expect(voss.hpRemoved).toBeLessThanOrEqual(voss.damageRolled);
  });

  it('renders as text and CSV', () => {
    expect(sheetText(sheet)).toMatch(/ROUND \| SOLDIER \| MOVES\/AP \| BRACE AP \| FIRING AP \| SHOTS \| HITS \| DAMAGE ROLLED \| HP REMOVED/);
    const csv = sheetCsv(sheet).split('\n');
    expect(csv[0]).toBe('scenario,startingRank,rulesVersion,rounds,outcome,consciousSoldiers');
    expect(csv).toContain('round,soldier,moves,moveAp,braceAp,firingAp,shots,hits,damageRolled,hpRemoved');
    expect(csv).toContain('soldier,hpLost,healing,kills,xp,firstUnlockRound');
  });
});
