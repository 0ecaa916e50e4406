/**
 * The live game (Autoplay, Play) kept at any moment (issue 4 §2): saved as a record, opened in
 * Replay at this moment with a link to it, or its playtest record sheet (kit 06) as CSV; with the
 * planner playing, the record can keep its reasons (issue 19 §2).
 */
import { chamber, useChamber } from './session/store';
import { downloadRecord, downloadSheet } from './download';
import { errorWords } from './errorWords';
import { usePlanner } from './planner/planStore';

/** The Replay code loads on demand; if it cannot be fetched, say so. */
async function replayThisGame(): Promise<void> {
  try {
    await (await import('./replay/openRecord')).replayGameSoFar();
  } catch (err) {
    chamber.showError(`Replay this game: ${errorWords(err)}`);
  }
}

export function GameRecordButtons() {
  const planning = useChamber((s) => s.mode === 'autoplay' && s.policy === 'planner');
  const keepReasons = usePlanner((s) => s.keepReasons);
  return (
    <>
      {planning && (
        <label className="keep-reasons" title="keep the planner's reasons (its top plans and their scores) in the saved record, so that Replay shows its why-panel and ghost too">
          <input type="checkbox" checked={keepReasons} data-testid="keep-reasons" onChange={(e) => usePlanner.getState().setKeepReasons(e.target.checked)} /> with reasons
        </label>
      )}
      <button onClick={() => void downloadRecord()} data-testid="save-record">Save record</button>
      <button onClick={() => void replayThisGame()} data-testid="replay-this"
        title="open the game so far in Replay at this moment (step back through it; the URL links to it)">Replay this game</button>
      <button onClick={() => void downloadSheet()} data-testid="live-sheet">Sheet (CSV)</button>
    </>
  );
}
