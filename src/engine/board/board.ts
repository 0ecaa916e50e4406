/**
 * The board: square names, coordinates, terrain and doors (kit 04, RULINGS G1, M1-M3).
 */
import type { Board, Coord, Facing, GameState, Square, Terrain } from '../state/types';

/** The test chamber exactly as printed in kit 04. */
export const TEST_CHAMBER_ASCII = `
   A B C D E F G H I J K L
 1 # # # # # # # # # # # #
 2 # . . . . # . . . . . #
 3 # . . . . # . . S . . #
 4 # . . . . D . . . . . #
 5 # . . . . # . . H . . #
 6 # . . . . # . . . . . #
 7 # . . . . D . . F . . #
 8 # . . . . # . . . . . #
 9 # . . . . # . . . . . #
10 # # # # # # # # # # # #
`;

const LEGEND: Readonly<Record<string, Terrain>> = {
  '#': 'wall', '.': 'floor', D: 'door', S: 'soft', H: 'hard', F: 'full',
  // Solid terrain (kit 05 §3), docs/scenarios.md SC-T1: O blocks movement only, X movement and sight.
  O: 'solid', X: 'solidOpaque',
};

/** Terrain no figure enters: walls and solid terrain (kit 05 §3; doors are decided by their state). */
export function blocksMovement(t: Terrain): boolean {
  return t === 'wall' || t === 'solid' || t === 'solidOpaque';
}

/** Terrain that blocks a sight line as a wall does, corners included (kit 05 §3, SC-T1). */
export function blocksSightLikeWall(t: Terrain): boolean {
  return t === 'wall' || t === 'solidOpaque';
}

/** The letters a board is drawn in (kit 04 legend and SC-T1's solid terrain), so a drawn figure's mark can avoid them. */
export const BOARD_SYMBOLS: readonly string[] = Object.keys(LEGEND);

/**
 * A figure's mark on a drawn board (kit 04's drawings; `chamber board`, Inspect's Markdown): an
 * alien's contact number's last digit; a soldier's first name letter that no board square is drawn
 * in (Okafor is `K`, since `O` is solid terrain, docs/scenarios.md SC-T1), else its initial.
 */
export function figureMark(f: { readonly kind: string; readonly id: string; readonly contact?: number }): string {
  if (f.kind !== 'soldier') return String((f.contact ?? 0) % 10);
  return [...f.id.toUpperCase()].find((c) => /[A-Z]/.test(c) && !BOARD_SYMBOLS.includes(c)) ?? f.id[0];
}

/** Any one character that is not a legend symbol (none of them is special inside a character class). */
const NOT_IN_LEGEND = new RegExp(`[^${Object.keys(LEGEND).join('')}]`, 'u');

