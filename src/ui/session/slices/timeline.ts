/**
 * The timeline and its playback: the keyframes on screen, their log lines, the one cursor, and
 * whether (and how fast) the clock walks it. Every move of the cursor goes through these actions.
 */
import type { StateCreator } from 'zustand';
import type { FigureId, GameState } from '../../../engine/state/types';
import { logLines, type LogLine } from '../../logText';
import { clampCursor, type Entry } from '../timeline';
import type { ChamberStore } from '../store';

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;

export interface TimelineSlice {
  entries: Entry[];
  /** Log lines per entry (computed once when the entry is added). */
  lines: LogLine[][];
  cursor: number;
  playing: boolean;
  speed: number;

  /** The timeline replaced (a game started, a record opened, a draft previewed), the cursor at `cursor`. */
  setEntries(entries: Entry[], cursor?: number): void;
  /** Keyframes the live game made, added at the end; the cursor stays. */
  append(entries: Entry[]): void;
  seek(cursor: number): void;
  /** A person moved the cursor (a click on the scrubber, a log line, a chapter): playback stops there. */
  jumpTo(cursor: number): void;
  play(): void;
  pause(): void;
  togglePlaying(): void;
  setSpeed(speed: number): void;
  /** One position on screen (Inspect's), paused, with `selected` picked: a timeline of one keyframe. */
  showPosition(state: GameState, selected: FigureId | null): void;
}

export function linesFor(entries: readonly Entry[], index: number): LogLine[] {
  if (index === 0) return [];
  return logLines([entries[index - 1], entries[index]], 1).map((l) => ({ ...l, entry: index }));
}

export const timelineSlice: StateCreator<ChamberStore, [], [], TimelineSlice> = (set, get) => ({
  entries: [],
  lines: [],
  cursor: 0,
  playing: true,
  speed: 1,

  setEntries(entries, cursor = 0) {
    set({ entries, lines: entries.map((_, i) => linesFor(entries, i)), cursor: clampCursor(cursor, entries.length) });
  },
  append(more) {
    const entries = [...get().entries, ...more];
    const lines = [...get().lines];
    for (let i = lines.length; i < entries.length; i++) lines.push(linesFor(entries, i));
    set({ entries, lines });
  },
  seek(cursor) {
    set({ cursor: clampCursor(cursor, get().entries.length) });
  },
  jumpTo(cursor) {
    set({ playing: false, cursor: clampCursor(cursor, get().entries.length) });
  },
  play() { set({ playing: true }); },
  pause() { if (get().playing) set({ playing: false }); },
  togglePlaying() { set({ playing: !get().playing }); },
  setSpeed(speed) { set({ speed }); },
  showPosition(state, selected) {
    set({ entries: [{ state, events: [], decision: null }], lines: [[]], cursor: 0, playing: false, selected });
  },
});
