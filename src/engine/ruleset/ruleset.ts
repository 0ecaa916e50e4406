/**
 * Every number on the kit's cards and turn rules, as one typed object (kit 01, 02, 03, 05 §2, 07).
 * Any value can be overridden with a partial object for balance experiments:
 * `makeRuleset({ aliens: { worker: { hp: 6 } } })`.
 */
import type {
  AlienKind, ArmourId, ItemId, LifecycleVariant, RankName, SkillId, SoldierName, Variants, WeaponId,
} from '../state/types';

export interface WeaponCard {
  readonly name: string;
  readonly accuracy: number;
  readonly shots: number;
  readonly damage: number;
  readonly ap: number;
  readonly ranged: boolean;
  /** MG Cover Penetration (kit 03): lowers applicable cover by this many levels. */
  readonly coverPenetration: number;
  /** Shotgun POINT BLANK (kit 03): doubles D6 + bonus against an orthogonally adjacent target. */
  readonly pointBlankDoubles: boolean;
}

export interface SoldierCard {
  readonly role: string;
  readonly hp: number;
  readonly accuracy: number;
  readonly naturalArmour: number;
  readonly armour: ArmourId;
  readonly weapons: readonly WeaponId[];
  readonly items: readonly ItemId[];
  /** Rank skills in threshold order: Recruit, Trooper, Veteran, Specialist (kit 02). */
  readonly skills: readonly [SkillId, SkillId, SkillId, SkillId];
}

export interface AlienCard {
  readonly hp: number;
  readonly accuracy: number;
  readonly naturalArmour: number;
  readonly armour: ArmourId | null;
  readonly ap: number;
  readonly xp: number;
  readonly melee: WeaponId;
  readonly ranged: WeaponId | null;
}

export interface Ruleset {
  readonly version: 'kit-0.2';
  readonly soldiers: Readonly<Record<SoldierName, SoldierCard>>;
  readonly weapons: Readonly<Record<WeaponId, WeaponCard>>;
  readonly armour: Readonly<Record<ArmourId, { readonly name: string; readonly reduction: number }>>;
  readonly aliens: Readonly<Record<AlienKind, AlienCard>>;
  /** Kit 05 §2 AP costs (weapon costs are on the weapon cards). */
  readonly apCosts: {
    readonly move: number;
    readonly turn: number;
    readonly door: number;
    readonly melee: number;
    readonly brace: number;
    readonly overwatchSetup: number;
    readonly medkit: number;
    readonly medkitEfficient: number;
    readonly fieldCare: number;
    readonly trade: number;
    readonly pass: number;
  };
  readonly apPerRound: { readonly soldier: number; readonly alien: number };
  readonly brace: { readonly accuracy: number };
  readonly spotter: { readonly accuracy: number };
  readonly cover: { readonly soft: number; readonly hard: number; readonly full: number };
  readonly medkit: { readonly heal: number; readonly revive: number; readonly reviveTrauma: number };
  readonly fieldCare: { readonly heal: number; readonly healTrauma: number };
  readonly xp: {
    readonly objective: number;
    readonly thresholds: readonly [number, number, number, number];
    readonly cap: number;
  };
  readonly ranks: readonly [RankName, RankName, RankName, RankName];
  /** Permanent accuracy unlocks (Steady Hand, Fire Discipline, Deadeye): +1 each (kit 02). */
  readonly rankAccuracySkills: readonly SkillId[];
  readonly sustainedFireShots: number;
  readonly armourHunterPenetration: number;
  readonly roundLimit: number;
  readonly variants: Variants;
}

const weapon = (name: string, accuracy: number, shots: number, damage: number, ap: number,
  extra: Partial<WeaponCard> = {}): WeaponCard =>
  ({ name, accuracy, shots, damage, ap, ranged: true, coverPenetration: 0, pointBlankDoubles: false, ...extra });

