/**
 * The station log (kit 05 §2 "Secure Mission 1 station log 2"; §8 on securing, passing, dropping
 * and recovering it; kit 01 "Each marked primary objective gives every soldier 1 XP, once only";
 * docs/scenarios.md SC-L1..SC-L4, SC-X1, SC-V1).
 */
import { describe, expect, it } from 'vitest';
import { makePolicy } from '../../../src/ai/policies';
import { applyHit } from '../../../src/engine/combat/casualties';
import { apply, checkDecision, legalDecisions } from '../../../src/engine/flow/game';
import { Tx } from '../../../src/engine/state/tx';
import type { GameState, SoldierName } from '../../../src/engine/state/types';
import { playGame } from '../../../src/runner';
import { missionGame, playOn } from './mission-fixture';

const LOG_MISSION = {
  soldiers: [{ name: 'Reyes' as const, at: 'C2', facing: 'E' as const }, { name: 'Park' as const, at: 'C3', facing: 'E' as const }],
  aliens: [{ kind: 'worker' as const, contact: 1, at: 'G5', dormant: true }],
  objects: [{ kind: 'log' as const, at: 'D2' }],
  victory: 'recover-log-and-clear-hostiles' as const,
  logXp: 2,
};

function activated(name: SoldierName, patch = {}): GameState {
  const s = playOn(missionGame({ ...LOG_MISSION, ...patch }), [], (st) => st.phase === 'squad').state;
  return apply(s, { type: 'activate', soldier: name }).state;
}

describe('securing the log (SC-L2, SC-X1)', () => {
  it('costs 2 AP beside it, the soldier carries it, and every soldier gains the log XP once', () => {
    const t = apply(activated('Reyes'), { type: 'secureLog' });
    expect(t.state.soldiers[0].ap).toBe(2);
    expect(t.state.mission!.log).toEqual({ at: null, carrier: 'Reyes', recovered: true });
    expect(t.events.filter((e) => e.type === 'xp.gained')).toEqual([
      { type: 'xp.gained', soldier: 'Reyes', amount: 2, reason: 'objective', xp: 2 },
      { type: 'xp.gained', soldier: 'Park', amount: 2, reason: 'objective', xp: 2 },
    ]);
  });

  it('is refused out of reach, in words, and not offered', () => {
    const s = activated('Park');
    expect(checkDecision(s, { type: 'secureLog' })).toBe('Cannot take the log: it lies on D2, not on or beside C3');
    expect(legalDecisions(s).legal).not.toContainEqual({ type: 'secureLog' });
  });

  it('is never offered in a game without a log (the test chamber lists what it did)', () => {
    const s = activated('Reyes', { objects: [], victory: 'clear-hostiles' });
    expect(legalDecisions(s).legal.some((d) => d.type === 'secureLog' || d.type === 'passLog')).toBe(false);
  });
});

describe('passing, dropping and recovering it (SC-L3, SC-L4)', () => {
  it('passing it to an adjacent conscious soldier is a 1 AP trade the giver pays', () => {
    const s = apply(activated('Reyes'), { type: 'secureLog' }).state;
    const t = apply(s, { type: 'passLog', to: 'Park' });
    expect(t.state.mission!.log!.carrier).toBe('Park');
    expect(t.state.soldiers[0].ap).toBe(1);
    expect(t.events).toContainEqual({ type: 'log.passed', figure: 'Reyes', to: 'Park', ap: 1 });
  });

  it('a downed carrier drops it on his square; recovering it costs 1 AP and gives no XP again; the objective stays complete', () => {
    const carrying = apply(activated('Reyes'), { type: 'secureLog' }).state;
    const tx = new Tx(carrying);
    applyHit(tx, 'alien1', 'Reyes', 8);
    const dropped = tx.done();
    expect(dropped.events).toContainEqual({ type: 'log.dropped', figure: 'Reyes', at: 'C2' });
    expect(dropped.state.mission!.log).toEqual({ at: 'C2', carrier: null, recovered: true });
    const park = apply({ ...dropped.state, activeSoldier: null }, { type: 'activate', soldier: 'Park' }).state;
    const t = apply(park, { type: 'secureLog' });
    expect(t.state.soldiers[1].ap).toBe(3);
    expect(t.events.filter((e) => e.type === 'xp.gained')).toEqual([]);
    expect(t.events).toContainEqual({ type: 'log.secured', figure: 'Park', at: 'C2', ap: 1, recovered: true });
  });
});

describe('recover-log-and-clear-hostiles (kit 05 §8, SC-V1)', () => {
  it('killing every alien is no victory until the log is secured; then it is', () => {
    const s = activated('Reyes');
    const tx = new Tx(s);
    applyHit(tx, 'Reyes', 'alien1', 5);
    const killed = apply(tx.done().state, { type: 'turn', facing: 'S' }); // any action: the checks run after it
    expect(killed.state.outcome).toBeNull();
    const won = apply(killed.state, { type: 'secureLog' });
    expect(won.state.outcome).toBe('victory');
    expect(won.events.at(-1)).toMatchObject({ type: 'game.over', reason: 'the log recovered and all aliens killed by round 1' });
  });

  it('the round limit is a defeat while the log lies unsecured', () => {
    const run = playOn(missionGame({ ...LOG_MISSION, aliens: [], roundLimit: 1 }), []);
    expect(run.state.outcome).toBe('defeat');
    expect(run.events.at(-1)).toMatchObject({ reason: 'the log is not recovered by the end of round 1' });
  });
});

describe('the greedy squad goes for the log', () => {
  it('walks to it and secures it, the only alien dormant behind a door', () => {
    const game = playGame(missionGame({ ...LOG_MISSION, soldiers: [{ name: 'Voss', at: 'B5', facing: 'E' }], objects: [{ kind: 'log', at: 'B2' }] }, 4), makePolicy('greedy', 4));
    const events = game.steps.flatMap((s) => s.events);
    expect(events.some((e) => e.type === 'log.secured')).toBe(true);
  });
});
