/**
 * window.__inspect: Inspect's state for browser tests and the bench, read at call time (like
 * window.__chamber), without scraping the panel.
 */
import { rulingOf, changesOf, mapOf } from './compute';
import { isEdited } from './session';
import { useInspect } from './store';

export interface InspectHook {
  readonly a: string | null;
  readonly b: string | null;
  readonly figures: string[];
  readonly open: string[];
  readonly verdictLines: string[];
  readonly changed: string[];
  readonly mapCells: number;
  readonly message: string | null;
  readonly dragging: string | null;
  readonly variants: Record<string, boolean>;
  /** The position changed in the editor since it was opened. */
  readonly edited: boolean;
  /** The position as the editor holds it (the custom position format). */
  readonly position: unknown;
}

declare global {
  interface Window { __inspect?: InspectHook }
}

export function installInspectHook(): void {
  const s = () => useInspect.getState();
  window.__inspect = {
    get a() { return s().a; },
    get b() { return s().b; },
    get figures() { const st = s().state; return [...st.soldiers.map((x) => `${x.id}@${x.at}:${x.hp}`), ...st.aliens.map((x) => `${x.id}@${x.at}:${x.hp}`)]; },
    get open() { return [...s().state.openDoors]; },
    get verdictLines() { return [...(rulingOf(s().state, s().a, s().b, s().facing)?.lines ?? [])]; },
    get changed() { return changesOf(s().state, s().a, s().map, s().facing).map((c) => c.square); },
    get mapCells() { return mapOf(s().state, s().a, s().map, s().facing)?.length ?? 0; },
    get message() { return s().message; },
    get dragging() { return s().dragging; },
    get variants() { return { ...s().variants }; },
    get edited() { return isEdited(s()); },
    get position() { return JSON.parse(JSON.stringify(s().position)); },
  };
}
