import { describe, it, expect } from 'vitest';
import { createGameActor, stepsOf, viewOf, type SquadEvent } from '../../src/machines';
import { newGame } from '../../src/engine/setup/scenarios';
import { gameFromPosition } from '../../src/engine/setup/position';
import { person, runGame, verifyRecord } from '../../src/runner';
import { journalOf } from '../../src/replay/journal';
import type { Controller } from '../../src/ai/controller';
import type { Decision } from '../../src/engine/state/types';
import { activePath, eventsOf, findGame, has, scripted, traced } from './helpers';

const SQUAD = ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park'] as const;

describe('round chart: a person drives a full round with events', () => {
  it('refresh -> squad phase -> alien phase -> end of round -> next round', () => {
    const actor = createGameActor({ state: newGame('A', { seed: 1 }) });
    actor.start();
    expect(viewOf(actor.getSnapshot()).active).toBe('round.squadPhase.choosingSoldier');
    for (const soldier of SQUAD) {
      actor.send({ type: 'soldier.select', soldier });
      expect(viewOf(actor.getSnapshot()).active).toBe('round.squadPhase.activation.awaitingDecision');
      actor.send({ type: 'decision.made', decision: { type: 'pass' } });
    }
    const view = viewOf(actor.getSnapshot());
    // The alien phase and end of round ran by themselves; round 2 waits for a soldier.
    expect(view.active).toBe('round.squadPhase.choosingSoldier');
    expect(view.state.round).toBe(2);
    const journal = journalOf(stepsOf(view.trail));
    const types = journal.events.map((e) => e.event.type);
    expect(types.indexOf('round.ended')).toBeGreaterThan(types.lastIndexOf('alien.targeted'));
    expect(journal.events.filter((e) => e.event.type === 'round.started').map((e) => e.round)).toEqual([1, 2]);
    expect(journal.decisions).toHaveLength(10);
  });

  it('with autoStep off, each engine step waits for step.next', () => {
    const actor = createGameActor({ state: newGame('A', { seed: 1 }), autoStep: false });
    actor.start();
    expect(viewOf(actor.getSnapshot()).active).toBe('round.squadRefresh');
    actor.send({ type: 'step.next' });
    expect(viewOf(actor.getSnapshot()).active).toBe('round.squadPhase.choosingSoldier');
    for (const soldier of SQUAD) {
      actor.send({ type: 'soldier.select', soldier });
      actor.send({ type: 'decision.made', decision: { type: 'pass' } });
    }
    expect(viewOf(actor.getSnapshot()).active).toBe('round.alienPhase.alienActing');
    actor.send({ type: 'step.next' });
    expect(viewOf(actor.getSnapshot()).lastEvents.some((e) => e.type === 'activation.started')).toBe(true);
  });

  it('an illegal decision is refused with the engine reason and changes nothing', () => {
    const actor = createGameActor({ state: newGame('A', { seed: 1 }) });
    actor.start();
    actor.send({ type: 'soldier.select', soldier: 'Reyes' });
    const before = viewOf(actor.getSnapshot()).state;
    actor.send({ type: 'decision.made', decision: { type: 'move', to: 'A3' as never } });
    const view = viewOf(actor.getSnapshot());
    expect(view.error).toMatch(/not orthogonally adjacent/);
    expect(view.state).toBe(before);
    expect(view.active).toBe('round.squadPhase.activation.awaitingDecision');
    actor.send({ type: 'decision.made', decision: { type: 'move', to: 'C2' as never } });
    expect(viewOf(actor.getSnapshot()).error).toBeNull();
  });

  it('a controller that chooses an illegal decision halts the game with its reason', () => {
    const bad: Controller = { name: 'bad', decide: () => ({ type: 'brace' }) };
    const game = traced(newGame('A', { seed: 1 }), bad);
    expect(game.final).toBe('halted');
    expect(game.snapshot.context.game.error).toMatch(/bad chose .*brace.*illegal/);
    expect(() => runGame({ scenario: 'A', seed: 1, squad: bad })).toThrow(/illegal/);
  });
});

