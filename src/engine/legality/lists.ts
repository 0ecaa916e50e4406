/**
 * The squad's decisions now, from the kinds (issue 35 §3): `legalOnly` takes each kind's legal
 * candidates alone (its `legal`, through activation-kinds.ts's walk; the AI policies, the
 * statecharts and the engine's end-of-activation check ask it at every decision, so it asks no
 * refusal and builds no words); `legalDecisions` gives the same legal list from the refusals and
 * every other candidate's words (Play's panel); `checkDecision` the words for one decision, any
 * decision (kit 05 §2-§9, RULINGS A4, A5, M1-M3, O3, S1-S7, docs/variants.md AA4-AA6).
 */
import { counteractRefusal } from '../variants/alternation';
import type { Decision, Facing, GameState, IllegalOption, SoldierState } from '../state/types';
import { actorOf, type Actor, type ActionKind, type ActivationDecision, type SquadKind } from './action-kind';
import { ACTIVATION_GROUPS, EXPLAINED_KINDS, KIND_OF, legalActivation, legalAttacksAt } from './activation-kinds';
import { decisionPoint, type DecisionPoint } from './points';
import { activate } from './kinds/activate';
import { counteract } from './kinds/counteract';
import { letGo } from './kinds/let-go';
import { react } from './kinds/react';
import { reroll } from './kinds/reroll';

/** The squad kinds a moment outside an activation lists, in order, and the ones it also checks. */
interface SquadMoment { readonly listed: readonly SquadKind[]; readonly checked: readonly SquadKind[] }

const NONE: SquadMoment = { listed: [], checked: [] };
const SQUAD_MOMENTS = {
  reroll: { listed: [reroll], checked: [] },
  reactionOrder: { listed: [react], checked: [] },
  counteract: { listed: [counteract, letGo], checked: [] },
  // A Counteract asked for while soldiers are still to activate gets its own words (AA4).
  chooseSoldier: { listed: [activate], checked: [counteract] },
} as const satisfies Partial<Record<DecisionPoint['kind'], SquadMoment>>;

function squadKinds(point: DecisionPoint): SquadMoment {
  return point.kind in SQUAD_MOMENTS ? SQUAD_MOMENTS[point.kind as keyof typeof SQUAD_MOMENTS] : NONE;
}

/** The words for a decision the moment does not offer at all. */
function notNow(state: GameState, point: DecisionPoint, d: Decision): string {
  switch (point.kind) {
    case 'over': return `The game is over (${state.outcome})`;
    case 'reroll': return `Waiting for ${point.pending.soldier}'s ${point.pending.skill} reroll decision`;
    case 'reactionOrder': return 'Waiting for the squad to choose the next overwatch reaction';
  }
  if (d.type === 'reroll') return 'No reroll is on offer';
  if (d.type === 'react') return 'No overwatch reaction is pending';
  switch (point.kind) {
    case 'engine': return `Not the squad phase (${point.phase} phase)`;
    // docs/variants.md AA4: no soldier left to activate; the squad counteracts or lets the turn go.
    case 'counteract': return 'No soldier is left to activate: counteract with one who has, or pass (docs/variants.md AA4)';
    case 'chooseSoldier': return 'Choose a soldier to activate first';
    case 'activation': return d.type === 'activate' || d.type === 'counteract'
      ? `Finish ${point.soldier.id}'s activation first`
      : `Cannot ${d.type} now: ${point.soldier.id} is mid-activation`;
  }
}

/**
 * The actor of `state`'s activation: the last one made, for the same state (legalOnly then
 * apply's checkDecision ask about one state in turn; states are immutable).
 */
function actorNow(state: GameState, s: SoldierState): Actor {
  if (state !== lastActor?.state || s !== lastActor.s) lastActor = actorOf(state, s);
  return lastActor;
}
let lastActor: Actor | null = null;

