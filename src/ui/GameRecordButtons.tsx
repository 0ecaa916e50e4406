/**
 * The live game (Autoplay, Play) kept at any moment (issue 4 §2): saved as a record, opened in
 * Replay at this moment with a link to it, or its playtest record sheet (kit 06) as CSV.
 */
import { useChamber } from './session/store';
import { downloadRecord, downloadSheet } from './download';
import { errorWords } from './errorWords';

/** The Replay code loads on demand; if it cannot be fetched, say so. */
async function replayThisGame(): Promise<void> {
  try {
    await (await import('./replay/openRecord')).replayGameSoFar();
  } catch (err) {
    useChamber.getState().set({ error: `Replay this game: ${errorWords(err)}` });
  }
}

export function GameRecordButtons() {
  return (
    <>
      <button onClick={() => void downloadRecord()} data-testid="save-record">Save record</button>
      <button onClick={() => void replayThisGame()} data-testid="replay-this"
        title="open the game so far in Replay at this moment (step back through it; the URL links to it)">Replay this game</button>
      <button onClick={() => void downloadSheet()} data-testid="live-sheet">Sheet (CSV)</button>
    </>
  );
}