describe('activation chart', () => {
  const passAll = scripted({});
  it('choose a soldier -> his activation -> the next soldier, then the alien phase and the end of the round', () => {
    const game = traced(newGame('A', { seed: 3 }), passAll);
    const v = game.visited;
    const first = v.indexOf('round.squadPhase.activation.awaitingDecision');
    expect(v[first - 1]).toBe('round.squadPhase.choosingSoldier');
    expect(v[first + 1]).toBe('round.squadPhase.choosingSoldier');
    expect(v).toContain('round.alienPhase.alienActing');
    expect(v).toContain('round.endOfRound');
    expect(v.indexOf('round.endOfRound')).toBeGreaterThan(v.indexOf('round.alienPhase.alienActing'));
  });

  it('decisions within one activation stay in awaitingDecision: one request and one answer each', () => {
    const requests: SquadEvent[] = [];
    const actor = createGameActor({
      state: newGame('A', { seed: 1 }),
      squad: { receive: (e, send) => {
        requests.push(e);
        if (e.type !== 'decision.requested') return;
        if (e.need === 'chooseSoldier') send({ type: 'soldier.select', soldier: 'Reyes' });
        else if (requests.length === 2) send({ type: 'decision.made', decision: { type: 'turn', facing: 'S' } });
        else if (requests.length === 3) send({ type: 'decision.made', decision: { type: 'move', to: 'C4' as never } });
      } },
    });
    actor.start();
    expect(requests.map((e) => e.type === 'decision.requested' && e.need)).toEqual(['chooseSoldier', 'activation', 'activation', 'activation']);
    const view = viewOf(actor.getSnapshot());
    expect(view.active).toBe('round.squadPhase.activation.awaitingDecision');
    expect(view.state.soldiers[0]).toMatchObject({ at: 'C4', facing: 'S' });
  });

  it('a decision through the squad port goes straight where the engine says it leads: one microstep each', () => {
    const microsteps: string[] = [];
    const you = person();
    const actor = createGameActor({
      state: newGame('A', { seed: 1 }), squad: you,
      inspect: (e) => {
        if (e.type === '@xstate.microstep' && 'value' in e.snapshot) microsteps.push(activePath(e.snapshot.value));
      },
    });
    actor.start();
    const taken = (decision: Decision) => { microsteps.length = 0; you.take(decision); return [...microsteps]; };
    // Choosing a soldier enters his activation, in the decision's own transition (routes.ts leadsTo).
    expect(taken({ type: 'activate', soldier: 'Reyes' })).toEqual(['round.squadPhase.activation.awaitingDecision']);
    // A refused decision stays, with the engine's reason, and the request waits again.
    expect(taken({ type: 'move', to: 'A1' as never })).toEqual(['round.squadPhase.activation.awaitingDecision']);
    expect(actor.getSnapshot().context.game.error).toBeTruthy();
    expect(you.waiting).toBe(true);
    // Passing ends the activation: the squad phase routes on to the next soldier's choice, in the same one microstep.
    expect(taken({ type: 'pass' })).toEqual(['round.squadPhase.choosingSoldier']);
    expect(actor.getSnapshot().context.game.state.soldiers.find((s) => s.id === 'Reyes')?.activated).toBe(true);
  });

  it('a decision sent straight to the actor is resolved first, then taken the same way (one microstep more)', () => {
    const microsteps: string[] = [];
    const actor = createGameActor({
      state: newGame('A', { seed: 1 }),
      inspect: (e) => {
        if (e.type === '@xstate.microstep' && 'value' in e.snapshot) microsteps.push(activePath(e.snapshot.value));
      },
    });
    actor.start();
    microsteps.length = 0;
    actor.send({ type: 'soldier.select', soldier: 'Reyes' });
    expect(microsteps).toEqual(['round.squadPhase.choosingSoldier', 'round.squadPhase.activation.awaitingDecision']);
  });

  it('a refused decision is sent back to the controller with the engine reason', () => {
    const got: SquadEvent[] = [];
    const actor = createGameActor({
      state: newGame('A', { seed: 1 }),
      squad: { receive: (e, send) => {
        got.push(e);
        if (e.type === 'decision.requested' && e.need === 'chooseSoldier') send({ type: 'decision.made', decision: { type: 'pass' } });
      } },
    });
    actor.start();
    expect(got[1]).toMatchObject({ type: 'decision.refused', decision: { type: 'pass' } });
    expect(got[1].type === 'decision.refused' && got[1].reason.length).toBeGreaterThan(5);
    expect(viewOf(actor.getSnapshot()).active).toBe('round.squadPhase.choosingSoldier');
  });

  // Chen at Trooper (XP 4) has Close Assault: reroll one failed die of a point-blank shotgun shot.
  const chenAdjacent = {
    soldiers: [{ name: 'Chen', at: 'J4', facing: 'W', xp: 4 }],
    aliens: [{ kind: 'warrior', contact: 1, at: 'I4' }], round: 1,
  };
  for (const take of [true, false]) {
    it(`a reroll offered mid-attack is ${take ? 'taken' : 'declined'} (RULINGS A5)`, () => {
      const game = findGame(chenAdjacent, () => scripted({ fire: { Chen: 'alien1' }, reroll: take }),
        (g) => has(g, (e) => e.type === 'reroll.offered'));
      expect(game.visited).toContain('round.squadPhase.activation.rerollDecision');
      const offered = eventsOf(game).findIndex((e) => e.type === 'reroll.offered');
      const after = eventsOf(game).slice(offered + 1);
      if (take) {
        expect(after.some((e) => e.type === 'shot.rolled' && e.dice.some((d) => d.purpose === 'reroll'))).toBe(true);
        expect(after.some((e) => e.type === 'reroll.declined')).toBe(false);
      } else {
        expect(after[0]).toMatchObject({ type: 'reroll.declined', soldier: 'Chen' });
      }
    });
  }
});