/** Null when `d` is legal now; otherwise the reason in plain words. */
export function checkDecision(state: GameState, d: Decision): string | null {
  const point = decisionPoint(state);
  if (point.kind === 'activation') {
    const kind = KIND_OF.get(d.type);
    if (kind && isActivationDecision(d)) return activationRefusalWords(actorNow(state, point.soldier), point.counteracting, kind, d);
  } else {
    const { listed, checked } = squadKinds(point);
    const kind = listed.find((k) => k.type === d.type) ?? checked.find((k) => k.type === d.type);
    if (kind) {
      const code = kind.refusal(state, d);
      return code === null ? null : kind.words(state, d, code);
    }
  }
  return notNow(state, point, d);
}

/**
 * Whether `d` is legal now: `checkDecision(state, d) === null` without the words of a refusal
 * (the playouts' greedy asks it of each decision it weighs, most of them refused, ai/greedy.ts).
 */
export function isLegal(state: GameState, d: Decision): boolean {
  const point = decisionPoint(state);
  if (point.kind === 'activation') {
    const kind = KIND_OF.get(d.type);
    if (!kind || !isActivationDecision(d)) return false;
    if (point.counteracting && counteractRefusal(d) !== null) return false;
    return kind.refusal(actorNow(state, point.soldier), d) === null;
  }
  const { listed, checked } = squadKinds(point);
  const kind = listed.find((k) => k.type === d.type) ?? checked.find((k) => k.type === d.type);
  return kind ? kind.refusal(state, d) === null : false;
}

/** A Counteract is one 1 AP action (docs/variants.md AA6): its refusal comes before the kind's. */
function activationRefusalWords(a: Actor, counteracting: boolean, kind: ActionKind, d: ActivationDecision): string | null {
  const limited = counteracting ? counteractRefusal(d) : null;
  if (limited) return limited;
  const code = kind.refusal(a, d);
  return code === null ? null : kind.words(a, d, code);
}

/** A decision an acting soldier takes (one of ACTIVATION_KINDS). */
function isActivationDecision(d: Decision): d is ActivationDecision {
  return KIND_OF.has(d.type);
}

/**
 * Walks the activation's candidates in list order: the legal ones into the result, and, with
 * `illegal`, every other one with its words. The one loop both lists come from.
 */
function activationList(a: Actor, counteracting: boolean, illegal: IllegalOption[] | null): Decision[] {
  const legal: Decision[] = [];
  // Every kind's candidates go onto one list, each kind sorting its own from where it began.
  const buf: ActivationDecision[] = [];
  const { state } = a;
  for (const group of ACTIVATION_GROUPS) {
    if (group.over === 'actor') {
      for (const kind of group.kinds) {
        if (kind.over !== 'actor' || (kind.offered && !kind.offered(a))) continue;
        const from = buf.length;
        kind.candidates(a, buf);
        sort(a, counteracting, kind, buf, from, legal, illegal);
      }
      continue;
    }
    const kinds = group.kinds.filter((kind) => !kind.offered || kind.offered(a));
    if (!kinds.length) continue;
    if (group.over === 'alien') {
      for (const alien of state.aliens) {
        if (alien.hp <= 0) continue;
        for (const kind of kinds) {
          if (kind.over !== 'alien') continue;
          const from = buf.length;
          kind.candidates(a, buf, alien);
          sort(a, counteracting, kind, buf, from, legal, illegal);
        }
      }
    } else {
      for (const t of state.soldiers) {
        for (const kind of kinds) {
          if (kind.over !== 'soldier') continue;
          const from = buf.length;
          kind.candidates(a, buf, t);
          sort(a, counteracting, kind, buf, from, legal, illegal);
        }
      }
    }
  }
  if (illegal) {
    for (const kind of EXPLAINED_KINDS) {
      for (const d of kind.explain?.(a) ?? []) {
        const reason = activationRefusalWords(a, counteracting, kind, d);
        if (reason !== null) illegal.push(illegalOption(d, kind.target(d), reason));
      }
    }
  }
  return legal;
}

