/**
 * The page's one live game (Autoplay, Play): a runner LiveGame at the end of the timeline, with
 * the squad's policy in Autoplay (its answers paced, one a tick) or nobody in Play (the person
 * decides). Started again from a keyframe when the cursor moved off the end and play goes on
 * from there; the policy itself lives on, so its own generator keeps its sequence. The planner
 * thinks in a Web Worker (ui/planner): each live game is a session of its own there.
 */
import { makePolicy } from '../../ai/policies';
import type { GameState } from '../../engine/state/types';
import { attachInspector, LiveGame, paced, type LiveGameOptions, type PacedController } from '../../runner';
import { plannerSquads } from '../planner/plannerSquad';
import { chamber, type PolicyName } from './store';

let inspect: LiveGameOptions['inspect'];
/** Makes the squad controller of each live game (null: a person decides). */
let squadFor: (() => PacedController) | null = null;
let live: { game: LiveGame; index: number } | null = null;

/**
 * Development: `npm run dev`, then open http://localhost:5173/?inspect to watch every live game's
 * charts in the Stately inspector (a new window opens; allow pop-ups).
 */
export async function enableInspector(): Promise<void> {
  inspect = await attachInspector();
}

/** Who decides for the squad from now on: a fresh policy (Autoplay), or nobody (a person, Play). */
export function useSquad(name: PolicyName | null, seed: number): void {
  if (name === 'planner') {
    // A worker that fails: Autoplay plays on with greedy from this moment (ui/planner says why).
    squadFor = plannerSquads({ seed, fallBack: () => { chamber.choosePolicy('greedy'); useSquad('greedy', seed); } });
  } else {
    const policy = name ? makePolicy(name, seed) : null;
    squadFor = policy ? () => paced(policy) : null;
  }
  dropLiveGame();
}

export function dropLiveGame(): void {
  live?.game.stop();
  live = null;
}

/** The live game standing at keyframe `index` with `state`, started there if it is not. */
export function liveGameAt(index: number, state: GameState): LiveGame {
  if (!live || live.index !== index || live.game.view.state !== state) {
    live?.game.stop();
    live = { game: new LiveGame(state, { squad: squadFor ? squadFor() : null, inspect }), index };
  }
  return live.game;
}

/** The live game has moved on: its state is now keyframe `index`. */
export function liveGameMovedTo(index: number): void {
  if (live) live.index = index;
}
