/**
 * The `alternatingActivations` variant (docs/variants.md AA, after Kill Team 2024: "The player
 * with initiative activates a ready friendly operative. When that activation ends, the opponent
 * activates one of their ready friendly operatives. This alternating pattern continues until all
 * operatives are expended"): within a round the squad activates one soldier, then the next alien
 * in contact order activates, and so on; the side with activations left finishes the round. While
 * only aliens remain, the squad may Counteract between their activations: a soldier who has
 * activated takes one 1 AP action (AA4-AA6). The round's refresh and end are the kit's.
 *
 * Without the variant nothing here runs, and the kit's order (kit 05 §1: all soldiers, then all
 * aliens) stands.
 */
import type { AlienState, Decision, GameState, Phase, SoldierName, SoldierState } from '../state/types';
import type { Tx } from '../state/tx';

/** The variant is on in this game. */
export function alternates(state: GameState): boolean {
  return state.ruleset.variants.alternatingActivations === true;
}

/** Soldiers who may still activate this round (kit 05 §1; revived ones wait, §9). */
export function readySoldiers(state: GameState): SoldierState[] {
  return state.soldiers.filter((s) => s.hp > 0 && !s.activated && !s.revivedThisRound);
}

/** Aliens still to activate this round, in the state's order (the next is the lowest contact). */
export function readyAliens(state: GameState): AlienState[] {
  return state.aliens.filter((a) => a.hp > 0 && !a.activated);
}

/** Why a soldier may not Counteract now (AA4-AA5): its code. */
export type CounteractBar = 'variantOff' | 'soldiersLeft' | 'noAlienLeft' | 'downed' | 'revived' | 'notActivated' | 'done' | 'overwatch';

/**
 * Why `s` may not Counteract now (AA4-AA5), or null: only once the squad has no soldier left to
 * activate and an alien still has to act; a conscious soldier who has activated this round, has
 * not counteracted yet, holds no overwatch (his reserve is his reaction, AA5) and was not revived
 * this round (he acts only next round, kit 05 §9).
 */
export function counteractBar(state: GameState, s: SoldierState): CounteractBar | null {
  if (!alternates(state)) return 'variantOff';
  if (readySoldiers(state).length) return 'soldiersLeft';
  if (!readyAliens(state).length) return 'noAlienLeft';
  if (s.hp <= 0) return 'downed';
  if (s.revivedThisRound) return 'revived';
  if (!s.activated) return 'notActivated';
  if (s.counteract) return 'done';
  if (s.overwatch) return 'overwatch';
  return null;
}

/** The words for a CounteractBar. */
export function counteractBarWords(s: SoldierState, bar: CounteractBar): string {
  switch (bar) {
    case 'variantOff': return 'Counteract is a rule of the alternatingActivations variant only';
    case 'soldiersLeft': return 'Counteract only when no soldier is left to activate';
    case 'noAlienLeft': return 'Counteract only while an alien is still to activate';
    case 'downed': return `${s.id} is downed`;
    case 'revived': return `${s.id} was revived this round and acts next round`;
    case 'notActivated': return `${s.id} has not activated this round`;
    case 'done': return `${s.id} has counteracted this round already (once per round, AA4)`;
    case 'overwatch': return `${s.id} is on overwatch: his reserve is his reaction (AA5)`;
  }
}

/** counteractBar's words, or null. */
export function counteractBlocked(state: GameState, s: SoldierState): string | null {
  const bar = counteractBar(state, s);
  return bar ? counteractBarWords(s, bar) : null;
}

/** The soldiers who may Counteract now, in name order. */
export function counteractors(state: GameState): SoldierState[] {
  return state.soldiers.filter((s) => counteractBar(state, s) === null);
}

/** The squad's turn comes with no soldier to activate: a Counteract turn (it may also pass). */
export function isCounteractTurn(state: GameState): boolean {
  return alternates(state) && state.phase === 'squad' && !state.activeSoldier && !state.pending && readySoldiers(state).length === 0;
}

/**
 * What a Counteract may do (AA6): one square, a pistol or knife attack, or a door — each a 1 AP
 * action — with free turns before it, or nothing (pass). Skills that are their own actions (Quick
 * Step, brace, marks, medkits, Field Care, trades, Breach and Advance) and overwatch are not a
 * Counteract; AP bounds the rest (the shotgun, MG and sniper cost 2).
 */
const COUNTERACT_DECISIONS = new Set<Decision['type']>(['move', 'turn', 'fire', 'melee', 'door', 'pass']);

/** Why a decision is not part of a Counteract (AA6), or null. */
export function counteractRefusal(d: Decision): string | null {
  return COUNTERACT_DECISIONS.has(d.type) ? null : 'A Counteract is one 1 AP action: a square, a pistol or knife attack, or a door (docs/variants.md AA6)';
}

/** The acting soldier is counteracting. */
export function isCounteracting(state: GameState): boolean {
  if (!alternates(state)) return false; // the counteract field comes with the variant only
  for (const s of state.soldiers) if (s.id === state.activeSoldier) return s.counteract === 'now';
  return false;
}

/** Starts `name`'s Counteract: 1 AP for one action (AA6). */
export function startCounteract(tx: Tx, name: SoldierName): void {
  tx.soldier(name, { ap: 1, counteract: 'now' });
  tx.set({ activeSoldier: name, breachAdvanceReady: false });
  tx.emit({ type: 'activation.started', figure: name, counteract: true });
}

/** The squad lets this Counteract turn go: the next alien acts (AA4). */
export function passCounteract(tx: Tx): void {
  tx.emit({ type: 'counteract.passed', round: tx.state.round });
  toPhase(tx, phaseAfterSquadTurn(tx.state));
}

/**
 * The phase after the squad's turn (a soldier's activation, a Counteract, or a pass): the next
 * alien's activation if one is left (AA2), else the squad again if a soldier is, else the round ends.
 */
export function phaseAfterSquadTurn(state: GameState): Phase {
  if (readyAliens(state).length) return 'alien';
  return readySoldiers(state).length ? 'squad' : 'end';
}

/**
 * The phase after an alien's activation (AA2-AA4): the squad's turn if a soldier is left to
 * activate, or if none is but one may Counteract while aliens remain; else the next alien; else
 * the round ends.
 */
export function phaseAfterAlien(state: GameState): Phase {
  if (readySoldiers(state).length) return 'squad';
  if (!readyAliens(state).length) return 'end';
  return counteractors(state).length ? 'squad' : 'alien';
}

/** Moves the round to `phase`, saying so, unless it stands there already. */
export function toPhase(tx: Tx, phase: Phase): void {
  if (tx.state.phase === phase) return;
  tx.set({ phase });
  tx.emit({ type: 'phase.changed', phase, round: tx.state.round });
}
