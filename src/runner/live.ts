/**
 * A live game for the page (Autoplay, Play): one game actor from the statecharts, the same ones
 * that run headless, with engine steps paced by the page ('step.next') so each can be animated.
 * The squad's decisions come the way every game's do (controllers.ts): the chart asks its squad
 * port, the port asks the controller, the decision comes back as an event; here the controller is
 * a paced policy (Autoplay; one decision a tick), a policy thinking in a Web Worker, or a person
 * (Play; `decide`). Every transition comes out as one keyframe.
 */
import type { Decision, GameState } from '../engine/state/types';
import { createGameActor, viewOf, type GameActor, type GameActorOptions, type GameView } from '../machines';
import { person, type PacedController } from './controllers';
import type { Keyframe } from './keyframes';

export interface LiveGameOptions {
  /** Decides for the squad (Autoplay); omit when a person plays (`person()`). */
  readonly squad?: PacedController | null;
  readonly inspect?: GameActorOptions['inspect'];
}

export class LiveGame {
  private readonly actor: GameActor;
  private readonly squad: PacedController;

  constructor(readonly start: GameState, options: LiveGameOptions = {}) {
    this.squad = options.squad ?? person();
    this.actor = createGameActor({ state: start, squad: this.squad, autoStep: false, ...(options.inspect ? { inspect: options.inspect } : {}) });
    this.actor.start();
  }

  get view(): GameView {
    return viewOf(this.actor.getSnapshot());
  }

  /**
   * One transition through the charts: the next engine step, or the squad controller's waiting
   * decision. Null when the game is over, or waits for a person's decision (or for a controller
   * still thinking). Throws when the controller gave up (its reason).
   */
  advance(): Keyframe | null {
    const v = this.view;
    if (v.done) {
      if (v.halted) throw new Error(v.error ?? 'the squad controller stopped');
      return null;
    }
    if (v.waitingFor.kind === 'step') {
      this.actor.send({ type: 'step.next' });
      return this.keyframeAfter(v);
    }
    if (!this.squad.answer()) return null;
    if (this.view.halted) throw new Error(this.view.error ?? 'the squad controller stopped');
    return this.keyframeAfter(v);
  }

  /**
   * A person's squad decision, answering the request the chart made (through the squad port, as
   * any decision); throws with the engine's reason when it is refused.
   */
  decide(decision: Decision): Keyframe {
    const before = this.view;
    if (!this.squad.take(decision)) throw new Error(`the game does not wait for a squad decision (${decision.type})`);
    const after = this.view;
    if (after.trail === before.trail) throw new Error(after.error ?? `the game did not accept ${decision.type}`);
    return this.keyframeAfter(before);
  }

  stop(): void {
    this.actor.stop();
  }

  private keyframeAfter(before: GameView): Keyframe {
    const after = this.view;
    if (after.trail === before.trail || !after.trail) throw new Error(after.error ?? 'the game did not move on');
    const { step } = after.trail;
    return { state: step.after, events: step.events, decision: step.decision, chart: after.active };
  }
}

/**
 * The keyframes carried on through the engine's own steps, through the charts, up to the squad's
 * next decision or the game's end. A record can stop only there: replaying it runs every engine
 * step that follows its last decision, so a live game kept between two steps (an alien halfway
 * through its activation) would replay to more events than it holds and fail verification.
 */
export function runOnToDecision(keyframes: readonly Keyframe[]): Keyframe[] {
  const out = [...keyframes];
  const game = new LiveGame(out[out.length - 1].state);
  try {
    for (let k = game.advance(); k; k = game.advance()) out.push(k);
  } finally {
    game.stop();
  }
  return out;
}

/**
 * A live game rebuilt from its start and its squad decisions (a Play link, ui/session/playLink):
 * the engine's own steps run between them through the charts, as they ran when it was played, and
 * after the last decision only until keyframe `through` exists (the moment the link shows), so
 * the timeline comes out as it stood. Throws naming the first decision the game does not accept.
 */
export function keyframesOfDecisions(start: GameState, decisions: readonly Decision[], through = 0): Keyframe[] {
  const out: Keyframe[] = [{ state: start, events: [], decision: null }];
  const game = new LiveGame(start);
  try {
    decisions.forEach((decision, i) => {
      try {
        for (let k = game.advance(); k; k = game.advance()) out.push(k);
        if (game.view.waitingFor.kind === 'over') throw new Error('the game is over before it');
        out.push(game.decide(decision));
      } catch (err) {
        throw new Error(`decision ${i} (${JSON.stringify(decision)}): ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      }
    });
    for (let k = out.length <= through ? game.advance() : null; k; k = out.length <= through ? game.advance() : null) out.push(k);
  } finally {
    game.stop();
  }
  return out;
}
