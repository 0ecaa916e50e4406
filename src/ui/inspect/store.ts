/**
 * The Inspect mode's own state (zustand): the position being ruled on (custom position format),
 * the variants, the two points, the facing, the map, the editor's last refusal and where the
 * position came from. The app's store (session/store) holds only mode 'inspect' and, as its one
 * keyframe, the position placed as a state, so the one chamber view draws it (session.ts).
 */
import { create } from 'zustand';
import type { GameState, Square, Variants } from '../../engine/state/types';
import { defaultPosition, DEFAULT_VARIANTS, stateOf, type Position } from './position';
import type { FacingChoice, MapChoice } from './link';
import type { FigureKey } from './edit';
import type { ReplayMoment } from '../replay/replayMoment';

export interface InspectStore {
  position: Position;
  /** The position as it was opened: once `position` differs, the panel says "edited". */
  opened: Position;
  variants: Variants;
  /** The position placed with the variants: what every ruling reads. */
  state: GameState;
  a: Square | null;
  b: Square | null;
  facing: FacingChoice;
  map: MapChoice;
  /** The point the next click on a square sets. */
  next: 'a' | 'b';
  /** A figure picked up in the chamber, dropped on the square the pointer is released over. */
  dragging: FigureKey | null;
  /** The last refusal or load error, one line. */
  message: string | null;
  /** Where the position came from ("Replay step 42: Voss attacks worker 2"), or null. */
  origin: string | null;
  /**
   * The Replay step the position was opened from (record, timeline, step), or null: a ruling
   * made here can then be pinned to the study at that step, and Replay reopened there.
   */
  replay: ReplayMoment | null;
}

const first = defaultPosition();

export const useInspect = create<InspectStore>(() => ({
  position: first,
  opened: first,
  variants: DEFAULT_VARIANTS,
  state: stateOf(first, DEFAULT_VARIANTS),
  a: 'C3' as Square,
  b: 'J8' as Square,
  facing: 'own',
  map: 'off',
  next: 'a',
  dragging: null,
  message: null,
  origin: null,
  replay: null,
}));
