/**
 * Restricted play (the lab's "what each mechanic is worth"): a squad policy denied one mechanic
 * never uses it. The rules do not change, only the squad's choices: this is a filter over the
 * legal decisions a policy chooses from, and the one place that says what each mechanic covers.
 * Every policy goes through it: random and greedy see only the allowed decisions (`denying`), the
 * planner also weighs only allowed plans and rolls its playouts out with a denied greedy
 * (planner.ts, candidates.ts).
 */
import { coverAt } from '../engine/combat/cover';
import type { Decision, GameState } from '../engine/state/types';
import type { Controller } from './controller';

/** The mechanics a squad policy can be denied, in the order the lab tables them. */
export const MECHANICS = ['overwatch', 'brace', 'cover', 'medkit', 'fieldCare', 'spotter', 'quickStep', 'reroll', 'doors'] as const;
export type Mechanic = (typeof MECHANICS)[number];

/** What each mechanic's denial keeps the squad from doing, for the help and the reports. */
export const MECHANIC_WORDS: Readonly<Record<Mechanic, string>> = {
  overwatch: 'never enters overwatch (kit 05 §7)',
  brace: 'never braces',
  cover: 'never ends a move (a move, Quick Step or Breach and Advance square) on a cover square (RULINGS C1)',
  medkit: 'never uses a medkit (kit 05 §9)',
  fieldCare: 'never uses Field Care',
  spotter: 'never marks with Spotter',
  quickStep: 'never Quick Steps',
  reroll: 'never takes an offered reroll (RULINGS A5)',
  doors: 'opens no door itself (closing one is allowed; aliens still open doors)',
};

/** The mechanic named `name` (any case), or an error naming the known ones. */
export function parseMechanic(name: string, flag = '--deny'): Mechanic {
  const found = MECHANICS.find((m) => m.toLowerCase() === name.trim().toLowerCase());
  if (!found) throw new Error(`${flag} "${name}": unknown mechanic (known: ${MECHANICS.join(', ')})`);
  return found;
}

/** The mechanics of repeated `--deny` flags, each once, in MECHANICS order. */
export function parseMechanics(names: readonly string[], flag = '--deny'): Mechanic[] {
  const given = new Set(names.map((n) => parseMechanic(n, flag)));
  return MECHANICS.filter((m) => given.has(m));
}

/** Whether `decision` uses none of the `denied` mechanics in `state`. */
export function allows(state: GameState, decision: Decision, denied: readonly Mechanic[]): boolean {
  for (const m of denied) if (uses(state, decision, m)) return false;
  return true;
}

/** Whether taking `d` in `state` uses mechanic `m`. */
export function uses(state: GameState, d: Decision, m: Mechanic): boolean {
  switch (m) {
    case 'overwatch': return d.type === 'overwatch';
    case 'brace': return d.type === 'brace';
    case 'medkit': return d.type === 'medkit';
    case 'fieldCare': return d.type === 'fieldCare';
    case 'spotter': return d.type === 'mark';
    case 'quickStep': return d.type === 'quickStep';
    case 'reroll': return d.type === 'reroll' && d.take;
    // Only opening: a door already open may be closed (the soldier opens none itself).
    case 'doors': return d.type === 'door' && !state.openDoors.includes(d.at);
    // Every square a Quick Step passes ends one of its steps (kit 02: one movement action of one or two squares).
    case 'cover':
      if (d.type === 'move' || d.type === 'breachAdvance') return coverAt(state.board, d.to) > 0;
      if (d.type === 'quickStep') return d.path.some((sq) => coverAt(state.board, sq) > 0);
      return false;
  }
}

/** The decisions of `legal` that use no denied mechanic (the list itself when nothing is denied). */
export function allowedOf(state: GameState, legal: readonly Decision[], denied: readonly Mechanic[]): readonly Decision[] {
  if (denied.length === 0) return legal;
  return legal.filter((d) => allows(state, d, denied));
}

/**
 * `policy` choosing only among the allowed decisions. The engine always leaves one (a pass, an
 * activation, keeping the die), so an empty list is a bug, and so is a denied choice: both throw.
 */
export function denying(policy: Controller, denied: readonly Mechanic[]): Controller {
  if (denied.length === 0) return policy;
  return {
    name: policy.name,
    decide(state, legal) {
      const allowed = allowedOf(state, legal, denied);
      if (allowed.length === 0 && legal.length > 0) throw new Error(`every legal decision uses a denied mechanic (${denied.join(', ')})`);
      const decision = policy.decide(state, allowed);
      if (!allows(state, decision, denied)) throw new Error(`${policy.name} chose ${JSON.stringify(decision)}, which uses a denied mechanic (${denied.join(', ')})`);
      return decision;
    },
  };
}