describe('overwatch interrupt chart (kit 05 §7, RULINGS O1-O4)', () => {
  const room = (watchers: { name: string; at: string; facing: string }[], aliens: object[]) => ({
    soldiers: watchers, aliens, round: 1,
  });
  const okafor = { name: 'Okafor', at: 'G2', facing: 'E' };
  const voss = { name: 'Voss', at: 'G9', facing: 'E' };
  const worker = { kind: 'worker', contact: 1, at: 'K5' };

  it('zero eligible watchers: the trigger is reported, no interrupt, and the alien simply continues', () => {
    const game = traced(gameFromPosition(room([{ ...okafor, facing: 'W' }], [worker]), { seed: 1 }), scripted({ watch: ['Okafor'] }));
    const trigger = eventsOf(game).find((e) => e.type === 'overwatch.triggered');
    expect(trigger).toMatchObject({ watchers: [] });
    expect(game.visited.some((s) => s.startsWith('round.alienPhase.overwatch'))).toBe(false);
    const moves = eventsOf(game).filter((e) => e.type === 'figure.moved' && e.figure === 'alien1');
    expect(moves.length).toBeGreaterThan(1);
  });

  it('one eligible watcher: the engine resolves the reaction, the alien continues', () => {
    const game = traced(gameFromPosition(room([okafor], [worker]), { seed: 1 }), scripted({ watch: ['Okafor'] }));
    const v = game.visited;
    const reacting = v.indexOf('round.alienPhase.overwatch.reacting');
    expect(v[reacting - 1]).toBe('round.alienPhase.alienActing');
    expect(v).not.toContain('round.alienPhase.overwatch.choosingOrder');
    expect(has(game, (e) => e.type === 'attack.declared' && e.reaction && e.attacker === 'Okafor')).toBe(true);
  });

  it('several watchers: the squad chooses the order, each reacts at most once per trigger', () => {
    const game = traced(gameFromPosition(room([okafor, voss], [{ ...worker, hp: 5 }]), { seed: 2 }), scripted({ watch: ['Okafor', 'Voss'] }));
    expect(game.visited).toContain('round.alienPhase.overwatch.choosingOrder');
    const events = eventsOf(game);
    const i = events.findIndex((e) => e.type === 'overwatch.triggered' && e.watchers.length === 2);
    expect(i).toBeGreaterThanOrEqual(0);
    const reactions: string[] = [];
    for (const e of events.slice(i + 1)) {
      if (e.type === 'alien.targeted' || e.type === 'overwatch.triggered') break;
      if (e.type === 'attack.declared' && e.reaction) reactions.push(e.attacker);
    }
    expect(new Set(reactions).size).toBe(reactions.length);
    expect(reactions.length).toBeGreaterThanOrEqual(1);
    // The order is a recorded squad decision (RULINGS O3).
    expect(game.decisions.some((d) => d.type === 'react')).toBe(true);
  });

  it('an alien killed by a reaction mid-move never finishes its move; the next watcher is skipped', () => {
    const position = room([okafor, voss], [{ ...worker, hp: 1 }, { kind: 'worker', contact: 2, at: 'K9' }]);
    const killedThenSkipped = (g: Parameters<typeof has>[0]) => {
      const events = eventsOf(g);
      const killed = events.findIndex((e) => e.type === 'alien.killed' && e.figure === 'alien1');
      return killed >= 0 && g.events[killed].phase === 'alien' && events.slice(killed + 1).some((e) => e.type === 'reaction.skipped');
    };
    const game = findGame(position, () => scripted({ watch: ['Okafor', 'Voss'] }), killedThenSkipped);
    const events = eventsOf(game);
    const killed = events.findIndex((e) => e.type === 'alien.killed' && e.figure === 'alien1');
    const later = events.slice(killed + 1);
    expect(later.some((e) => (e.type === 'figure.moved' || e.type === 'alien.targeted') && (('figure' in e && e.figure === 'alien1') || ('alien' in e && e.alien === 'alien1')))).toBe(false);
    expect(later.find((e) => e.type === 'reaction.skipped')).toMatchObject({ reason: 'the target is dead' });
    // After the interrupt the next alien acts: the chart goes back to alienActing.
    const v = game.visited;
    const lastReaction = v.map((s) => s.startsWith('round.alienPhase.overwatch.')).lastIndexOf(true);
    expect(v[lastReaction + 1]).toBe('round.alienPhase.alienActing');
  });

  it('a watcher downed before its turn to react is not among the watchers', () => {
    const position = room(
      [{ name: 'Reyes', at: 'J2', facing: 'E', hp: 1 } as never, { name: 'Okafor', at: 'G9', facing: 'E' }],
      [{ kind: 'worker', contact: 1, at: 'K2' }],
    );
    const game = findGame(position, () => scripted({ watch: ['Reyes', 'Okafor'] }), (g) => {
      const events = eventsOf(g);
      const downed = events.findIndex((e) => e.type === 'figure.downed' && e.figure === 'Reyes');
      return downed >= 0 && events.slice(downed).some((e) => e.type === 'overwatch.triggered');
    });
    const events = eventsOf(game);
    const downed = events.findIndex((e) => e.type === 'figure.downed' && e.figure === 'Reyes');
    const trigger = events.slice(downed).find((e) => e.type === 'overwatch.triggered');
    expect(trigger && trigger.type === 'overwatch.triggered' && trigger.watchers.includes('Reyes')).toBe(false);
  });
});

