/**
 * The exact odds of an attack in a game position, as the engine would roll it: the UI's odds
 * panel and the greedy policy ask here, so neither rebuilds the engine's accuracy terms itself.
 * Accuracy comes from the same inputs `attackAccuracy` uses (RULINGS A1, C1-C2), the spotter mark
 * only for a soldier other than its marker (kit 02 Spotter), against the target's current HP.
 */
import { isSpotted } from '../attack';
import { isOrthogonallyAdjacent } from '../../board/board';
import { coverAt, coverName } from '../cover';
import { soldierAttackOdds, type SoldierAttackOdds, type SoldierAttackQuery } from './soldier-attack-odds';
import type { AlienState, GameState, SoldierState, WeaponId } from '../../state/types';

export interface GameAttackOptions {
  readonly weapon: WeaponId;
  /** As if braced or not (the greedy policy weighs a brace before taking it); default the soldier's brace token. */
  readonly braced?: boolean;
  /** An overwatch reaction: the reroll skills have "no reaction use" (kit 02). */
  readonly reaction?: boolean;
  /** Count the optional rerolls (RULINGS A5) the soldier may still take this activation. Default false. */
  readonly rerolls?: boolean;
}

/** The card-level query that stands for this attack in this position. */
export function gameAttackQuery(state: GameState, soldier: SoldierState, target: AlienState, options: GameAttackOptions): SoldierAttackQuery {
  return {
    attacker: soldier.id,
    target: target.alienKind,
    cover: coverName(coverAt(state.board, target.at)),
    brace: options.braced ?? soldier.braced,
    adjacent: isOrthogonallyAdjacent(soldier.at, target.at),
    spotted: isSpotted(state, soldier.id, target.id, options.weapon),
    // A once-per-activation reroll already used is gone until the next activation (kit 02 CARD
    // LAYOUT); no other skill in effect is ever marked used, so the accuracy unlocks all stay.
    skills: soldier.skills.filter((k) => !soldier.usedThisActivation.includes(k)),
    weapon: options.weapon,
    targetHp: target.hp,
    rerolls: (options.rerolls ?? false) && !(options.reaction ?? false),
  };
}

/** The odds of `soldier` attacking `target` with `options.weapon` now (kit 05 §4-§5). */
export function attackOddsInGame(state: GameState, soldier: SoldierState, target: AlienState, options: GameAttackOptions): SoldierAttackOdds {
  return soldierAttackOdds(state.ruleset, gameAttackQuery(state, soldier, target, options));
}
