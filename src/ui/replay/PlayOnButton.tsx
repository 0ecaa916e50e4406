/**
 * Replay's "Play on from here": the person takes the squad over at the moment on screen (an
 * analysis board's "continue from here"), to try what else the soldiers could have done.
 */
import { playOnOrSay, playOnProblem } from '../live/playback';
import { useChamber } from '../session/store';

export function PlayOnButton() {
  const problem = useChamber(playOnProblem);
  return (
    <button onClick={playOnOrSay} disabled={problem !== null} data-testid="play-on"
      title={problem ? `Cannot play on: ${problem}` : 'take the squad over at this moment in Play (the record file stays as it was)'}>
      Play on from here
    </button>
  );
}