describe('end of game', () => {
  it('victory mid-alien-phase: a reaction kills the last alien', () => {
    const position = { soldiers: [{ name: 'Okafor', at: 'G2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K5', hp: 1 }], round: 1 };
    const game = findGame(position, () => scripted({ watch: ['Okafor'] }), (g) => g.final === 'victory');
    const kill = game.events.find((e) => e.event.type === 'alien.killed')!;
    expect(kill.phase).toBe('alien');
    expect(game.visited.at(-2)).toMatch(/^round\.alienPhase\./);
    expect(game.snapshot.output).toMatchObject({ outcome: 'victory', error: null });
  });

  it('defeat by all soldiers down', () => {
    const position = { soldiers: [{ name: 'Reyes', at: 'J4', facing: 'W', hp: 1 }], aliens: [{ kind: 'warrior', contact: 1, at: 'I4' }], round: 1 };
    const game = findGame(position, () => scripted({}), (g) => g.final === 'defeat' && g.snapshot.context.game.state.round === 1);
    expect(eventsOf(game).at(-1)).toMatchObject({ type: 'game.over', outcome: 'defeat', reason: 'all soldiers are down' });
  });

  it('round-6 timeout: aliens surviving the end of round 6 is defeat', () => {
    const position = { soldiers: [{ name: 'Reyes', at: 'B2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K9' }], round: 6 };
    const game = traced(gameFromPosition(position, { seed: 1 }), scripted({}));
    expect(game.final).toBe('defeat');
    expect(game.visited.at(-2)).toBe('round.endOfRound');
    expect(eventsOf(game).at(-1)).toMatchObject({ type: 'game.over', reason: 'aliens survive the end of round 6', round: 6 });
  });

  it('a game may start at any point: the router finds the state', () => {
    const actor = createGameActor({ state: newGame('A', { seed: 1 }) });
    actor.start();
    actor.send({ type: 'soldier.select', soldier: 'Chen' });
    const mid = actor.getSnapshot().context.game.state;
    const again = createGameActor({ state: mid });
    again.start();
    expect(activePath(again.getSnapshot().value)).toBe('round.squadPhase.activation.awaitingDecision');
  });
});

