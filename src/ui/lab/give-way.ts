/**
 * The Lab gives way to the chamber (issue 18 §5: "Run a batch in the background ... the chamber
 * keeps its frame rate"). Under software WebGL the browser draws the chamber on the same cores the
 * Lab's workers play on, so while a game plays on by itself in view (Autoplay, a Replay playing)
 * each worker rests four times as long as it played: the batch takes a fifth of its workers'
 * cores, and the chamber the rest. In the Lab itself, in Play waiting for the person, or with the
 * chamber at rest, the batch runs at full speed. The setting (the Lab's "give way to the chamber")
 * turns it off.
 *
 * Why four: at Autoplay 4x the chamber alone keeps both cores busy here (the page's thread about
 * 24 ms a frame, SwiftShader's drawing in the GPU process about 65 ms), so every millisecond a
 * worker plays is taken from the frames. Resting as long as it played (the first setting) added
 * about 15 ms of CPU a frame (40.2 against 24.7 ms in the page process), some 15% of the frames
 * by expectation, and measured 76% and 86% of the frame rate with no batch; resting four times as
 * long adds about 2-3 ms a frame (26.2 against 23.5, 23.3 against 23.9), within the goal's 10%.
 * The frame rates of single runs here move by more than that between minutes (84%, 104%, 88%).
 */
import { activityOf, playsOnItsOwn, type ChamberActivity } from '../session/playsOnItsOwn';
import { useChamber } from '../session/store';
import { useLab } from './store';

/** How long a worker rests for each millisecond of play while the chamber plays a game. */
export const GIVE_WAY_REST_RATIO = 4;

/** The rest ratio for this moment: the chamber animating a game in view, and giving way on. */
export function restRatioFor(chamber: ChamberActivity, giveWay: boolean): number {
  return giveWay && chamber.mode !== 'lab' && playsOnItsOwn(chamber) ? GIVE_WAY_REST_RATIO : 0;
}

/** The rest ratio now, from the page's stores (read as each chunk is handed to a worker). */
export function restRatioNow(): number {
  return restRatioFor(activityOf(useChamber.getState()), useLab.getState().giveWay);
}
