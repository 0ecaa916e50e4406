/**
 * The checks a scenario file's schema cannot make (issue 36 §1, docs/scenarios.md): every square
 * on the board, no figure on a wall, on solid terrain or on a closed door, no two figures on one
 * square, door assemblies as straight runs of door squares, the contact order, and every
 * objective reachable. Each problem is one Error, "scenario: PATH: problem", PATH the JSON path.
 * `checkScenario` throws the first; `scenarioProblems` lists them all (the editor, issue 36 §2),
 * each entry checked on its own and, once wrong, left out of the checks after it.
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

/** Where problems go: thrown at once (checkScenario) or listed (scenarioProblems). */
type Report = (p: ScenarioProblem) => void;

/** The indices of a file's list entries found wrong, left out of the later checks. */
interface SetAside {
  readonly soldiers: Set<number>;
  readonly aliens: Set<number>;
  readonly objects: Set<number>;
  readonly doors: Set<number>;
}

/** Runs one entry's check; a problem goes to `report` and marks the entry set aside. */
function entry(report: Report, aside: Set<number> | null, i: number, check: () => void): void {
  try {
    check();
  } catch (err) {
    if (!(err instanceof ScenarioProblem)) throw err;
    aside?.add(i);
    report(err);
  }
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
function openSquares(file: ScenarioFile, board: Board, aside: SetAside): Set<Square> {
  const open = new Set<Square>();
  file.doors.forEach((d, i) => {
    if (d.open && !aside.doors.has(i)) d.squares.forEach((s, j) => open.add(squareAt(board, s, `doors.${i}.squares.${j}`)));
  });
  return open;
}

/** Door assemblies (SC-D1): door squares only, each in one assembly, a straight run of neighbours. */
function checkDoors(file: ScenarioFile, board: Board, report: Report, aside: SetAside): void {
  const owner = new Map<Square, number>();
  file.doors.forEach((d, i) => entry(report, aside.doors, i, () => {
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
  }));
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
function checkFigures(file: ScenarioFile, board: Board, open: ReadonlySet<Square>, report: Report, aside: SetAside): void {
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
  file.soldiers.forEach((s, i) => entry(report, aside.soldiers, i, () => {
    if (names.has(s.name)) fail(`soldiers.${i}.name`, `${s.name} appears twice`);
    names.add(s.name);
    place(s.at, `soldiers.${i}.at`, s.name, s.hp !== 0);
  }));
  const contacts = new Set<number>();
  file.aliens.forEach((a, i) => entry(report, aside.aliens, i, () => {
    if (contacts.has(a.contact)) fail(`aliens.${i}.contact`, `contact ${a.contact} appears twice`);
    contacts.add(a.contact);
    place(a.at, `aliens.${i}.at`, `${a.kind} ${a.contact}`, true);
  }));
  // A contact set aside still counts as a contact here: the order lists the file's contacts.
  file.aliens.forEach((a) => contacts.add(a.contact));
  const order = file.contactOrder;
  if (order) entry(report, null, 0, () => {
    const listed = new Set(order);
    if (listed.size !== order.length) fail('contactOrder', 'a contact number is listed twice');
    for (const c of order) if (!contacts.has(c)) fail('contactOrder', `contact ${c} is not among the aliens`);
    for (const c of contacts) if (!listed.has(c)) fail('contactOrder', `contact ${c} is missing (list every contact once)`);
  });
}

/**
 * Squares some soldier can walk to, figures aside (they move and fall), through floor, cover,
 * open doors and unlocked closed doors; a locked closed door is a wall (SC-D2, SC-V3).
 */
function reachableWith(file: ScenarioFile, board: Board, open: ReadonlySet<Square>, locked: ReadonlySet<Square>, aside: SetAside): Set<Square> {
  const passable = (c: Coord) => {
    if (!isOnBoard(board, c)) return false;
    const t = terrainAt(board, c);
    if (blocksMovement(t)) return false;
    const sq = squareName(c);
    return t !== 'door' || open.has(sq) || !locked.has(sq);
  };
  const seen = new Set<Square>();
  const queue: Coord[] = file.soldiers.filter((_, i) => !aside.soldiers.has(i)).map((s) => coordOf(squareName(parseSquare(s.at)!)));
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

/** The locked door squares of the file (SC-D2). */
function lockedSquares(file: ScenarioFile, aside: SetAside): Set<Square> {
  const locked = new Set<Square>();
  file.doors.forEach((d, i) => { if (d.locked && !aside.doors.has(i)) d.squares.forEach((s) => locked.add(squareName(parseSquare(s)!))); });
  return locked;
}

/** As reachableWith, a console within reach unlocking its doors, until nothing more opens (SC-I1). */
function reachable(file: ScenarioFile, board: Board, open: ReadonlySet<Square>, aside: SetAside): Set<Square> {
  const locked = lockedSquares(file, aside);
  for (;;) {
    const reach = reachableWith(file, board, open, locked, aside);
    const before = locked.size;
    for (const [i, o] of file.objects.entries()) {
      if (o.kind !== 'console' || aside.objects.has(i)) continue;
      const at = squareName(parseSquare(o.at)!);
      const near = reach.has(at) || orthogonalNeighbours(coordOf(at)).some((n) => reach.has(squareName(n)));
      if (near) for (const u of o.unlocks) locked.delete(squareName(parseSquare(u)!));
    }
    if (locked.size === before) return reach;
  }
}

/** A console's doors: locked door squares (SC-I1). */
function checkConsoles(file: ScenarioFile, board: Board, report: Report, aside: SetAside): void {
  const locked = lockedSquares(file, aside);
  file.objects.forEach((o, i) => entry(report, aside.objects, i, () => {
    if (o.kind !== 'console') return;
    o.unlocks.forEach((u, j) => {
      const sq = squareAt(board, u, `objects.${i}.unlocks.${j}`);
      if (!locked.has(sq)) fail(`objects.${i}.unlocks.${j}`, `${sq} is not a locked door square (a console unlocks locked doors, SC-I1)`);
    });
  }));
}

/** The log on enterable ground, within a soldier's reach (on or adjacent, kit 05 §8); hostiles reachable (SC-V3). */
function checkObjectives(file: ScenarioFile, board: Board, open: ReadonlySet<Square>, report: Report, aside: SetAside, checkReach: boolean): void {
  const reach = reachable(file, board, open, aside);
  const withinReach = (sq: Square) => !checkReach || reach.has(sq) || orthogonalNeighbours(coordOf(sq)).some((n) => reach.has(squareName(n)));
  let logs = 0;
  file.objects.forEach((o, i) => entry(report, aside.objects, i, () => {
    if (aside.objects.has(i)) return; // a console already wrong
    const sq = squareAt(board, o.at, `objects.${i}.at`);
    const t = terrainAt(board, coordOf(sq));
    if (o.kind === 'console') {
      // A console may stand on solid terrain (it is used from beside it), never in a wall or door (SC-I1).
      if (t === 'wall' || t === 'door') fail(`objects.${i}.at`, `the console stands on ${sq}, which is ${t === 'door' ? 'a door' : 'a wall'} (SC-I1)`);
      if (!withinReach(sq)) fail(`objects.${i}.at`, `the console on ${sq} is unreachable: no soldier can walk to it or beside it (SC-V3)`);
      return;
    }
    if (++logs > 1) fail(`objects.${i}.kind`, 'a mission has one station log at most (SC-L1)');
    if (blocksMovement(t) || t === 'door') fail(`objects.${i}.at`, `the log lies on ${sq}, which is ${t === 'door' ? 'a door' : t === 'wall' ? 'a wall' : 'solid terrain'} (SC-L1)`);
    if (!withinReach(sq)) fail(`objects.${i}.at`, `the log on ${sq} is unreachable: no soldier can walk to it or beside it (SC-V3)`);
  }));
  // A log set aside (a second one, or on a wall) is still the file's log: the victory asks for one.
  if (file.victory === 'recover-log-and-clear-hostiles' && !file.objects.some((o) => o.kind === 'log')) {
    report(new ScenarioProblem('victory', 'recover-log-and-clear-hostiles needs a log in "objects"'));
  }
  file.aliens.forEach((a, i) => entry(report, aside.aliens, i, () => {
    if (aside.aliens.has(i)) return; // already wrong where it stands
    const sq = squareName(parseSquare(a.at)!);
    if (!withinReach(sq)) fail(`aliens.${i}.at`, `${a.kind} ${a.contact} on ${sq} is unreachable: no soldier can walk beside it, so the hostiles can never be cleared (SC-V3)`);
  }));
}

/** Every check in the order a person fixes a file: board, doors, figures, objectives; each problem to `report`. */
function runChecks(file: ScenarioFile, report: Report, checkReach = true): Board | null {
  let board: Board;
  try {
    board = scenarioBoard(file);
  } catch (err) {
    if (!(err instanceof ScenarioProblem)) throw err;
    report(err);
    return null; // nothing else can be checked without the board
  }
  const aside: SetAside = { soldiers: new Set(), aliens: new Set(), objects: new Set(), doors: new Set() };
  checkDoors(file, board, report, aside);
  const open = openSquares(file, board, aside);
  checkFigures(file, board, open, report, aside);
  checkConsoles(file, board, report, aside);
  checkObjectives(file, board, open, report, aside, checkReach);
  return board;
}

/** What a check leaves out: SC-V3's reach, for a file as played rather than as designed (scenarioProblems). */
export interface CheckOptions { readonly reach?: boolean }

/** Every check, throwing the first problem (the CLI's one line, issue 36 §2). */
export function checkScenario(file: ScenarioFile, options: CheckOptions = {}): Board {
  return runChecks(file, (p) => { throw p; }, options.reach ?? true)!;
}

/**
 * Every problem of the file in the order checkScenario meets them; its first is the one
 * checkScenario throws. `reach: false` leaves out SC-V3, which judges a file as designed: a
 * record's embedded file is the one played, whose soldiers `--without` may have thinned until a
 * hostile is out of everyone's reach, and that game (a loss) replays as any other.
 */
export function scenarioProblems(file: ScenarioFile, options: CheckOptions = {}): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  runChecks(file, (p) => { problems.push(p); }, options.reach ?? true);
  return problems;
}
