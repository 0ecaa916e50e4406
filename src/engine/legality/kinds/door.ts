/**
 * Open or close an adjacent door (kit 05 §3, RULINGS M3): opening is free once per activation
 * with Breach Lead (ap-cost.ts); an open door a figure stands in cannot close.
 */
import { coordOf, doorSquares, terrainAt } from '../../board/board';
import { canUseOnce } from '../../flow/progression';
import { labelOf, occupantOf } from '../../state/figures';
import type { Coord, Square } from '../../state/types';
import { actionKind, type Actor, type DecisionOf } from '../action-kind';
import { doorAssemblyOf, isLockedDoor } from '../../mission/doors';
import { affords, needsApWords } from '../afford';
import { isOccupied } from '../squares';

/** The first square of `at`'s door assembly with a figure in it (SC-D1), or undefined. */
const occupiedSquare = (a: Actor, at: Square) => doorAssemblyOf(a.state, at).find((sq) => isOccupied(a.state, sq));

const distance = (a: Coord, b: Coord) => Math.abs(a.col - b.col) + Math.abs(a.row - b.row);

export const door = actionKind<DecisionOf<'door'>>({
  type: 'door',
  over: 'actor',
  candidates(a, out) {
    for (const at of a.near) if (terrainAt(a.state.board, coordOf(at)) === 'door') out.push({ type: 'door', at });
  },
  legal(a, out) {
    const { state, s } = a;
    const cost = state.ruleset.apCosts.door;
    for (const at of a.near) {
      if (terrainAt(state.board, coordOf(at)) !== 'door') continue;
      // A mission's doors: locked ones are shut (SC-D2), an assembly closes only with every square clear (SC-D1).
      if (state.mission && isLockedDoor(state, at)) continue;
      const legal = state.openDoors.includes(at)
        ? s.ap >= cost && !(state.mission ? occupiedSquare(a, at) : isOccupied(state, at)) // RULINGS M3: an occupied open door cannot close
        : s.ap >= cost || canUseOnce(s, 'breachLead'); // Breach Lead opens for 0 AP (ap-cost.ts)
      if (legal) out.push({ type: 'door', at });
    }
  },
  refusal(a, d) {
    let c;
    try { c = coordOf(d.at); } catch { return 'notSquare'; }
    if (terrainAt(a.state.board, c) !== 'door') return 'notDoor';
    if (distance(a.here, c) !== 1) return 'notAdjacent';
    if (isLockedDoor(a.state, d.at)) return 'locked'; // docs/scenarios.md SC-D2
    const open = a.state.openDoors.includes(d.at);
    // RULINGS M3, kit 05 §8 "An occupied doorway cannot close": any square of its assembly (SC-D1).
    if (open && occupiedSquare(a, d.at)) return 'occupied';
    return affords(a, d) ? null : open ? 'apToClose' : 'apToOpen';
  },
  words(a, d, code) {
    const { at } = d;
    switch (code) {
      case 'notSquare': return `Cannot use a door: ${at} is not a square`;
      case 'notDoor': return `Cannot use a door: ${at} is not a door`;
      case 'notAdjacent': return `Cannot use the door at ${at}: not orthogonally adjacent`;
      case 'locked': return `Cannot use the door at ${at}: it is locked`;
      case 'occupied': { const sq = occupiedSquare(a, at)!; return `Cannot close the door at ${at}: ${sq === at ? '' : `${sq} `}occupied by ${labelOf(a.state, occupantOf(a.state, sq)!.id)}`; }
      case 'apToClose': return needsApWords(a, d, 'close the door');
      default: return needsApWords(a, d, 'open the door');
    }
  },
  /** With no door next to him, the nearest door on the board, so the door control has words. */
  explain(a) {
    if (a.near.some((at) => terrainAt(a.state.board, coordOf(at)) === 'door')) return [];
    const doors = doorSquares(a.state.board).sort((p, q) => distance(coordOf(p), a.here) - distance(coordOf(q), a.here));
    return doors.length ? [{ type: 'door', at: doors[0] }] : [];
  },
  target: (d) => d.at,
});
