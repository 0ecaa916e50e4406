// @vitest-environment node
/**
 * The planner's worker protocol (ui/planner/service.ts, the fake worker: the same object the
 * worker exposes, called in-process, its requests structured-cloned as postMessage would): one
 * session's plan is carried out decision by decision and the session plays exactly the game the
 * headless planner plays; a new session starts a fresh planner; each new plan comes with its top
 * candidates, exact attack odds from the engine and a ghost; the hint keeps nothing; the win
 * chance is the planner's estimate.
 */
import { describe, expect, it } from 'vitest';
import { plannerPolicy } from '../../../src/ai/planner/planner';
import { estimateWinChance } from '../../../src/ai/planner/win-chance';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { alienOf, soldierOf } from '../../../src/engine/state/figures';
import { attackOddsInGame, fractionString } from '../../../src/engine/combat/odds';
import { rangedWeaponOf } from '../../../src/engine/combat/soldier-weapons';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { Decision, GameState } from '../../../src/engine/state/types';
import { createPlannerService } from '../../../src/ui/planner/service';
import type { DecideAnswer } from '../../../src/ui/planner/protocol';

const BUDGET = 6;
/** What crosses postMessage: a structured clone. */
const sent = <T>(x: T): T => structuredClone(x);

/** Plays Scenario A with the squad deciding by `decide`; returns its decisions and the answers. */
function playWith(decide: (s: GameState, legal: Decision[]) => Decision, limit = 60): Decision[] {
  let s = newGame('A', { seed: 3 });
  const out: Decision[] = [];
  while (out.length < limit) {
    const next = nextStep(s);
    if (next.kind === 'over') break;
    if (next.kind === 'step') { s = step(s).state; continue; }
    const d = decide(s, legalOnly(s));
    out.push(d);
    s = apply(s, d).state;
  }
  return out;
}

