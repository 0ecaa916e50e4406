/**
 * Cover (RULINGS C1-C2): on the test board a figure standing on S/H/F has soft/hard/full cover
 * from every direction; no other square gives cover, and covers never add.
 */
import { coordOf, terrainAt } from '../board/board';
import type { Board, CoverLevel, CoverName, Square } from '../state/types';

export const COVER_NAMES: readonly CoverName[] = ['none', 'soft', 'hard', 'full'];

/** The cover level a figure on `square` has against any attacker (RULINGS C1). */
export function coverAt(board: Board, square: Square): CoverLevel {
  switch (terrainAt(board, coordOf(square))) {
    case 'soft': return 1;
    case 'hard': return 2;
    case 'full': return 3;
    default: return 0;
  }
}

export function coverName(level: number): CoverName {
  return COVER_NAMES[Math.max(0, Math.min(3, level))];
}

export function coverLevel(name: CoverName): CoverLevel {
  return COVER_NAMES.indexOf(name) as CoverLevel;
}

/** Cover after a weapon's Cover Penetration (RULINGS C2: minimum zero). */
export function penetratedCover(level: CoverLevel, penetration: number): CoverLevel {
  return Math.max(0, level - penetration) as CoverLevel;
}
