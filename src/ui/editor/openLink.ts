/** A scenario link opened (editor/link): the editor on its file, or Autoplay and the link's one line. */
import { chamber } from '../session/store';
import { startGame } from '../live/playback';
import { readScenarioHash } from './link';
import { useEditor } from './store';

export function openScenarioLink(hash: string): void {
  try {
    useEditor.getState().openFile(readScenarioHash(hash));
    chamber.switchMode('editor');
  } catch (err) {
    startGame('autoplay', 1);
    chamber.showError(err instanceof Error ? err.message : String(err));
  }
}
