/**
 * The twenty rank skills' limits (kit 02), medkits and trade (kit 05 §9).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalDecisions } from '../../../src/engine/flow/game';
import { soldierOf } from '../../../src/engine/state/figures';
import { chamberWith, eventsOf, play, TOUGH } from '../fixtures';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const far = { kind: 'worker', contact: 1, at: 'K9' };

describe('Reyes', () => {
  it('Pathfinder: Quick Step grants up to two consecutive free squares in one action; it cancels brace', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'C3', xp: 18 }], aliens: [far] });
    const braced = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'brace' }).state;
    const { state, events } = play(braced, { type: 'quickStep', path: [sq('C4'), sq('C5')] });
    expect(soldierOf(state, 'Reyes')).toMatchObject({ at: 'C5', ap: 3, braced: false });
    expect(eventsOf(events, 'brace.removed')[0].reason).toBe('moved');
    expect(() => apply(state, { type: 'quickStep', path: [sq('C6')] })).toThrow(/already used/);
  });

  it('Spotter: one squad mark; the next ranged attack by a different soldier gains +1, then the mark is gone', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'G3', facing: 'E', xp: 4 }, { name: 'Park', at: 'G5', facing: 'E' }], aliens: [{ kind: 'warrior', contact: 1, at: 'K4' }], ruleset: TOUGH });
    const marked = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'mark', target: 'alien1' });
    expect(marked.state.spotterMark).toBe('alien1');
    expect(() => apply(marked.state, { type: 'mark', target: 'alien1' })).toThrow(/already used/);
    const reyesFires = play(marked.state, { type: 'fire', target: 'alien1' });
    expect(eventsOf(reyesFires.events, 'attack.declared')[0].terms.some((t) => t.term === 'spotter')).toBe(false);
    const parkFires = play(reyesFires.state, { type: 'pass' }, { type: 'activate', soldier: 'Park' }, { type: 'fire', target: 'alien1' });
    const declared = eventsOf(parkFires.events, 'attack.declared')[0];
    expect(declared.terms).toContainEqual({ term: 'spotter', value: 1, note: 'spotter mark' });
    expect(declared.accuracy).toBe(3); // Park +1, pistol +1, mark +1
    expect(parkFires.state.spotterMark).toBeNull();
  });

  it('Steady Hand adds +1 to base accuracy at Veteran', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'G3', facing: 'E', xp: 10 }], aliens: [{ kind: 'warrior', contact: 1, at: 'K3' }], ruleset: TOUGH });
    const { events } = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'fire', target: 'alien1' });
    expect(eventsOf(events, 'attack.declared')[0].terms).toContainEqual({ term: 'rank', value: 1, note: 'rank unlocks' });
  });
});

describe('Chen', () => {
  it('Breach Lead opens a door for 0 AP once per activation; closing still costs 1; Breach and Advance moves free right after', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Chen', at: 'E4', xp: 18 }], aliens: [far] });
    const opened = play(s0, { type: 'activate', soldier: 'Chen' }, { type: 'door', at: sq('F4') });
    expect(eventsOf(opened.events, 'door.opened')[0]).toMatchObject({ ap: 0, skill: 'breachLead' });
    expect(opened.state.breachAdvanceReady).toBe(true);
    const advanced = play(opened.state, { type: 'breachAdvance', to: sq('F4') });
    expect(soldierOf(advanced.state, 'Chen')).toMatchObject({ at: 'F4', ap: 4 });
    expect(() => apply(advanced.state, { type: 'breachAdvance', to: sq('G4') })).toThrow(/only immediately after/);
    // Any other action in between forfeits the free move.
    const other = play(opened.state, { type: 'brace' });
    expect(other.state.breachAdvanceReady).toBe(false);
    const back = play(advanced.state, { type: 'move', to: sq('G4') }, { type: 'door', at: sq('F4') });
    expect(eventsOf(back.events, 'door.closed')[0].ap).toBe(1);
  });

  it('an occupied doorway cannot close (RULINGS M3)', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Chen', at: 'E4' }, { name: 'Reyes', at: 'F4' }], aliens: [far], open: ['F4'] });
    const active = play(s0, { type: 'activate', soldier: 'Chen' }).state;
    expect(() => apply(active, { type: 'door', at: sq('F4') })).toThrow(/occupied by Reyes/);
  });
});

describe('Voss', () => {
  it('Sustained Fire: once per activation an MG attack fires 4 shots for its normal AP', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Voss', at: 'G4', facing: 'E', xp: 18 }], aliens: [{ kind: 'warrior', contact: 1, at: 'K4' }], ruleset: TOUGH });
    let t = play(s0, { type: 'activate', soldier: 'Voss' }, { type: 'fire', target: 'alien1', sustainedFire: true });
    const declared = eventsOf(t.events, 'attack.declared')[0];
    while (t.state.pending) t = play(t.state, { type: 'reroll', take: false });
    expect(declared).toMatchObject({ shots: 4, ap: 2, sustainedFire: true, accuracy: 0 }); // 0 +1 -1 (Fire Discipline)
    expect(() => apply(t.state, { type: 'fire', target: 'alien1', sustainedFire: true })).toThrow(/already used/);
  });

  it('brace never stacks and ends on moving; turning keeps it', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Voss', at: 'G4', facing: 'E' }], aliens: [far] });
    const braced = play(s0, { type: 'activate', soldier: 'Voss' }, { type: 'brace' }, { type: 'turn', facing: 'S' }).state;
    expect(soldierOf(braced, 'Voss')!.braced).toBe(true);
    expect(() => apply(braced, { type: 'brace' })).toThrow(/never stacks/);
    const moved = play(braced, { type: 'move', to: sq('G5') }).state;
    expect(soldierOf(moved, 'Voss')!.braced).toBe(false);
    expect(soldierOf(play(moved, { type: 'brace' }).state, 'Voss')!.braced).toBe(true); // free again
  });
});

describe('Okafor', () => {
  it('Armour Hunter: sniper hits reduce natural + worn armour by 1 (a warrior\'s 1 + carapace 1 = 2 becomes 1)', () => {
    /** The armour reduction of every sniper hit Okafor lands on a warrior over seeds 1-19. */
    const reductions = (xp: number): number[] => {
      const out: number[] = [];
      for (let seed = 1; seed < 20; seed++) {
        const s0 = chamberWith({ seed, soldiers: [{ name: 'Okafor', at: 'G4', facing: 'E', xp }], aliens: [{ kind: 'warrior', contact: 1, at: 'K4' }], ruleset: TOUGH });
        let t = play(s0, { type: 'activate', soldier: 'Okafor' }, { type: 'fire', target: 'alien1' });
        if (t.state.pending) t = play(t.state, { type: 'reroll', take: true });
        out.push(...eventsOf(t.events, 'damage.rolled').map((d) => d.reduction));
      }
      return out;
    };
    // Five accuracy dice (base 3 at Veteran, sniper +2) hit about 60% of the time: these seeds give hits.
    const hunter = reductions(18);
    expect(hunter.length).toBeGreaterThanOrEqual(5);
    expect(new Set(hunter)).toEqual(new Set([1]));
    // The same shots at Veteran, before Armour Hunter: the full 2.
    const veteran = reductions(10);
    expect(veteran.length).toBeGreaterThanOrEqual(5);
    expect(new Set(veteran)).toEqual(new Set([2]));
  });

  it('Precision: the damage die of one sniper hit may be rerolled before armour; the second result stands', () => {
    let offered = 0;
    for (let seed = 1; seed < 20; seed++) {
      const s0 = chamberWith({ seed, soldiers: [{ name: 'Okafor', at: 'G4', facing: 'E' }], aliens: [{ kind: 'warrior', contact: 1, at: 'K4' }], ruleset: TOUGH });
      const t = play(s0, { type: 'activate', soldier: 'Okafor' }, { type: 'fire', target: 'alien1' });
      if (t.state.pending?.kind !== 'reroll') continue;
      offered++;
      expect(t.state.pending).toMatchObject({ skill: 'precision', die: 'damage' });
      const taken = apply(t.state, { type: 'reroll', take: true });
      const dmg = eventsOf(taken.events, 'damage.rolled')[0];
      expect(dmg.dice.map((d) => d.purpose)).toEqual(['damage', 'reroll']);
      expect(dmg.strength).toBe(dmg.dice[1].value + 4);
    }
    expect(offered).toBeGreaterThan(3);
  });
});

