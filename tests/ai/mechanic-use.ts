/**
 * Whether a played game's events show the squad using a mechanic (ai/denial.ts), read from the
 * events alone: what the denial tests check a denied policy never does.
 */
import { coverAt } from '../../src/engine/combat/cover';
import type { Mechanic } from '../../src/ai/denial';
import type { Board, GameEvent } from '../../src/engine/state/types';
import { SOLDIER_NAMES } from '../../src/engine/state/types';

const isSoldier = (id: string) => (SOLDIER_NAMES as readonly string[]).includes(id);

export function usesMechanic(board: Board, events: readonly GameEvent[], m: Mechanic): boolean {
  return events.some((e) => {
    switch (m) {
      case 'overwatch': return e.type === 'overwatch.entered';
      case 'brace': return e.type === 'brace.placed';
      case 'cover': return e.type === 'figure.moved' && isSoldier(e.figure) && coverAt(board, e.to) > 0;
      case 'medkit': return e.type === 'revived' || (e.type === 'healed' && e.item === 'medkit');
      case 'fieldCare': return e.type === 'healed' && e.skill === 'fieldCare';
      case 'spotter': return e.type === 'spotter.marked';
      case 'quickStep': return e.type === 'figure.moved' && e.skill === 'quickStep';
      case 'reroll': return (e.type === 'shot.rolled' || e.type === 'damage.rolled') && e.dice.some((d) => d.purpose === 'reroll');
      case 'doors': return e.type === 'door.opened' && isSoldier(e.figure);
    }
  });
}
