/**
 * The acting soldier's decision kinds in the order the lists give them (kit 05 §2-§9, kit 02
 * skills): the one place a kind is listed. Kinds over the same thing next to each other are
 * listed together per item: fire, melee and mark at each living alien in turn, medkit, Field Care
 * and trade for each soldier in turn. The order is part of every record (a policy's pick among
 * equals, the explained list Play shows), so a new kind goes where it changes no existing game:
 * before `pass`, which stays last. The fast walk below (legalActivation) calls the same kinds in
 * the same order.
 */
import { legalOf, type ActionKind, type Actor } from './action-kind';
import type { AlienState, Decision } from '../state/types';
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
import { interact } from './kinds/interact';
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
  secureLog, interact,
  pass,
];

/** The kinds the fast walk takes an enumerator of, in the order taken (a test holds it to ACTIVATION_KINDS). */
export const WALKED_KINDS: ActionKind[] = [];
const walked = (kind: ActionKind) => { WALKED_KINDS.push(kind); return legalOf(kind); };

const MOVE = walked(move), QUICK_STEP = walked(quickStep), BREACH_ADVANCE = walked(breachAdvance), TURN = walked(turn), DOOR = walked(door);
const FIRE = walked(fire), MELEE = walked(melee), MARK = walked(mark);
const BRACE = walked(brace), OVERWATCH = walked(overwatch);
const MEDKIT = walked(medkit), FIELD_CARE = walked(fieldCare), TRADE = walked(trade), PASS_LOG = walked(passLog);
// The mission's kinds (docs/scenarios.md SC-L2..SC-L4, SC-I1) have no enumerator of their own:
// legalOf takes their `offered` and then their candidates whose refusal is null.
const SECURE_LOG = walked(secureLog), INTERACT = walked(interact);
const PASS = walked(pass);
const SOLDIER_KINDS: readonly ActionKind[] = [medkit, fieldCare, trade, passLog];

/**
 * The fast list's walk (legalOnly): ACTIVATION_KINDS in the same order and grouping, each kind's
 * enumerator called at a call site of its own. A loop over the kinds' objects calls fourteen
 * functions from one site, which V8 cannot inline: about 8% slower, measured (issue 35 §3: no
 * slower than the hand-written list was). A kind added to ACTIVATION_KINDS is added here too, in
 * its place (`walked` above, the call below): tests/engine/legality/activation-kinds.test.ts
 * holds WALKED_KINDS to ACTIVATION_KINDS, the differential tests (legal-only*.test.ts) the calls.
 */
export function legalActivation(a: Actor, out: Decision[]): void {
  MOVE(a, out); QUICK_STEP(a, out); BREACH_ADVANCE(a, out); TURN(a, out); DOOR(a, out);
  for (const alien of a.state.aliens) if (alien.hp > 0) { FIRE(a, out, alien); MELEE(a, out, alien); MARK(a, out, alien); }
  BRACE(a, out); OVERWATCH(a, out);
  // Healing, trading and passing the log need a medkit, Field Care or the log; most soldiers have none.
  if (anyOffered(a, SOLDIER_KINDS)) {
    for (const t of a.state.soldiers) { MEDKIT(a, out, t); FIELD_CARE(a, out, t); TRADE(a, out, t); PASS_LOG(a, out, t); }
  }
  SECURE_LOG(a, out); INTERACT(a, out);
  PASS(a, out);
}

function anyOffered(a: Actor, kinds: readonly ActionKind[]): boolean {
  for (const kind of kinds) if (!kind.offered || kind.offered(a)) return true;
  return false;
}

/** The fire and melee of legalActivation at one alien (legalAttacks). */
export function legalAttacksAt(a: Actor, out: Decision[], alien: AlienState): void {
  FIRE(a, out, alien); MELEE(a, out, alien);
}

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
