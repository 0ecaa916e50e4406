/**
 * What an activation decision costs the acting soldier, in AP: the kit's costs (kit 01 ACTIONS,
 * kit 05 §2; weapon costs from the weapon cards, kit 03) less the skills that make an action free
 * or cheaper (kit 02). One place for the engine's charge, its legality check and Play's buttons,
 * so what a button says is what the soldier pays. Costs come from the ruleset, so an override for
 * a balance experiment (`apCosts.turn: 1`) is charged, not ignored.
 */
import { canUseOnce, hasSkill } from '../flow/progression';
import { meleeWeaponOf, rangedWeaponOf } from '../combat/soldier-weapons';
import type { Decision, GameState, SoldierState } from '../state/types';
import { logOf, takeLogCost } from '../mission/log';

export interface ApCost {
  /** AP spent now. */
  readonly spent: number;
  /** AP held back for overwatch reactions (kit 05 §7): every AP left after the setup. */
  readonly reserved: number;
}

/** Medkit cost: 2, or 1 with Efficient Treatment (kit 02). */
export function medkitCost(state: GameState, s: SoldierState): number {
  return hasSkill(s, 'efficientTreatment') ? state.ruleset.apCosts.medkitEfficient : state.ruleset.apCosts.medkit;
}

/** Brace cost: 1, or 0 for Weapons Platform (kit 02 Voss). */
export function braceCost(state: GameState, s: SoldierState): number {
  return hasSkill(s, 'weaponsPlatform') ? 0 : state.ruleset.apCosts.brace;
}

const spent = (ap: number): ApCost => ({ spent: ap, reserved: 0 });

/**
 * The cost of `d` for soldier `s` in `state`, or null for a decision that is not an activation
 * action (activate, react, reroll) or names a weapon `s` does not carry.
 */
export function apCostOf(state: GameState, s: SoldierState, d: Decision): ApCost | null {
  if (d.type === 'overwatch') {
    const costs = state.ruleset.apCosts;
    return { spent: costs.overwatchSetup, reserved: Math.max(0, s.ap - costs.overwatchSetup) };
  }
  const ap = apSpent(state, s, d);
  return ap === null ? null : spent(ap);
}

/** `apCostOf(state, s, d)?.spent`, without building the cost (the legal lists ask it per candidate). */
export function apSpent(state: GameState, s: SoldierState, d: Decision): number | null {
  const costs = state.ruleset.apCosts;
  switch (d.type) {
    case 'move': return costs.move;
    // Quick Step and Breach and Advance move for 0 AP (kit 02 Reyes, Chen).
    case 'quickStep': case 'breachAdvance': return 0;
    case 'turn': return costs.turn;
    case 'door': {
      // Breach Lead: once per activation, opening costs 0 AP; closing always costs (kit 02 Chen).
      const opening = !state.openDoors.includes(d.at);
      return opening && canUseOnce(s, 'breachLead') ? 0 : costs.door;
    }
    case 'fire': {
      const weapon = rangedWeaponOf(state, s, d.weapon);
      return weapon ? state.ruleset.weapons[weapon].ap : null;
    }
    case 'melee': return meleeWeaponOf(state, s) ? costs.melee : null;
    case 'brace': return braceCost(state, s);
    case 'overwatch': return costs.overwatchSetup;
    case 'mark': return 0; // Spotter: 0 AP (kit 02 Reyes)
    case 'medkit': return medkitCost(state, s);
    case 'fieldCare': return costs.fieldCare;
    case 'trade': return costs.trade;
    // The station log (kit 05 §2, §8; docs/scenarios.md SC-L2..SC-L4): passing it is a trade.
    case 'secureLog': { const log = logOf(state); return log ? takeLogCost(log) : null; }
    case 'passLog': return costs.trade;
    // Passing spends nothing: what AP is left is lost at the end of the activation (kit 01 ROUND).
    case 'pass': return 0;
    default: return null;
  }
}
