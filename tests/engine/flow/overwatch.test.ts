/**
 * Overwatch as data (kit 05 §7, RULINGS O1-O4).
 */
import { describe, expect, it } from 'vitest';
import { apply, nextStep, step } from '../../../src/engine/flow/game';
import { eligibleWatchers } from '../../../src/engine/flow/overwatch';
import { alienOf, soldierOf } from '../../../src/engine/state/figures';
import { chamberWith, eventsOf, play, runSteps, TOUGH } from '../fixtures';
import type { GameEvent, GameState, SoldierName } from '../../../src/engine/state/types';

/** Every listed soldier enters overwatch (facing as placed); the squad phase then ends. */
function allOnOverwatch(state: GameState, names: SoldierName[]): GameState {
  let s = state;
  for (const name of names) s = play(s, { type: 'activate', soldier: name }, { type: 'overwatch' }).state;
  return s;
}

/** Steps until the first overwatch trigger (or the end of the alien phase). */
function untilTrigger(state: GameState) {
  let s = state;
  const events: GameEvent[] = [];
  while (nextStep(s).kind === 'step' && !s.pending && s.phase === 'alien') {
    const t = step(s);
    s = t.state;
    events.push(...t.events);
    if (eventsOf(t.events, 'overwatch.triggered').length) break;
  }
  return { state: s, events };
}

describe('overwatch', () => {
  it('several eligible watchers: the squad chooses the order; each fires once; the alien then continues (O3)', () => {
    const s0 = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'G3', facing: 'E' }, { name: 'Park', at: 'G5', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K4' }], ruleset: TOUGH,
    });
    const { state, events } = untilTrigger(allOnOverwatch(s0, ['Reyes', 'Park']));
    const trigger = eventsOf(events, 'overwatch.triggered')[0];
    expect(trigger.watchers).toEqual(['Reyes', 'Park']);
    expect(trigger.trigger.cause).toBe('move');
    expect(nextStep(state)).toEqual({ kind: 'decision', need: 'reactionOrder' });
    const first = apply(state, { type: 'react', watcher: 'Park' });
    expect(eventsOf(first.events, 'attack.declared')[0]).toMatchObject({ attacker: 'Park', reaction: true, target: 'alien1' });
    expect(nextStep(first.state)).toEqual({ kind: 'step', need: 'reaction' }); // one watcher left
    const second = step(first.state);
    expect(eventsOf(second.events, 'attack.declared')[0]).toMatchObject({ attacker: 'Reyes', reaction: true });
    expect(second.state.pending).toBeNull();
    // Reserves: pistol costs 1 of the 3 reserved AP; later triggers may use the rest.
    expect(soldierOf(second.state, 'Reyes')!.reservedAp).toBe(2);
    expect(nextStep(second.state)).toEqual({ kind: 'step', need: 'alienAction' });
    expect(second.state.activeAlien).toBe('alien1');
  });

  it('no watcher on overwatch: moves trigger nothing; one eligible watcher reacts as an engine step', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'G3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K4' }], ruleset: TOUGH });
    const passed = play(s0, { type: 'activate', soldier: 'Reyes' }, { type: 'pass' }).state;
    const quiet = runSteps(passed);
    expect(eventsOf(quiet.events, 'overwatch.triggered')).toHaveLength(0);

    const { state } = untilTrigger(allOnOverwatch(s0, ['Reyes']));
    expect(nextStep(state)).toEqual({ kind: 'step', need: 'reaction' });
  });

  it('a watcher cannot react outside its facing arc; Watchful lets Okafor turn once per alien phase', () => {
    const s0 = chamberWith({
      soldiers: [{ name: 'Okafor', at: 'G3', facing: 'W' }, { name: 'Reyes', at: 'G5', facing: 'W' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K4' }], ruleset: TOUGH,
    });
    const plain = untilTrigger(allOnOverwatch(s0, ['Okafor', 'Reyes']));
    const t1 = eventsOf(plain.events, 'overwatch.triggered')[0];
    expect(t1.watchers).toEqual([]);

    const trooper = chamberWith({
      soldiers: [{ name: 'Okafor', at: 'G3', facing: 'W', xp: 4 }, { name: 'Reyes', at: 'G5', facing: 'W' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K4' }], ruleset: TOUGH,
    });
    const { state, events } = untilTrigger(allOnOverwatch(trooper, ['Okafor', 'Reyes']));
    expect(eventsOf(events, 'overwatch.triggered')[0].watchers).toEqual(['Okafor']);
    const reacted = step(state);
    expect(eventsOf(reacted.events, 'figure.turned')[0]).toMatchObject({ figure: 'Okafor', facing: 'E', skill: 'watchful' });
    expect(soldierOf(reacted.state, 'Okafor')!.watchfulUsed).toBe(true);
  });

  it('engaged watchers do not react, except a shotgun at the adjacent trigger alien (O2, variant)', () => {
    const spec = (variant: boolean) => chamberWith({
      soldiers: [{ name: 'Chen', at: 'H4', facing: 'E' }, { name: 'Voss', at: 'H6', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'J4' }], ruleset: { ...TOUGH, variants: { shotgunOverwatchPointBlank: variant, figureCornerBlocks: false } },
    });
    for (const variant of [true, false]) {
      const { state, events } = untilTrigger(allOnOverwatch(spec(variant), ['Chen', 'Voss']));
      const trig = eventsOf(events, 'overwatch.triggered')[0];
      expect(trig.trigger.at).toBe('I4'); // the worker steps next to Chen
      expect(trig.watchers).toEqual(variant ? ['Chen', 'Voss'] : ['Voss']);
      expect(state.pending).not.toBeNull();
    }
  });

  it('a reaction that kills the alien mid-move ends its activation; later watchers are skipped', () => {
    let checked = 0;
    for (let seed = 1; seed < 60 && checked < 3; seed++) {
      const s0 = chamberWith({
        seed, soldiers: [{ name: 'Okafor', at: 'G3', facing: 'E' }, { name: 'Reyes', at: 'G5', facing: 'E' }],
        aliens: [{ kind: 'worker', contact: 1, at: 'K4', hp: 1 }, { kind: 'worker', contact: 2, at: 'K9' }],
      });
      const { state } = untilTrigger(allOnOverwatch(s0, ['Okafor', 'Reyes']));
      if (!state.pending) continue;
      const t = apply(state, { type: 'react', watcher: 'Okafor' });
      if (!eventsOf(t.events, 'alien.killed').length) continue;
      checked++;
      expect(eventsOf(t.events, 'reaction.skipped')[0]).toMatchObject({ watcher: 'Reyes', reason: 'the target is dead' });
      expect(t.state.pending).toBeNull();
      expect(t.state.activeAlien).toBeNull();
      expect(eventsOf(t.events, 'activation.ended')[0]).toMatchObject({ figure: 'alien1', reason: 'killed' });
      expect(alienOf(t.state, 'alien1')!.hp).toBe(0);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('alien attacks can down a watcher and cancel its overwatch', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Reyes', at: 'H4', facing: 'W', hp: 1 }, { name: 'Park', at: 'C8', facing: 'E' }], aliens: [{ kind: 'warrior', contact: 1, at: 'I4' }], ruleset: { aliens: { warrior: { accuracy: 20 } } } });
    const { state } = runSteps(allOnOverwatch(s0, ['Reyes', 'Park']));
    const reyes = soldierOf(state, 'Reyes')!;
    expect(reyes.hp).toBe(0);
    expect(reyes.overwatch).toBeNull();
    expect(eligibleWatchers(state, 'alien1')).not.toContain('Reyes');
  });
});
