/**
 * The checks a scenario file's schema cannot make (issue 36 §1, docs/scenarios.md): every square
 * on the board, no figure on a wall, on solid terrain or on a closed door, no two figures on one
 * square, door assemblies as straight runs of door squares, the contact order, and every
 * objective reachable. Each problem is one Error, "scenario: PATH: problem", PATH the JSON path.
 */
import { blocksMovement, coordOf, isOnBoard, orthogonalNeighbours, parseBoard, parseSquare, squareName, terrainAt } from '../board/board';
import type { Board, Coord, Square } from '../state/types';
import type { ScenarioFile } from './scenario-file';

/** A problem at a JSON path. */
export class ScenarioProblem extends Error {
  constructor(readonly path: string, readonly problem: string) {
    super(`scenario: ${path}: ${problem}`);
  }
}

function fail(path: string, problem: string): never {
  throw new ScenarioProblem(path, problem);
}

/** The board a file draws, or its problem at "board". */
export function scenarioBoard(file: Pick<ScenarioFile, 'board'>): Board {
  try {
    return parseBoard(file.board);
  } catch (err) {
    return fail('board', (err instanceof Error ? err.message : String(err)).replace(/^board: /, ''));
  }
}

/** The square at `path` on the board, as the engine names it. */
function squareAt(board: Board, name: string, path: string): Square {
  const c = parseSquare(name);
  if (!c || !isOnBoard(board, c)) fail(path, `${name} is not on the board (squares are A1..${squareName({ col: board.width - 1, row: board.height })})`);
  return squareName(c);
}

/** Door squares open at the start (SC-D1: every door starts closed unless its assembly says open). */
function openSquares(file: ScenarioFile, board: Board): Set<Square> {
  const open = new Set<Square>();
  file.doors.forEach((d, i) => {
    if (d.open) d.squares.forEach((s, j) => open.add(squareAt(board, s, `doors.${i}.squares.${j}`)));
  });
  return open;
}

/** Door assemblies (SC-D1): door squares only, each in one assembly, a straight run of neighbours. */
function checkDoors(file: ScenarioFile, board: Board): void {
  const owner = new Map<Square, number>();
  file.doors.forEach((d, i) => {
    const squares = d.squares.map((s, j) => squareAt(board, s, `doors.${i}.squares.${j}`));
    squares.forEach((sq, j) => {
      if (terrainAt(board, coordOf(sq)) !== 'door') fail(`doors.${i}.squares.${j}`, `${sq} is not a door square (D) on the board`);
      const other = owner.get(sq);
      if (other !== undefined) fail(`doors.${i}.squares.${j}`, `${sq} is already in door assembly ${other}`);
      owner.set(sq, i);
    });
    if (!isStraightRun(squares.map(coordOf))) {
      fail(`doors.${i}.squares`, `${squares.join(', ')} is not a straight run of adjacent door squares (kit 05 §8: one door spanning several squares)`);
    }
  });
}

/** One row or one column, the squares side by side with no gap (in any listed order). */
function isStraightRun(cs: readonly Coord[]): boolean {
  if (cs.length <= 1) return true;
  const sameRow = cs.every((c) => c.row === cs[0].row);
  const sameCol = cs.every((c) => c.col === cs[0].col);
  if (!sameRow && !sameCol) return false;
  const along = cs.map((c) => (sameRow ? c.col : c.row)).sort((a, b) => a - b);
  return along.every((v, i) => i === 0 || v === along[i - 1] + 1);
}