describe('the planner worker service', () => {
  it('plays a session exactly as the headless planner plays the game, each plan decision by decision', () => {
    const headless = plannerPolicy({ seed: 3, budget: BUDGET });
    const expected = playWith((s, legal) => headless.decide(s, legal));
    const service = createPlannerService();
    const answers: DecideAnswer[] = [];
    const got = playWith((state, legal) => {
      const a = sent(service.decide(sent({ session: 1, seed: 3, budget: BUDGET, state, legal })) as DecideAnswer);
      answers.push(a);
      return a.decision;
    });
    expect(got).toEqual(expected);
    // Every new plan starts with its first decision; the decisions that continue it are its rest, in order.
    let plan: Decision[] | null = null;
    let k = 0;
    let continued = 0;
    for (const a of answers) {
      if (a.plan) {
        plan = [...a.plan.chosen.decisions];
        k = 0;
        expect(a.decision).toEqual(plan[0]);
        expect(a.continues).toBe(false);
      } else if (a.continues) {
        k++;
        continued++;
        expect(a.decision).toEqual(plan![k]);
      }
    }
    expect(answers.filter((a) => a.plan).length).toBeGreaterThan(3);
    expect(continued).toBeGreaterThan(0);
  }, 120_000);

  it('follows the plan under way without a search, as decide would, and has nothing to follow otherwise', () => {
    const headless = plannerPolicy({ seed: 3, budget: BUDGET });
    const expected = playWith((s, legal) => headless.decide(s, legal));
    const service = createPlannerService();
    let followed = 0;
    const got = playWith((state, legal) => {
      const request = sent({ session: 1, seed: 3, budget: BUDGET, state, legal });
      const next = service.follow(request) as DecideAnswer | null;
      if (next) {
        // A continuation only: a new plan always needs a search.
        expect(next).toMatchObject({ plan: null, continues: true });
        followed++;
        return next.decision;
      }
      return (service.decide(request) as DecideAnswer).decision;
    });
    expect(got).toEqual(expected);
    expect(followed).toBeGreaterThan(0);
    // Another session (a new game) has no plan under way here.
    const s = step(newGame('A', { seed: 3 })).state;
    expect(service.follow({ session: 2, seed: 3, budget: BUDGET, state: s, legal: legalOnly(s) })).toBeNull();
    expect(createPlannerService().follow({ session: 1, seed: 3, budget: BUDGET, state: s, legal: legalOnly(s) })).toBeNull();
  }, 120_000);

  it('lists the top candidates best first, the chosen one first, with the exact odds of each attack where it fires', () => {
    const service = createPlannerService();
    let found = 0;
    playWith((state, legal) => {
      const a = service.decide({ session: 7, seed: 3, budget: BUDGET, state, legal }) as DecideAnswer;
      if (!a.plan) return a.decision;
      const { candidates, chosen } = a.plan;
      expect(candidates[0]).toBe(chosen);
      expect(candidates.length).toBeLessThanOrEqual(5);
      expect(a.plan.scored).toBeGreaterThanOrEqual(candidates.length);
      expect(a.plan.playouts).toBeGreaterThanOrEqual(candidates.reduce((n, c) => n + c.playouts, 0));
      for (const c of candidates) {
        expect(c.winChance).toBeGreaterThanOrEqual(0);
        expect(c.winChance).toBeLessThanOrEqual(1);
        const k = c.decisions.findIndex((d) => d.type === 'fire');
        if (k < 0 || (c.decisions[k] as { sustainedFire?: boolean }).sustainedFire) continue;
        // The odds at the moment of the shot: after the plan's moves, turn and brace.
        const at = c.decisions.slice(0, k).reduce((s, d) => apply(s, d).state, state);
        const me = soldierOf(at, at.activeSoldier!)!;
        const d = c.decisions[k] as Extract<Decision, { type: 'fire' }>;
        const odds = attackOddsInGame(at, me, alienOf(at, d.target)!, { weapon: rangedWeaponOf(at, me, d.weapon)! });
        expect(c.attack).toMatchObject({ expectedHpRemoved: fractionString(odds.expectedHpRemoved), kill: fractionString(odds.kill) });
        found++;
      }
      expect(a.plan.ghost?.figure).toBe(a.decision.type === 'activate' ? a.decision.soldier : state.activeSoldier);
      return a.decision;
    });
    expect(found).toBeGreaterThan(0);
  }, 120_000);

  it('starts a fresh planner for a new session (a new game, or the live game restarted at an earlier keyframe)', () => {
    const service = createPlannerService();
    let s = step(newGame('A', { seed: 3 })).state;
    // Find a plan of several decisions, take its first, then ask again under a new session.
    for (;;) {
      const a = service.decide({ session: 1, seed: 3, budget: BUDGET, state: s, legal: legalOnly(s) }) as DecideAnswer;
      s = apply(s, a.decision).state;
      while (nextStep(s).kind === 'step') s = step(s).state;
      if (a.plan && a.plan.chosen.decisions.length > 1) break;
    }
    const same = service.decide({ session: 1, seed: 3, budget: BUDGET, state: s, legal: legalOnly(s) }) as DecideAnswer;
    expect(same.continues).toBe(true);
    const fresh = createPlannerService();
    const restarted = service.decide({ session: 2, seed: 3, budget: BUDGET, state: s, legal: legalOnly(s) }) as DecideAnswer;
    const alone = fresh.decide({ session: 1, seed: 3, budget: BUDGET, state: s, legal: legalOnly(s) }) as DecideAnswer;
    expect(restarted.continues).toBe(false);
    expect(restarted).toEqual(alone);
  }, 60_000);

  it('gives a hint without keeping anything, and the win chance the planner estimates', () => {
    const service = createPlannerService();
    const s = apply(step(newGame('A', { seed: 5 })).state, { type: 'activate', soldier: 'Chen' }).state;
    const req = { seed: 5, budget: BUDGET, state: s, legal: legalOnly(s) };
    const first = service.hint(sent(req)) as DecideAnswer;
    expect(first.plan?.chosen.decisions[0]).toEqual(first.decision);
    expect(service.hint(sent(req))).toEqual(first);
    // A session afterwards is not the hint's continuation.
    expect((service.decide({ session: 1, ...req }) as DecideAnswer).plan).toEqual(first.plan);
    expect(service.winChance(sent({ seed: 5, state: s, playouts: 8 }))).toBe(estimateWinChance(s, { seed: 5, playouts: 8 }).chance);
  }, 60_000);
});
