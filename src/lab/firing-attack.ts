/**
 * One attack of the Scenario B firing protocol (kit 04): a fresh position, the soldier activates,
 * braces first when the trial is braced, and makes one full attack with his equipped weapon at
 * the full-HP worker (contact 1). Optional rerolls (RULINGS A5) are declined: the protocol
 * measures the bare weapon, and Recruit skills hold none. Counted from the engine's events.
 */
import { apply, nextStep, step } from '../engine/flow/game';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import { newGame } from '../engine/setup/scenarios';
import type { GameEvent, GameState, SoldierName, WeaponId } from '../engine/state/types';

export interface AttackCounts {
  shots: number;
  hits: number;
  /** Hits that did zero damage through armour (RULINGS A3). */
  deflections: number;
  /** Damage of every hit after armour, overkill included (kit 06 "potential damage"). */
  potentialDamage: number;
  /** HP actually removed (never overkill). */
  hpRemoved: number;
  kills: number;
  /** AP paid: the attack, and the brace setup when braced (0 for Voss's Weapons Platform, kit 02). */
  apSpent: number;
}

export function emptyAttackCounts(): AttackCounts {
  return { shots: 0, hits: 0, deflections: 0, potentialDamage: 0, hpRemoved: 0, kills: 0, apSpent: 0 };
}

export interface Trial {
  /** The Scenario B position id, e.g. "B-Voss-soft" or "B-Chen-pointblank-hard". */
  readonly scenario: string;
  readonly soldier: SoldierName;
  readonly weapon: WeaponId;
  readonly braced: boolean;
}

function events(state: GameState, collect: GameEvent[], decision: Parameters<typeof apply>[1]): GameState {
  const t = apply(state, decision);
  collect.push(...t.events);
  return t.state;
}

/**
 * Makes one attack of `trial` with dice seeded `seed` under `ruleset` (the kit's by default); adds
 * its counts into `into` and returns the HP it removed (its square gives the mean's interval).
 */
export function fireOnce(trial: Trial, seed: number, into: AttackCounts, ruleset: RulesetOverrides = {}): number {
  const before = into.hpRemoved;
  let state = newGame(trial.scenario, { seed, ruleset });
  while (nextStep(state).kind === 'step') state = step(state).state;
  const seen: GameEvent[] = [];
  state = events(state, seen, { type: 'activate', soldier: trial.soldier });
  if (trial.braced) state = events(state, seen, { type: 'brace' });
  state = events(state, seen, { type: 'fire', target: 'alien1', weapon: trial.weapon });
  while (state.pending?.kind === 'reroll') state = events(state, seen, { type: 'reroll', take: false });
  for (const e of seen) {
    switch (e.type) {
      case 'brace.placed': into.apSpent += e.ap; break;
      case 'attack.declared': into.apSpent += e.ap; break;
      case 'shot.rolled': into.shots++; if (e.hit) into.hits++; break;
      case 'damage.rolled':
        into.potentialDamage += e.damage;
        into.hpRemoved += e.hpRemoved;
        if (e.deflected) into.deflections++;
        break;
      case 'alien.killed': into.kills++; break;
      default: break;
    }
  }
  return into.hpRemoved - before;
}
