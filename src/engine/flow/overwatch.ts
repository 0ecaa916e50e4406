/**
 * Overwatch as data (kit 05 §7, RULINGS O1-O4): after an alien's move or door opening the engine
 * reports the trigger and the eligible watchers; each reaction is resolved by `resolveReaction`.
 * The interrupt's lifecycle (who fires next) is sequenced by the statecharts.
 */
import { coordOf, isOrthogonallyAdjacent } from '../board/board';
import { alienOf, labelOf, soldierOf } from '../state/figures';
import { engagedWith } from '../legality';
import { hasSkill } from './progression';
import { canSee, inFacingArc, sightVerdict } from '../sight';
import { startAttack } from '../combat/attack';
import type { AlienState, Facing, FigureId, GameState, OverwatchTrigger, SoldierName, SoldierState } from '../state/types';
import type { Tx } from '../state/tx';
import { firesByReactionFire, firesReactions, reactionFireBlocked, reactionFirers } from '../variants/reaction-fire';
import { rangedWeaponOf } from '../combat/soldier-weapons';

/**
 * The soldiers watching now (kit 05 §7, RULINGS O2, O4): an overwatch token on a conscious
 * soldier. A downed watcher's token no longer watches ("alien attacks can down a watcher and
 * cancel its overwatch"), whatever AP it holds.
 */
export function isWatching(s: SoldierState): boolean {
  return s.overwatch !== null && s.hp > 0;
}

/** Every soldier watching now (isWatching), in name order. */
export function watchingSoldiers(state: GameState): SoldierState[] {
  return state.soldiers.filter(isWatching);
}

/**
 * Watchful (kit 02 Okafor): once per alien phase turn freely before checking the arc. Returns the
 * facing Okafor would turn to, or null when no turn is needed or possible.
 */
export function watchfulFacing(state: GameState, s: SoldierState, alien: AlienState): Facing | null {
  if (!hasSkill(s, 'watchful') || s.watchfulUsed) return null;
  if (inFacingArc(s.at, s.facing, alien.at)) return null;
  const from = coordOf(s.at);
  const to = coordOf(alien.at);
  const dc = to.col - from.col;
  const dr = to.row - from.row;
  // Face along the larger offset so the alien sits well inside the new half-plane.
  if (Math.abs(dc) >= Math.abs(dr)) return dc >= 0 ? 'E' : 'W';
  return dr >= 0 ? 'S' : 'N';
}

/** Why a soldier cannot react to this alien now (RULINGS O2), or null if eligible. */
export function watcherBlocked(state: GameState, s: SoldierState, alien: AlienState | undefined): string | null {
  if (!s.overwatch) return 'not on overwatch';
  if (s.hp <= 0) return 'downed';
  if (!alien || alien.hp <= 0) return 'the target is dead';
  const weapon = state.ruleset.weapons[s.overwatch];
  if (s.reservedAp < weapon.ap) return `only ${s.reservedAp} AP reserved, the ${weapon.name.toLowerCase()} needs ${weapon.ap}`;
  const engaged = engagedWith(state, s);
  if (engaged.length) {
    const pointBlank = weapon.pointBlankDoubles && state.ruleset.variants.shotgunOverwatchPointBlank
      && isOrthogonallyAdjacent(s.at, alien.at);
    if (!pointBlank) return `engaged with ${labelOf(state, engaged[0])}`;
  }
  const facing = watchfulFacing(state, s, alien) ?? s.facing;
  // canSee is the verdict's `visible` without its words (S7); the words only for a refusal.
  return canSee(state, s.at, alien.at, { facing }) ? null : sightVerdict(state, s.at, alien.at, { facing }).reason;
}

/** `watcherBlocked(...) === null` without the words (O2): checked after every alien step. */
function isEligibleWatcher(state: GameState, s: SoldierState, alien: AlienState | undefined): boolean {
  if (!s.overwatch || s.hp <= 0 || !alien || alien.hp <= 0) return false;
  const weapon = state.ruleset.weapons[s.overwatch];
  if (s.reservedAp < weapon.ap) return false;
  if (engagedWith(state, s).length) {
    const pointBlank = weapon.pointBlankDoubles && state.ruleset.variants.shotgunOverwatchPointBlank
      && isOrthogonallyAdjacent(s.at, alien.at);
    if (!pointBlank) return false;
  }
  return canSee(state, s.at, alien.at, { facing: watchfulFacing(state, s, alien) ?? s.facing });
}

