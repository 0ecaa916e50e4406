/**
 * One path for a decision (issue 35 §2): every consumer's decisions reach the chart the same way,
 * the chart asking its squad port and the port asking the controller; only when the answer comes
 * differs (runner/controllers.ts). A policy answering at once (headless: the CLI, the lab), the
 * same policy paced by the page, and a person taking the same decisions one by one all give the
 * same game, transition for transition.
 */
import { describe, expect, it } from 'vitest';
import type { Controller } from '../../src/ai/controller';
import { makePolicy } from '../../src/ai/policies';
import { newGame } from '../../src/engine/setup/scenarios';
import type { Decision } from '../../src/engine/state/types';
import { createGameActor } from '../../src/machines';
import { answering, keyframesOfDecisions, LiveGame, paced, person, playGame, thinking } from '../../src/runner';

/** A policy that notes every request it is asked. */
function noting(policy: Controller, asked: unknown[]): Controller {
  return { name: policy.name, decide: (state, legal) => { asked.push(state); return policy.decide(state, legal); } };
}

describe('one path for a decision', () => {
  it('headless, paced and a person give the same game, each decision asked of its controller once', () => {
    const start = newGame('A', { seed: 11 });
    const asked: unknown[] = [];
    const headless = playGame(start, noting(makePolicy('greedy', 11), asked));
    const decisions = headless.steps.flatMap((s) => (s.decision ? [s.decision] : []));
    expect(asked).toHaveLength(decisions.length);
    expect(asked).toEqual(headless.steps.filter((s) => s.decision).map((s) => s.before));

    const live = new LiveGame(start, { squad: paced(makePolicy('greedy', 11)) });
    const pacedKeyframes = [];
    for (let k = live.advance(); k; k = live.advance()) pacedKeyframes.push(k);
    const byHand = keyframesOfDecisions(start, decisions, headless.steps.length).slice(1);
    for (const keyframes of [pacedKeyframes, byHand]) {
      expect(keyframes.map((k) => k.events)).toEqual(headless.steps.map((s) => s.events));
      expect(keyframes.map((k) => k.decision)).toEqual(headless.steps.map((s) => s.decision));
    }
  });

  it('a headless game runs inside the actor\'s start(): the port asks the controller, nobody sends events from outside', () => {
    const actor = createGameActor({ state: newGame('A', { seed: 2 }), squad: answering(makePolicy('random', 2)) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });

  it('a person: nothing until a decision is taken; a refused one leaves the request waiting, with the engine reason', () => {
    const you = person();
    const game = new LiveGame(newGame('A', { seed: 1 }), { squad: you });
    game.advance(); // the refresh
    expect(game.advance()).toBeNull();
    expect(you.waiting).toBe(true);
    expect(() => game.decide({ type: 'pass' })).toThrow(/./);
    expect(you.waiting).toBe(true);
    expect(game.view.halted).toBe(false);
    expect(game.decide({ type: 'activate', soldier: 'Voss' }).state.activeSoldier).toBe('Voss');
    expect(you.waiting).toBe(true); // his activation's first decision
    game.stop();
  });

  it('a person taking over from a policy still thinking: the decision is the person\'s, the stale answer never sent', async () => {
    let resolve: ((d: Decision) => void) | null = null;
    const squad = thinking('slow', () => new Promise<Decision>((r) => { resolve = r; }));
    const game = new LiveGame(newGame('A', { seed: 1 }), { squad });
    game.advance();
    expect(game.advance()).toBeNull();
    expect(squad.thinking).toBe(true);
    const own = resolve!;
    expect(game.decide({ type: 'activate', soldier: 'Park' }).decision).toEqual({ type: 'activate', soldier: 'Park' });
    own({ type: 'activate', soldier: 'Voss' });
    await Promise.resolve();
    expect(game.view.state.activeSoldier).toBe('Park');
    game.stop();
  });
});
