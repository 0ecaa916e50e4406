/**
 * What the sight commands (`los`, `visibility`) read from flags and JSON queries: squares, open
 * doors, figures, variants and a facing, each checked against the board with a one-line error
 * naming the problem (engine issue §3).
 */
import { TEST_CHAMBER, blocksMovement, coordOf, parseBoard, terrainAt, toSquare } from '../engine/board/board';
import { KIT_RULESET } from '../engine/ruleset/ruleset';
import { FACINGS, type Board, type Facing, type Square, type Variants } from '../engine/state/types';
import { listFlag } from './command';

export const VARIANT_NAMES = Object.keys(KIT_RULESET.variants) as (keyof Variants)[];

/**
 * Open doors by name: each must be a door square (RULINGS S2: open doors are floor). `key` names
 * where they came from in the error: the flag (--open) or a query's key (open).
 */
export function openDoorsOf(board: Board, names: readonly string[], key = '--open'): Square[] {
  return names.map((name) => {
    const sq = toSquare(board, name);
    if (terrainAt(board, coordOf(sq)) !== 'door') throw new Error(`${key}: ${sq} is not a door`);
    return sq;
  });
}

export function variantName(name: string): keyof Variants {
  const known = VARIANT_NAMES.find((v) => v.toLowerCase() === name.toLowerCase());
  if (!known) throw new Error(`unknown variant "${name}" (known: ${VARIANT_NAMES.join(', ')})`);
  return known;
}

/** A string flag that may be repeated and/or comma-separated, as trimmed parts. */
export function listFlags(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).flatMap((v) => listFlag(v));
}

/** --variant may be repeated or comma-separated; each names a variant switched on. */
export function variantsFromFlags(value: unknown): Partial<Variants> {
  const out: Partial<Record<keyof Variants, boolean>> = {};
  for (const part of listFlags(value)) out[variantName(part)] = true;
  return out;
}

export function variantsFromJson(value: unknown): Partial<Variants> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('"variants" must be an object such as {"figureCornerBlocks":true}');
  const out: Partial<Record<keyof Variants, boolean>> = {};
  for (const [name, on] of Object.entries(value)) {
    if (typeof on !== 'boolean') throw new Error(`variant "${name}" must be true or false`);
    out[variantName(name)] = on;
  }
  return out;
}

export function squareList(value: unknown, key: string): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return listFlag(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  throw new Error(`"${key}" must be a list of squares such as ["F4","F7"]`);
}

/** A facing (S6) from a flag or a query: N, E, S or W (either case); null or absent = no arc. */
export function facingOf(value: unknown, key = 'facing'): Facing | null {
  if (value === undefined || value === null) return null;
  const f = typeof value === 'string' ? value.trim().toUpperCase() : '';
  // A query's null means no arc; a flag has no null (leave --facing off for no arc).
  const noArc = key.startsWith('--') ? `leave ${key} off for no arc` : 'or null for no arc';
  if (!(FACINGS as readonly string[]).includes(f)) throw new Error(`${key}: expected N, E, S or W (${noArc}), got ${JSON.stringify(value)}`);
  return f as Facing;
}

/** A viewer's square: on the board and not a wall, solid terrain or door square (nobody stands in a wall). */
export function viewerSquare(board: Board, name: string, key = 'from'): Square {
  const sq = toSquare(board, name);
  const t = terrainAt(board, coordOf(sq));
  if (t === 'wall' || t === 'door') throw new Error(`${key}: ${sq} is a ${t} square (the map is from a square a figure can stand on)`);
  if (blocksMovement(t)) throw new Error(`${key}: ${sq} is solid terrain (the map is from a square a figure can stand on)`);
  return sq;
}

/**
 * A query's "board" (issue 36 §1): one string in the kit 04 legend as parseBoard reads it, as
 * alien-decision's queries take; absent, the kit's test chamber.
 */
export function boardOf(value: unknown): Board {
  if (value === undefined) return TEST_CHAMBER;
  if (typeof value !== 'string') throw new Error('"board" must be one string in the kit 04 legend, rows separated by newlines');
  return parseBoard(value);
}
