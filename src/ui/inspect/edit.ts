/**
 * The position editor's edits, pure: each returns the new position or throws one line saying why
 * the edit is refused (the loader's checks: walls, closed doors, shared squares, HP above the
 * card, RULINGS M1-M3), so the editor never holds a position the engine would not load. Squares
 * are the position's own board's (board.ts), not always the test chamber's.
 */
import { allSquares, coordOf, terrainAt, toSquare } from '../../engine/board/board';
import { KIT_RULESET } from '../../engine/ruleset/ruleset';
import { CONTACT } from '../../engine/setup/ranges';
import { SOLDIER_NAMES, type AlienKind, type Facing, type FigureId, type SoldierName, type Square } from '../../engine/state/types';
import { stateOf, DEFAULT_VARIANTS, type Position } from './position';
import { boardOfPosition } from './board';

/** A figure of a position by its engine id: a soldier's name, or "alien<contact>". */
export type FigureKey = FigureId;

const checked = (p: Position): Position => { stateOf(p, DEFAULT_VARIANTS); return p; };

const isAlien = (key: FigureKey) => key.startsWith('alien');
const contactOf = (key: FigureKey) => Number(key.slice(5));

function whoIsOn(p: Position, square: Square): string | null {
  const s = p.soldiers.find((x) => x.at === square && (x.hp ?? 1) > 0);
  if (s) return s.name;
  const a = p.aliens.find((x) => x.at === square);
  return a ? `${a.kind} ${a.contact}` : null;
}

/** Moves a figure to a square (any distance: an editor, not a move action). */
export function moveFigure(p: Position, key: FigureKey, to: Square): Position {
  const t = terrainAt(boardOfPosition(p), coordOf(to));
  if (t === 'wall') throw new Error(`${to} is a wall`);
  if (t === 'door' && !p.open.includes(to)) throw new Error(`${to} is a closed door: open it first`);
  const other = whoIsOn(p, to);
  if (isAlien(key)) {
    const c = contactOf(key);
    if (other && other !== `${p.aliens.find((a) => a.contact === c)?.kind} ${c}`) throw new Error(`${other} stands on ${to}`);
    return checked({ ...p, aliens: p.aliens.map((a) => (a.contact === c ? { ...a, at: to } : a)) });
  }
  if (other && other !== key) throw new Error(`${other} stands on ${to}`);
  return checked({ ...p, soldiers: p.soldiers.map((s) => (s.name === key ? { ...s, at: to } : s)) });
}

export function setFacing(p: Position, name: SoldierName, facing: Facing): Position {
  return checked({ ...p, soldiers: p.soldiers.map((s) => (s.name === name ? { ...s, facing } : s)) });
}

/** HP from 0 (a downed soldier, S4) to the card's maximum; an alien at 0 is removed instead (M2). */
export function setHp(p: Position, key: FigureKey, hp: number): Position {
  if (!Number.isInteger(hp) || hp < 0) throw new Error(`HP must be a whole number from 0, got ${hp}`);
  if (isAlien(key)) {
    const c = contactOf(key);
    if (hp === 0) return removeFigure(p, key);
    return checked({ ...p, aliens: p.aliens.map((a) => (a.contact === c ? { ...a, hp } : a)) });
  }
  return checked({ ...p, soldiers: p.soldiers.map((s) => (s.name === key ? { ...s, hp } : s)) });
}

export function removeFigure(p: Position, key: FigureKey): Position {
  if (isAlien(key)) {
    // The mark goes with its alien (as when it dies: casualties.ts).
    const { spotterMark, ...rest } = p;
    const keep = spotterMark !== undefined && spotterMark !== contactOf(key) ? { spotterMark } : {};
    return { ...rest, ...keep, aliens: p.aliens.filter((a) => a.contact !== contactOf(key)) };
  }
  return { ...p, soldiers: p.soldiers.filter((s) => s.name !== key) };
}

/** A square typed into a figure's row ("e9"): the figure moves there; a bad name is one line. */
export function moveFigureTyped(p: Position, key: FigureKey, typed: string): Position {
  return moveFigure(p, key, toSquare(boardOfPosition(p), typed.trim()));
}

/**
 * The first free floor square scanning the given columns row by row (where a new figure appears:
 * the test chamber's west room for soldiers, its east room for aliens), then any free floor square.
 */
function freeSquare(p: Position, columns: string): Square {
  const board = boardOfPosition(p);
  const free = (sq: Square) => terrainAt(board, coordOf(sq)) === 'floor' && !whoIsOn(p, sq);
  const rows = Array.from({ length: board.height }, (_, i) => i + 1);
  const preferred = rows.flatMap((row) => [...columns].map((col) => `${col}${row}` as Square));
  const found = preferred.find(free) ?? allSquares(board).find(free);
  if (found) return found;
  throw new Error('no free square left');
}

/** Adds a soldier not yet placed, at full HP facing east, on the first free square of the west room. */
export function addSoldier(p: Position, name?: SoldierName): Position {
  const pick = name ?? SOLDIER_NAMES.find((n) => !p.soldiers.some((s) => s.name === n));
  if (!pick) throw new Error('all five soldiers are placed');
  if (p.soldiers.some((s) => s.name === pick)) throw new Error(`${pick} is placed already`);
  return checked({ ...p, soldiers: [...p.soldiers, { name: pick, at: freeSquare(p, 'BCDE'), facing: 'E' }] });
}

/**
 * Adds an alien with the next contact number (it activates last, kit 05 §1), or past the last
 * (CONTACT, ranges.ts) the lowest free one, at full HP, on the first free square of the east room.
 */
export function addAlien(p: Position, kind: AlienKind): Position {
  const taken = new Set(p.aliens.map((a) => a.contact));
  let contact = Math.max(0, ...taken) + 1;
  if (contact > CONTACT.max) for (contact = CONTACT.min; taken.has(contact); contact++);
  if (contact > CONTACT.max) throw new Error(`every contact number from ${CONTACT.min} to ${CONTACT.max} is taken`);
  return checked({ ...p, aliens: [...p.aliens, { kind, contact, at: freeSquare(p, 'KJIHG') }] });
}

/**
 * Opens or closes a door, its whole assembly with it (SC-D1); a locked door stays as it is
 * (SC-D2), and an occupied doorway cannot close (RULINGS M3).
 */
export function toggleDoor(p: Position, door: Square): Position {
  if (terrainAt(boardOfPosition(p), coordOf(door)) !== 'door') throw new Error(`${door} is not a door`);
  if (p.mission?.locked.includes(door)) throw new Error(`${door} is a locked door: it does not open or close (SC-D2)`);
  const squares = p.mission?.assemblies.find((a) => a.includes(door)) ?? [door];
  if (!p.open.includes(door)) return checked({ ...p, open: [...new Set([...p.open, ...squares])].sort() });
  for (const sq of squares) {
    const on = whoIsOn(p, sq as Square);
    if (on) throw new Error(`${on} stands in the doorway ${sq}: it cannot close (RULINGS M3)`);
  }
  return checked({ ...p, open: p.open.filter((d) => !squares.includes(d)) });
}

/** The card's maximum HP of a figure (for the editor's HP field). */
export function maxHp(p: Position, key: FigureKey): number {
  if (isAlien(key)) return KIT_RULESET.aliens[p.aliens.find((a) => a.contact === contactOf(key))?.kind ?? 'worker'].hp;
  return KIT_RULESET.soldiers[key as SoldierName].hp;
}
