/**
 * The Scenario editor's draft (issue 36 §2): a scenario file being made, kept as a grid of kit 04
 * legend symbols (plus O and X solid terrain, docs/scenarios.md SC-T1) and the things placed on it,
 * with pure edits (paint a square, resize) and its conversions to and from the file format.
 * Doors: every straight run of adjacent `D` squares is one door assembly (kit 05 §8, SC-D1): the
 * editor's reading, so a person draws a wide door by drawing it; a single `D` is a door of its own.
 */
import type { ScenarioFile, ScenarioFileInput } from '../../engine/setup/scenario-file';
import { SCENARIO_FORMAT, SCENARIO_VERSION } from '../../engine/setup/scenario-file';
import { parseBoard, squareName, parseSquare } from '../../engine/board/board';
import type { AlienKind, Facing, SoldierName, Square, VictoryCondition } from '../../engine/state/types';

/** The palette's terrain symbols, in the kit 04 legend and SC-T1's two. */
export const TERRAIN_SYMBOLS = ['.', '#', 'D', 'S', 'H', 'F', 'O', 'X'] as const;
export type TerrainSymbol = (typeof TERRAIN_SYMBOLS)[number];

/** A soldier placed; hp, xp and items are kept from an opened file (the palette does not set them). */
export interface DraftSoldier { readonly name: SoldierName; readonly at: Square; readonly facing: Facing; readonly hp?: number; readonly xp?: number; readonly items?: readonly 'medkit'[] }
export interface DraftAlien { readonly kind: AlienKind; readonly contact: number; readonly at: Square; readonly dormant: boolean; readonly hp?: number }

export interface Draft {
  readonly id: string;
  readonly title: string;
  /** Row 1 first, one symbol per square. */
  readonly rows: readonly string[];
  readonly soldiers: readonly DraftSoldier[];
  readonly aliens: readonly DraftAlien[];
  readonly log: Square | null;
  /** Door squares locked (SC-D2): a locked assembly is one whose squares are all here. */
  readonly locked: readonly Square[];
  readonly victory: VictoryCondition;
  readonly roundLimit: number;
  readonly objectiveXp: number;
  /** Kept from an opened file: the log's XP and the contact order (the editor does not set them). */
  readonly logXp?: number;
  readonly contactOrder?: readonly number[];
}

export type Tool =
  | { readonly kind: 'terrain'; readonly symbol: TerrainSymbol }
  | { readonly kind: 'soldier'; readonly name: SoldierName }
  | { readonly kind: 'alien'; readonly alien: AlienKind; readonly dormant: boolean }
  | { readonly kind: 'log' }
  | { readonly kind: 'lock' }
  | { readonly kind: 'erase' };

export const MIN_SIZE = 4;
export const MAX_SIZE = 26;

const sq = (col: number, row: number): Square => squareName({ col, row });

/** A walled room of this size, Reyes in its north-west corner. */
export function newDraft(width = 8, height = 8): Draft {
  return {
    id: 'my-scenario', title: 'My scenario', rows: room(width, height, []),
    soldiers: [{ name: 'Reyes', at: sq(1, 2), facing: 'E' }], aliens: [], log: null, locked: [],
    victory: 'clear-hostiles', roundLimit: 6, objectiveXp: 1,
  };
}

/** Rows of a `width` x `height` board: walls round the edge, floor inside, `old` kept where it reaches. */
function room(width: number, height: number, old: readonly string[]): string[] {
  return Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => {
    if (r === 0 || c === 0 || r === height - 1 || c === width - 1) return old[r]?.[c] === 'D' ? 'D' : '#';
    const was = old[r]?.[c];
    return was !== undefined && r < old.length - 1 && c < old[r].length - 1 ? was : '.';
  }).join(''));
}

export function draftSize(d: Draft): { width: number; height: number } {
  return { width: d.rows[0]?.length ?? 0, height: d.rows.length };
}

/** The draft at a new size (4..26 each way, clamped): the edge walled again, what fits kept, figures off the board left for the checks to name. */
export function resized(d: Draft, width: number, height: number): Draft {
  const w = Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(width) || MIN_SIZE));
  const h = Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(height) || MIN_SIZE));
  return { ...d, rows: room(w, h, d.rows) };
}

function onBoard(d: Draft, at: Square): { col: number; row: number } | null {
  const c = parseSquare(at);
  const { width, height } = draftSize(d);
  return c && c.col < width && c.row >= 1 && c.row <= height ? c : null;
}

