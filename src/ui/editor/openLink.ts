/** A scenario link opened (editor/link): the editor on its file, or Autoplay and the link's one line. */
import { useChamber } from '../session/store';
import { startGame } from '../session/playback';
import { readScenarioHash } from './link';
import { useEditor } from './store';

export function openScenarioLink(hash: string): void {
  try {
    useEditor.getState().openFile(readScenarioHash(hash));
    useChamber.getState().set({ mode: 'editor', playing: false, error: null });
  } catch (err) {
    startGame('autoplay', 1);
    useChamber.getState().set({ error: err instanceof Error ? err.message : String(err) });
  }
}
