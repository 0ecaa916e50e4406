/**
 * Checking and listing squad decisions: `checkDecision` says why a decision is illegal now (or
 * null), `legalDecisions` lists every legal one and, for each illegal candidate, the reason.
 */
import { coordOf, doorSquares, isOnBoard, orthogonalNeighbours, squareName, terrainAt } from '../board/board';
import { isSoldierName, livingAliens, soldierOf } from '../state/figures';
import { checkActivationDecision } from './legality';
import { legalOnly } from './legal-only';
import { hasSkill } from '../flow/progression';
import { counteractBlocked, counteractRefusal, isCounteracting, isCounteractTurn } from '../variants/alternation';
import type { Decision, GameState, IllegalOption, SoldierState, Square } from '../state/types';
import { FACINGS } from '../state/types';

/** Null when `d` is legal now; otherwise the reason in plain words. */
export function checkDecision(state: GameState, d: Decision): string | null {
  if (state.phase === 'over') return `The game is over (${state.outcome})`;
  const pending = state.pending;
  if (pending?.kind === 'reroll') {
    return d.type === 'reroll' ? null : `Waiting for ${pending.soldier}'s ${pending.skill} reroll decision`;
  }
  if (pending?.kind === 'reactionOrder') {
    if (d.type !== 'react') return 'Waiting for the squad to choose the next overwatch reaction';
    return pending.watchers.includes(d.watcher) ? null : `${d.watcher} is not an eligible watcher for this trigger`;
  }
  if (d.type === 'reroll') return 'No reroll is on offer';
  if (d.type === 'react') return 'No overwatch reaction is pending';
  if (state.phase !== 'squad') return `Not the squad phase (${state.phase} phase)`;
  if (d.type === 'counteract') {
    if (state.activeSoldier) return `Finish ${state.activeSoldier}'s activation first`;
    const s = isSoldierName(d.soldier) ? soldierOf(state, d.soldier) : undefined;
    if (!s) return `Cannot counteract: ${d.soldier} is not in the squad`;
    const blocked = counteractBlocked(state, s);
    return blocked ? `Cannot counteract: ${blocked}` : null;
  }
  if (!state.activeSoldier && isCounteractTurn(state)) {
    // docs/variants.md AA4: no soldier left to activate; the squad counteracts or lets the turn go.
    return d.type === 'pass' ? null : 'No soldier is left to activate: counteract with one who has, or pass (docs/variants.md AA4)';
  }
  if (!state.activeSoldier) {
    if (d.type !== 'activate') return 'Choose a soldier to activate first';
    const s = isSoldierName(d.soldier) ? soldierOf(state, d.soldier) : undefined;
    if (!s) return `Cannot activate: ${d.soldier} is not in the squad`;
    if (s.hp <= 0) return `Cannot activate ${s.id}: downed`;
    if (s.activated) return `Cannot activate ${s.id}: already activated this round`;
    if (s.revivedThisRound) return `Cannot activate ${s.id}: revived this round, acts next round`;
    return null;
  }
  if (d.type === 'activate') return `Finish ${state.activeSoldier}'s activation first`;
  if (isCounteracting(state)) {
    const refused = counteractRefusal(d);
    if (refused) return refused;
  }
  return checkActivationDecision(state, soldierOf(state, state.activeSoldier)!, d);
}

function neighbourSquares(state: GameState, at: Square): Square[] {
  return orthogonalNeighbours(coordOf(at)).filter((c) => isOnBoard(state.board, c)).map(squareName);
}

/** Every decision worth checking for the active soldier (legal or not). */
function activationCandidates(state: GameState, s: SoldierState): Decision[] {
  const near = neighbourSquares(state, s.at);
  const aliens = livingAliens(state);
  const out: Decision[] = [];
  for (const to of near) out.push({ type: 'move', to });
  if (hasSkill(s, 'quickStep')) {
    for (const a of near) {
      out.push({ type: 'quickStep', path: [a] });
      if (hasSkill(s, 'pathfinder')) for (const b of neighbourSquares(state, a)) if (b !== s.at) out.push({ type: 'quickStep', path: [a, b] });
    }
  }
  if (state.breachAdvanceReady) for (const to of near) out.push({ type: 'breachAdvance', to });
  for (const facing of FACINGS) if (facing !== s.facing) out.push({ type: 'turn', facing });
  for (const at of near) if (terrainAt(state.board, coordOf(at)) === 'door') out.push({ type: 'door', at });
  for (const a of aliens) {
    out.push({ type: 'fire', target: a.id });
    if (hasSkill(s, 'sustainedFire')) out.push({ type: 'fire', target: a.id, sustainedFire: true });
    out.push({ type: 'melee', target: a.id });
    if (hasSkill(s, 'spotter')) out.push({ type: 'mark', target: a.id });
  }
  out.push({ type: 'brace' }, { type: 'overwatch' });
  for (const t of state.soldiers) {
    if (s.items.includes('medkit')) out.push({ type: 'medkit', target: t.id });
    if (hasSkill(s, 'fieldCare')) out.push({ type: 'fieldCare', target: t.id });
    if (t.id !== s.id && s.items.includes('medkit')) out.push({ type: 'trade', item: 'medkit', to: t.id });
  }
  out.push({ type: 'pass' });
  return out;
}

