/**
 * `chamber firing-range` (issue 18 §4): the kit 04 Scenario B protocol. Each soldier with his
 * equipped weapon from H4 facing east at one full-HP worker at J4 (exposed), I3 (soft), I5 (hard)
 * or I7 (full), one target at a time; unbraced, then braced with the 1 AP setup counted (Voss
 * always braced, for free: Weapons Platform); Chen's shotgun point blank unbraced from J3/J5/J7
 * facing west at I3/I5/I7 and from K4 at J4 (exposed). Every attack is its own activation from a
 * full-HP target; beside each row the engine's exact expectation (engine/combat/odds). Under changed
 * rules (`--override`, `--variant`, as autoplay takes them) both the attacks and the exact odds are
 * those of the changed ruleset ("what does shotgun damage +1 do to the kill chance?").
 */
import { fractionString, soldierAttackOdds } from '../engine/combat/odds';
import { KIT_RULESET, makeRuleset, type Ruleset } from '../engine/ruleset/ruleset';
import { SCENARIO_B_POINT_BLANK, SCENARIO_B_TARGETS, type ScenarioBCover } from '../engine/setup/scenarios';
import type { CoverName, SoldierName, WeaponId } from '../engine/state/types';
import { SOLDIER_NAMES } from '../engine/state/types';
import { emptyAttackCounts, fireOnce, type AttackCounts, type Trial } from './firing-attack';
import { rulesetOverridesOf, type RunSpec } from './run-spec';

/** The rules a range is fired under: variants and overrides, as a batch's (the kit's when empty). */
export type RangeRules = Pick<RunSpec, 'variants' | 'overrides'>;
export const KIT_RANGE_RULES: RangeRules = { variants: {}, overrides: [] };

export interface FiringRow extends AttackCounts {
  readonly soldier: SoldierName;
  readonly weapon: WeaponId;
  /** The target's square, e.g. "J4". */
  readonly target: string;
  readonly cover: CoverName;
  readonly braced: boolean;
  readonly pointBlank: boolean;
  readonly attacks: number;
  readonly exact: { readonly expectedHpRemoved: string; readonly kill: string };
}

/** A protocol row before it is fired: its trial and what the row says. */
export interface RowPlan {
  readonly trial: Trial;
  readonly target: string;
  readonly cover: CoverName;
  readonly pointBlank: boolean;
}

const COVERS = Object.keys(SCENARIO_B_TARGETS) as ScenarioBCover[];
const coverOf = (c: ScenarioBCover): CoverName => (c === 'exposed' ? 'none' : c);

/** Every row of the protocol, in the kit's order: per soldier unbraced then braced; Chen's point blank after his. */
export function firingPlan(ruleset: Ruleset = KIT_RULESET): RowPlan[] {
  const plan: RowPlan[] = [];
  for (const soldier of SOLDIER_NAMES) {
    const weapon = ruleset.soldiers[soldier].weapons[0];
    // Voss braces for 0 AP (Weapons Platform), so his trials are all braced (kit 04 "Voss uses free brace").
    for (const braced of soldier === 'Voss' ? [true] : [false, true]) {
      for (const c of COVERS) {
        plan.push({ trial: { scenario: `B-${soldier}-${c}`, soldier, weapon, braced }, target: SCENARIO_B_TARGETS[c], cover: coverOf(c), pointBlank: false });
      }
    }
    if (soldier === 'Chen') {
      for (const c of ['soft', 'hard', 'full', 'exposed'] as const) {
        plan.push({ trial: { scenario: `B-Chen-pointblank-${c}`, soldier, weapon, braced: false }, target: SCENARIO_B_POINT_BLANK[c].worker, cover: coverOf(c), pointBlank: true });
      }
    }
  }
  return plan;
}

/** Murmur3's finaliser: spreads nearby integers over all 32 bits. */
function mix(h: number): number {
  h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** The dice seed of attack `attack` of row `row` in a range seeded `seed`: from the three alone. */
export function attackSeed(seed: number, row: number, attack: number): number {
  return mix(mix(mix(seed | 0) + row) + attack);
}

/** The engine's exact odds for a row's attack under `ruleset` (the same query `chamber attack-odds` answers). */
export function exactOf(plan: RowPlan, ruleset: Ruleset = KIT_RULESET): FiringRow['exact'] {
  const odds = soldierAttackOdds(ruleset, {
    attacker: plan.trial.soldier, target: 'worker', cover: plan.cover, brace: plan.trial.braced,
    adjacent: plan.pointBlank, weapon: plan.trial.weapon,
  });
  return { expectedHpRemoved: fractionString(odds.expectedHpRemoved), kill: fractionString(odds.kill) };
}

export interface RangeOptions {
  readonly attacks: number;
  readonly seed: number;
  readonly rules?: RangeRules;
  readonly only?: (plan: RowPlan, row: number) => boolean;
}

/** A fired row, its index in the plan, and its attacks' HP removed squared and summed (for the mean's interval; not in --json). */
export interface FiredRow {
  readonly row: number;
  readonly result: FiringRow;
  readonly hpRemovedSquares: number;
}

/**
 * Fires `attacks` attacks for every row of the plan (or the rows `only` keeps, by plan or by its
 * index in the plan). A row's dice depend on the seed and its index alone, so rows fired apart (the
 * app's Lab splits them over Web Workers) are the rows fired together.
 */
export function fireRows(options: RangeOptions): FiredRow[] {
  const overrides = rulesetOverridesOf(options.rules ?? KIT_RANGE_RULES);
  const ruleset = makeRuleset(overrides);
  return firingPlan(ruleset).flatMap((plan, row) => {
    if (options.only && !options.only(plan, row)) return [];
    const counts = emptyAttackCounts();
    let hpRemovedSquares = 0;
    for (let j = 0; j < options.attacks; j++) hpRemovedSquares += fireOnce(plan.trial, attackSeed(options.seed, row, j), counts, overrides) ** 2;
    const { soldier, weapon, braced } = plan.trial;
    const result: FiringRow = {
      soldier, weapon, target: plan.target, cover: plan.cover, braced, pointBlank: plan.pointBlank,
      attacks: options.attacks, ...counts, exact: exactOf(plan, ruleset),
    };
    return [{ row, result, hpRemovedSquares }];
  });
}

/** The rows of `chamber firing-range --json` (fireRows without the squares). */
export function firingRange(options: RangeOptions): FiringRow[] {
  return fireRows(options).map((f) => f.result);
}
