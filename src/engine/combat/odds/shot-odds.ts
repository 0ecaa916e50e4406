/**
 * Exact hit odds per shot and over several shots (engine issue item 5; kit 01 ATTACK, kit 05 §4,
 * RULINGS A1-A2). All chances are exact fractions (fraction.js, BigInt based), never floats.
 * The whole-attack distribution (damage, kills, rerolls) lives in attack-odds.ts.
 */
import Fraction from 'fraction.js';

/** Faces on a D6: the dice are part of the rules' procedure, not a card number. */
export const D6_FACES = 6;
/** A luck die succeeds on 4+ (kit 01 ATTACK: "EVERY luck die needs 4+"). */
const LUCK_FACES_OK = 3;

const ONE = new Fraction(1);
/** One attack die showing a 6. */
export const SIX = new Fraction(1, D6_FACES);
/** One luck die showing 4+. */
const LUCK = new Fraction(LUCK_FACES_OK, D6_FACES);

/**
 * An exact probability as "p/q" in lowest terms, always with a slash: 0 is "0/1", 1 is "1/1"
 * (the CLI's and UI's one format for exact chances).
 */
export function fractionString(f: Fraction): string {
  const sign = f.s < 0n && f.n !== 0n ? '-' : '';
  return `${sign}${f.n}/${f.d}`;
}

/**
 * A fraction as a percentage with two decimals ("16.67%"), for human-readable text only. Rounded
 * as a fraction first: 50 shots put 6^50 in the denominator, past what a float can hold (NaN).
 */
export function percentString(f: Fraction): string {
  return `${f.mul(100).round(2).valueOf().toFixed(2)}%`;
}

function assertInteger(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got ${value}`);
}

/** Number of luck dice a Blind Luck shot needs at accuracy `a` <= 0: 1 - a (kit 01, RULINGS A2). */
export function luckDice(accuracy: number): number {
  return 1 - accuracy;
}

/** Chance that every luck die of a Blind Luck shot at accuracy `a` <= 0 scores 4+. */
export function luckChance(accuracy: number): Fraction {
  return LUCK.pow(luckDice(accuracy));
}

/** Chance that a pool of `dice` D6 shows no 6. */
export function noSix(dice: number): Fraction {
  return ONE.sub(SIX).pow(dice);
}

/**
 * The chance one shot hits (kit 01 ATTACK, RULINGS A2): accuracy >= 1 rolls that many D6 and any 6
 * hits, p = 1 - (5/6)^a; accuracy <= 0 is Blind Luck, one attack die needing 6 then (1 - a) luck
 * dice needing 4+, p = 1/6 * (1/2)^(1-a) (kit table: 0 -> 1/12, -1 -> 1/24, -2 -> 1/48).
 *
 * `rerollFailedAttackDie` (Close Assault / Controlled Burst, kit 02): when the shot's accuracy
 * dice all failed, one of them is rolled again. With Blind Luck only the attack die can be
 * rerolled, never a luck die (kit 00 VERSION 0.2), so a failed luck die still misses.
 */
export function perShotHit(accuracy: number, options: { rerollFailedAttackDie?: boolean } = {}): Fraction {
  assertInteger('accuracy', accuracy);
  const reroll = options.rerollFailedAttackDie ?? false;
  // With a reroll, a fully failed pool gets one more die: the same as one extra die in the pool.
  if (accuracy >= 1) return ONE.sub(noSix(accuracy + (reroll ? 1 : 0)));
  return attackDieChance(reroll).mul(luckChance(accuracy));
}

/** The attack die (or, for accuracy >= 1, the pool) succeeds, with or without one reroll. */
function attackDieChance(reroll: boolean): Fraction {
  return reroll ? ONE.sub(noSix(2)) : SIX;
}

/**
 * The chance at least one of `shots` shots hits, with no rerolls: 1 - (1 - p)^k (kit 01 ATTACK:
 * each shot is resolved separately). Zero shots never hit. Kit 02 UPDATED VOSS BENCHMARK: braced
 * MG (+1) in 3 shots is 91/216 = 42.13%.
 */
export function atLeastOneHit(accuracy: number, shots: number): Fraction {
  assertInteger('shots', shots);
  if (shots < 0) throw new Error(`shots must be 0 or more, got ${shots}`);
  return ONE.sub(ONE.sub(perShotHit(accuracy)).pow(shots));
}

/** One way a shot can end, with its chance: hit or miss, and whether it spent the reroll token. */
export interface ShotBranch {
  readonly hit: boolean;
  readonly usedReroll: boolean;
  readonly p: Fraction;
}

/**
 * Every outcome of one shot (RULINGS A2), when an accuracy-reroll token may be available. The
 * token is spent at the first chance (kit 02 Close Assault / Controlled Burst, "once per
 * activation"): on the first shot whose accuracy dice all failed; for Blind Luck, whose attack die
 * failed (a failed luck die cannot be rerolled, so it does not spend the token).
 * The branch chances sum to 1.
 */
export function shotBranches(accuracy: number, rerollAvailable: boolean): readonly ShotBranch[] {
  assertInteger('accuracy', accuracy);
  const hitNow = perShotHit(accuracy);
  if (!rerollAvailable) {
    return [{ hit: true, usedReroll: false, p: hitNow }, { hit: false, usedReroll: false, p: ONE.sub(hitNow) }];
  }
  if (accuracy >= 1) {
    const allFail = noSix(accuracy);
    return [
      { hit: true, usedReroll: false, p: hitNow },
      { hit: true, usedReroll: true, p: allFail.mul(SIX) },
      { hit: false, usedReroll: true, p: allFail.mul(ONE.sub(SIX)) },
    ];
  }
  const luck = luckChance(accuracy);
  const rerolledHit = ONE.sub(SIX).mul(SIX); // attack die failed, the reroll shows 6
  return [
    { hit: true, usedReroll: false, p: SIX.mul(luck) },
    { hit: false, usedReroll: false, p: SIX.mul(ONE.sub(luck)) },
    { hit: true, usedReroll: true, p: rerolledHit.mul(luck) },
    { hit: false, usedReroll: true, p: ONE.sub(SIX).sub(rerolledHit.mul(luck)) },
  ];
}
