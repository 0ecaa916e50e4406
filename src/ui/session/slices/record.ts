/**
 * The record on screen (Replay) and the page's one error line. A record comes on screen one way,
 * `showRecord`: verified first (replay/openRecord), then shown whole, its timeline with it.
 */
import type { StateCreator } from 'zustand';
import type { GameRecord } from '../../../replay/record';
import { clampCursor, type Entry } from '../timeline';
import type { ChamberStore } from '../store';
import { linesFor } from './timeline';

export interface RecordSlice {
  /** Bundled or loaded record name (Replay), or null. */
  recordName: string | null;
  /** The loaded record itself (Replay), kept for saving it and for the sheet export. */
  record: GameRecord | null;
  /**
   * A record opened from a file or a link travels in the URL whole (replay/recordLink): its link
   * payload, once made; null for bundled records (they travel by name) and live games.
   */
  recordLink: string | null;
  error: string | null;
  /**
   * What the page's URL asked for that it could not read (a query flag: session/query.ts,
   * present/presentLink.ts), shown when no error is: opening the link's mode (a record, a ruling)
   * clears the error line, and this must outlive that. Goes when dismissed.
   */
  linkNotice: string | null;

  /** A verified record's timeline in Replay at `step`, paused, nothing selected. */
  showRecord(shown: { recordName: string; record: GameRecord; recordLink: string | null; entries: Entry[]; step: number }): void;
  /** The open record's link payload, once made (replay/openRecord carryInLink). */
  linkRecord(payload: string): void;
  /** One readable line in the page's banner; `pause` stops playback too (a refused record, an engine error). */
  showError(message: string, options?: { pause?: boolean }): void;
  /** The URL's own problem, kept until dismissed (linkNotice). */
  noteLink(message: string): void;
  /** The banner clicked away: the error and the URL's notice both go. */
  dismissError(): void;
}

/** What a live game (Autoplay, Play) and Inspect hold of the record slice: no record open, no link, no error. */
export const NO_RECORD = { recordName: null, record: null, recordLink: null, error: null } as const;

export const recordSlice: StateCreator<ChamberStore, [], [], RecordSlice> = (set, get) => ({
  recordName: null,
  record: null,
  recordLink: null,
  error: null,
  linkNotice: null,

  showRecord({ recordName, record, recordLink, entries, step }) {
    set({
      mode: 'replay', recordName, record, recordLink, error: null, playing: false, selected: null, gameId: get().gameId + 1,
      entries, lines: entries.map((_, i) => linesFor(entries, i)), cursor: clampCursor(step, entries.length),
    });
  },
  linkRecord(payload) { set({ recordLink: payload }); },
  showError(message, { pause = false } = {}) { set(pause ? { error: message, playing: false } : { error: message }); },
  noteLink(message) { set({ linkNotice: message }); },
  dismissError() { set({ error: null, linkNotice: null }); },
});
