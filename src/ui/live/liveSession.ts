/**
 * The page's live game (Autoplay, Play) and who decides for its squad: one object owns both. The
 * game is a runner LiveGame at the end of the timeline, with the squad's policy in Autoplay (its
 * answers paced, one a tick) or nobody in Play (the person decides). It is started again from a
 * keyframe when the cursor moved off the end and play goes on from there; the policy itself lives
 * on, so its own generator keeps its sequence. The planner thinks in a Web Worker (ui/planner):
 * each live game is a session of its own there.
 */
import { makePolicy } from '../../ai/policies';
import type { GameState } from '../../engine/state/types';
import { attachInspector, LiveGame, paced, type LiveGameOptions, type PacedController } from '../../runner';
import { plannerSquads } from '../planner/plannerSquad';
import { chamber, type PolicyName } from '../session/store';

export class LiveSession {
  private inspect: LiveGameOptions['inspect'];
  /** Makes the squad controller of each live game, given its number (null: a person decides). */
  private squadFor: ((game: number) => PacedController) | null = null;
  /** Live games started so far: each is numbered (the planner keeps a session for each). */
  private games = 0;
  private live: { game: LiveGame; index: number } | null = null;

  /**
   * Development: `npm run dev`, then open http://localhost:5173/?inspect to watch every live game's
   * charts in the Stately inspector (a new window opens; allow pop-ups).
   */
  async enableInspector(): Promise<void> {
    this.inspect = await attachInspector();
  }

  /** Who decides for the squad from now on: a fresh policy (Autoplay), or nobody (a person, Play). */
  chooseSquad(name: PolicyName | null, seed: number): void {
    if (name === 'planner') {
      // A worker that fails: Autoplay plays on with greedy from this moment (ui/planner says why).
      this.squadFor = plannerSquads({ seed, fallBack: () => { chamber.choosePolicy('greedy'); this.chooseSquad('greedy', seed); } });
    } else {
      const policy = name ? makePolicy(name, seed) : null;
      this.squadFor = policy ? () => paced(policy) : null;
    }
    this.drop();
  }

  drop(): void {
    this.live?.game.stop();
    this.live = null;
  }

  /** The live game standing at keyframe `index` with `state`, started there if it is not. */
  gameAt(index: number, state: GameState): LiveGame {
    if (!this.live || this.live.index !== index || this.live.game.view.state !== state) {
      this.live?.game.stop();
      this.live = { game: new LiveGame(state, { squad: this.squadFor ? this.squadFor(++this.games) : null, inspect: this.inspect }), index };
    }
    return this.live.game;
  }

  /** The live game has moved on: its state is now keyframe `index`. */
  movedTo(index: number): void {
    if (this.live) this.live.index = index;
  }
}

/** The page's one live session: the clock and the person's decisions (playback.ts) go through it. */
export const liveSession = new LiveSession();
