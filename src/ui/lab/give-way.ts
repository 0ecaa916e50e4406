/**
 * The Lab gives way to the chamber (issue 18 §5: "Run a batch in the background ... the chamber
 * keeps its frame rate"). Under software WebGL the browser draws the chamber on the same cores the
 * Lab's workers play on, so while a game plays on by itself in view (Autoplay, a Replay playing)
 * each worker rests as long as it played: the batch takes half of its workers' cores, and the
 * chamber the rest. In the Lab itself, in Play waiting for the person, or with the chamber at rest,
 * the batch runs at full speed. The setting (the Lab's "give way to the chamber") turns it off.
 */
import { activityOf, playsOnItsOwn, type ChamberActivity } from '../session/playsOnItsOwn';
import { useChamber } from '../session/store';
import { useLab } from './store';

/** How long a worker rests for each millisecond of play while the chamber plays a game. */
export const GIVE_WAY_REST_RATIO = 1;

/** The rest ratio for this moment: the chamber animating a game in view, and giving way on. */
export function restRatioFor(chamber: ChamberActivity, giveWay: boolean): number {
  return giveWay && chamber.mode !== 'lab' && playsOnItsOwn(chamber) ? GIVE_WAY_REST_RATIO : 0;
}

/** The rest ratio now, from the page's stores (read as each chunk is handed to a worker). */
export function restRatioNow(): number {
  return restRatioFor(activityOf(useChamber.getState()), useLab.getState().giveWay);
}