export const KIT_RULESET: Ruleset = {
  version: 'kit-0.2',
  soldiers: {
    Reyes: { role: 'Recon', hp: 8, accuracy: 1, naturalArmour: 0, armour: 'ceraweave', weapons: ['pistol', 'knife'], items: [], skills: ['quickStep', 'spotter', 'steadyHand', 'pathfinder'] },
    Chen: { role: 'Assault', hp: 10, accuracy: 1, naturalArmour: 0, armour: 'combatPlate', weapons: ['shotgun', 'knife'], items: [], skills: ['breachLead', 'closeAssault', 'steadyHand', 'breachAndAdvance'] },
    Voss: { role: 'Heavy', hp: 12, accuracy: 0, naturalArmour: 0, armour: 'exoPlate', weapons: ['mg', 'knife'], items: [], skills: ['weaponsPlatform', 'controlledBurst', 'fireDiscipline', 'sustainedFire'] },
    Okafor: { role: 'Marksman', hp: 8, accuracy: 2, naturalArmour: 0, armour: 'ceraweave', weapons: ['sniper', 'knife'], items: [], skills: ['precision', 'watchful', 'deadeye', 'armourHunter'] },
    Park: { role: 'Medic and Systems', hp: 9, accuracy: 1, naturalArmour: 0, armour: 'ceraweave', weapons: ['pistol', 'knife'], items: ['medkit', 'medkit'], skills: ['fieldCare', 'efficientTreatment', 'steadyHand', 'traumaSpecialist'] },
  },
  weapons: {
    pistol: weapon('Pistol', 1, 1, 0, 1),
    shotgun: weapon('Shotgun', 1, 1, 2, 2, { pointBlankDoubles: true }),
    mg: weapon('Machine gun', -1, 3, 1, 2, { coverPenetration: 1 }),
    sniper: weapon('Sniper rifle', 2, 1, 4, 2),
    knife: weapon('Combat knife', 1, 1, 0, 1, { ranged: false }),
    fangs: weapon('Fangs', 1, 1, 0, 1, { ranged: false }),
    claws: weapon('Claws', 1, 1, 1, 1, { ranged: false }),
    plasma: weapon('Plasma pistol', 1, 1, 1, 2),
  },
  armour: {
    ceraweave: { name: 'Ceraweave', reduction: 1 },
    combatPlate: { name: 'Combat Plate', reduction: 2 },
    exoPlate: { name: 'Exo-Plate', reduction: 3 },
    carapace: { name: 'Carapace', reduction: 1 },
  },
  aliens: {
    worker: { hp: 5, accuracy: 1, naturalArmour: 1, armour: null, ap: 4, xp: 1, melee: 'fangs', ranged: null },
    warrior: { hp: 10, accuracy: 1, naturalArmour: 1, armour: 'carapace', ap: 4, xp: 2, melee: 'claws', ranged: 'plasma' },
  },
  apCosts: {
    move: 1, turn: 0, door: 1, melee: 1, brace: 1, overwatchSetup: 1,
    medkit: 2, medkitEfficient: 1, fieldCare: 1, trade: 1, pass: 0,
  },
  apPerRound: { soldier: 4, alien: 4 },
  brace: { accuracy: 2 },
  spotter: { accuracy: 1 },
  cover: { soft: 1, hard: 2, full: 3 },
  medkit: { heal: 3, revive: 2, reviveTrauma: 3 },
  fieldCare: { heal: 2, healTrauma: 3 },
  xp: { objective: 1, thresholds: [0, 4, 10, 18], cap: 18 },
  ranks: ['Recruit', 'Trooper', 'Veteran', 'Specialist'],
  rankAccuracySkills: ['steadyHand', 'fireDiscipline', 'deadeye'],
  sustainedFireShots: 4,
  armourHunterPenetration: 1,
  roundLimit: 6,
  variants: { figureCornerBlocks: false, shotgunOverwatchPointBlank: true },
};

/** A deep partial: every nested value optional, arrays replaced whole. */
export type RulesetOverrides = DeepPartial<Ruleset>;
type DeepPartial<T> = T extends readonly unknown[] ? T
  : T extends object ? { readonly [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * The peer lifecycles a ruleset may switch on (docs/variants.md): not in KIT_RULESET.variants,
 * which keeps only the kit's own readings, so a ruleset carries one only when it is on.
 */
export const LIFECYCLE_VARIANTS = ['alternatingActivations', 'reactionFire'] as const satisfies readonly LifecycleVariant[];

export function isLifecycleVariant(name: string): name is LifecycleVariant {
  return (LIFECYCLE_VARIANTS as readonly string[]).includes(name);
}

/** Every variant by name: the RULINGS readings (S3, O2) and the peer lifecycles (docs/variants.md AA, RF). */
export const VARIANT_RULINGS = {
  figureCornerBlocks: 'RULINGS S3', shotgunOverwatchPointBlank: 'RULINGS O2',
  alternatingActivations: 'docs/variants.md AA', reactionFire: 'docs/variants.md RF',
} as const satisfies Record<keyof Variants, string>;

/** The kit ruleset with `overrides` merged in (objects merge, arrays and scalars replace). */
export function makeRuleset(overrides: RulesetOverrides = {}): Ruleset {
  const merged = deepMerge(KIT_RULESET, overrides, '') as Ruleset;
  // A lifecycle variant switched off is left out, as if never named: the same ruleset, the same hash.
  const lifecycle = LIFECYCLE_VARIANTS.filter((v) => merged.variants[v] !== undefined);
  if (!lifecycle.length) return merged;
  const variants: Record<string, unknown> = { ...merged.variants };
  for (const v of lifecycle) {
    if (variants[v] !== true && variants[v] !== false) throw new Error(`ruleset key "variants.${v}" must be true or false`);
    if (variants[v] === false) delete variants[v];
  }
  return { ...merged, variants: variants as unknown as Variants };
}

function deepMerge(base: unknown, over: unknown, path: string): unknown {
  if (over === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(over)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const lifecycle = path === 'variants' && isLifecycleVariant(key);
    if (!(key in base) && !lifecycle) throw new Error(`unknown ruleset key "${key}"`);
    out[key] = lifecycle ? value : deepMerge(base[key], value, path ? `${path}.${key}` : key);
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
