/**
 * What an attack is worth to the greedy policy: the exact expected HP removed and kill chance from
 * the engine's odds (engine/combat/odds/attack-odds.ts), folded into one number for ranking. Legality always
 * comes from the engine (its legal attacks, legalAttacks: the attacks of legalOnly, which equals
 * legalDecisions by a property test, without the words of every refusal); this file only ranks them.
 */
import { legalAttacks, legalAttacksFacing } from '../engine/legality';
import { livingAliens, replaceSoldier, soldierOf } from '../engine/state/figures';
import { meleeWeaponOf, rangedWeaponOf } from '../engine/combat/soldier-weapons';
import { gameAttackQuery, soldierAttackOdds } from '../engine/combat/odds';
import { inFacingArc } from '../engine/sight';
import type { Ruleset } from '../engine/ruleset/ruleset';
import type { AlienState, Decision, Facing, GameState, SoldierState, WeaponId } from '../engine/state/types';
import { FACINGS, SOLDIER_NAMES } from '../engine/state/types';
import { isOrthogonallyAdjacent } from '../engine/board/board';
import { coverAt } from '../engine/combat/cover';
import { isSpotted } from '../engine/combat/attack';
import { RecentStates } from '../engine/state/recent-states';

/** A kill is worth this many HP on top of the HP it removes: a dead alien deals no more damage. */
const KILL_BONUS = 4;

export interface AttackOption {
  readonly decision: Extract<Decision, { type: 'fire' | 'melee' }>;
  /** The facing the soldier needs (turning is free during its activation, kit 05 §3). */
  readonly facing: Facing;
  readonly ap: number;
  readonly ranged: boolean;
  readonly value: number;
}

/**
 * Exact odds are costly; the same few attacks recur, so their values are remembered, per ruleset
 * (a balance experiment's overrides change every answer), by a number made of the query's fields
 * (queryNumber). A string key of them was a tenth of the greedy policy's time in the playouts.
 */
const valueCache = new WeakMap<Ruleset, Map<number, number>>();
/** The last rulesets' tables by identity first: a game asks under one ruleset, and a weak map lookup per attack weighed was dear. */
const recentValues = new RecentStates<Ruleset, Map<number, number>>(2);
const valuesOf = (ruleset: Ruleset): Map<number, number> => {
  let values = valueCache.get(ruleset);
  if (!values) valueCache.set(ruleset, values = new Map());
  return values;
};

/** Expected HP removed + KILL_BONUS x P(kill) for an attack by `s` on `alien` with `weapon`. */
export function attackValue(state: GameState, s: SoldierState, alien: AlienState, weapon: WeaponId, options: { braced?: boolean; reaction?: boolean } = {}): number {
  const values = recentValues.get(state.ruleset, valuesOf);
  const key = queryNumber(state, s, alien, weapon, options);
  let value = key < 0 ? undefined : values.get(key);
  if (value === undefined) {
    const odds = soldierAttackOdds(state.ruleset, gameAttackQuery(state, s, alien, { weapon, ...options, rerolls: true }));
    value = odds.expectedHpRemoved.valueOf() + KILL_BONUS * odds.kill.valueOf();
    if (key >= 0 && values.size < 50_000) values.set(key, value);
  }
  return value;
}

/**
 * Small whole numbers for the names a key is made of, one table per kind of name (alien kinds,
 * weapons, skill lists): the name itself is the key, no prefixed string made at every lookup.
 */
class NameIds {
  private readonly ids = new Map<string, number>();
  of(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) this.ids.set(name, id = this.ids.size);
    return id;
  }
}
const kindIds = new NameIds();
const weaponIds = new NameIds();
const skillListIds = new NameIds();

/** The skills in effect (gameAttackQuery: those not used this activation), as an id, per skills and used lists. */
const skillIds = new WeakMap<readonly string[], { used: readonly string[]; id: number }>();
let lastSkills: { readonly skills: readonly string[]; readonly used: readonly string[]; readonly id: number } | null = null;
function skillsId(s: SoldierState): number {
  // The acting soldier's lists are asked for again and again: the last answer first.
  if (lastSkills && lastSkills.skills === s.skills && lastSkills.used === s.usedThisActivation) return lastSkills.id;
  const known = skillIds.get(s.skills);
  let id: number;
  if (known && known.used === s.usedThisActivation) id = known.id;
  else {
    id = skillListIds.of(s.skills.filter((k) => !s.usedThisActivation.includes(k)).join(','));
    skillIds.set(s.skills, { used: s.usedThisActivation, id });
  }
  lastSkills = { skills: s.skills, used: s.usedThisActivation, id };
  return id;
}

/**
 * Every field of gameAttackQuery(state, s, alien, { weapon, ...options, rerolls: true }) as one
 * number (attacker, target kind, cover, brace, adjacency, spotting, skills in effect, weapon,
 * target HP, rerolls; it sets no Sustained Fire), read from the same inputs it reads; -1 when one
 * does not fit (then the value is worked out and not remembered).
 */
function queryNumber(state: GameState, s: SoldierState, alien: AlienState, weapon: WeaponId, options: { braced?: boolean; reaction?: boolean }): number {
  const attacker = SOLDIER_NAMES.indexOf(s.id);
  const kind = kindIds.of(alien.alienKind);
  const skills = skillsId(s);
  const gun = weaponIds.of(weapon);
  if (attacker < 0 || kind >= 64 || skills >= 4096 || gun >= 64 || !(alien.hp >= 0 && alien.hp < 64) || !Number.isInteger(alien.hp)) return -1;
  const flags = ((options.braced ?? s.braced) ? 1 : 0) | (isOrthogonallyAdjacent(s.at, alien.at) ? 2 : 0)
    | (isSpotted(state, s.id, alien.id, weapon) ? 4 : 0) | (options.reaction ? 0 : 8);
  const cover = coverAt(state.board, alien.at);
  // 3 + 6 + 2 + 4 + 12 + 6 + 6 bits: well under 2^53.
  return ((((((attacker * 64 + kind) * 4 + cover) * 16 + flags) * 4096 + skills) * 64 + gun) * 64) + alien.hp;
}

