/**
 * Which weapon a soldier attacks with (kit 03 cards, kit 05 §4-§5, RULINGS A4): shared by the
 * legality checks, the AP costs, the odds and the AI, so they all name the same weapon.
 */
import { isOrthogonallyAdjacent } from '../board/board';
import type { AlienState, GameState, SoldierState, WeaponId } from '../state/types';

/** The soldier's ranged weapon: the one asked for, else the first ranged weapon carried. */
export function rangedWeaponOf(state: GameState, s: SoldierState, asked?: WeaponId): WeaponId | null {
  if (asked) return s.weapons.includes(asked) && state.ruleset.weapons[asked].ranged ? asked : null;
  for (const w of s.weapons) if (state.ruleset.weapons[w].ranged) return w;
  return null;
}

/** The soldier's melee weapon: the first carried weapon that is not ranged (the knife, kit 03). */
export function meleeWeaponOf(state: GameState, s: SoldierState): WeaponId | null {
  for (const w of s.weapons) if (!state.ruleset.weapons[w].ranged) return w;
  return null;
}

/**
 * The weapon `s` attacks `target` with: its ranged weapon, but next to the target only a
 * point-blank shotgun may fire (RULINGS A4), so there it is the melee weapon (kit 05 §5).
 */
export function attackWeaponFor(state: GameState, s: SoldierState, target: AlienState): WeaponId | null {
  const ranged = rangedWeaponOf(state, s);
  if (!isOrthogonallyAdjacent(s.at, target.at)) return ranged;
  return ranged && state.ruleset.weapons[ranged].pointBlankDoubles ? ranged : meleeWeaponOf(state, s);
}

