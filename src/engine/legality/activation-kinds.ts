/**
 * The acting soldier's decision kinds in the order the lists give them (kit 05 §2-§9, kit 02
 * skills): the one place a kind is listed. Kinds over the same thing next to each other are
 * listed together per item: fire, melee and mark at each living alien in turn, medkit, Field Care
 * and trade for each soldier in turn. The order is part of every record (a policy's pick among
 * equals, the explained list Play shows), so a new kind goes where it changes no existing game:
 * before `pass`, which stays last.
 */
import type { ActionKind } from './action-kind';
import { breachAdvance } from './kinds/breach-advance';
import { brace } from './kinds/brace';
import { door } from './kinds/door';
import { fieldCare } from './kinds/field-care';
import { fire } from './kinds/fire';
import { mark } from './kinds/mark';
import { medkit } from './kinds/medkit';
import { melee } from './kinds/melee';
import { move } from './kinds/move';
import { overwatch } from './kinds/overwatch';
import { pass } from './kinds/pass';
import { passLog } from './kinds/pass-log';
import { secureLog } from './kinds/secure-log';
import { quickStep } from './kinds/quick-step';
import { trade } from './kinds/trade';
import { turn } from './kinds/turn';

export const ACTIVATION_KINDS: readonly ActionKind[] = [
  move, quickStep, breachAdvance, turn, door,
  fire, melee, mark,
  brace, overwatch,
  medkit, fieldCare, trade, passLog,
  // The mission log (docs/scenarios.md SC-L2..SC-L4): offered only in a mission with a log, so
  // every game without one lists exactly what it did.
  secureLog,
  pass,
];

/**
 * The kinds whose `explain` lists never-legal decisions (so every control Play shows has words),
 * in the order those come after the candidates.
 */
export const EXPLAINED_KINDS: readonly ActionKind[] = [quickStep, breachAdvance, door, mark, medkit, trade, fieldCare];

/** A run of kinds listed together: once, per living alien, or per soldier. */
export interface KindGroup {
  readonly over: ActionKind['over'];
  readonly kinds: readonly ActionKind[];
}

/** ACTIVATION_KINDS cut into runs of the same `over` (an actor kind is a run of its own). */
export function groupKinds(kinds: readonly ActionKind[]): KindGroup[] {
  const out: { over: ActionKind['over']; kinds: ActionKind[] }[] = [];
  for (const kind of kinds) {
    const last = out[out.length - 1];
    if (last && kind.over !== 'actor' && last.over === kind.over) last.kinds.push(kind);
    else out.push({ over: kind.over, kinds: [kind] });
  }
  return out;
}

export const ACTIVATION_GROUPS: readonly KindGroup[] = groupKinds(ACTIVATION_KINDS);

/** Each kind by its decision type. */
export const KIND_OF: ReadonlyMap<string, ActionKind> = new Map(ACTIVATION_KINDS.map((k) => [k.type, k]));
