/**
 * The exact outcome distribution of one whole attack (engine issue item 5; kit 01 ATTACK,
 * kit 05 §4-§5, RULINGS A1-A3, C1-C2, kit 02 skills): every shot in order, every hit's damage
 * die, HP removed capped by the HP left, remaining shots spent once the target is at 0 HP.
 */
import Fraction from 'fraction.js';
import { D6_FACES, SIX, perShotHit, shotBranches } from './shot-odds';

export interface AttackOddsInput {
  readonly accuracy: number;
  readonly shots: number;
  readonly damageBonus: number;
  /** Natural + worn armour, after armour penetration (>= 0). */
  readonly reduction: number;
  readonly targetHp: number;
  /** Shotgun point blank: D6 + bonus doubled before armour (kit 03). */
  readonly pointBlank: boolean;
  /** Close Assault / Controlled Burst token available (one accuracy-die reroll in the attack). */
  readonly accuracyReroll?: boolean;
  /** Precision token available (one damage-die reroll in the attack). */
  readonly damageReroll?: boolean;
}

export interface AttackOdds {
  /** One shot's chance with no reroll (the card number; `odds` prints the same). */
  readonly perShot: Fraction;
  /** At least one hit in the whole attack, the accuracy reroll included when available. */
  readonly atLeastOne: Fraction;
  readonly kill: Fraction;
  readonly expectedHpRemoved: Fraction;
  /** Potential damage: each hit's damage after armour, overkill included (playtest sheet). */
  readonly expectedDamageRolled: Fraction;
  /** Hits scored before the target dropped (shots after a kill are spent, not rolled). */
  readonly expectedHits: Fraction;
  /** HP removed -> chance, ascending keys; sums to exactly 1. */
  readonly hpRemoved: ReadonlyMap<number, Fraction>;
}

const ZERO = new Fraction(0);
const ONE = new Fraction(1);

