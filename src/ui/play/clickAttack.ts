/**
 * The attack a click on an alien stands for, read from the engine: the weapon the acting soldier
 * attacks it with (attackWeaponFor, RULINGS A4) and whether that attack is legal now (the
 * engine's reason if not). The odds panel shows its odds and reason; a refused click shows the reason.
 */
import { checkDecision } from '../../engine/legality';
import { attackWeaponFor } from '../../engine/combat/soldier-weapons';
import type { AlienState, Decision, GameState, SoldierState, WeaponId } from '../../engine/state/types';

export interface ClickAttack {
  readonly weapon: WeaponId;
  readonly ranged: boolean;
  readonly decision: Extract<Decision, { type: 'fire' | 'melee' }>;
  /** Why the engine refuses it now, or null when it is legal. */
  readonly refusal: string | null;
}

/** Null when the soldier has no weapon that could attack the alien at all. */
export function clickAttack(state: GameState, me: SoldierState, alien: AlienState): ClickAttack | null {
  const weapon = attackWeaponFor(state, me, alien);
  if (!weapon) return null;
  const ranged = state.ruleset.weapons[weapon].ranged;
  const decision = ranged ? { type: 'fire', target: alien.id } as const : { type: 'melee', target: alien.id } as const;
  return { weapon, ranged, decision, refusal: checkDecision(state, decision) };
}
