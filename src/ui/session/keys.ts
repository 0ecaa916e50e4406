/**
 * Keyboard and step commands shared by every mode: arrows step, Shift+arrows by activation,
 * Ctrl+arrows by round, space plays / pauses, Home / End, ? for help.
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import { marksOf, nextMark, nextRoundStart, prevMark, type Entry } from './timeline';
import { chamber, useChamber } from './store';

export type StepCommand = 'forward' | 'back' | 'nextActivation' | 'prevActivation' | 'nextRound' | 'prevRound' | 'start' | 'end';

export function stepBy(cmd: StepCommand): void {
  const { entries, cursor } = useChamber.getState();
  chamber.jumpTo(stepTarget(cmd, entries, cursor));
}

/** Where a step command goes from `cursor`. */
function stepTarget(cmd: StepCommand, entries: readonly Entry[], cursor: number): number {
  const last = entries.length - 1;
  const marks = () => marksOf(entries);
  switch (cmd) {
    case 'forward': return cursor + 1;
    case 'back': return cursor - 1;
    case 'start': return 0;
    case 'end': return last;
    case 'nextActivation': return nextMark(marks().activations, cursor, last);
    case 'prevActivation': return prevMark(marks().activations, cursor);
    case 'nextRound': return nextRoundStart(entries, cursor);
    case 'prevRound': return prevMark(marks().rounds.map((r) => r.index), cursor);
  }
}

/** A mode's own keys (Play: the actions), asked before the shared ones; true when it took the key. */
export type ModeKeys = (e: KeyboardEvent) => boolean;
/** The keys of the mode open now, held by the page's one listener (useKeys) and lent by the mode. */
export interface ModeKeysSlot { current: ModeKeys | null }

/** The page's slot (App provides the one useKeys returns): a mode finds it here. */
export const ModeKeysContext = createContext<ModeKeysSlot | null>(null);

/**
 * A mode adds its keys here, not with a listener of its own: with two listeners every shared key
 * acted twice (in Play, '?' opened the help and closed it again, an arrow stepped two keyframes).
 */
export function useModeKeys(keys: ModeKeys): void {
  const slot = useContext(ModeKeysContext);
  useEffect(() => {
    if (!slot) return;
    slot.current = keys;
    return () => { if (slot.current === keys) slot.current = null; };
  }, [slot, keys]);
}

/** The player's keys, taken from a focused list too (see useKeys). */
const PLAYER_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'Home', 'End', ' ', '?']);

/**
 * The page's one keyboard listener (App): `first` (presentation's keys, ui/present) and the mode's
 * keys before the shared ones. `first` is passed in, not imported: session stays below the modes.
 * Returns the slot the mode's keys go in, for App to provide (ModeKeysContext).
 */
export function useKeys(first: ModeKeys = () => false): ModeKeysSlot {
  const slot = useRef<ModeKeys | null>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      // Typing in a field keeps its keys; the scrubber and checkboxes defer to the player's keys.
      const typing = t && (t.tagName === 'TEXTAREA'
        || (t.tagName === 'INPUT' && !['range', 'checkbox', 'file'].includes((t as HTMLInputElement).type)));
      if (typing) return;
      // A list (bundled record, speed, policy) keeps up, down and letters; the player's keys step
      // the game as everywhere else: a list keeps focus after a pick, and → then opened the next record.
      if (t?.tagName === 'SELECT' && !PLAYER_KEYS.has(e.key)) return;
      if (first(e) || slot.current?.(e)) { e.preventDefault(); return; }
      const by = (a: StepCommand, b: StepCommand, c: StepCommand) => stepBy(e.ctrlKey || e.metaKey ? c : e.shiftKey ? b : a);
      switch (e.key) {
        case 'ArrowRight': by('forward', 'nextActivation', 'nextRound'); break;
        case 'ArrowLeft': by('back', 'prevActivation', 'prevRound'); break;
        case 'Home': stepBy('start'); break;
        case 'End': stepBy('end'); break;
        case ' ': chamber.togglePlaying(); break;
        case '?': chamber.toggleHelp(); break;
        case 'Escape': chamber.dismiss(); break;
        default: return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [first]);
  return slot;
}
