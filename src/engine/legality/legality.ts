/**
 * Whether a squad decision is legal now, and if not, why in plain words (kit 05 §2-§9, kit 02
 * skills, RULINGS A4, M1-M3). `checkDecision` returns null when legal, else the reason.
 */
import { coordOf, isEnterableTerrain, isOrthogonallyAdjacent, terrainAt } from '../board/board';
import { alienOf, isSoldierName, labelOf, occupantOf, soldierOf } from '../state/figures';
import { canUseOnce, hasSkill } from '../flow/progression';
import { apCostOf } from './ap-cost';
import { meleeWeaponOf, rangedWeaponOf } from '../combat/soldier-weapons';
import { canSee, sightVerdict } from '../sight';
import type { Decision, FigureId, GameState, SoldierState, Square, WeaponId } from '../state/types';

/** Conscious enemies orthogonally adjacent to a soldier (RULINGS A4 "engaged"). */
export function engagedWith(state: GameState, s: SoldierState): FigureId[] {
  const out: FigureId[] = [];
  for (const a of state.aliens) if (a.hp > 0 && isOrthogonallyAdjacent(a.at, s.at)) out.push(a.id);
  return out;
}

/** The words for a missing ranged weapon: a carried melee weapon (the knife) is not one (kit 03). */
function noRangedWeapon(s: SoldierState, asked: WeaponId | undefined): string {
  return asked && s.weapons.includes(asked) ? `the ${asked} is not a ranged weapon` : `${s.id} has no ${asked ?? 'ranged weapon'}`;
}

/** Why a soldier may not step onto `to` now (RULINGS M1), or null. */
export function stepBlocked(state: GameState, from: Square, to: string): string | null {
  let c;
  try { c = coordOf(to as Square); } catch { return `${to} is not a square`; }
  if (!isOrthogonallyAdjacent(from, to as Square)) return `${to} is not orthogonally adjacent to ${from}`;
  if (!isEnterableTerrain(state.board, state.openDoors, c)) {
    const t = terrainAt(state.board, c);
    return t === 'door' ? `the door at ${to} is closed` : `${to} is a wall`;
  }
  const occupant = occupantOf(state, to as Square);
  if (occupant) return `${to} is occupied by ${labelOf(state, occupant.id)}`;
  return null;
}

/** Whether `s` has the AP `d` costs (engine/ap-cost), in the words "Cannot <what>: needs ...". */
function needAp(state: GameState, s: SoldierState, d: Decision, what: string): string | null {
  const cost = apCostOf(state, s, d)?.spent ?? 0;
  return s.ap >= cost ? null : `Cannot ${what}: needs ${cost} AP, ${s.id} has ${s.ap}`;
}

/** Checks an activation decision for the active soldier. */
export function checkActivationDecision(state: GameState, s: SoldierState, d: Decision): string | null {
  const { ruleset } = state;
  const costs = ruleset.apCosts;
  switch (d.type) {
    case 'move': {
      const blocked = stepBlocked(state, s.at, d.to);
      return blocked ? `Cannot move: ${blocked}` : needAp(state, s, d, 'move');
    }
    case 'quickStep': {
      if (!canUseOnce(s, 'quickStep')) return hasSkill(s, 'quickStep') ? 'Cannot Quick Step: already used this activation' : `Cannot Quick Step: ${s.id} does not have Quick Step`;
      const max = hasSkill(s, 'pathfinder') ? 2 : 1; // Pathfinder: up to two squares (kit 02)
      if (d.path.length < 1 || d.path.length > max) return `Cannot Quick Step: 1${max > 1 ? ' or 2 squares' : ' square'} only`;
      let from = s.at;
      for (const sq of d.path) {
        const blocked = stepBlocked(state, from, sq);
        if (blocked) return `Cannot Quick Step: ${blocked}`;
        from = sq;
      }
      return null;
    }
    case 'breachAdvance': {
      if (!state.breachAdvanceReady) return 'Cannot Breach and Advance: only immediately after Breach Lead opens a door';
      const blocked = stepBlocked(state, s.at, d.to);
      return blocked ? `Cannot Breach and Advance: ${blocked}` : null;
    }
    case 'turn':
      return d.facing === s.facing ? `Cannot turn: already facing ${d.facing}` : needAp(state, s, d, 'turn');
    case 'door': return checkDoor(state, s, d);
    case 'fire': return checkFire(state, s, d.target, d.weapon, d.sustainedFire ?? false);
    case 'melee': {
      const target = alienOf(state, d.target);
      if (!target || target.hp <= 0) return `Cannot melee: no living enemy ${d.target}`;
      if (!isOrthogonallyAdjacent(s.at, target.at)) return `Cannot melee: ${labelOf(state, d.target)} is not orthogonally adjacent`;
      if (!meleeWeaponOf(state, s)) return `Cannot melee: ${s.id} has no melee weapon`;
      return needAp(state, s, d, 'melee');
    }
    case 'brace':
      if (s.braced) return 'Cannot brace: already braced (brace never stacks)';
      return needAp(state, s, d, 'brace');
    case 'overwatch': {
      const weapon = rangedWeaponOf(state, s, d.weapon);
      if (!weapon) return `Cannot enter overwatch: ${noRangedWeapon(s, d.weapon)}`;
      const need = costs.overwatchSetup + ruleset.weapons[weapon].ap;
      return s.ap >= need ? null : `Cannot enter overwatch: needs ${need} AP (${costs.overwatchSetup} + ${ruleset.weapons[weapon].ap} reserved), ${s.id} has ${s.ap}`;
    }
    case 'mark': {
      if (!hasSkill(s, 'spotter')) return `Cannot mark: ${s.id} does not have Spotter`;
      if (!canUseOnce(s, 'spotter')) return 'Cannot mark: Spotter already used this activation';
      const target = alienOf(state, d.target);
      if (!target || target.hp <= 0) return `Cannot mark: no living enemy ${d.target}`;
      // canSee is the verdict's `visible` without its words (S7); the words only for a refusal.
      if (canSee(state, s.at, target.at)) return null;
      return `Cannot mark ${labelOf(state, d.target)}: ${sightVerdict(state, s.at, target.at).reason}`;
    }
    case 'medkit': return checkMedkit(state, s, d.target);
    case 'fieldCare': return checkFieldCare(state, s, d.target);
    case 'trade': {
      if (!s.items.includes(d.item)) return `Cannot trade: ${s.id} carries no ${d.item}`;
      const to = isSoldierName(d.to) ? soldierOf(state, d.to) : undefined;
      if (!to || to.id === s.id) return `Cannot trade: ${d.to} is not another soldier`;
      if (to.hp <= 0) return `Cannot trade: ${to.id} is downed`;
      if (!isOrthogonallyAdjacent(s.at, to.at)) return `Cannot trade: ${to.id} is not adjacent`;
      return needAp(state, s, d, 'trade');
    }
    case 'pass': return null;
    default: return `Cannot ${d.type} now: ${s.id} is mid-activation`;
  }
}

