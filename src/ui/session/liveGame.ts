/**
 * The page's one live game (Autoplay, Play): a runner LiveGame at the end of the timeline, with
 * the squad's policy in Autoplay (its answers paced, one a tick) or nobody in Play (the person
 * decides). Started again from a keyframe when the cursor moved off the end and play goes on
 * from there; the policy itself lives on, so its own generator keeps its sequence.
 */
import type { Controller } from '../../ai/controller';
import { makePolicy } from '../../ai/policies';
import type { GameState } from '../../engine/types';
import { attachInspector, LiveGame, paced, type LiveGameOptions } from '../../runner';
import type { PolicyName } from './store';

let inspect: LiveGameOptions['inspect'];
let policy: Controller | null = null;
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
  policy = name ? makePolicy(name, seed) : null;
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
    live = { game: new LiveGame(state, { squad: policy ? paced(policy) : null, inspect }), index };
  }
  return live.game;
}

/** The live game has moved on: its state is now keyframe `index`. */
export function liveGameMovedTo(index: number): void {
  if (live) live.index = index;
}