describe('the charts under the peer lifecycles (issue 20)', () => {
  it('alternatingActivations: the squad phase and the alien phase take turns, with a Counteract state', () => {
    const position = {
      soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K9' }, { kind: 'worker', contact: 2, at: 'J9' }, { kind: 'worker', contact: 3, at: 'K2' }],
      round: 1,
    };
    const counteractOnce: Controller = {
      name: 'counteract',
      decide: (s, legal) => legal.find((d) => d.type === 'activate' || d.type === 'counteract') ?? legal.find((d) => d.type === 'move') ?? { type: 'pass' },
    };
    const game = traced(gameFromPosition(position, { seed: 1, ruleset: { variants: { alternatingActivations: true } } }), counteractOnce);
    const v = game.visited;
    const firstAlien = v.indexOf('round.alienPhase.alienActing');
    expect(v.indexOf('round.squadPhase.counteracting')).toBeGreaterThan(firstAlien);
    // After the Counteract's activation the next alien acts.
    const ca = v.indexOf('round.squadPhase.counteracting');
    expect(v.slice(ca + 1, ca + 4)).toContain('round.alienPhase.alienActing');
    expect(game.decisions.some((d) => d.type === 'counteract')).toBe(true);
    expect(runGame({ scenario: 'custom', seed: 1, squad: counteractOnce, position, ruleset: { variants: { alternatingActivations: true } } }).ruleset.variants)
      .toMatchObject({ alternatingActivations: true });
  });

  it('reactionFire: a lone reaction fire runs in firingReaction; its records verify', () => {
    const position = { soldiers: [{ name: 'Reyes', at: 'G2', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K5' }], round: 1 };
    const game = traced(gameFromPosition(position, { seed: 1, ruleset: { variants: { reactionFire: true } } }), scripted({}));
    expect(game.visited).toContain('round.alienPhase.overwatch.firingReaction');
    for (const variants of [{ reactionFire: true }, { alternatingActivations: true }, { alternatingActivations: true, reactionFire: true }]) {
      const record = runGame({ scenario: 'A', seed: 2, squad: scripted({ watch: ['Voss'] }), ruleset: { variants } });
      expect(verifyRecord(record)).toMatchObject({ ok: true });
    }
  });
});