const COLUMN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The sizes a board may have, in squares a side. Square names run A..Z (RULINGS G1), so 26 columns;
 * rows stop at 26 too: the chamber is drawn and searched square by square (a sight map is every
 * square's line to every other), and a 26x30000 board kept `chamber visibility` busy for minutes.
 * Below 4 there is no room for a wall around a floor square and a figure beside it.
 */
export const BOARD_SIDES = { min: 4, max: 26 } as const;

/** Why a board of `width` columns and `height` rows cannot be used, or null. */
export function boardSizeProblem(width: number, height: number): string | null {
  const { min, max } = BOARD_SIDES;
  if (width >= min && width <= max && height >= min && height <= max) return null;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `board: ${plural(width, 'column')} x ${plural(height, 'row')}; boards are ${min}x${min} to ${max}x${max}`;
}

/**
 * Parses a board drawn in the kit 04 legend: an optional header line of column letters, then one
 * line per row, optionally starting with its row number, squares separated by spaces or not.
 * Throws an Error naming the bad line on anything it cannot read, or the size of a board outside
 * BOARD_SIDES (said before the rows are laid out, so a huge board costs no more than its text).
 */
export function parseBoard(ascii: string): Board {
  const lines = ascii.split('\n').map((l) => l.trim())
    .filter((l) => l !== '' && !isLettersHeader(l)); // blank lines, the header of column letters
  if (lines.length === 0) throw new Error('board: no rows (the text is empty; leave "board" out for the kit\'s test chamber)');
  const bodies = lines.map((l) => l.replace(/^\d+\s*/, '').replace(/\s+/g, ''));
  bodies.forEach((body, i) => {
    const unknown = NOT_IN_LEGEND.exec(body);
    if (unknown) throw new Error(`board: unknown symbol "${unknown[0]}" in line "${shortened(lines[i])}"`);
  });
  const width = bodies[0].length;
  if (bodies.some((b) => b.length !== width)) throw new Error('board: rows have different lengths');
  const tooBig = boardSizeProblem(width, bodies.length);
  if (tooBig) throw new Error(tooBig);
  const rows = bodies.map((body) => [...body].map((ch) => LEGEND[ch]));
  return { width, height: rows.length, terrain: rows };
}

/**
 * The header of column letters: A, B, C... in order from A. Not any line of capitals: a row of
 * doors, cover or solid terrain ("D D D D", "S H F X") is a row of the board.
 */
function isLettersHeader(line: string): boolean {
  const letters = line.replace(/\s+/g, '');
  return letters.length > 0 && COLUMN_LETTERS.startsWith(letters);
}

/** A line as an error quotes it: a megabyte line is not repeated whole. */
function shortened(line: string): string {
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
}

export const TEST_CHAMBER: Board = parseBoard(TEST_CHAMBER_ASCII);

/** "C3" -> {col: 2, row: 3} (RULINGS G1). Returns null for a name that is not a square name. */
export function parseSquare(name: string): Coord | null {
  const m = /^([A-Z])(\d{1,2})$/.exec(name.trim().toUpperCase());
  if (!m) return null;
  return { col: COLUMN_LETTERS.indexOf(m[1]), row: Number(m[2]) };
}

/**
 * Square names and coordinates of every square A1..Z99, by col * 100 + row, made as they are
 * first asked for: the engine names and locates squares thousands of times a game, and a table
 * slot costs less than building the string again or hashing it into a map.
 */
const ROWS = 100;
const names: (Square | undefined)[] = new Array(COLUMN_LETTERS.length * ROWS).fill(undefined);
const coords: (Coord | undefined)[] = new Array(COLUMN_LETTERS.length * ROWS).fill(undefined);

/** {col: 2, row: 3} -> "C3". */
export function squareName(c: Coord): Square {
  const { col, row } = c;
  if (col >= 0 && col < COLUMN_LETTERS.length && row >= 0 && row < ROWS && Number.isInteger(col) && Number.isInteger(row)) {
    return (names[col * ROWS + row] ??= (COLUMN_LETTERS[col] + row) as Square);
  }
  return (COLUMN_LETTERS[col] + row) as Square;
}

const coordCache = new Map<string, Coord>();

/**
 * Coordinates of a square known to be well-formed (this is the engine's hottest lookup). A name in
 * the engine's own form ("C3", "J10") is read from its characters into the table above; anything
 * else ("c3", " C3", "C03") goes through parseSquare as before, memoised by name.
 */
export function coordOf(square: Square): Coord {
  const length = square.length;
  const col = square.charCodeAt(0) - 65;
  if ((length === 2 || length === 3) && col >= 0 && col < 26) {
    const d1 = square.charCodeAt(1) - 48;
    let row = -1;
    if (length === 2) row = d1 >= 0 && d1 <= 9 ? d1 : -1;
    else {
      const d2 = square.charCodeAt(2) - 48;
      row = d1 >= 1 && d1 <= 9 && d2 >= 0 && d2 <= 9 ? d1 * 10 + d2 : -1;
    }
    if (row >= 0) return (coords[col * ROWS + row] ??= Object.freeze({ col, row }));
  }
  let c = coordCache.get(square);
  if (c) return c;
  const parsed = parseSquare(square);
  if (!parsed) throw new Error(`not a square: "${square}"`);
  c = Object.freeze(parsed);
  if (coordCache.size < 10_000) coordCache.set(square, c);
  return c;
}

export function isOnBoard(board: Board, c: Coord): boolean {
  return c.col >= 0 && c.col < board.width && c.row >= 1 && c.row <= board.height;
}

/** What is wrong with a user-supplied square name on this board, in one line, or null when it is one of its squares. */
export function squareProblem(board: Board, name: string): string | null {
  const c = parseSquare(name);
  if (c && isOnBoard(board, c)) return null;
  return `unknown square "${name}" (squares are A1..${squareName({ col: board.width - 1, row: board.height })})`;
}

/** Validates a user-supplied square name against the board: the Square, or an Error message. */
export function toSquare(board: Board, name: string): Square {
  const problem = squareProblem(board, name);
  if (problem) throw new Error(problem);
  return squareName(parseSquare(name)!);
}

export function terrainAt(board: Board, c: Coord): Terrain {
  if (!isOnBoard(board, c)) return 'wall';
  return board.terrain[c.row - 1][c.col];
}

export function allSquares(board: Board): Square[] {
  const out: Square[] = [];
  for (let row = 1; row <= board.height; row++) {
    for (let col = 0; col < board.width; col++) out.push(squareName({ col, row }));
  }
  return out;
}

export function doorSquares(board: Board): Square[] {
  return allSquares(board).filter((s) => terrainAt(board, coordOf(s)) === 'door');
}

/** Movement blocking by terrain alone: walls, solid terrain and closed doors (RULINGS S2, SC-T1). */
export function isSolid(board: Board, openDoors: readonly Square[], c: Coord): boolean {
  const t = terrainAt(board, c);
  if (blocksMovement(t)) return true;
  if (t === 'door') return !openDoors.includes(squareName(c));
  return false;
}

/** Floor, cover square or open door (RULINGS M1), ignoring figures. */
export function isEnterableTerrain(board: Board, openDoors: readonly Square[], c: Coord): boolean {
  return isOnBoard(board, c) && !isSolid(board, openDoors, c);
}

export const STEP: Readonly<Record<Facing, Coord>> = {
  N: { col: 0, row: -1 }, E: { col: 1, row: 0 }, S: { col: 0, row: 1 }, W: { col: -1, row: 0 },
};

export function neighbour(c: Coord, dir: Facing): Coord {
  return { col: c.col + STEP[dir].col, row: c.row + STEP[dir].row };
}

/** Orthogonal neighbours in the kit's route tie-break order N, E, S, W (RULINGS L2). */
export function orthogonalNeighbours(c: Coord): Coord[] {
  return (['N', 'E', 'S', 'W'] as const).map((d) => neighbour(c, d));
}

export function isOrthogonallyAdjacent(a: Square, b: Square): boolean {
  const p = coordOf(a);
  const q = coordOf(b);
  return Math.abs(p.col - q.col) + Math.abs(p.row - q.row) === 1;
}

/** The board as text with figures drawn on it (for `chamber board`). */
export function drawBoard(state: Pick<GameState, 'board' | 'openDoors'>, marks: ReadonlyMap<Square, string> = new Map()): string {
  const { board } = state;
  const header = '   ' + [...COLUMN_LETTERS.slice(0, board.width)].join(' ');
  const lines = [header];
  for (let row = 1; row <= board.height; row++) {
    const cells: string[] = [];
    for (let col = 0; col < board.width; col++) {
      const sq = squareName({ col, row });
      const mark = marks.get(sq);
      if (mark) { cells.push(mark); continue; }
      const t = terrainAt(board, { col, row });
      const symbol = t === 'door' ? (state.openDoors.includes(sq) ? 'd' : 'D')
        : (Object.keys(LEGEND).find((k) => LEGEND[k] === t) ?? '?');
      cells.push(symbol);
    }
    lines.push(`${String(row).padStart(2)} ${cells.join(' ')}`);
  }
  return lines.join('\n');
}
