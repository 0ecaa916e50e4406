/**
 * Autoplay's planner squad (issue 19 §1): the runner's `thinking` controller with the planner in
 * the Web Worker deciding, so the chamber never waits for it (the live game's advance() says
 * "nothing yet" while it thinks). Each live game gets its own planner session in the worker: one
 * game's plans are carried out decision by decision, and a live game started again at an earlier
 * keyframe starts a new session. A new plan is kept for the why-panel and the ghost, and held a
 * moment before the figure moves so the ghost is seen. If the worker fails, the squad says so in
 * one line and hands over to greedy (`fallBack`).
 */
import { greedyPolicy } from '../../ai/greedy';
import { BROWSER_BUDGET } from '../../ai/planner/planner';
import { thinking, type PacedController } from '../../runner';
import { errorWords } from '../errorWords';
import { useChamber } from '../session/store';
import { chamberAtRest } from '../../scene/motion';
import { plannerConnection } from './client';
import { usePlanner } from './planStore';
import type { PlanView } from './protocol';

/** How long a new plan's ghost shows before the figure moves, at speed 1. */
export const GHOST_MS = 700;
/**
 * The longest the planner waits for the chamber to come to rest before it searches, at speed 1:
 * longer than a transition's effects (a damage number floats 1.4 s after its shot, in real time
 * at every speed). At 1500 ms a search at 2x began under a floating number some 4 times in 30 s,
 * and each of those searches drew late frames (measured with the planner-frames bench's frames).
 */
export const REST_WAIT_MS = 3000;

/** Resolves once the chamber's first frame is drawn: the worker starting up would hold it back on two shared cores. */
function chamberShown(): Promise<void> {
  if (useChamber.getState().chamberShown) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useChamber.subscribe((s) => { if (s.chamberShown) { stop(); resolve(); } });
  });
}

/** Whether a plan is worth holding for: it moves the figure or aims at something. */
const showsSomething = (plan: PlanView) => !!plan.ghost && (plan.ghost.path.length > 0 || plan.ghost.target !== null || plan.ghost.facing !== null);

export interface PlannerSquadOptions {
  /** The game's seed. */
  readonly seed: number;
  /** Called once when the worker fails, with why: the caller plays on with greedy. */
  readonly fallBack: (why: string) => void;
  readonly budget?: number;
  /** Milliseconds a new plan's ghost shows (GHOST_MS by default), before speed. */
  readonly ghostMs?: number;
}

/** A maker of planner squads for one game: each call is a live game's own session, numbered by the caller (the live session counts its games). */
export function plannerSquads(options: PlannerSquadOptions): (session: number) => PacedController {
  const { seed, budget = BROWSER_BUDGET, ghostMs = GHOST_MS } = options;
  usePlanner.getState().freshGame();
  let failed = false;
  return (session) => {
    return thinking('planner', async (state, legal) => {
      usePlanner.getState().waitingAt(state);
      try {
        await chamberShown();
        const connection = plannerConnection();
        const request = { session, seed, budget, state, legal };
        // The next step of the plan under way needs no search: taken at once, so a walk never halts.
        const next = await connection.follow(request);
        if (next) return next.decision;
        // A search: first the chamber comes to rest (scene/motion.ts), and draws only what moves
        // while the worker searches (ChamberPanel): the two then never compete for the cores.
        await chamberAtRest(REST_WAIT_MS / useChamber.getState().speed);
        usePlanner.getState().thinkingAt(state);
        const answer = await connection.decide(request).finally(() => {
          usePlanner.getState().doneThinking(state);
        });
        if (answer.plan) {
          usePlanner.getState().planned(state, answer.plan);
          if (showsSomething(answer.plan) && ghostMs > 0) await new Promise((r) => setTimeout(r, ghostMs / useChamber.getState().speed));
        }
        return answer.decision;
      } catch (err) {
        const why = errorWords(err);
        if (!failed) {
          failed = true;
          usePlanner.getState().failed(why);
          options.fallBack(why);
        }
        // This request's answer (the game may already have gone on with greedy).
        return greedyPolicy().decide(state, legal);
      } finally {
        usePlanner.getState().answered(state);
      }
    });
  };
}
