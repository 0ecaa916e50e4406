// @vitest-environment node
/**
 * Autoplay's planner squad (ui/planner/plannerSquad.ts) on a live game with a fake worker (the
 * service in-process, answering on a later turn as a worker does): the live game never waits for
 * it (advance() says "nothing yet" while it thinks), it plays the headless planner's game, each
 * new plan is kept by the keyframe it was made at, for the why-panel and the ghost; a worker that
 * fails makes Autoplay say so in one line and play on with greedy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { greedyPolicy } from '../../../src/ai/greedy';
import { plannerPolicy } from '../../../src/ai/planner/planner';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { Decision } from '../../../src/engine/state/types';
import { LiveGame, type Keyframe } from '../../../src/runner';
import { failedConnection, inProcessConnection, setPlannerConnection } from '../../../src/ui/planner/client';
import { planAt } from '../../../src/ui/planner/planAt';
import { usePlanner } from '../../../src/ui/planner/planStore';
import { plannerSquads } from '../../../src/ui/planner/plannerSquad';
import { createPlannerService } from '../../../src/ui/planner/service';
import { startGame, tick } from '../../../src/ui/live/playback';
import { chamber, useChamber } from '../../../src/ui/session/store';

const BUDGET = 4;
const turn = () => new Promise((r) => setTimeout(r, 0));

/** Advances a live game to `n` keyframes, waiting whenever it says the squad still thinks. */
async function playOn(game: LiveGame, n: number): Promise<{ keyframes: Keyframe[]; waits: number }> {
  const keyframes: Keyframe[] = [{ state: game.start, events: [], decision: null }];
  let waits = 0;
  while (keyframes.length < n && !game.view.done) {
    const k = game.advance();
    if (k) keyframes.push(k);
    else { waits++; await turn(); }
  }
  return { keyframes, waits };
}

// The planner waits for the chamber's first frame before it starts its worker.
beforeEach(() => { chamber.chamberDrawn(); });
afterEach(() => { setPlannerConnection(null); usePlanner.getState().freshGame(); });

describe('the planner squad in a live game', () => {
  it('never holds the game up, plays the headless planner\'s game and keeps each plan by its keyframe', async () => {
    setPlannerConnection(inProcessConnection(createPlannerService()));
    const fallBack = vi.fn();
    const squads = plannerSquads({ seed: 2, budget: BUDGET, ghostMs: 0, fallBack });
    const start = newGame('A', { seed: 2 });
    const game = new LiveGame(start, { squad: squads(101) });
    const searched = new Set<unknown>();
    const unsubscribe = usePlanner.subscribe((p) => { if (p.thinking) searched.add(p.thinking); });
    const { keyframes, waits } = await playOn(game, 80);
    unsubscribe();
    game.stop();
    expect(waits).toBeGreaterThan(0);
    expect(fallBack).not.toHaveBeenCalled();
    // The same decisions as the planner deciding at once, headless.
    const headless = plannerPolicy({ seed: 2, budget: BUDGET });
    let s = start;
    const decided = keyframes.filter((k) => k.decision).map((k) => k.decision!);
    const expected: Decision[] = [];
    while (expected.length < decided.length) {
      const next = nextStep(s);
      if (next.kind === 'over') break;
      if (next.kind === 'step') { s = step(s).state; continue; }
      const d = headless.decide(s, legalOnly(s));
      expected.push(d);
      s = apply(s, d).state;
    }
    expect(decided).toEqual(expected);
    // Every plan is kept under a keyframe's own state; there its ghost shows before the figure moves.
    const plans = usePlanner.getState().plans;
    expect(plans.size).toBeGreaterThan(2);
    for (const [state, view] of plans) {
      const i = keyframes.findIndex((k) => k.state === state);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(planAt(keyframes, i, plans, null)).toMatchObject({ index: i, inProgress: true, view });
      if (i + 1 < keyframes.length) expect(keyframes[i + 1].decision).toEqual(view.chosen.decisions[0]);
      // Once its last decision is taken, the plan is no longer in progress.
      const done = i + view.chosen.decisions.length;
      if (done < keyframes.length && !plans.has(keyframes[done].state)) expect(planAt(keyframes, done, plans, null)?.inProgress).toBe(false);
      // It was searched for (the why-panel said "thinking"); its later steps were taken without a search.
      expect(searched.has(state)).toBe(true);
      for (let j = i + 1; j < Math.min(done, keyframes.length); j++) expect(searched.has(keyframes[j].state)).toBe(false);
    }
  }, 120_000);

  it('says why in one line and answers with greedy when the worker fails', async () => {
    setPlannerConnection(failedConnection("the planner's worker failed: boom"));
    const fallBack = vi.fn();
    const start = step(newGame('A', { seed: 4 })).state;
    const game = new LiveGame(start, { squad: plannerSquads({ seed: 4, budget: BUDGET, ghostMs: 0, fallBack })(102) });
    const { keyframes } = await playOn(game, 2);
    game.stop();
    expect(fallBack).toHaveBeenCalledTimes(1);
    expect(fallBack).toHaveBeenCalledWith("the planner's worker failed: boom");
    expect(usePlanner.getState().problem).toBe("the planner's worker failed: boom");
    expect(keyframes[1].decision).toEqual(greedyPolicy().decide(start, legalOnly(start)));
  });

  it('Autoplay, with no worker to be had (node has none), falls back to greedy and plays on', async () => {
    setPlannerConnection(null);
    chamber.choosePolicy('planner');
    startGame('autoplay', 1);
    for (let i = 0; i < 40 && useChamber.getState().entries.length < 12; i++) { if (!tick()) await turn(); }
    const s = useChamber.getState();
    expect(s.policy).toBe('greedy');
    expect(usePlanner.getState().problem).toMatch(/Web Workers/);
    expect(s.entries.length).toBeGreaterThanOrEqual(12);
    expect(s.error).toBeNull();
    chamber.pause();
  });
});