/** Sorts a kind's candidates (candidates[from...]): the legal ones into `legal`, and with `illegal` the rest with their words. */
function sort(a: Actor, counteracting: boolean, kind: ActionKind, candidates: readonly ActivationDecision[], from: number, legal: Decision[], illegal: IllegalOption[] | null): void {
  for (let i = from; i < candidates.length; i++) {
    const d = candidates[i];
    // docs/variants.md AA6: a Counteract is one 1 AP action (AP bounds the rest).
    const limited = counteracting ? counteractRefusal(d) : null;
    const code = limited ?? kind.refusal(a, d);
    if (code === null) legal.push(d);
    else if (illegal) illegal.push(illegalOption(d, kind.target(d), limited ?? kind.words(a, d, code)));
  }
}

function illegalOption(d: Decision, target: string | undefined, reason: string): IllegalOption {
  return { type: d.type, ...(target ? { target } : {}), reason };
}

/** The activation's legal decisions, fast: legalActivation, the kinds' `legal` enumerators in list order. */
function fastActivationList(a: Actor, counteracting: boolean): Decision[] {
  const out: Decision[] = [];
  legalActivation(a, out);
  // docs/variants.md AA6: a Counteract is one 1 AP action (AP bounds the rest).
  return counteracting ? out.filter((d) => counteractRefusal(d) === null) : out;
}

/** The legal squad decisions now, fast: `legalDecisions(state).legal` without any words. */
export function legalOnly(state: GameState): Decision[] {
  const point = decisionPoint(state);
  if (point.kind === 'activation') return fastActivationList(actorNow(state, point.soldier), point.counteracting);
  const legal: Decision[] = [];
  for (const kind of squadKinds(point).listed) {
    if (kind.legal) kind.legal(state, legal);
    else for (const d of kind.candidates(state)) if (kind.refusal(state, d) === null) legal.push(d);
  }
  return legal;
}

/**
 * Legal squad decisions now, and every illegal candidate with its reason (kit 05 §2).
 * With `{ reasons: false }` only the legal ones are listed (legalOnly) and `illegal` is empty.
 */
export function legalDecisions(state: GameState, options: { readonly reasons?: boolean } = {}): { legal: Decision[]; illegal: IllegalOption[] } {
  if (options.reasons === false) return { legal: legalOnly(state), illegal: [] };
  const point = decisionPoint(state);
  const illegal: IllegalOption[] = [];
  if (point.kind === 'activation') return { legal: activationList(actorNow(state, point.soldier), point.counteracting, illegal), illegal };
  const legal: Decision[] = [];
  for (const kind of squadKinds(point).listed) {
    for (const d of kind.candidates(state)) {
      const code = kind.refusal(state, d);
      if (code === null) legal.push(d);
      else illegal.push(illegalOption(d, kind.target(d), kind.words(state, d, code)));
    }
  }
  return { legal, illegal };
}

/**
 * The fire and melee decisions of legalOnly(state) alone (the same ones, in the same order),
 * for the policies that rank attacks in several facings: no moves, doors or healing listed.
 */
export function legalAttacks(state: GameState): Decision[] {
  const point = decisionPoint(state);
  if (point.kind !== 'activation') return [];
  const a = actorNow(state, point.soldier);
  const out: Decision[] = [];
  for (const alien of state.aliens) if (alien.hp > 0) legalAttacksAt(a, out, alien);
  return out;
}

/**
 * legalAttacks of the state with the acting soldier turned to `facing` (kit 05 §3: turning is
 * free; sight is judged in the new facing's arc, S6), without making that state: the policies
 * weigh each facing's attacks at every decision of the planner's playouts.
 */
export function legalAttacksFacing(state: GameState, facing: Facing): Decision[] {
  const point = decisionPoint(state);
  if (point.kind !== 'activation') return [];
  const a = actorOf(state, point.soldier, facing);
  const out: Decision[] = [];
  for (const alien of state.aliens) if (alien.hp > 0) legalAttacksAt(a, out, alien);
  return out;
}
