/**
 * reactionFire (docs/variants.md RF1-RF4): after each square an alien moves, every soldier who sees
 * it and has not fired his reaction this round fires once, no AP spent; watchers use their
 * overwatch; door openings trigger overwatch only; a reaction can kill an alien mid-move.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import type { GameEvent, GameState } from '../../../src/engine/state/types';
import { positionWith } from '../fixtures';

const RF = { variants: { reactionFire: true } };

/** Every soldier passes (or takes the first reaction offered); engine steps run; until the round ends. */
function alienPhaseOf(start: GameState): { events: GameEvent[]; state: GameState } {
  let s = step(start).state; // the refresh
  const events: GameEvent[] = [];
  const round = s.round;
  for (let i = 0; i < 500 && s.round === round && s.phase !== 'over'; i++) {
    const next = nextStep(s);
    const legal = next.kind === 'decision' ? legalOnly(s) : [];
    const t = next.kind === 'step' ? step(s) : apply(s, legal.find((d) => d.type === 'activate' || d.type === 'react') ?? { type: 'pass' });
    s = t.state;
    events.push(...t.events);
  }
  return { events, state: s };
}

const reactions = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'attack.declared' && e.reaction ? [e] : []));

describe('reactionFire', () => {
  it('fires once per soldier per round, at a square the alien moved to, with no AP and no overwatch', () => {
    // Two soldiers in the east room, facing the worker coming from the east.
    const { events, state } = alienPhaseOf(positionWith({
      soldiers: [{ name: 'Reyes', at: 'G2', facing: 'E' }, { name: 'Park', at: 'G9', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K5', hp: 5 }], ruleset: RF,
    }));
    const fired = reactions(events);
    expect(fired.length).toBeGreaterThan(0);
    expect(new Set(fired.map((e) => e.attacker)).size).toBe(fired.length); // each soldier once
    expect(fired.every((e) => e.ap === 0 && e.weapon === 'pistol')).toBe(true);
    // Each reaction follows a completed move of the alien (RF2), announced as reaction fire.
    for (const e of fired) {
      const i = events.indexOf(e);
      const trigger = events.slice(0, i).reverse().find((x) => x.type === 'overwatch.triggered');
      expect(trigger).toMatchObject({ trigger: { cause: 'move' } });
      expect(trigger && trigger.type === 'overwatch.triggered' && trigger.reactionFire).toContain(e.attacker);
    }
    expect(state.soldiers.filter((s) => fired.some((e) => e.attacker === s.id)).every((s) => s.reactionFired)).toBe(true);
  });

  it('a reaction can kill the alien mid-move: it never finishes its move', () => {
    // The first seed whose dice let a reaction kill worker 1 (1 HP) during its move.
    let found: GameEvent[] | null = null;
    for (let seed = 1; seed <= 60 && !found; seed++) {
      const { events } = alienPhaseOf(positionWith({
        soldiers: [{ name: 'Okafor', at: 'G2', facing: 'E' }, { name: 'Reyes', at: 'G9', facing: 'E' }, { name: 'Park', at: 'H9', facing: 'E' }],
        aliens: [{ kind: 'worker', contact: 1, at: 'K5', hp: 1 }, { kind: 'worker', contact: 2, at: 'K2', hp: 5 }], ruleset: RF, seed,
      }));
      const killed = events.findIndex((e) => e.type === 'alien.killed' && e.figure === 'alien1');
      const byReaction = killed > 0 && [...events.slice(0, killed)].reverse().find((e) => e.type === 'attack.declared')?.type === 'attack.declared';
      if (byReaction && events.slice(0, killed).some((e) => e.type === 'figure.moved' && e.figure === 'alien1')) found = events;
    }
    expect(found).not.toBeNull();
    const events = found!;
    const killed = events.findIndex((e) => e.type === 'alien.killed' && e.figure === 'alien1');
    const attack = [...events.slice(0, killed)].reverse().find((e) => e.type === 'attack.declared');
    expect(attack).toMatchObject({ reaction: true, ap: 0, target: 'alien1' });
    // Killed after a move and before its 4 AP were spent: no move of it after the kill.
    expect(events.filter((e) => e.type === 'figure.moved' && e.figure === 'alien1').length).toBeLessThan(4);
    expect(events.slice(killed).some((e) => e.type === 'figure.moved' && e.figure === 'alien1')).toBe(false);
    // The next alien acts after it.
    expect(events.slice(killed).some((e) => e.type === 'activation.started' && e.figure === 'alien2')).toBe(true);
  });

  it('a watcher reacts by his overwatch (reserve spent), not by reaction fire; door openings bring no reaction fire', () => {
    // Voss watches the door F4 from D4; the worker opens it from G4 and walks in.
    let s = step(positionWith({
      soldiers: [{ name: 'Voss', at: 'D4', facing: 'E' }, { name: 'Reyes', at: 'C3', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'H4' }], ruleset: RF,
    })).state;
    s = apply(s, { type: 'activate', soldier: 'Voss' }).state;
    s = apply(s, { type: 'overwatch' }).state;
    let t = apply(s, { type: 'activate', soldier: 'Reyes' }).state;
    t = apply(t, { type: 'pass' }).state;
    const all: GameEvent[] = [];
    for (let i = 0; i < 200 && t.round === 1 && t.phase !== 'over'; i++) {
      const next = nextStep(t);
      const r = next.kind === 'step' ? step(t) : apply(t, legalOnly(t).find((d) => d.type === 'react')!);
      t = r.state;
      all.push(...r.events);
    }
    const doorTrigger = all.find((e) => e.type === 'overwatch.triggered' && e.trigger.cause === 'openDoor');
    expect(doorTrigger && doorTrigger.type === 'overwatch.triggered' && doorTrigger.reactionFire).toBeUndefined();
    expect(doorTrigger && doorTrigger.type === 'overwatch.triggered' && doorTrigger.watchers).toEqual(['Voss']);
    const vossShots = reactions(all).filter((e) => e.attacker === 'Voss');
    expect(vossShots.length).toBeGreaterThan(0);
    expect(vossShots.every((e) => e.ap === 2 && e.weapon === 'mg')).toBe(true);
  });
});
