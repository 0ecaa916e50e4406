/**
 * The `reactionFire` variant (docs/variants.md RF, after Disrupter 0.2.5 Rule 15: "After each hex
 * ... check if any enemy Teams ... have LOS on the moving Team ... they have not yet Fired during
 * the current Movement Phase ... the enemy must fire"): during the alien phase, after each square
 * an alien moves, every conscious soldier who sees it (S6-S7, facing fixed) and has not fired his
 * reaction this round fires one attack at it with his ranged weapon, with no overwatch set up and
 * no AP spent (RF1-RF4). An engaged soldier reacts only as A4 allows (the shotgun, point blank at
 * that alien); a soldier on overwatch reacts by his overwatch instead, as the kit says (O2), one
 * reaction per trigger. Door openings trigger overwatch only (RF2). Reactions never trigger
 * reactions (O4). The squad orders several reactors, watchers and reaction fire together (O3).
 */
import { isOrthogonallyAdjacent } from '../board/board';
import { alienOf, soldierOf } from '../state/figures';
import { engagedWith } from '../legality';
import { canSee, sightVerdict } from '../sight';
import { rangedWeaponOf } from '../combat/soldier-weapons';
import type { AlienState, GameState, OverwatchTrigger, SoldierName, SoldierState } from '../state/types';

/** The variant is on in this game. */
export function firesReactions(state: GameState): boolean {
  return state.ruleset.variants.reactionFire === true;
}

/** Why `s` may not fire a reaction at `alien` now (RF1-RF3), or null. */
export function reactionFireBlocked(state: GameState, s: SoldierState, alien: AlienState | undefined): string | null {
  if (s.hp <= 0) return 'downed';
  if (s.overwatch) return 'on overwatch: reacts by his overwatch (O2)';
  if (s.reactionFired) return 'has fired his reaction this round (RF1)';
  if (!alien || alien.hp <= 0) return 'the target is dead';
  const weapon = rangedWeaponOf(state, s);
  if (!weapon) return `${s.id} has no ranged weapon`;
  if (engagedWith(state, s).length && !(state.ruleset.weapons[weapon].pointBlankDoubles && isOrthogonallyAdjacent(s.at, alien.at))) {
    return 'engaged: only a shotgun fires, point blank at the adjacent alien (A4)';
  }
  const v = sightVerdict(state, s.at, alien.at);
  return v.visible ? null : v.reason;
}

/** reactionFireBlocked(...) === null without the words, checked after every alien move. */
function mayFire(state: GameState, s: SoldierState, alien: AlienState): boolean {
  if (s.hp <= 0 || s.overwatch || s.reactionFired || alien.hp <= 0) return false;
  const weapon = rangedWeaponOf(state, s);
  if (!weapon) return false;
  if (engagedWith(state, s).length && !(state.ruleset.weapons[weapon].pointBlankDoubles && isOrthogonallyAdjacent(s.at, alien.at))) return false;
  return canSee(state, s.at, alien.at);
}

/** The soldiers who fire a reaction at the trigger's alien (RF1-RF2): none unless it moved. */
export function reactionFirers(state: GameState, trigger: OverwatchTrigger, exclude: readonly SoldierName[] = []): SoldierName[] {
  if (!firesReactions(state) || trigger.cause !== 'move') return [];
  const alien = alienOf(state, trigger.alien);
  if (!alien) return [];
  const out: SoldierName[] = [];
  for (const s of state.soldiers) if (!exclude.includes(s.id) && mayFire(state, s, alien)) out.push(s.id);
  return out;
}

/** The pending reactor `name` fires by reaction fire, not by overwatch (he holds no overwatch). */
export function firesByReactionFire(state: GameState, name: SoldierName): boolean {
  return firesReactions(state) && !soldierOf(state, name)?.overwatch;
}