function requireInteger(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got ${value}`);
}

/** Damage of one hit whose damage die shows `die` (RULINGS A3; kit 03 POINT BLANK doubling). */
export function hitDamage(die: number, input: Pick<AttackOddsInput, 'damageBonus' | 'reduction' | 'pointBlank'>): number {
  const strength = (die + input.damageBonus) * (input.pointBlank ? 2 : 1);
  return Math.max(0, strength - input.reduction);
}

/**
 * Precision reroll policy (kit 02 Okafor: reroll one hit's damage die before armour, keep the
 * second). Assumed: take the reroll when the first result would not kill the target and the die
 * shows 1-3 (at or below half the faces, i.e. below a fresh die's average of 3.5).
 */
export function wantsDamageReroll(die: number, damage: number, hpLeft: number): boolean {
  return damage < hpLeft && die * 2 <= D6_FACES;
}

interface ChainState {
  readonly hp: number;
  readonly accuracyToken: boolean;
  readonly damageToken: boolean;
  readonly p: Fraction;
}

/**
 * The damage outcomes of one hit: damage dealt, whether the Precision token was spent, chance
 * (equal outcomes merged, so the chain stays small).
 */
function damageBranches(input: AttackOddsInput, hpLeft: number, token: boolean) {
  const merged = new Map<string, { damage: number; usedReroll: boolean; p: Fraction }>();
  const put = (damage: number, usedReroll: boolean, p: Fraction) => {
    const key = `${damage}|${usedReroll}`;
    const prev = merged.get(key);
    merged.set(key, { damage, usedReroll, p: prev ? prev.p.add(p) : p });
  };
  for (let die = 1; die <= D6_FACES; die++) {
    const damage = hitDamage(die, input);
    if (token && wantsDamageReroll(die, damage, hpLeft)) {
      for (let second = 1; second <= D6_FACES; second++) put(hitDamage(second, input), true, SIX.mul(SIX));
    } else {
      put(damage, false, SIX);
    }
  }
  return [...merged.values()];
}

function add(states: Map<string, ChainState>, s: Omit<ChainState, 'p'>, p: Fraction): void {
  if (p.equals(0)) return;
  const key = `${s.hp}|${s.accuracyToken}|${s.damageToken}`;
  const prev = states.get(key);
  states.set(key, { ...s, p: prev ? prev.p.add(p) : p });
}

/** One more shot misses: the no-hit-yet chances, by whether the accuracy token is still held. */
function missAgain(accuracy: number, noHit: { token: Fraction; spent: Fraction }) {
  let token = ZERO;
  let spent = ZERO;
  for (const b of shotBranches(accuracy, true)) {
    if (b.hit) continue;
    if (b.usedReroll) spent = spent.add(noHit.token.mul(b.p));
    else token = token.add(noHit.token.mul(b.p));
  }
  return { token, spent: spent.add(noHit.spent.mul(perShotHit(accuracy).neg().add(1))) };
}

/**
 * The exact distribution of one attack (kit 05 §4, RULINGS A2-A3): shots in order, each hit
 * dealing max(0, strength - reduction), HP removed capped by the HP left; a target at 0 HP ends
 * the attack. Reroll tokens are spent at the first opportunity (see shotBranches, wantsDamageReroll).
 */
export function attackOdds(input: AttackOddsInput): AttackOdds {
  requireInteger('accuracy', input.accuracy, -Infinity);
  requireInteger('shots', input.shots, 0);
  requireInteger('damageBonus', input.damageBonus, -Infinity);
  requireInteger('reduction', input.reduction, 0);
  requireInteger('targetHp', input.targetHp, 1);
  let states = new Map<string, ChainState>();
  add(states, { hp: input.targetHp, accuracyToken: input.accuracyReroll ?? false, damageToken: input.damageReroll ?? false }, ONE);
  let expectedHits = ZERO;
  let expectedDamageRolled = ZERO;
  // Chance that no shot has hit yet, split by whether the accuracy token is still held.
  let noHit = { token: input.accuracyReroll ? ONE : ZERO, spent: input.accuracyReroll ? ZERO : ONE };
  const branches = { true: shotBranches(input.accuracy, true), false: shotBranches(input.accuracy, false) };
  const damageMemo = new Map<string, ReturnType<typeof damageBranches>>();
  const damageOf = (hp: number, token: boolean) => {
    const key = `${hp}|${token}`;
    if (!damageMemo.has(key)) damageMemo.set(key, damageBranches(input, hp, token));
    return damageMemo.get(key)!;
  };
  for (let shot = 0; shot < input.shots; shot++) {
    const next = new Map<string, ChainState>();
    for (const s of states.values()) {
      if (s.hp === 0) { add(next, s, s.p); continue; } // kit 01: remaining shots are spent
      for (const b of branches[`${s.accuracyToken}`]) {
        const accuracyToken = s.accuracyToken && !b.usedReroll;
        const pb = s.p.mul(b.p);
        if (!b.hit) { add(next, { ...s, accuracyToken }, pb); continue; }
        expectedHits = expectedHits.add(pb);
        for (const d of damageOf(s.hp, s.damageToken)) {
          const pd = pb.mul(d.p);
          expectedDamageRolled = expectedDamageRolled.add(pd.mul(d.damage));
          add(next, { hp: Math.max(0, s.hp - d.damage), accuracyToken, damageToken: s.damageToken && !d.usedReroll }, pd);
        }
      }
    }
    states = next;
    noHit = missAgain(input.accuracy, noHit);
  }
  const removed = new Map<number, Fraction>();
  for (const s of states.values()) {
    const hp = input.targetHp - s.hp;
    removed.set(hp, (removed.get(hp) ?? ZERO).add(s.p));
  }
  const hpRemoved = new Map([...removed.entries()].sort((a, b) => a[0] - b[0]));
  return {
    perShot: perShotHit(input.accuracy),
    atLeastOne: ONE.sub(noHit.token).sub(noHit.spent),
    kill: hpRemoved.get(input.targetHp) ?? ZERO,
    expectedHpRemoved: [...hpRemoved].reduce((sum, [hp, p]) => sum.add(p.mul(hp)), ZERO),
    expectedDamageRolled,
    expectedHits,
    hpRemoved,
  };
}

/** An attack by a named soldier on a worker/warrior card (for the CLI, the UI and the AI). */
