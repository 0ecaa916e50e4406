/**
 * What presentation frames at a step (issue 37 §1): the figure acting in it and its target (the
 * caption's focus), else the figure whose activation it is, else the whole chamber. Positions come
 * from the state after the step, or before it for a figure the step removed (a killed alien).
 */
import type { FigureId, GameState } from '../../engine/types';
import { squareToWorld, type WorldXZ } from '../../scene/grid';
import type { Entry } from '../session/timeline';
import { captionFocus } from './caption';

function at(states: readonly GameState[], id: FigureId | null): WorldXZ | null {
  if (!id) return null;
  for (const s of states) {
    const sq = s.soldiers.find((f) => f.id === id)?.at ?? s.aliens.find((f) => f.id === id)?.at;
    if (sq) return squareToWorld(s.board, sq);
  }
  return null;
}

/** The floor points to frame at timeline step `index` (empty: the whole chamber). */
export function framedPoints(entries: readonly Entry[], index: number): WorldXZ[] {
  const entry = entries[index];
  if (!entry) return [];
  const states = [entry.state, ...(index > 0 ? [entries[index - 1].state] : [])];
  const focus = captionFocus(entry.events);
  const actor = focus.actor ?? entry.state.activeSoldier ?? entry.state.activeAlien ?? null;
  return [at(states, actor), at(states, focus.target)].filter((p): p is WorldXZ => p !== null);
}