/** The draft after the tool is used on a square. */
export function painted(d: Draft, at: Square, tool: Tool): Draft {
  const c = onBoard(d, at);
  if (!c) return d;
  const withoutThere = { soldiers: d.soldiers.filter((s) => s.at !== at), aliens: d.aliens.filter((a) => a.at !== at) };
  switch (tool.kind) {
    case 'terrain': {
      const rows = d.rows.map((r, i) => (i === c.row - 1 ? r.slice(0, c.col) + tool.symbol + r.slice(c.col + 1) : r));
      return { ...d, rows, locked: tool.symbol === 'D' ? d.locked : d.locked.filter((l) => l !== at) };
    }
    case 'soldier': {
      const was = d.soldiers.find((s) => s.name === tool.name);
      return { ...d, ...withoutThere, soldiers: [...withoutThere.soldiers.filter((s) => s.name !== tool.name), { ...(was ?? { name: tool.name, facing: 'E' as const }), at }] };
    }
    case 'alien': {
      const contact = Math.max(0, ...d.aliens.map((a) => a.contact)) + 1;
      // A contact order kept from a file no longer lists every contact: ascending from now on.
      return { ...d, ...withoutThere, aliens: [...withoutThere.aliens, { kind: tool.alien, contact, at, dormant: tool.dormant }], contactOrder: undefined };
    }
    case 'log':
      return { ...d, log: d.log === at ? null : at };
    case 'lock':
      return d.rows[c.row - 1][c.col] !== 'D' ? d : { ...d, locked: d.locked.includes(at) ? d.locked.filter((l) => l !== at) : [...d.locked, at] };
    case 'erase':
      return { ...d, ...withoutThere, log: d.log === at ? null : d.log, ...(withoutThere.aliens.length !== d.aliens.length ? { contactOrder: undefined } : {}) };
  }
}

/** Every maximal straight run of adjacent door squares, east-west runs first (the editor's reading of SC-D1). */
export function doorRuns(rows: readonly string[]): Square[][] {
  const taken = new Set<string>();
  const runs: Square[][] = [];
  const isDoor = (col: number, row: number) => rows[row - 1]?.[col] === 'D';
  for (const [dc, dr] of [[1, 0], [0, 1]]) {
    for (let row = 1; row <= rows.length; row++) {
      for (let col = 0; col < (rows[0]?.length ?? 0); col++) {
        if (!isDoor(col, row) || isDoor(col - dc, row - dr)) continue;
        const run: Square[] = [];
        for (let k = 0; isDoor(col + k * dc, row + k * dr); k++) run.push(sq(col + k * dc, row + k * dr));
        if (run.length > 1 && run.every((s) => !taken.has(s))) { runs.push(run); run.forEach((s) => taken.add(s)); }
      }
    }
  }
  for (let row = 1; row <= rows.length; row++) for (let col = 0; col < (rows[0]?.length ?? 0); col++) {
    if (isDoor(col, row) && !taken.has(sq(col, row))) runs.push([sq(col, row)]);
  }
  return runs;
}

/** The draft as a scenario file, as a person would write it. */
export function draftToFile(d: Draft): ScenarioFileInput {
  return {
    format: SCENARIO_FORMAT, version: SCENARIO_VERSION, id: d.id, title: d.title,
    board: d.rows.join('\n'),
    soldiers: d.soldiers.map((s) => ({
      name: s.name, at: s.at, facing: s.facing,
      ...(s.hp !== undefined ? { hp: s.hp } : {}), ...(s.xp !== undefined ? { xp: s.xp } : {}), ...(s.items ? { items: [...s.items] } : {}),
    })),
    aliens: d.aliens.map((a) => ({ kind: a.kind, contact: a.contact, at: a.at, ...(a.dormant ? { dormant: true } : {}), ...(a.hp !== undefined ? { hp: a.hp } : {}) })),
    objects: d.log ? [{ kind: 'log', at: d.log }] : [],
    doors: doorRuns(d.rows).map((squares) => ({ squares, ...(squares.every((s) => d.locked.includes(s)) ? { locked: true } : {}) })),
    victory: d.victory, roundLimit: d.roundLimit, objectiveXp: d.objectiveXp,
    ...(d.logXp !== undefined ? { logXp: d.logXp } : {}), ...(d.contactOrder ? { contactOrder: [...d.contactOrder] } : {}),
  };
}

/** A checked scenario file as a draft (its board re-read into one symbol a square). */
export function fileToDraft(f: ScenarioFile): Draft {
  const board = parseBoard(f.board);
  const symbol: Record<string, string> = { wall: '#', floor: '.', door: 'D', soft: 'S', hard: 'H', full: 'F', solid: 'O', solidOpaque: 'X' };
  const rows = board.terrain.map((r) => r.map((t) => symbol[t]).join(''));
  const norm = (s: string) => s.toUpperCase() as Square;
  return {
    id: f.id, title: f.title, rows,
    soldiers: f.soldiers.map((s) => ({ name: s.name, at: norm(s.at), facing: s.facing, ...(s.hp !== undefined ? { hp: s.hp } : {}), ...(s.xp !== undefined ? { xp: s.xp } : {}), ...(s.items ? { items: s.items } : {}) })),
    aliens: f.aliens.map((a) => ({ kind: a.kind, contact: a.contact, at: norm(a.at), dormant: a.dormant, ...(a.hp !== undefined ? { hp: a.hp } : {}) })),
    log: f.objects[0] ? norm(f.objects[0].at) : null,
    locked: f.doors.filter((x) => x.locked).flatMap((x) => x.squares.map(norm)),
    victory: f.victory, roundLimit: f.roundLimit, objectiveXp: f.objectiveXp, logXp: f.logXp,
    ...(f.contactOrder ? { contactOrder: f.contactOrder } : {}),
  };
}
