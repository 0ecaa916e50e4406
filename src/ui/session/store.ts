/**
 * View state for the app (zustand): the mode, the keyframe timeline and its one cursor, playback,
 * overlay toggles, selection and camera. Scene components read narrow slices of it.
 */
import { create } from 'zustand';
import type { FigureId, Square, Variants } from '../../engine/state/types';
import type { GameRecord } from '../../replay/record';
import type { ScenarioFile } from '../../engine/setup/scenario-file';
import type { PathView } from '../../scene/overlays/PathPreview';
import { logLines, type LogLine } from '../logText';
import { clampCursor, type Entry } from './timeline';

export type Mode = 'autoplay' | 'play' | 'replay' | 'inspect' | 'lab' | 'editor';
export type CameraPreset = 'three-quarter' | 'top';
export type OverlayId = 'facing' | 'sight' | 'cover' | 'tokens' | 'fog' | 'spotter';
export type PolicyName = 'planner' | 'greedy' | 'random';

export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8] as const;

/** Input handling a mode adds to the one chamber view (Play: path preview, click to act). */
export interface SceneInput {
  readonly path: PathView | null;
  readonly onSquareClick?: (sq: Square) => void;
  readonly onFigureClick?: (id: FigureId) => void;
}

export interface PlayOrigin {
  readonly title: string;
  readonly overrides: Record<string, unknown>;
  readonly step: number;
  /** The scenario file that game was played on, so the game kept embeds it too (issue 36 §2). */
  readonly scenarioFile?: ScenarioFile;
}

export interface ChamberStore {
  mode: Mode;
  entries: Entry[];
  /** Log lines per entry (computed once when the entry is added). */
  lines: LogLine[][];
  cursor: number;
  playing: boolean;
  speed: number;
  seed: number;
  policy: PolicyName;
  /** The live game's variants switched from the kit's readings (issue 20: Autoplay and Play pick them). */
  variants: Partial<Variants>;
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
  overlays: Record<OverlayId, boolean>;
  selected: FigureId | null;
  hoverSquare: Square | null;
  hoverFigure: FigureId | null;
  camera: CameraPreset;
  follow: boolean;
  help: boolean;
  sceneInput: SceneInput | null;
  /**
   * True once the chamber's first frame is drawn. The side panels (cards, legend, log) wait for
   * it: the chamber is what a visitor came to see, and rendering the panels first delayed it.
   */
  chamberShown: boolean;
  /** True while the chamber's WebGL context is lost (until the browser restores it): the canvas is blank then. */
  chamberLost: boolean;
  /** Bumped to restart the autoplay game generator. */
  gameId: number;
  /**
   * A Play game taken over at one moment of another (Replay's "Play on from here", Autoplay's
   * "Take over"): that game's title, ruleset overrides and the step, so the game kept later names
   * where it came from and replays under the same rules. Null for a game started fresh.
   */
  origin: PlayOrigin | null;

  setEntries(entries: Entry[], cursor?: number): void;
  append(entries: Entry[]): void;
  seek(cursor: number): void;
  set(patch: Partial<ChamberStore>): void;
  toggleOverlay(id: OverlayId): void;
}

export function linesFor(entries: readonly Entry[], index: number): LogLine[] {
  if (index === 0) return [];
  return logLines([entries[index - 1], entries[index]], 1).map((l) => ({ ...l, entry: index }));
}

export const useChamber = create<ChamberStore>((set, get) => ({
  mode: 'autoplay',
  entries: [],
  lines: [],
  cursor: 0,
  playing: true,
  speed: 1,
  seed: 1,
  policy: 'planner',
  variants: {},
  recordName: null,
  record: null,
  recordLink: null,
  error: null,
  overlays: { facing: true, sight: false, cover: true, tokens: true, fog: false, spotter: true },
  selected: null,
  hoverSquare: null,
  hoverFigure: null,
  camera: 'three-quarter',
  follow: false,
  help: false,
  gameId: 0,
  origin: null,
  sceneInput: null,
  chamberShown: false,
  chamberLost: false,

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
  set(patch) {
    set(patch);
  },
  toggleOverlay(id) {
    set({ overlays: { ...get().overlays, [id]: !get().overlays[id] } });
  },
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