function checkDoor(state: GameState, s: SoldierState, d: Extract<Decision, { type: 'door' }>): string | null {
  const { at } = d;
  let c;
  try { c = coordOf(at); } catch { return `Cannot use a door: ${at} is not a square`; }
  if (terrainAt(state.board, c) !== 'door') return `Cannot use a door: ${at} is not a door`;
  if (!isOrthogonallyAdjacent(s.at, at)) return `Cannot use the door at ${at}: not orthogonally adjacent`;
  if (state.openDoors.includes(at)) {
    const occupant = occupantOf(state, at);
    if (occupant) return `Cannot close the door at ${at}: occupied by ${labelOf(state, occupant.id)}`; // RULINGS M3
    return needAp(state, s, d, 'close the door');
  }
  return needAp(state, s, d, 'open the door'); // free with Breach Lead (engine/ap-cost)
}

/** Kit 05 §4 + RULINGS A4: a living, visible enemy; not engaged unless shotgun point blank. */
export function checkFire(state: GameState, s: SoldierState, targetId: FigureId, asked: WeaponId | undefined, sustained: boolean): string | null {
  const weapon = rangedWeaponOf(state, s, asked);
  if (!weapon) return `Cannot fire: ${noRangedWeapon(s, asked)}`;
  const target = alienOf(state, targetId);
  if (!target || target.hp <= 0) return `Cannot fire: no living enemy ${targetId}`;
  const engaged = engagedWith(state, s);
  if (engaged.length) {
    const pointBlank = state.ruleset.weapons[weapon].pointBlankDoubles && isOrthogonallyAdjacent(s.at, target.at);
    if (!pointBlank) {
      return state.ruleset.weapons[weapon].pointBlankDoubles
        ? `Cannot fire: engaged with ${labelOf(state, engaged[0])}; the shotgun may only fire at an adjacent enemy`
        : `Cannot fire: engaged with ${labelOf(state, engaged[0])}`;
    }
  }
  if (sustained) {
    if (weapon !== 'mg' || !hasSkill(s, 'sustainedFire')) return `Cannot use Sustained Fire: ${s.id} does not have it for this weapon`;
    if (!canUseOnce(s, 'sustainedFire')) return 'Cannot use Sustained Fire: already used this activation';
  }
  // canSee is the verdict's `visible` without its words (S7); the words only for a refusal.
  if (!canSee(state, s.at, target.at)) return `Cannot fire at ${labelOf(state, targetId)}: ${sightVerdict(state, s.at, target.at).reason}`;
  return needAp(state, s, { type: 'fire', target: targetId, weapon }, 'fire');
}

function healTarget(state: GameState, s: SoldierState, name: string, what: string): SoldierState | string {
  const t = isSoldierName(name) ? soldierOf(state, name) : undefined;
  if (!t) return `Cannot use ${what}: ${name} is not a soldier`;
  if (t.id !== s.id && !isOrthogonallyAdjacent(s.at, t.at)) return `Cannot use ${what} on ${t.id}: not adjacent`;
  return t;
}

function checkMedkit(state: GameState, s: SoldierState, name: string): string | null {
  if (!s.items.includes('medkit')) return `Cannot use a medkit: ${s.id} carries none`;
  const t = healTarget(state, s, name, 'a medkit');
  if (typeof t === 'string') return t;
  if (t.hp === 0 && occupantOf(state, t.at)) return `Cannot revive ${t.id}: the square ${t.at} is occupied`; // kit 05 §9
  if (t.hp >= state.ruleset.soldiers[t.id].hp) return `Cannot use a medkit on ${t.id}: already at full HP`;
  return needAp(state, s, { type: 'medkit', target: t.id }, 'use a medkit');
}

function checkFieldCare(state: GameState, s: SoldierState, name: string): string | null {
  if (!hasSkill(s, 'fieldCare')) return `Cannot use Field Care: ${s.id} does not have it`;
  if (!canUseOnce(s, 'fieldCare')) return 'Cannot use Field Care: already used this activation';
  const t = healTarget(state, s, name, 'Field Care');
  if (typeof t === 'string') return t;
  if (t.hp === 0) return `Cannot use Field Care on ${t.id}: it cannot revive (only medkits revive)`;
  if (t.hp >= state.ruleset.soldiers[t.id].hp) return `Cannot use Field Care on ${t.id}: already at full HP`;
  return needAp(state, s, { type: 'fieldCare', target: t.id }, 'use Field Care');
}
