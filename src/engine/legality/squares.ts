/**
 * The square questions several kinds ask (RULINGS M1-M3): a square's on-board neighbours, whether
 * a figure stands on it, and why a soldier may not step onto it.
 */
import { coordOf, isOnBoard, squareName } from '../board/board';
import { isSoldierName, labelOf, occupantOf, soldierOf } from '../state/figures';
import type { Board, Coord, FigureId, GameState, SoldierState, Square } from '../state/types';

/**
 * The on-board orthogonal neighbours of every square, N, E, S, W, by square index, for the last
 * board size asked about (a game asks about one board only).
 */
let nearTable: { readonly width: number; readonly height: number; readonly near: readonly (readonly Square[])[] } | null = null;

/** The on-board orthogonal neighbours of `at`, N, E, S, W. */
export function nearSquares(board: Board, at: Square): readonly Square[] {
  return nearCoord(board, coordOf(at));
}

/** nearSquares with the square's coordinates already read (actorOf has them). */
export function nearCoord(board: Board, c: Coord): readonly Square[] {
  if (!nearTable || nearTable.width !== board.width || nearTable.height !== board.height) {
    const near: Square[][] = [];
    for (let row = 1; row <= board.height; row++) {
      for (let col = 0; col < board.width; col++) near.push(offBoardNear(board, { col, row }));
    }
    nearTable = { width: board.width, height: board.height, near };
  }
  return isOnBoard(board, c) ? nearTable.near[(c.row - 1) * board.width + c.col] : offBoardNear(board, c);
}

function offBoardNear(board: Board, c: Coord): Square[] {
  return [{ col: c.col, row: c.row - 1 }, { col: c.col + 1, row: c.row }, { col: c.col, row: c.row + 1 }, { col: c.col - 1, row: c.row }]
    .filter((n) => isOnBoard(board, n)).map(squareName);
}

/** Whether a conscious soldier or living alien stands on the square (occupantOf is set, RULINGS M2). */
export function isOccupied(state: GameState, sq: Square): boolean {
  for (const s of state.soldiers) if (s.hp > 0 && s.at === sq) return true;
  for (const a of state.aliens) if (a.hp > 0 && a.at === sq) return true;
  return false;
}

/** isOrthogonallyAdjacent with one square's coordinates already read. */
export function nextTo(here: Coord, sq: Square): boolean {
  const c = coordOf(sq);
  return Math.abs(here.col - c.col) + Math.abs(here.row - c.row) === 1;
}

/** Conscious enemies orthogonally adjacent to a soldier (RULINGS A4 "engaged"). */
export function engagedWith(state: GameState, s: SoldierState): FigureId[] {
  const here = coordOf(s.at);
  const out: FigureId[] = [];
  for (const a of state.aliens) if (a.hp > 0 && nextTo(here, a.at)) out.push(a.id);
  return out;
}

/** Why a step from `from` onto `to` is refused (RULINGS M1): its code. */
export type StepRefusal = 'notSquare' | 'notAdjacent' | 'closedDoor' | 'wall' | 'solid' | 'occupied';

/** Why a soldier may not step from `from` onto `to` now (RULINGS M1), or null. */
export function stepRefusal(state: GameState, from: Coord, to: string): StepRefusal | null {
  let c;
  try { c = coordOf(to as Square); } catch { return 'notSquare'; }
  if (Math.abs(from.col - c.col) + Math.abs(from.row - c.row) !== 1) return 'notAdjacent';
  // isEnterableTerrain and terrainAt, read once: off the board is wall (board.ts).
  const { board } = state;
  const t = isOnBoard(board, c) ? board.terrain[c.row - 1][c.col] : 'wall';
  if (t === 'wall') return 'wall';
  if (t === 'solid' || t === 'solidOpaque') return 'solid'; // kit 05 §3, docs/scenarios.md SC-T1
  if (t === 'door' && !state.openDoors.includes(squareName(c))) return 'closedDoor';
  return isOccupied(state, to as Square) ? 'occupied' : null;
}

/** stepRefusal(...) === null for a neighbour `to` of the actor (nearSquares): the fast lists' test. */
export function canEnter(state: GameState, to: Square): boolean {
  const c = coordOf(to);
  if (!isOnBoard(state.board, c)) return false;
  const t = state.board.terrain[c.row - 1][c.col];
  if (t === 'wall' || t === 'solid' || t === 'solidOpaque') return false; // SC-T1: solid terrain blocks movement
  if (t === 'door' && !state.openDoors.includes(to)) return false;
  return !isOccupied(state, to);
}

/** The words for a step's refusal ("B3 is a wall"). */
export function stepWords(state: GameState, from: Square, to: string, code: StepRefusal): string {
  switch (code) {
    case 'notSquare': return `${to} is not a square`;
    case 'notAdjacent': return `${to} is not orthogonally adjacent to ${from}`;
    case 'closedDoor': return `the door at ${to} is closed`;
    case 'wall': return `${to} is a wall`;
    case 'solid': return `${to} is solid terrain`;
    default: return `${to} is occupied by ${labelOf(state, occupantOf(state, to as Square)!.id)}`;
  }
}

/** Why a soldier may not hand something to `to` (kit 05 §8 trade, SC-L3 pass the log): its code. */
export type ReceiverRefusal = 'notOther' | 'downed' | 'notAdjacent';

/**
 * Why `to` cannot take an item from the giver standing at `here` (kit 05 §8: "to an adjacent
 * conscious soldier"), or null: it must be another soldier, conscious and orthogonally adjacent.
 */
export function receiverRefusal(state: GameState, giver: SoldierState, here: Coord, to: string): ReceiverRefusal | null {
  const receiver = isSoldierName(to) ? soldierOf(state, to) : undefined;
  if (!receiver || receiver.id === giver.id) return 'notOther';
  if (receiver.hp <= 0) return 'downed';
  return nextTo(here, receiver.at) ? null : 'notAdjacent';
}

/** The words for a receiver's refusal, after "Cannot trade: " or "Cannot pass the log: ". */
export function receiverWords(to: string, code: ReceiverRefusal): string {
  switch (code) {
    case 'notOther': return `${to} is not another soldier`;
    case 'downed': return `${to} is downed`;
    default: return `${to} is not adjacent`;
  }
}
