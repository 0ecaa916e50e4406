/**
 * What one kind of decision knows about its own legality (issue 35 §3: legality written once):
 * the candidates worth checking now, a cheap refusal code (no words built) and, only when asked,
 * the refusal's words, and, beside them, a `legal` enumerator giving only the legal candidates.
 * The explained list (legalDecisions) walks the candidates and turns every code into its words;
 * the fast list (legalOnly) asks each kind's `legal` (no refusal codes, no closures, nothing
 * allocated but the decisions), or, for a kind without one, keeps the candidates whose code is
 * null. Both go through the kinds in the same order (activation-kinds.ts); the differential tests
 * (tests/engine/legality/legal-only*.test.ts) prove `legal` and `refusal` agree.
 */
import { coordOf } from '../board/board';
import { canSee } from '../sight';
import { rangedWeaponOf } from '../combat/soldier-weapons';
import type { AlienState, Coord, Decision, Facing, FigureId, GameState, SoldierState, Square, WeaponId } from '../state/types';
import { nearCoord, nextTo } from './squares';

/** The decision of one type. */
export type DecisionOf<T extends Decision['type']> = Extract<Decision, { readonly type: T }>;

/** The decisions a soldier takes in his own activation (kit 05 §2-§9, kit 02 skills). */
export type ActivationDecision = Exclude<Decision, { readonly type: 'activate' | 'counteract' | 'reroll' | 'react' }>;

/** A refusal code: a short name for the first rule a decision breaks ('wall', 'ap', ...). */
export type Refusal = string;

/**
 * The acting soldier and what most kinds read about him, read once per list: his square's
 * coordinates and on-board neighbours, the first conscious enemy orthogonally adjacent (RULINGS A4
 * "engaged", or null) and his first ranged weapon (kit 03, or null).
 */
export interface Actor {
  readonly state: GameState;
  /** The last alien `seesAlien` was asked about and its answer (fire and mark ask in turn, S7). */
  seenAlien: AlienState | null;
  seen: boolean;
  readonly s: SoldierState;
  readonly here: Coord;
  readonly near: readonly Square[];
  readonly engaged: FigureId | null;
  readonly ranged: WeaponId | null;
  /**
   * The facing sight is judged in, when not the soldier's own (null): the soldier as if turned
   * (turning is free in an activation, kit 05 §3; legalAttacksFacing), no state made for it.
   */
  readonly facing: Facing | null;
}

export function actorOf(state: GameState, s: SoldierState, facing: Facing | null = null): Actor {
  const here = coordOf(s.at);
  let engaged: FigureId | null = null;
  for (const a of state.aliens) if (a.hp > 0 && nextTo(here, a.at)) { engaged = a.id; break; }
  return { state, seenAlien: null, seen: false, s, here, near: nearCoord(state.board, here), engaged, ranged: rangedWeaponOf(state, s), facing };
}

/** canSee from the actor to `alien` (S7), asked once however many kinds at that alien ask it. */
export function seesAlien(a: Actor, alien: AlienState): boolean {
  if (a.seenAlien !== alien) {
    a.seen = a.facing === null ? canSee(a.state, a.s.at, alien.at) : canSee(a.state, a.s.at, alien.at, { facing: a.facing });
    a.seenAlien = alien;
  }
  return a.seen;
}

/**
 * One kind of activation decision. `over` says what its candidates are listed per, which is what
 * gives the lists their order: once for the actor, or once per living alien (fire, melee and mark
 * at one alien come together), or once per soldier of the squad (medkit, Field Care, trade).
 * Methods, not function properties, so that a list of kinds of different decisions type-checks.
 */
