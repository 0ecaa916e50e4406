/**
 * What the page shows and the live game's settings: the mode, the seed, the squad's policy, the
 * variants, the game's id (bumped for each game or record shown) and where a game played on came
 * from. The live game itself is the live session's (ui/live/liveSession.ts), not the store's.
 */
import type { StateCreator } from 'zustand';
import type { Variants } from '../../../engine/state/types';
import type { ScenarioFile } from '../../../engine/setup/scenario-file';
import type { PolicyName } from '../../../replay/policy-names';
import { clampCursor, type Entry } from '../timeline';
import type { ChamberStore } from '../store';
import { NO_RECORD } from './record';
import { linesFor } from './timeline';

/** The page's modes, in the top bar's order (TopBar) and as a URL names them bare (route.ts). */
export const MODES = ['autoplay', 'play', 'replay', 'inspect', 'lab', 'editor'] as const;
export type Mode = (typeof MODES)[number];
export type { PolicyName };

export interface PlayOrigin {
  readonly title: string;
  readonly overrides: Record<string, unknown>;
  readonly step: number;
  /** The scenario file that game was played on, so the game kept embeds it too (issue 36 §2). */
  readonly scenarioFile?: ScenarioFile;
}

/** A live game put on screen: its mode, seed and keyframes, the cursor, and whether it plays on at once. */
export interface LiveGameShown {
  readonly mode: Extract<Mode, 'autoplay' | 'play'>;
  readonly seed: number;
  readonly entries: Entry[];
  readonly cursor: number;
  readonly playing: boolean;
  readonly origin: PlayOrigin | null;
  /** The variants it is played under, when they are not the ones picked already (a Play link's). */
  readonly variants?: Partial<Variants>;
  /** Play on from here keeps the figure selected; a fresh game starts with none. */
  readonly keepSelection?: boolean;
}

export interface GameSlice {
  mode: Mode;
  seed: number;
  policy: PolicyName;
  /** The live game's variants switched from the kit's readings (issue 20: Autoplay and Play pick them). */
  variants: Partial<Variants>;
  /** Bumped for each game or record put on screen (restarts the autoplay game generator). */
  gameId: number;
  /**
   * A Play game taken over at one moment of another (Replay's "Play on from here", Autoplay's
   * "Take over"): that game's title, ruleset overrides and the step, so the game kept later names
   * where it came from and replays under the same rules. Null for a game started fresh.
   */
  origin: PlayOrigin | null;

  /**
   * Another mode opened on what is there (Replay, Inspect, the Lab, the editor): paused, no error
   * line. `closeRecord`: the record shown goes too (Inspect's own position).
   */
  switchMode(mode: Mode, options?: { closeRecord?: boolean }): void;
  /** A live game (Autoplay, Play) on screen: no record, no error, a new game id. */
  showLiveGame(game: LiveGameShown): void;
  /** A person's decision went through (Play): its keyframes play out, and a refusal's line goes. */
  decisionTaken(): void;
  choosePolicy(policy: PolicyName): void;
  chooseVariants(variants: Partial<Variants>): void;
}

export const gameSlice: StateCreator<ChamberStore, [], [], GameSlice> = (set, get) => ({
  mode: 'autoplay',
  seed: 1,
  policy: 'planner',
  variants: {},
  gameId: 0,
  origin: null,

  switchMode(mode, { closeRecord = false } = {}) {
    set({ mode, playing: false, error: null, ...(closeRecord ? NO_RECORD : {}) });
  },
  showLiveGame(g) {
    set({
      ...NO_RECORD, mode: g.mode, seed: g.seed, playing: g.playing, origin: g.origin, gameId: get().gameId + 1,
      ...(g.keepSelection ? {} : { selected: null }), ...(g.variants ? { variants: g.variants } : {}),
      entries: g.entries, lines: g.entries.map((_, i) => linesFor(g.entries, i)), cursor: clampCursor(g.cursor, g.entries.length),
    });
  },
  decisionTaken() { set({ playing: true, error: null }); },
  choosePolicy(policy) { set({ policy }); },
  chooseVariants(variants) { set({ variants }); },
});