/** Figures on enterable squares, one to a square; each soldier and contact once. */
function checkFigures(file: ScenarioFile, board: Board, open: ReadonlySet<Square>): void {
  const taken = new Map<Square, string>();
  const place = (at: string, path: string, label: string, standing: boolean) => {
    const sq = squareAt(board, at, path);
    const t = terrainAt(board, coordOf(sq));
    if (blocksMovement(t)) fail(path, `${label} stands on ${sq}, which is ${t === 'wall' ? 'a wall' : 'solid terrain'}`);
    if (t === 'door' && !open.has(sq)) fail(path, `${label} stands on ${sq}, which is a closed door`);
    if (!standing) return; // a downed soldier occupies nothing (RULINGS M2)
    const other = taken.get(sq);
    if (other) fail(path, `${label} and ${other} are both on ${sq}`);
    taken.set(sq, label);
  };
  const names = new Set<string>();
  file.soldiers.forEach((s, i) => {
    if (names.has(s.name)) fail(`soldiers.${i}.name`, `${s.name} appears twice`);
    names.add(s.name);
    place(s.at, `soldiers.${i}.at`, s.name, s.hp !== 0);
  });
  const contacts = new Set<number>();
  file.aliens.forEach((a, i) => {
    if (contacts.has(a.contact)) fail(`aliens.${i}.contact`, `contact ${a.contact} appears twice`);
    contacts.add(a.contact);
    place(a.at, `aliens.${i}.at`, `${a.kind} ${a.contact}`, true);
  });
  if (file.contactOrder) {
    const order = file.contactOrder;
    const listed = new Set(order);
    if (listed.size !== order.length) fail('contactOrder', 'a contact number is listed twice');
    for (const c of order) if (!contacts.has(c)) fail('contactOrder', `contact ${c} is not among the aliens`);
    for (const c of contacts) if (!listed.has(c)) fail('contactOrder', `contact ${c} is missing (list every contact once)`);
  }
}

/**
 * Squares some soldier can walk to, figures aside (they move and fall), through floor, cover,
 * open doors and unlocked closed doors; a locked closed door is a wall (SC-D2, SC-V3).
 */
function reachable(file: ScenarioFile, board: Board, open: ReadonlySet<Square>): Set<Square> {
  const locked = new Set<Square>();
  file.doors.forEach((d) => { if (d.locked) d.squares.forEach((s) => locked.add(squareName(parseSquare(s)!))); });
  const passable = (c: Coord) => {
    if (!isOnBoard(board, c)) return false;
    const t = terrainAt(board, c);
    if (blocksMovement(t)) return false;
    const sq = squareName(c);
    return t !== 'door' || open.has(sq) || !locked.has(sq);
  };
  const seen = new Set<Square>();
  const queue: Coord[] = file.soldiers.map((s) => coordOf(squareName(parseSquare(s.at)!)));
  for (const c of queue) seen.add(squareName(c));
  while (queue.length) {
    const c = queue.shift()!;
    for (const n of orthogonalNeighbours(c)) {
      const sq = squareName(n);
      if (!seen.has(sq) && passable(n)) { seen.add(sq); queue.push(n); }
    }
  }
  return seen;
}

/** The log on enterable ground, within a soldier's reach (on or adjacent, kit 05 §8); hostiles reachable (SC-V3). */
function checkObjectives(file: ScenarioFile, board: Board, open: ReadonlySet<Square>): void {
  const reach = reachable(file, board, open);
  const withinReach = (sq: Square) => reach.has(sq) || orthogonalNeighbours(coordOf(sq)).some((n) => reach.has(squareName(n)));
  file.objects.forEach((o, i) => {
    const sq = squareAt(board, o.at, `objects.${i}.at`);
    const t = terrainAt(board, coordOf(sq));
    if (blocksMovement(t) || t === 'door') fail(`objects.${i}.at`, `the log lies on ${sq}, which is ${t === 'door' ? 'a door' : t === 'wall' ? 'a wall' : 'solid terrain'} (SC-L1)`);
    if (!withinReach(sq)) fail(`objects.${i}.at`, `the log on ${sq} is unreachable: no soldier can walk to it or beside it (SC-V3)`);
  });
  if (file.victory === 'recover-log-and-clear-hostiles' && file.objects.length === 0) {
    fail('victory', 'recover-log-and-clear-hostiles needs a log in "objects"');
  }
  file.aliens.forEach((a, i) => {
    const sq = squareName(parseSquare(a.at)!);
    if (!withinReach(sq)) fail(`aliens.${i}.at`, `${a.kind} ${a.contact} on ${sq} is unreachable: no soldier can walk beside it, so the hostiles can never be cleared (SC-V3)`);
  });
}

/** Every check in the order a person fixes a file: board, doors, figures, objectives. Throws the first problem. */
export function checkScenario(file: ScenarioFile): Board {
  const board = scenarioBoard(file);
  checkDoors(file, board);
  const open = openSquares(file, board);
  checkFigures(file, board, open);
  checkObjectives(file, board, open);
  return board;
}
