/**
 * Small mission games for the mission rules' tests (docs/scenarios.md): a scenario file on the
 * 8x6 board below, and a driver that runs engine steps and answers squad decisions from a script.
 *
 *     A B C D E F G H
 *   1 # # # # # # # #
 *   2 # . . . # . . #
 *   3 # . . . D . . #
 *   4 # . O . D . X #
 *   5 # . . . # . . #
 *   6 # # # # # # # #
 */
import { apply, nextStep, step } from '../../../src/engine/flow/game';
import { gameFromScenarioJson } from '../../../src/engine/setup/scenario-game';
import type { ScenarioFileInput } from '../../../src/engine/setup/scenario-file';
import type { Decision, GameEvent, GameState } from '../../../src/engine/state/types';

export const MISSION_BOARD = [
  '# # # # # # # #',
  '# . . . # . . #',
  '# . . . D . . #',
  '# . O . D . X #',
  '# . . . # . . #',
  '# # # # # # # #',
].join('\n');

export function missionGame(patch: Partial<ScenarioFileInput> = {}, seed = 1): GameState {
  return gameFromScenarioJson({
    format: 'star-chamber-scenario', version: 1, id: 'fixture', title: 'Fixture', board: MISSION_BOARD,
    soldiers: [{ name: 'Reyes', at: 'D3', facing: 'E' }],
    aliens: [{ kind: 'worker', contact: 1, at: 'G5' }],
    doors: [{ squares: ['E3', 'E4'] }],
    ...patch,
  }, { seed });
}

export interface Run { readonly state: GameState; readonly events: GameEvent[] }

/**
 * Plays on: engine steps by themselves, squad decisions from `script` in order (then `pass`), until
 * `until` says stop (checked after each transition) or the game is over.
 */
export function playOn(state: GameState, script: Decision[], until: (s: GameState, e: readonly GameEvent[]) => boolean = () => false): Run {
  const events: GameEvent[] = [];
  const queue = [...script];
  for (let i = 0; i < 5000; i++) {
    const next = nextStep(state);
    if (next.kind === 'over') break;
    const t = next.kind === 'step' ? step(state) : apply(state, queue.shift() ?? fallback(state));
    state = t.state;
    events.push(...t.events);
    if (until(state, t.events)) break;
  }
  return { state, events };
}

/** With no script left: activate the next soldier who has not, else pass. */
function fallback(state: GameState): Decision {
  if (state.activeSoldier) return { type: 'pass' };
  const s = state.soldiers.find((x) => x.hp > 0 && !x.activated);
  return s ? { type: 'activate', soldier: s.id } : { type: 'pass' };
}