/** Watchers eligible to react to `alien`, in name order (the squad chooses the order, O3). */
export function eligibleWatchers(state: GameState, alien: FigureId, exclude: readonly SoldierName[] = []): SoldierName[] {
  const a = alienOf(state, alien);
  const out: SoldierName[] = [];
  for (const s of state.soldiers) if (!exclude.includes(s.id) && isEligibleWatcher(state, s, a)) out.push(s.id);
  return out;
}

/**
 * Everyone who may react to this trigger now, in name order: the eligible watchers (O2) and,
 * under the reactionFire variant, the soldiers who fire a reaction (docs/variants.md RF1-RF3).
 */
function eligibleReactors(state: GameState, trigger: OverwatchTrigger, exclude: readonly SoldierName[] = []): { all: SoldierName[]; firing: SoldierName[] } {
  const watchers = eligibleWatchers(state, trigger.alien, exclude);
  const firing = reactionFirers(state, trigger, exclude);
  if (!firing.length) return { all: watchers, firing };
  return { all: state.soldiers.map((s) => s.id).filter((id) => watchers.includes(id) || firing.includes(id)), firing };
}

/**
 * Reports a trigger (O1): only during the alien phase, after a completed move or door opening.
 * Sets state.pending to the reaction order when anyone is eligible.
 */
export function reportTrigger(tx: Tx, trigger: OverwatchTrigger): void {
  if (!tx.state.soldiers.some(isWatching) && !firesReactions(tx.state)) return;
  const { all, firing } = eligibleReactors(tx.state, trigger);
  // Under reactionFire a move nobody answers is not reported (no watcher is there to see it skipped).
  if (!tx.state.soldiers.some(isWatching) && !all.length) return;
  tx.emit({ type: 'overwatch.triggered', trigger, watchers: all, ...(firing.length ? { reactionFire: firing } : {}) });
  if (all.length) tx.set({ pending: { kind: 'reactionOrder', trigger, watchers: all, reacted: [] } });
}

/**
 * One watcher's reaction: re-check the alien is alive and visible (O3), Watchful turn if needed,
 * pay the weapon's firing AP from the reserve, one full attack (never triggering more, O4).
 * Then the remaining eligible watchers are recomputed; none left ends the interrupt.
 */
export function resolveReaction(tx: Tx, watcher: SoldierName): void {
  const pending = tx.state.pending;
  if (!pending || pending.kind !== 'reactionOrder') throw new Error('no overwatch reaction is pending');
  const { trigger } = pending;
  const s = soldierOf(tx.state, watcher)!;
  const alien = alienOf(tx.state, trigger.alien);
  const byReactionFire = firesByReactionFire(tx.state, watcher);
  const blocked = byReactionFire ? reactionFireBlocked(tx.state, s, alien) : watcherBlocked(tx.state, s, alien);
  if (blocked) {
    tx.emit({ type: 'reaction.skipped', watcher, reason: blocked });
  } else if (byReactionFire) {
    // docs/variants.md RF1: one attack with his ranged weapon, no AP spent, once this round.
    tx.soldier(watcher, { reactionFired: true });
    tx.set({ pending: null });
    startAttack(tx, { attacker: watcher, target: trigger.alien, weapon: rangedWeaponOf(tx.state, s)!, ap: 0, reaction: true });
  } else {
    const facing = watchfulFacing(tx.state, s, alien!);
    if (facing) {
      tx.soldier(watcher, { facing, watchfulUsed: true });
      tx.emit({ type: 'figure.turned', figure: watcher, facing, skill: 'watchful' });
    }
    const weapon = s.overwatch!;
    const ap = tx.state.ruleset.weapons[weapon].ap;
    tx.soldier(watcher, { reservedAp: s.reservedAp - ap });
    tx.set({ pending: null });
    startAttack(tx, { attacker: watcher, target: trigger.alien, weapon, ap, reaction: true });
  }
  const reacted = [...pending.reacted, watcher];
  const before = pending.watchers.filter((w) => !reacted.includes(w));
  const still = eligibleReactors(tx.state, trigger, reacted).all;
  for (const w of before) {
    if (!still.includes(w)) {
      const t = soldierOf(tx.state, w)!;
      const a = alienOf(tx.state, trigger.alien);
      const reason = (firesByReactionFire(tx.state, w) ? reactionFireBlocked(tx.state, t, a) : watcherBlocked(tx.state, t, a)) ?? 'no longer eligible';
      tx.emit({ type: 'reaction.skipped', watcher: w, reason });
    }
  }
  const remaining = before.filter((w) => still.includes(w));
  tx.set({ pending: remaining.length ? { kind: 'reactionOrder', trigger, watchers: remaining, reacted } : null });
}
