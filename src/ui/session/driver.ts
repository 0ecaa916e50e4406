/**
 * Drives a live game (Autoplay and Play) through the statecharts, the same machines that run
 * headless (issue 3): engine steps are paced by 'step.next', squad decisions are sent as
 * 'decision.made'. The UI never decides rules: it reads what the charts wait for and records each
 * transition as a keyframe. Replays are rebuilt from their decisions with the same engine flow.
 */
import { apply, nextStep, step, type NextStep } from '../../engine/game';
import type { Decision, GameState } from '../../engine/types';
import { createGameActor, viewOf, type GameActor, type GameActorOptions, type GameView } from '../../machines/actor';
import { attachInspector } from '../../machines/inspect';
import type { Entry } from './timeline';

/** Supplies the squad's decision when the engine waits for one; null means "not yet" (a person). */
export type Chooser = (state: GameState, need: Extract<NextStep, { kind: 'decision' }>) => Decision | null;

let inspect: GameActorOptions['inspect'];

/**
 * Development: `npm run dev`, then open http://localhost:5173/?inspect to watch every live game's
 * charts in the Stately inspector (a new window opens; allow pop-ups).
 */
export async function enableInspector(): Promise<void> {
  inspect = await attachInspector();
}

/** A live game: one game actor from the statecharts, started at `state`. */
export class LiveGame {
  private readonly actor: GameActor;

  constructor(readonly start: GameState) {
    this.actor = createGameActor({ state: start, squad: null, autoStep: false, ...(inspect ? { inspect } : {}) });
    this.actor.start();
  }

  get view(): GameView {
    return viewOf(this.actor.getSnapshot());
  }

  /** One transition through the charts, or null when over or the chooser has no answer yet. */
  advance(choose: Chooser): Entry | null {
    const v = this.view;
    if (v.done || v.waitingFor.kind === 'over') return null;
    if (v.waitingFor.kind === 'step') {
      this.actor.send({ type: 'step.next' });
      return this.entry(v, null);
    }
    const decision = choose(v.state, v.waitingFor);
    return decision ? this.decide(decision) : null;
  }

  /** A squad decision; throws with the engine's reason when the charts refuse it. */
  decide(decision: Decision): Entry {
    const before = this.view;
    this.actor.send({ type: 'decision.made', decision });
    const after = this.view;
    if (after.state === before.state) throw new Error(after.error ?? `the game did not accept ${decision.type}`);
    return this.entry(before, decision);
  }

  stop(): void {
    this.actor.stop();
  }

  private entry(before: GameView, decision: Decision | null): Entry {
    const after = this.view;
    if (after.state === before.state && after.error) throw new Error(after.error);
    return { state: after.state, events: after.lastEvents, decision, chart: after.active };
  }
}

/** One engine transition from `state` without a live actor (rebuilding a replay's keyframes). */
export function advance(state: GameState, choose: Chooser): Entry | null {
  const next = nextStep(state);
  if (next.kind === 'over') return null;
  if (next.kind === 'step') {
    const t = step(state);
    return { state: t.state, events: t.events, decision: null };
  }
  const decision = choose(state, next);
  if (!decision) return null;
  const t = apply(state, decision);
  return { state: t.state, events: t.events, decision };
}
