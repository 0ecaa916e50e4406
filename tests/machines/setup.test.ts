/**
 * The charts' guards (machines/setup.ts) never call the engine (issue 35 §1): each reads only what
 * the engine has already answered, the context's cached `next` or a decision's resolved result
 * carried by its event. Run against games that hold nothing but those answers, a guard that
 * reached for the engine state (to apply, step or query it) would throw here.
 */
import { describe, expect, it } from 'vitest';
import { gameMachine } from '../../src/machines';

/** A game progress holding only what the engine answered: any other field read throws. */
function answersOnly(next: unknown): object {
  return new Proxy({ next, error: null }, {
    get(target, key) {
      if (key === 'next' || key === 'error') return target[key];
      throw new Error(`a guard read game.${String(key)}: guards read only the engine's answers`);
    },
  });
}

describe('the chart guards', () => {
  const guards = gameMachine.implementations.guards as Record<string, (args: unknown, params: unknown) => unknown>;
  const params = { needs: ['activation', 'chooseSoldier'], need: 'activation', outcome: 'victory' };

  it('are the table\'s and the game\'s end, nothing that runs the engine', () => {
    expect(Object.keys(guards).sort()).toEqual(['autoStep', 'endsIn', 'leadsTo', 'over', 'stays', 'unresolved', 'waitsFor']);
  });

  for (const next of [{ kind: 'decision', need: 'activation' }, { kind: 'step', need: 'alienAction' }, { kind: 'over', outcome: 'victory' }]) {
    it(`read only the engine's answers (the game waits: ${JSON.stringify(next)})`, () => {
      const game = answersOnly(next);
      const context = { game, autoStep: true, squad: null };
      const events = [
        { type: 'decision.made', decision: { type: 'pass' }, resolved: { from: game, to: answersOnly({ kind: 'decision', need: 'chooseSoldier' }) } },
        { type: 'decision.made', decision: { type: 'pass' }, resolved: { from: game, to: null, failure: new Error('engine') } },
        { type: 'decision.made', decision: { type: 'pass' } },
        { type: 'step.next' },
      ];
      for (const [name, guard] of Object.entries(guards)) {
        for (const event of events) expect(() => guard({ context, event }, params), name).not.toThrow();
      }
    });
  }
});
