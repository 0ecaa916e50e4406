/**
 * The page's state (zustand), one store made of four slices, each in its own file with its named
 * actions (slices/): the timeline and its playback, the view settings, the record on screen and
 * the error line, and the mode with the live game's settings. Components read narrow selectors of
 * it; every change is a named action saying what happens (there is no catch-all setter), and the
 * store holds data only: no callbacks (a mode's scene input is lent through sceneInput.tsx), no
 * live game (the live session's, ui/live/liveSession.ts).
 */
import { create } from 'zustand';
import type { Variants } from '../../engine/state/types';
import { timelineSlice, type TimelineSlice } from './slices/timeline';
import { viewSlice, type ViewSlice } from './slices/view';
import { recordSlice, type RecordSlice } from './slices/record';
import { gameSlice, type GameSlice } from './slices/game';

export { SPEEDS, linesFor } from './slices/timeline';
export type { CameraPreset, OverlayId } from './slices/view';
export { MODES } from './slices/game';
export type { Mode, PolicyName, PlayOrigin, LiveGameShown } from './slices/game';

export type ChamberStore = TimelineSlice & ViewSlice & RecordSlice & GameSlice;

export const useChamber = create<ChamberStore>()((...a) => ({
  ...timelineSlice(...a),
  ...viewSlice(...a),
  ...recordSlice(...a),
  ...gameSlice(...a),
}));

/** A live game's title in its record: what played the squad, in which game, under which variants. */
export function liveGameTitle(seed: number, squad: string, variants: Partial<Variants> = {}, scenario = 'Scenario A'): string {
  const on = Object.entries(variants).map(([k, v]) => `${k} ${v ? 'on' : 'off'}`);
  return `${scenario}, seed ${seed}, ${squad} squad${on.length ? `, ${on.join(', ')}` : ''}`;
}

/** The ruleset overrides of a live game's variants ({} for the kit's readings). */
export function variantOverrides(variants: Partial<Variants>): { variants?: Partial<Variants> } {
  return Object.keys(variants).length ? { variants: { ...variants } } : {};
}

/** The live game's name in file names and links: its scenario (a game played on from a record may not be A) and seed. */
export function liveGameName(): string {
  const s = useChamber.getState();
  return `chamber-${s.entries[0]?.state.scenario ?? 'A'}-seed${s.seed}`;
}

type ActionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];
export type ChamberActions = Pick<ChamberStore, ActionKeys<ChamberStore>>;

/**
 * The store's named actions, for code outside a component (a key, a loader, the clock): actions
 * are made once with the store and never change, so this holds no state to go stale.
 */
export const chamber: ChamberActions = useChamber.getState();
