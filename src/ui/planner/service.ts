/**
 * The planner's side of the worker (planner.worker.ts exposes it through comlink; tests call it
 * in-process as the fake worker). It keeps one game session's planner between decisions, so a
 * plan of several decisions ("move to E3, turn E, brace, fire") is carried out decision by
 * decision; a new session id (a new game, or the live game restarted at an earlier keyframe)
 * starts a fresh planner. Deterministic like the planner itself: the same requests give the same
 * answers.
 */
import { plannerPolicy, type Planner } from '../../ai/planner/planner';
import { estimateWinChance } from '../../ai/planner/win-chance';
import type { Decision, GameState } from '../../engine/state/types';
import { onlyChoiceView, planViewOf } from '../../ai/planner/plan-view';
import type { DecideAnswer, DecideRequest, HintRequest, PlannerApi, WinChanceRequest } from './protocol';

const same = (a: Decision | undefined, b: Decision) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * States arrive as structured clones, each with a board and a ruleset of its own; the engine
 * caches by those objects (sight's terrain codes, alien paths, attack values per ruleset), so
 * equal ones are swapped for the first copy seen.
 */
function interner<T>(limit = 8) {
  const seen = new Map<string, T>();
  return (value: T): T => {
    const key = JSON.stringify(value);
    const known = seen.get(key);
    if (known) return known;
    if (seen.size >= limit) seen.delete(seen.keys().next().value!);
    seen.set(key, value);
    return value;
  };
}

export function createPlannerService(): PlannerApi {
  const board = interner<GameState['board']>();
  const ruleset = interner<GameState['ruleset']>();
  const intern = (s: GameState): GameState => ({ ...s, board: board(s.board), ruleset: ruleset(s.ruleset) });
  let session: { id: number; planner: Planner; step: number } | null = null;

  function answer(planner: Planner, step: number, state: GameState, legal: readonly Decision[]): { answer: DecideAnswer; step: number } {
    const before = planner.lastPlan;
    const decision = planner.decide(state, legal);
    const plan = planner.lastPlan;
    if (plan && plan !== before) return { answer: { decision, plan: planViewOf(plan), continues: false }, step: 0 };
    return followed(plan, step, decision);
  }

  /** The next decision of the plan under way, or the only decision there was. */
  function followed(plan: Planner['lastPlan'], step: number, decision: Decision): { answer: DecideAnswer; step: number } {
    if (plan && step >= 0 && same(plan.chosen.decisions[step + 1], decision)) return { answer: { decision, plan: null, continues: true }, step: step + 1 };
    return { answer: { decision, plan: null, continues: false }, step: -1 };
  }

  return {
    follow(r: DecideRequest): DecideAnswer | null {
      if (!session || session.id !== r.session) return null;
      const decision = session.planner.following(r.legal);
      if (!decision) return null;
      const out = followed(session.planner.lastPlan, session.step, decision);
      session.step = out.step;
      return out.answer;
    },
    decide(r: DecideRequest): DecideAnswer {
      if (!session || session.id !== r.session) session = { id: r.session, planner: plannerPolicy({ seed: r.seed, budget: r.budget }), step: -1 };
      const out = answer(session.planner, session.step, intern(r.state), r.legal);
      session.step = out.step;
      return out.answer;
    },
    hint(r: HintRequest): DecideAnswer {
      const state = intern(r.state);
      const { answer: a } = answer(plannerPolicy({ seed: r.seed, budget: r.budget }), -1, state, r.legal);
      return a.plan ? a : { ...a, plan: onlyChoiceView(state, a.decision) };
    },
    winChance(r: WinChanceRequest): number {
      return estimateWinChance(intern(r.state), { seed: r.seed, ...(r.playouts !== undefined ? { playouts: r.playouts } : {}) }).chance;
    },
  };
}
