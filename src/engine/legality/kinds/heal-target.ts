/** Whom a medkit or Field Care may treat (kit 05 §9): a soldier, himself or orthogonally adjacent. */
import { isSoldierName, soldierOf } from '../../state/figures';
import type { SoldierState } from '../../state/types';
import type { Actor } from '../action-kind';
import { nextTo } from '../squares';

/** The soldier `name` names if the actor may reach him, else the refusal's code. */
export function healTarget(a: Actor, name: string): SoldierState | 'notSoldier' | 'notAdjacent' {
  const t = isSoldierName(name) ? soldierOf(a.state, name) : undefined;
  if (!t) return 'notSoldier';
  if (t.id !== a.s.id && !nextTo(a.here, t.at)) return 'notAdjacent';
  return t;
}

/** The words for healTarget's refusals. */
export function healTargetWords(name: string, what: string, code: string): string | null {
  if (code === 'notSoldier') return `Cannot use ${what}: ${name} is not a soldier`;
  if (code === 'notAdjacent') return `Cannot use ${what} on ${name}: not adjacent`;
  return null;
}
