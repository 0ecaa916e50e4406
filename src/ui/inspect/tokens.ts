/**
 * The position editor's edits of what changes the odds beside the squares (issue 32 item 1): a
 * soldier's brace (+2 ranged, kit 01 / RULINGS A1), overwatch with its weapon and reserved AP
 * (RULINGS O2), XP and so the skills it unlocks (kit 02, kit 04 C), and Reyes's spotter mark
 * (+1 ranged for the next other soldier, kit 02 Spotter). Pure, like edit.ts: the new position,
 * or one line saying why not.
 */
import { skillsAtXp } from '../../engine/setup/placement';
import { KIT_RULESET } from '../../engine/ruleset/ruleset';
import type { SkillId, SoldierName, WeaponId } from '../../engine/state/types';
import { stateOf, DEFAULT_VARIANTS, type Position } from './position';

type Soldier = Position['soldiers'][number];
export type OverwatchWeapon = NonNullable<Soldier['overwatch']>;

const checked = (p: Position): Position => { stateOf(p, DEFAULT_VARIANTS); return p; };

function withSoldier(p: Position, name: SoldierName, change: (s: Soldier) => Soldier): Position {
  if (!p.soldiers.some((s) => s.name === name)) throw new Error(`${name} is not in the position`);
  return checked({ ...p, soldiers: p.soldiers.map((s) => (s.name === name ? change(s) : s)) });
}

/** A soldier's weapons that can watch: the ranged ones of its card (kit 03). */
export function overwatchWeapons(name: SoldierName): OverwatchWeapon[] {
  return KIT_RULESET.soldiers[name].weapons.filter((w): w is OverwatchWeapon => KIT_RULESET.weapons[w].ranged && w !== 'plasma');
}

/** The most AP a watcher can hold in reserve: a round's AP less the overwatch setup (kit 01). */
export const MAX_RESERVE = KIT_RULESET.apPerRound.soldier - KIT_RULESET.apCosts.overwatchSetup;

/** Brace on or off (a brace never stacks: on is on). */
export function setBraced(p: Position, name: SoldierName, braced: boolean): Position {
  return withSoldier(p, name, ({ braced: _, ...s }) => (braced ? { ...s, braced: true } : s));
}

/**
 * Overwatch with a weapon of the soldier's, reserving a full attack's firing AP (kit 01: "enough
 * reserved AP for a full selected-weapon attack"), or off (no token, no reserve).
 */
export function setOverwatch(p: Position, name: SoldierName, weapon: OverwatchWeapon | null): Position {
  if (weapon && !overwatchWeapons(name).includes(weapon)) throw new Error(`${name} carries no ${KIT_RULESET.weapons[weapon].name.toLowerCase()} to watch with`);
  return withSoldier(p, name, ({ overwatch: _, reserved: __, ...s }) => (weapon ? { ...s, overwatch: weapon, reserved: KIT_RULESET.weapons[weapon].ap } : s));
}

/** The AP held in reserve for the overwatch attack (RULINGS O2: it must cover the weapon's firing cost). */
export function setReserve(p: Position, name: SoldierName, reserved: number): Position {
  if (!Number.isInteger(reserved) || reserved < 0 || reserved > MAX_RESERVE) throw new Error(`reserve must be a whole number of AP from 0 to ${MAX_RESERVE}, got ${reserved}`);
  return withSoldier(p, name, (s) => {
    if (!s.overwatch) throw new Error(`${name} is not on overwatch: choose a weapon first`);
    return { ...s, reserved };
  });
}

/** XP from 0 to the cap (18); the skills follow from it (every rank whose threshold is reached). */
export function setXp(p: Position, name: SoldierName, xp: number): Position {
  const cap = KIT_RULESET.xp.cap;
  if (!Number.isInteger(xp) || xp < 0 || xp > cap) throw new Error(`XP must be a whole number from 0 to ${cap}, got ${xp}`);
  return withSoldier(p, name, (s) => ({ ...s, xp }));
}

/** The skills a soldier has at an XP total (kit 02), in rank order. */
export function skillsAt(name: SoldierName, xp: number): SkillId[] {
  return skillsAtXp(KIT_RULESET, name, Math.min(xp, KIT_RULESET.xp.cap));
}

/** Reyes's spotter mark on the alien with this contact number, or no mark (null). */
export function setSpotterMark(p: Position, contact: number | null): Position {
  const { spotterMark: _, ...rest } = p;
  return checked(contact === null ? rest : { ...rest, spotterMark: contact });
}

/** The weapon's firing AP (for the reserve field's hint). */
export const firingAp = (w: WeaponId): number => KIT_RULESET.weapons[w].ap;
