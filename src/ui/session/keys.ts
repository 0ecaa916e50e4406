/**
 * Keyboard and step commands shared by every mode: arrows step, Shift+arrows by activation,
 * Ctrl+arrows by round, space plays / pauses, Home / End, ? for help.
 */
import { useEffect } from 'react';
import { marksOf, nextMark, nextRoundStart, prevMark } from './timeline';
import { useChamber } from './store';

export type StepCommand = 'forward' | 'back' | 'nextActivation' | 'prevActivation' | 'nextRound' | 'prevRound' | 'start' | 'end';

export function stepBy(cmd: StepCommand): void {
  const s = useChamber.getState();
  const last = s.entries.length - 1;
  s.set({ playing: false });
  const marks = () => marksOf(s.entries);
  switch (cmd) {
    case 'forward': s.seek(s.cursor + 1); break;
    case 'back': s.seek(s.cursor - 1); break;
    case 'start': s.seek(0); break;
    case 'end': s.seek(last); break;
    case 'nextActivation': s.seek(nextMark(marks().activations, s.cursor, last)); break;
    case 'prevActivation': s.seek(prevMark(marks().activations, s.cursor)); break;
    case 'nextRound': s.seek(nextRoundStart(s.entries, s.cursor)); break;
    case 'prevRound': s.seek(prevMark(marks().rounds.map((r) => r.index), s.cursor)); break;
  }
}

/** A mode's own keys (Play: the actions), asked before the shared ones; true when it took the key. */
export type ModeKeys = (e: KeyboardEvent) => boolean;
let modeKeys: ModeKeys | null = null;

/**
 * A mode adds its keys here, not with a listener of its own: with two listeners every shared key
 * acted twice (in Play, '?' opened the help and closed it again, an arrow stepped two keyframes).
 */
export function useModeKeys(keys: ModeKeys): void {
  useEffect(() => {
    modeKeys = keys;
    return () => { if (modeKeys === keys) modeKeys = null; };
  }, [keys]);
}

/** The player's keys, taken from a focused list too (see useKeys). */
const PLAYER_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'Home', 'End', ' ', '?']);

/**
 * The page's one keyboard listener (App): `first` (presentation's keys, ui/present) and the mode's
 * keys before the shared ones. `first` is passed in, not imported: session stays below the modes.
 */
export function useKeys(first: ModeKeys = () => false): void {
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
      if (first(e) || modeKeys?.(e)) { e.preventDefault(); return; }
      const s = useChamber.getState();
      const by = (a: StepCommand, b: StepCommand, c: StepCommand) => stepBy(e.ctrlKey || e.metaKey ? c : e.shiftKey ? b : a);
      switch (e.key) {
        case 'ArrowRight': by('forward', 'nextActivation', 'nextRound'); break;
        case 'ArrowLeft': by('back', 'prevActivation', 'prevRound'); break;
        case 'Home': stepBy('start'); break;
        case 'End': stepBy('end'); break;
        case ' ': s.set({ playing: !s.playing }); break;
        case '?': s.set({ help: !s.help }); break;
        case 'Escape': s.set({ help: false, selected: null }); break;
        default: return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [first]);
}
