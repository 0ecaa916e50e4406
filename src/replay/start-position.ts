/**
 * A GameState's figures and doors written back as a custom position (engine/setup/position.ts), so a
 * record carries its full starting position in the same format the CLI and UI read.
 */
import { drawBoard } from '../engine/board/board';
import type { Position } from '../engine/setup/position';
import type { GameState } from '../engine/state/types';

/** The position a starting state was built from (gameFromPosition reads it back to the same state). */
export function positionOf(state: GameState): Position {
  return {
    soldiers: state.soldiers.map((s) => ({
      name: s.id, at: s.at, facing: s.facing, hp: s.hp, xp: s.xp, ap: s.ap,
      ...(s.braced ? { braced: true } : {}),
      ...(s.overwatch ? { overwatch: s.overwatch as 'pistol' | 'shotgun' | 'mg' | 'sniper', reserved: s.reservedAp } : {}),
      items: [...s.items],
    })),
    aliens: state.aliens.map((a) => ({ kind: a.alienKind, contact: a.contact, at: a.at, hp: a.hp, ap: a.ap })),
    open: [...state.openDoors],
    round: state.round,
    board: drawBoard({ board: state.board, openDoors: [] }),
  };
}