/**
 * Decisions that cannot be legal for this soldier now, listed only so that every control the UI
 * shows has the engine's reason ("Cannot use a medkit: Chen carries none"). Never legal, so the
 * legal list (and legal-only.ts) is unaffected.
 */
function explanations(state: GameState, s: SoldierState): Decision[] {
  const near = neighbourSquares(state, s.at);
  const out: Decision[] = [];
  if (!hasSkill(s, 'quickStep') && near.length) out.push({ type: 'quickStep', path: [near[0]] });
  if (!state.breachAdvanceReady && near.length) out.push({ type: 'breachAdvance', to: near[0] });
  if (!near.some((at) => terrainAt(state.board, coordOf(at)) === 'door')) {
    const here = coordOf(s.at);
    const doors = doorSquares(state.board).sort((a, b) => distance(coordOf(a), here) - distance(coordOf(b), here));
    if (doors.length) out.push({ type: 'door', at: doors[0] });
  }
  const alien = livingAliens(state)[0];
  if (alien && !hasSkill(s, 'spotter')) out.push({ type: 'mark', target: alien.id });
  if (!s.items.includes('medkit')) {
    out.push({ type: 'medkit', target: s.id });
    const other = state.soldiers.find((t) => t.id !== s.id);
    if (other) out.push({ type: 'trade', item: 'medkit', to: other.id });
  }
  if (!hasSkill(s, 'fieldCare')) out.push({ type: 'fieldCare', target: s.id });
  return out;
}

function distance(a: { col: number; row: number }, b: { col: number; row: number }): number {
  return Math.abs(a.col - b.col) + Math.abs(a.row - b.row);
}

function candidates(state: GameState): Decision[] {
  if (state.phase === 'over') return [];
  const pending = state.pending;
  if (pending?.kind === 'reroll') return [{ type: 'reroll', take: true }, { type: 'reroll', take: false }];
  if (pending?.kind === 'reactionOrder') return pending.watchers.map((watcher) => ({ type: 'react', watcher }));
  if (state.phase !== 'squad') return [];
  if (!state.activeSoldier && isCounteractTurn(state)) return [...state.soldiers.map((s) => ({ type: 'counteract', soldier: s.id }) as const), { type: 'pass' }];
  if (!state.activeSoldier) return state.soldiers.map((s) => ({ type: 'activate', soldier: s.id }));
  return activationCandidates(state, soldierOf(state, state.activeSoldier)!);
}

function targetOf(d: Decision): string | undefined {
  switch (d.type) {
    case 'activate': case 'counteract': return d.soldier;
    case 'move': case 'breachAdvance': return d.to;
    case 'quickStep': return d.path.join('-');
    case 'turn': return d.facing;
    case 'door': return d.at;
    case 'fire': case 'melee': case 'mark': case 'medkit': case 'fieldCare': return d.target;
    case 'trade': return d.to;
    case 'react': return d.watcher;
    default: return undefined;
  }
}

/**
 * Legal squad decisions now, and every illegal candidate with its reason (kit 05 §2).
 * With `{ reasons: false }` only the legal ones are listed (the same list, in the same order,
 * computed without any reason strings: legal-only.ts) and `illegal` is empty.
 */
export function legalDecisions(state: GameState, options: { readonly reasons?: boolean } = {}): { legal: Decision[]; illegal: IllegalOption[] } {
  if (options.reasons === false) return { legal: legalOnly(state), illegal: [] };
  const legal: Decision[] = [];
  const illegal: IllegalOption[] = [];
  for (const d of candidates(state)) {
    const reason = checkDecision(state, d);
    if (reason === null) legal.push(d);
    else illegal.push({ type: d.type, ...(targetOf(d) ? { target: targetOf(d) } : {}), reason });
  }
  const active = state.phase === 'squad' && !state.pending && state.activeSoldier ? soldierOf(state, state.activeSoldier) : undefined;
  for (const d of active ? explanations(state, active) : []) {
    const reason = checkDecision(state, d);
    if (reason !== null) illegal.push({ type: d.type, ...(targetOf(d) ? { target: targetOf(d) } : {}), reason });
  }
  return { legal, illegal };
}
