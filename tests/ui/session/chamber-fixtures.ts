/**
 * The page's store set up through its named actions, as the page itself sets it: a record open in
 * Replay, or the page as it opens (Autoplay, nothing on screen). Unit files share the store
 * (isolate: false), so each leaves it as a fresh page has it.
 */
import type { GameRecord } from '../../../src/replay/record';
import { chamber, useChamber } from '../../../src/ui/session/store';
import type { Entry } from '../../../src/ui/session/timeline';

/** `record`, named `recordName`, open in Replay at `step` (nothing selected, paused). */
export function replayOpen(recordName: string, record: GameRecord, entries: readonly Entry[], step: number): void {
  chamber.showRecord({ recordName, record, recordLink: null, entries: [...entries], step });
}

/** An Autoplay game (paused) showing `entries` at `cursor`: a game the AI has played so far. */
export function autoplayShowing(entries: readonly Entry[], cursor: number, seed = useChamber.getState().seed): void {
  chamber.showLiveGame({ mode: 'autoplay', seed, entries: [...entries], cursor, playing: false, origin: null });
}

/** The page as it opens: Autoplay with nothing on screen, no record, no origin, no error, the kit's variants. */
export function freshChamber(): void {
  chamber.chooseVariants({});
  autoplayShowing([], 0);
}
