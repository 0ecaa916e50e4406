/**
 * A position's mission doors and contacts (the optional "mission" field of the custom position
 * format): what sight and the rulings read in a scenario file's game, so Inspect opened on a
 * mission's moment keeps it (issue 36 §2 "Inspect on any board"). Only what a ruling depends on is
 * carried: locked doors (SC-D2), door assemblies (SC-D1) and dormant contacts (SC-C1), not the log,
 * the victory or the contact order, which no sight verdict reads.
 */
import { coordOf, terrainAt, toSquare } from '../board/board';
import { alienId } from '../state/figures';
import type { AlienState, Board, GameState, Mission, Square } from '../state/types';

/** The field as the schema reads it (position.ts): door squares and contact numbers. */
export interface PositionMission {
  readonly locked: string[];
  readonly assemblies: string[][];
  readonly dormant: number[];
}

/**
 * The state's Mission from a position's field: every square a door of the board, every dormant
 * contact an alien of the position, and an assembly open on all its squares or none (SC-D1: it
 * opens as one). Throws one line naming the field. The rest is the chamber's (no log, clear-hostiles).
 */
export function missionOfPosition(m: PositionMission, board: Board, open: readonly Square[], aliens: readonly AlienState[]): Mission {
  const door = (field: string) => (s: string) => {
    const sq = toSquare(board, s);
    if (terrainAt(board, coordOf(sq)) !== 'door') throw new Error(`position: mission.${field}: ${sq} is not a door`);
    return sq;
  };
  const locked = m.locked.map(door('locked'));
  const assemblies = m.assemblies.map((a, i) => {
    const squares = a.map(door(`assemblies.${i}`));
    const opened = squares.filter((sq) => open.includes(sq));
    if (opened.length && opened.length < squares.length) {
      throw new Error(`position: mission.assemblies.${i}: ${opened.join(', ')} open but not ${squares.filter((sq) => !open.includes(sq)).join(', ')} (SC-D1: an assembly opens as one)`);
    }
    return squares;
  });
  const dormant = m.dormant.map((c) => {
    if (!aliens.some((a) => a.contact === c && a.hp > 0)) throw new Error(`position: mission.dormant: no living alien with contact ${c}`);
    return alienId(c);
  });
  return { victory: 'clear-hostiles', assemblies, locked, dormant, waiting: [], log: null, logXp: 0, contactOrder: null };
}

/** A state's mission written back as the field (contact numbers for ids), or undefined without one. */
export function positionMissionOf(state: GameState): PositionMission | undefined {
  const m = state.mission;
  if (!m) return undefined;
  const contactOf = (id: string) => state.aliens.find((a) => a.id === id && a.hp > 0)?.contact;
  return {
    locked: [...m.locked],
    assemblies: m.assemblies.map((a) => [...a]),
    dormant: m.dormant.map(contactOf).filter((c): c is number => c !== undefined),
  };
}
