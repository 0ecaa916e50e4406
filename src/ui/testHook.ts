/**
 * window.__chamber: a read-only view of the app for browser tests and benchmarks, so they read
 * state without scraping pixels. Getters read the store at call time.
 */
import { stateHash } from '../engine/hash';
import { useChamber } from './session/store';
import { seekNow } from './session/seekNow';
import { usePresent } from './present/presentStore';
import { useStudy } from './replay/study/studyStore';

export interface ChamberHook {
  readonly mode: string;
  readonly round: number | null;
  readonly phase: string | null;
  readonly cursor: number;
  readonly length: number;
  readonly logLength: number;
  readonly outcome: string | null;
  readonly error: string | null;
  readonly recordName: string | null;
  /** The seed of the live game (Autoplay, Play). */
  readonly seed: number;
  readonly playing: boolean;
  readonly speed: number;
  readonly selected: string | null;
  readonly stateHash: string | null;
  /** Figures: "Reyes@C3:8" and "alien1@J3:5", for comparing positions. */
  readonly figures: string[];
  readonly activeSoldier: string | null;
  readonly framesRendered: number;
  /** What the pointer is over in the scene. */
  readonly hover: { square: string | null; figure: string | null };
  /** Seeks the cursor. */
  seek(cursor: number): void;
  /** Seeks and commits the page synchronously; returns the milliseconds it took (benchmark). */
  seekTimed(cursor: number): number;
  /** The GameState at the cursor (plain JSON data). */
  state(): unknown;
  /** Event types of keyframe i (to find moments: a kill, an overwatch trigger...). */
  eventsAt(i: number): unknown[];
  /** The state hash of keyframe i. */
  hashAt(i: number): string | null;
  /** Presentation mode (issue 37): on, the camera taken, the conceal mode, the step revealed. */
  readonly present: { on: boolean; cameraTaken: boolean; conceal: string; revealedAt: number | null };
  /** The study beside the record: its chapters, annotations and shared link. */
  readonly study: { chapters: unknown[]; annotations: unknown[]; link: string | null; digest: string | null };
}

declare global {
  interface Window { __chamberRenderInfo?: () => Record<string, number>; __chamberProgramsUnasked?: () => number; __chamber: ChamberHook; __chamberFrames: number; __chamberDrawn?: number; __chamberContextLosses?: number; __chamberFirstFrame?: number; __chamberProject?: (square: string, y?: number) => { x: number; y: number }; __gpuWarmup?: Worker; __gpuRenderer?: string; __chamberInvalidate?: (frames?: number) => void; __chamberStaticLayer?: { enabled: boolean; readonly stats: { reused: number; rebuilt: number; plain: number } } }
}

export function installTestHook(): void {
  const s = () => useChamber.getState();
  const cur = () => s().entries[s().cursor]?.state;
  window.__chamberFrames = 0;
  window.__chamber = {
    get mode() { return s().mode; },
    get round() { return cur()?.round ?? null; },
    get phase() { return cur()?.phase ?? null; },
    get cursor() { return s().cursor; },
    get length() { return s().entries.length; },
    get logLength() { let n = 0; for (let i = 1; i <= s().cursor && i < s().lines.length; i++) n += s().lines[i].length; return n; },
    get outcome() { return cur()?.outcome ?? null; },
    get error() { return s().error; },
    get recordName() { return s().recordName; },
    get seed() { return s().seed; },
    get playing() { return s().playing; },
    get speed() { return s().speed; },
    get selected() { return s().selected; },
    get stateHash() { const st = cur(); return st ? stateHash(st) : null; },
    get figures() {
      const st = cur();
      if (!st) return [];
      return [...st.soldiers.map((x) => `${x.id}@${x.at}:${x.hp}`), ...st.aliens.map((a) => `${a.id}@${a.at}:${a.hp}`)];
    },
    get activeSoldier() { return cur()?.activeSoldier ?? null; },
    get framesRendered() { return window.__chamberFrames; },
    seek(cursor: number) { s().seek(cursor); },
    seekTimed(cursor: number) {
      // Everything a seek costs the main thread (see seekNow); not the GPU's next frame.
      const t0 = performance.now();
      seekNow(cursor);
      return performance.now() - t0;
    },
    get hover() { return { square: s().hoverSquare, figure: s().hoverFigure }; },
    state() { return cur(); },
    eventsAt(i: number) { return [...(s().entries[i]?.events ?? [])]; },
    hashAt(i: number) { const e = s().entries[i]; return e ? stateHash(e.state) : null; },
    get present() { const p = usePresent.getState(); return { on: p.on, cameraTaken: p.cameraTaken, conceal: p.conceal, revealedAt: p.revealedAt }; },
    get study() { const t = useStudy.getState(); return { chapters: [...t.chapters], annotations: [...t.annotations], link: t.link, digest: t.digest }; },
  };
}