describe('Park, medkits and trade', () => {
  it('Field Care heals 2 (3 as Specialist) once per activation, costs 1 AP, cannot revive', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4', hp: 3 }, { name: 'Chen', at: 'D5', hp: 0 }], aliens: [far] });
    const t = play(s0, { type: 'activate', soldier: 'Park' }, { type: 'fieldCare', target: 'Park' });
    expect(soldierOf(t.state, 'Park')).toMatchObject({ hp: 5, ap: 3 });
    expect(() => apply(t.state, { type: 'fieldCare', target: 'Park' })).toThrow(/already used/);
    const spec = chamberWith({ soldiers: [{ name: 'Park', at: 'D4', hp: 3, xp: 18 }, { name: 'Chen', at: 'D5', hp: 0 }], aliens: [far] });
    const active = play(spec, { type: 'activate', soldier: 'Park' }).state;
    expect(() => apply(active, { type: 'fieldCare', target: 'Chen' })).toThrow(/only medkits revive/);
    expect(soldierOf(play(active, { type: 'fieldCare', target: 'Park' }).state, 'Park')!.hp).toBe(6);
  });

  it('a medkit revives a downed adjacent soldier to 2 HP (3 with Trauma Specialist); the revived soldier acts next round', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4' }, { name: 'Chen', at: 'D5', hp: 0 }], aliens: [far] });
    const t = play(s0, { type: 'activate', soldier: 'Park' }, { type: 'medkit', target: 'Chen' });
    expect(eventsOf(t.events, 'revived')[0]).toMatchObject({ target: 'Chen', hp: 2, ap: 2 });
    expect(soldierOf(t.state, 'Chen')).toMatchObject({ hp: 2, revivedThisRound: true });
    const afterPark = play(t.state, { type: 'pass' }).state;
    expect(afterPark.phase).toBe('alien'); // Chen may not activate this round
    expect(legalDecisions(t.state).illegal.some((o) => o.type === 'activate')).toBe(false);
    const trauma = chamberWith({ soldiers: [{ name: 'Park', at: 'D4', xp: 18 }, { name: 'Chen', at: 'D5', hp: 0 }], aliens: [far] });
    const tt = play(trauma, { type: 'activate', soldier: 'Park' }, { type: 'medkit', target: 'Chen' });
    expect(eventsOf(tt.events, 'revived')[0]).toMatchObject({ hp: 3, ap: 1 }); // Efficient Treatment: 1 AP
  });

  it('reviving onto an occupied square is not allowed (kit 05 §9)', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4' }, { name: 'Chen', at: 'D5', hp: 0 }, { name: 'Reyes', at: 'D5' }], aliens: [far] });
    const active = play(s0, { type: 'activate', soldier: 'Park' }).state;
    expect(() => apply(active, { type: 'medkit', target: 'Chen' })).toThrow(/occupied/);
  });

  it('trade: 1 AP gives one carried item to an adjacent conscious soldier', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4' }, { name: 'Chen', at: 'D5' }], aliens: [far] });
    const t = play(s0, { type: 'activate', soldier: 'Park' }, { type: 'trade', item: 'medkit', to: 'Chen' });
    expect(soldierOf(t.state, 'Park')).toMatchObject({ ap: 3, items: ['medkit'] });
    expect(soldierOf(t.state, 'Chen')!.items).toEqual(['medkit']);
  });
});

describe('reasons for every control', () => {
  it('a soldier without an item, skill or door in reach still gets the engine\'s reason for each', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Chen', at: 'C3' }, { name: 'Park', at: 'C8' }], aliens: [far] });
    const { legal, illegal } = legalDecisions(play(s0, { type: 'activate', soldier: 'Chen' }).state);
    const why = (type: string) => illegal.find((o) => o.type === type)?.reason;
    expect(why('medkit')).toBe('Cannot use a medkit: Chen carries none');
    expect(why('trade')).toBe('Cannot trade: Chen carries no medkit');
    expect(why('fieldCare')).toBe('Cannot use Field Care: Chen does not have it');
    expect(why('quickStep')).toMatch(/Chen does not have Quick Step/);
    expect(why('mark')).toBe('Cannot mark: Chen does not have Spotter');
    expect(why('door')).toMatch(/^Cannot use the door at F4: not orthogonally adjacent/);
    expect(why('breachAdvance')).toMatch(/only immediately after Breach Lead/);
    expect(legal.some((d) => ['medkit', 'trade', 'fieldCare', 'quickStep', 'mark', 'door'].includes(d.type))).toBe(false);
  });
});
