/**
 * Round bookkeeping (kit 05 §1, RULINGS R1-R3): refresh, alien order by contact number, unlock
 * timing, victory and defeat checks, the round-6 limit.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalDecisions, nextStep, step } from '../../../src/engine/flow/game';
import { soldierOf } from '../../../src/engine/state/figures';
import { newGame } from '../../../src/engine/setup/scenarios';
import { chamberWith, eventsOf, play, runSteps } from '../fixtures';
import type { GameState } from '../../../src/engine/state/types';

function passAll(state: GameState): GameState {
  let s = state;
  while (nextStep(s).kind === 'decision' && s.phase === 'squad') {
    const who = legalDecisions(s).legal.find((d) => d.type === 'activate');
    if (!who || who.type !== 'activate') break;
    s = play(s, who, { type: 'pass' }).state;
  }
  return s;
}

describe('round order', () => {
  it('a new game waits for the squad refresh, which gives every conscious soldier 4 AP', () => {
    const s = newGame('A', { seed: 1 });
    expect(s.phase).toBe('refresh');
    expect(nextStep(s)).toEqual({ kind: 'step', need: 'refresh' });
    const t = step(s);
    expect(t.state.soldiers.every((x) => x.ap === 4)).toBe(true);
    expect(t.events.map((e) => e.type)).toEqual(['round.started', 'squad.refreshed', 'phase.changed']);
    expect(nextStep(t.state)).toEqual({ kind: 'decision', need: 'chooseSoldier' });
  });

  it('soldiers activate one at a time in any order; each once per round', () => {
    const s = step(newGame('A', { seed: 1 })).state;
    const chen = play(s, { type: 'activate', soldier: 'Chen' }).state;
    expect(() => apply(chen, { type: 'activate', soldier: 'Reyes' })).toThrow(/Finish Chen's activation first/);
    const done = play(chen, { type: 'pass' }).state;
    expect(() => apply(done, { type: 'activate', soldier: 'Chen' })).toThrow(/already activated/);
  });

  it('aliens activate in ascending contact number, 4 AP each, after every soldier has activated', () => {
    const s = passAll(step(newGame('A', { seed: 1 })).state);
    expect(s.phase).toBe('alien');
    const { events } = runSteps(s);
    const started = eventsOf(events, 'activation.started').map((e) => e.figure);
    expect(started).toEqual(['alien1', 'alien2', 'alien3']);
    expect(eventsOf(events, 'round.ended')[0].round).toBe(1);
  });

  it('refresh clears brace, overwatch, reserves and the spotter mark; unused AP never carries over', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Voss', at: 'C6' }, { name: 'Reyes', at: 'C3', xp: 4 }], aliens: [{ kind: 'worker', contact: 1, at: 'K9' }] });
    let s = play(s0, { type: 'activate', soldier: 'Voss' }, { type: 'brace' }, { type: 'overwatch' }).state;
    s = play(s, { type: 'activate', soldier: 'Reyes' }, { type: 'pass' }).state;
    const next = runSteps(s).state; // alien phase, end of round, next refresh
    expect(next.round).toBe(2);
    const refreshed = runSteps(next).state;
    expect(soldierOf(refreshed, 'Voss')).toMatchObject({ braced: false, overwatch: null, reservedAp: 0, ap: 4 });
    expect(refreshed.spotterMark).toBeNull();
  });

  it('a threshold crossed mid-round marks a pending unlock that takes effect at the next round start (kit 02, R3)', () => {
    for (let seed = 1; seed < 60; seed++) {
      const s0 = chamberWith({ seed, soldiers: [{ name: 'Reyes', at: 'G4', facing: 'E', xp: 3 }], aliens: [{ kind: 'worker', contact: 1, at: 'H4', hp: 1 }, { kind: 'worker', contact: 2, at: 'K9' }] });
      const t = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'melee', target: 'alien1' });
      if (!eventsOf(t.events, 'alien.killed').length) continue;
      expect(eventsOf(t.events, 'rank.reached')[0]).toMatchObject({ soldier: 'Reyes', rank: 'Trooper', pending: ['spotter'] });
      let s = t.state;
      if (s.activeSoldier) s = play(s, { type: 'pass' }).state;
      const { state, events } = runSteps(s);
      expect(eventsOf(events, 'skill.unlocked')).toEqual([{ type: 'skill.unlocked', soldier: 'Reyes', skill: 'spotter' }]);
      expect(soldierOf(state, 'Reyes')).toMatchObject({ firstUnlockRound: 2, pendingSkills: [] });
      expect(soldierOf(state, 'Reyes')!.skills).toContain('spotter');
      return;
    }
    throw new Error('no seed produced a kill');
  });

  it('victory the moment the last alien dies; the clear-chamber objective gives everyone 1 XP, downed soldiers too', () => {
    for (let seed = 1; seed < 60; seed++) {
      const s0 = chamberWith({ seed, soldiers: [{ name: 'Reyes', at: 'G4', facing: 'E' }, { name: 'Park', at: 'C8', hp: 0 }], aliens: [{ kind: 'worker', contact: 1, at: 'H4', hp: 1 }] });
      const t = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'melee', target: 'alien1' });
      if (!eventsOf(t.events, 'alien.killed').length) continue;
      expect(t.state).toMatchObject({ phase: 'over', outcome: 'victory' });
      expect(nextStep(t.state)).toEqual({ kind: 'over', outcome: 'victory' });
      expect(soldierOf(t.state, 'Reyes')!.xp).toBe(2); // kill 1 + objective 1
      expect(soldierOf(t.state, 'Park')!.xp).toBe(1);
      expect(legalDecisions(t.state).legal).toEqual([]);
      return;
    }
    throw new Error('no seed produced a kill');
  });

  it('defeat when all soldiers are down at once', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'H4', hp: 1 }], aliens: [{ kind: 'worker', contact: 1, at: 'I4' }], ruleset: { aliens: { worker: { accuracy: 30 } } } });
    const { state, events } = runSteps(play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'pass' }).state);
    expect(state).toMatchObject({ phase: 'over', outcome: 'defeat' });
    expect(eventsOf(events, 'game.over')[0].reason).toBe('all soldiers are down');
  });

  it('surviving aliens after the end of round 6 is defeat (R2)', () => {
    const s0 = chamberWith({ round: 6, soldiers: [{ name: 'Reyes', at: 'C3' }], aliens: [{ kind: 'worker', contact: 1, at: 'K9' }] });
    const { state, events } = runSteps(play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'pass' }).state);
    expect(state).toMatchObject({ phase: 'over', outcome: 'defeat', round: 6 });
    expect(eventsOf(events, 'game.over')[0].reason).toMatch(/end of round 6/);
  });

  it('Scenario B is a measurement: enemies never activate', () => {
    const s = step(newGame('B-Voss-hard', { seed: 1 })).state;
    const after = runSteps(play(s, { type: 'activate', soldier: 'Voss' }, { type: 'pass' }).state);
    expect(eventsOf(after.events, 'activation.started')).toHaveLength(0);
    expect(after.state.round).toBe(2);
  });
});