/** Every legal attack of the active soldier, in any facing it can turn to, best first. */
export function attackOptions(state: GameState): AttackOption[] {
  const s = soldierOf(state, state.activeSoldier!)!;
  const out: AttackOption[] = [];
  const ranged = rangedWeaponOf(state, s);
  const melee = meleeWeaponOf(state, s);
  const aliens = livingAliens(state);
  // A shot's value does not depend on the facing it is fired in (the odds read cover, brace,
  // adjacency, marks, skills and HP, kit 05 §4): worked out once per alien, not once per facing.
  const shotValues = new Map<string, number>();
  for (const facing of [s.facing, ...FACINGS.filter((f) => f !== s.facing)]) {
    // A facing whose arc holds no living alien allows no shot (RULINGS S6-S7: a target is seen
    // only in the arc), and melee is listed with the current facing: nothing to ask the engine.
    if (facing !== s.facing && !anyInArc(s, facing, aliens)) continue;
    const turned = facing === s.facing ? state : replaceSoldier(state, s.id, { facing });
    const me = soldierOf(turned, s.id)!;
    const legal = legalAttacks(turned);
    for (const alien of aliens) {
      if (ranged && listsAttack(legal, 'fire', alien.id)) {
        let value = shotValues.get(alien.id);
        if (value === undefined) shotValues.set(alien.id, value = attackValue(turned, me, alien, ranged));
        out.push({ decision: { type: 'fire', target: alien.id }, facing, ap: state.ruleset.weapons[ranged].ap, ranged: true, value });
      }
      // Melee ignores facing (kit 05 §5): only worth listing once.
      if (melee && facing === s.facing && listsAttack(legal, 'melee', alien.id)) {
        out.push({ decision: { type: 'melee', target: alien.id }, facing, ap: state.ruleset.apCosts.melee, ranged: false, value: attackValue(turned, me, alien, melee) });
      }
    }
  }
  return out.sort((a, b) => b.value - a.value);
}

/**
 * attackOptions(state)[0], the one greedy takes (null when there is none), for less: the attacks
 * in the soldier's facing are the engine's list (legalAttacks), and in another facing the engine's
 * list is asked for only when an alien not yet found stands in its arc. A shot
 * found again in a later facing has the same value, and the first of equal options wins
 * (attackOptions sorts stably), so leaving it out changes nothing (tests/ai/attack-value.test.ts).
 */
export function bestAttack(state: GameState): AttackOption | null {
  const s = soldierOf(state, state.activeSoldier!)!;
  const ranged = rangedWeaponOf(state, s);
  const melee = meleeWeaponOf(state, s);
  const aliens = livingAliens(state);
  let best: AttackOption | null = null;
  // Aliens with a shot found (a few: an array, and no closure, allocate least in the playouts' hot loop).
  const found: string[] = [];
  const legal = legalAttacks(state);
  for (const alien of aliens) {
    if (ranged && listsAttack(legal, 'fire', alien.id)) {
      found.push(alien.id);
      best = better(best, { decision: { type: 'fire', target: alien.id }, facing: s.facing, ap: state.ruleset.weapons[ranged].ap, ranged: true, value: attackValue(state, s, alien, ranged) });
    }
    if (melee && listsAttack(legal, 'melee', alien.id)) {
      best = better(best, { decision: { type: 'melee', target: alien.id }, facing: s.facing, ap: state.ruleset.apCosts.melee, ranged: false, value: attackValue(state, s, alien, melee) });
    }
  }
  if (!ranged) return best;
  for (const facing of FACINGS) {
    if (facing === s.facing) continue;
    // The engine's attacks as if turned (legalAttacksFacing), no turned state made; a shot's
    // value does not depend on the facing it is fired in (attackOptions above).
    let legalThere: Decision[] | null = null;
    for (const alien of aliens) {
      if (found.includes(alien.id) || !inFacingArc(s.at, facing, alien.at)) continue;
      legalThere ??= legalAttacksFacing(state, facing);
      if (!listsAttack(legalThere, 'fire', alien.id)) continue;
      found.push(alien.id);
      best = better(best, { decision: { type: 'fire', target: alien.id }, facing, ap: state.ruleset.weapons[ranged].ap, ranged: true, value: attackValue(state, s, alien, ranged) });
    }
  }
  return best;
}

/** The first of equal options stays (as attackOptions' stable sort keeps it first). */
function better(best: AttackOption | null, o: AttackOption): AttackOption {
  return !best || o.value > best.value ? o : best;
}

function anyInArc(s: SoldierState, facing: Facing, aliens: readonly AlienState[]): boolean {
  for (const a of aliens) if (inFacingArc(s.at, facing, a.at)) return true;
  return false;
}

/** A plain fire (no Sustained Fire, the equipped weapon) or a melee at `target` among `legal`. */
function listsAttack(legal: readonly Decision[], type: 'fire' | 'melee', target: string): boolean {
  for (const d of legal) {
    if (d.type !== type || d.target !== target) continue;
    if (d.type === 'melee' || (!d.sustainedFire && !d.weapon)) return true;
  }
  return false;
}
