/**
 * The page's live game (runner/live.ts): engine steps paced by the page, the squad's decisions
 * from a paced policy (one a tick), a policy thinking elsewhere (answers later, never while
 * stale), or a person; each transition one keyframe with the chart state after it.
 */
import { describe, expect, it } from 'vitest';
import { makePolicy } from '../../src/ai/policies';
import { newGame } from '../../src/engine/setup/scenarios';
import type { Decision } from '../../src/engine/state/types';
import { LiveGame, paced, thinking, playGame } from '../../src/runner';

describe('a live game', () => {
  it('with a paced policy gives the same game, keyframe for keyframe, as the headless runner', () => {
    const start = newGame('A', { seed: 5 });
    const live = new LiveGame(start, { squad: paced(makePolicy('greedy', 5)) });
    const keyframes = [];
    for (let k = live.advance(); k; k = live.advance()) keyframes.push(k);
    const headless = playGame(start, makePolicy('greedy', 5));
    expect(keyframes.map((k) => k.state)).toHaveLength(headless.steps.length);
    expect(keyframes.map((k) => k.events)).toEqual(headless.steps.map((s) => s.events));
    expect(keyframes.every((k) => typeof k.chart === 'string')).toBe(true);
    expect(keyframes.at(-1)!.chart).toMatch(/^(victory|defeat)$/);
  });

  it('with a policy that thinks elsewhere: nothing until its answer comes back, then that decision', async () => {
    let resolve: ((d: Decision) => void) | null = null;
    const squad = thinking('slow', () => new Promise<Decision>((r) => { resolve = r; }));
    const live = new LiveGame(newGame('A', { seed: 1 }), { squad });
    expect(live.advance()?.events.some((e) => e.type === 'squad.refreshed')).toBe(true);
    expect(live.advance()).toBeNull();
    expect(squad.thinking).toBe(true);
    resolve!({ type: 'activate', soldier: 'Voss' });
    await Promise.resolve();
    const k = live.advance();
    expect(k?.decision).toEqual({ type: 'activate', soldier: 'Voss' });
    expect(k?.chart).toBe('round.squadPhase.activation.awaitingDecision');
  });

  it('a thinking policy whose answer is illegal halts the game with the engine reason', async () => {
    const squad = thinking('bad', async () => ({ type: 'pass' }));
    const live = new LiveGame(newGame('A', { seed: 1 }), { squad });
    live.advance(); // the refresh
    expect(live.advance()).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect(() => live.advance()).toThrow(/bad chose \{"type":"pass"\}, which is illegal/);
  });

  it('a person decides through decide(); a refused decision throws the engine reason and changes nothing', () => {
    const live = new LiveGame(newGame('A', { seed: 1 }));
    live.advance();
    expect(live.advance()).toBeNull();
    const before = live.view.state;
    expect(() => live.decide({ type: 'pass' })).toThrow();
    expect(live.view.state).toBe(before);
    expect(live.decide({ type: 'activate', soldier: 'Reyes' }).state.activeSoldier).toBe('Reyes');
  });
});
