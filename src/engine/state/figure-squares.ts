/**
 * What a state's sight and movement grids are made from, to tell whether a grid made for an
 * earlier state still fits (sight.ts, alien-paths.ts): the open doors, and the squares of the
 * conscious figures (downed soldiers block nothing, RULINGS M2, S4) in the state's own order,
 * soldiers first, then aliens, leaving out the figure that moves (for a movement grid).
 */
import type { FigureId, GameState, Square } from './types';

/** The squares of the conscious figures but `except`, soldiers then aliens (figures.ts figureSquares, by id). */
export function figureSquaresOf(state: GameState, except: FigureId | null): Square[] {
  const out: Square[] = [];
  for (const s of state.soldiers) if (s.hp > 0 && s.id !== except) out.push(s.at);
  for (const a of state.aliens) if (a.hp > 0 && a.id !== except) out.push(a.at);
  return out;
}

/** The same squares in the same order (two lists of open doors, say). */
export function sameSquares(a: readonly Square[], b: readonly Square[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `sameSquares(list, figureSquaresOf(state, except))`, without building the second list. */
export function sameFigureSquares(list: readonly Square[], state: GameState, except: FigureId | null): boolean {
  let i = 0;
  for (const s of state.soldiers) if (s.hp > 0 && s.id !== except && (i >= list.length || list[i++] !== s.at)) return false;
  for (const a of state.aliens) if (a.hp > 0 && a.id !== except && (i >= list.length || list[i++] !== a.at)) return false;
  return i === list.length;
}