export type ActionKind<D extends ActivationDecision = ActivationDecision> = ActionKindRules<D> & (
  /**
   * `candidates` puts the candidates worth checking now, legal or not, onto `out` (no list of its
   * own: speed); `legal`, if given, puts only those whose refusal is null, in the same order
   * (the fast list's enumerator: without it the fast list asks `refusal` of every candidate).
   */
  | { readonly over: 'actor'; candidates(a: Actor, out: D[]): void; legal?(a: Actor, out: Decision[]): void }
  /** The same, at one living alien. */
  | { readonly over: 'alien'; candidates(a: Actor, out: D[], alien: AlienState): void; legal?(a: Actor, out: Decision[], alien: AlienState): void }
  /** The same, for one soldier of the squad. */
  | { readonly over: 'soldier'; candidates(a: Actor, out: D[], soldier: SoldierState): void; legal?(a: Actor, out: Decision[], soldier: SoldierState): void });

interface ActionKindRules<D extends ActivationDecision> {
  readonly type: D['type'];
  /**
   * Whether the kind has any candidate now (a skill, an item, a moment it needs): without it the
   * lists skip the kind for every alien or soldier. Absent: always. A `legal` enumerator checks it
   * itself (the fast list asks `offered` only of a kind without one, and of a run of kinds at once).
   */
  offered?(a: Actor): boolean;
  /** Null when `d` is legal now, else the code of the first rule it breaks. Builds no words. */
  refusal(a: Actor, d: D): Refusal | null;
  /** The words for `code`, `refusal(a, d)`'s answer ("Cannot move: B3 is a wall"). */
  words(a: Actor, d: D, code: Refusal): string;
  /**
   * Decisions that cannot be legal now, listed only so that every control the UI shows has the
   * engine's words ("Cannot use a medkit: Chen carries none"); never legal, so the legal lists are
   * unaffected.
   */
  explain?(a: Actor): readonly D[];
  /** What a refusal of `d` is about (IllegalOption.target), if anything. */
  target(d: D): string | undefined;
}

/**
 * One kind of squad decision outside an activation (activate, counteract, a reroll, the next
 * overwatch reaction, letting a Counteract turn go): the same three answers, about the state.
 */
export interface SquadKind<D extends Decision = Decision> {
  readonly type: D['type'];
  candidates(state: GameState): readonly D[];
  /** If given, puts only the legal candidates onto `out`, in the same order (the fast list's enumerator). */
  legal?(state: GameState, out: Decision[]): void;
  refusal(state: GameState, d: D): Refusal | null;
  words(state: GameState, d: D, code: Refusal): string;
  target(d: D): string | undefined;
}

/** What the fast list calls for one kind: its legal candidates (at one alien, for one soldier) onto `out`. */
export type FastLegal = (a: Actor, out: Decision[], item?: AlienState | SoldierState) => void;

/**
 * A kind's fast enumerator: its `legal`, or for a kind without one its candidates whose refusal
 * is null (after `offered`). Taken once per kind, so that each kind's call in the fast walk
 * (activation-kinds.ts) is a call site of its own.
 */
export function legalOf(kind: ActionKind): FastLegal {
  if (kind.legal) return kind.legal as FastLegal;
  const candidates = kind.candidates as (a: Actor, out: ActivationDecision[], item?: AlienState | SoldierState) => void;
  return (a, out, item) => {
    if (kind.offered && !kind.offered(a)) return;
    const buf: ActivationDecision[] = [];
    candidates(a, buf, item);
    for (const d of buf) if (kind.refusal(a, d) === null) out.push(d);
  };
}

/** Every kind's fields in one order, so that the lists' calls see one object shape (V8). */
const BLANK = { type: undefined, offered: undefined, over: undefined, candidates: undefined, legal: undefined, refusal: undefined, words: undefined, explain: undefined, target: undefined };

/** An activation kind, its fields in the one order every kind has. */
export function actionKind<D extends ActivationDecision>(spec: ActionKind<D>): ActionKind<D> {
  return { ...BLANK, ...spec };
}

/** A squad kind, its fields in the one order every kind has. */
export function squadKind<D extends Decision>(spec: SquadKind<D>): SquadKind<D> {
  return { ...BLANK, ...spec };
}
