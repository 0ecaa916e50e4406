/**
 * The legal squad decisions now, fast (kit 05 §2-§9, kit 02 skills, RULINGS A4, M1-M3, S1-S7):
 * exactly `legalDecisions(state).legal` (same decisions, same order) without building a reason
 * for every illegal candidate. The AI policies, the statecharts and the engine's own
 * end-of-activation check call it once per decision, so it must stay cheap; the UI keeps using
 * `legalDecisions`, which also explains the illegal ones.
 *
 * Every test here mirrors one branch of checkDecision / checkActivationDecision (decisions.ts,
 * legality.ts) for the candidates those list; tests/engine/legal-only.test.ts checks that the two
 * agree on states from many whole games.
 */
import { blocksMovement, coordOf, isOnBoard, squareName } from '../board/board';
import { soldierOf } from '../state/figures';
import { braceCost, medkitCost } from './ap-cost';
import { meleeWeaponOf, rangedWeaponOf } from '../combat/soldier-weapons';
import { canUseOnce, hasSkill } from '../flow/progression';
import { canSee } from '../sight';
import { counteractors, counteractRefusal, isCounteracting, isCounteractTurn } from '../variants/alternation';
import type { Board, Coord, Decision, GameState, SoldierState, Square } from '../state/types';
import { FACINGS } from '../state/types';

/** `legalDecisions(state).legal`, computed without reason strings. */
export function legalOnly(state: GameState): Decision[] {
  if (state.phase === 'over') return [];
  const pending = state.pending;
  if (pending?.kind === 'reroll') return [{ type: 'reroll', take: true }, { type: 'reroll', take: false }];
  if (pending?.kind === 'reactionOrder') return pending.watchers.map((watcher) => ({ type: 'react', watcher }));
  if (state.phase !== 'squad') return [];
  if (!state.activeSoldier && isCounteractTurn(state)) {
    // docs/variants.md AA4: the squad's turn with nobody to activate: counteract, or let it go.
    return [...counteractors(state).map((s) => ({ type: 'counteract', soldier: s.id }) as const), { type: 'pass' }];
  }
  if (!state.activeSoldier) {
    const out: Decision[] = [];
    for (const s of state.soldiers) {
      if (s.hp > 0 && !s.activated && !s.revivedThisRound) out.push({ type: 'activate', soldier: s.id });
    }
    return out;
  }
  const decisions = legalActivationDecisions(state, soldierOf(state, state.activeSoldier)!);
  // docs/variants.md AA6: a Counteract is one 1 AP action (AP bounds the rest).
  return isCounteracting(state) ? decisions.filter((d) => counteractRefusal(d) === null) : decisions;
}

/**
 * The on-board orthogonal neighbours of every square, N, E, S, W, by square index, for the last
 * board size asked about (a game asks about one board only).
 */
let nearTable: { readonly width: number; readonly height: number; readonly near: readonly (readonly Square[])[] } | null = null;

function nearSquares(board: Board, at: Square): readonly Square[] {
  if (!nearTable || nearTable.width !== board.width || nearTable.height !== board.height) {
    const near: Square[][] = [];
    for (let row = 1; row <= board.height; row++) {
      for (let col = 0; col < board.width; col++) {
        const out: Square[] = [];
        for (const n of [{ col, row: row - 1 }, { col: col + 1, row }, { col, row: row + 1 }, { col: col - 1, row }]) {
          if (isOnBoard(board, n)) out.push(squareName(n));
        }
        near.push(out);
      }
    }
    nearTable = { width: board.width, height: board.height, near };
  }
  const c = coordOf(at);
  return isOnBoard(board, c) ? nearTable.near[(c.row - 1) * board.width + c.col] : offBoardNear(board, c);
}

/** An off-board square's on-board neighbours (never asked in play; kept exact all the same). */
function offBoardNear(board: Board, c: { col: number; row: number }): Square[] {
  return [{ col: c.col, row: c.row - 1 }, { col: c.col + 1, row: c.row }, { col: c.col, row: c.row + 1 }, { col: c.col - 1, row: c.row }]
    .filter((n) => isOnBoard(board, n)).map(squareName);
}

/** Whether a conscious soldier or living alien stands on the square (occupantOf is set, RULINGS M2). */
function isOccupied(state: GameState, sq: Square): boolean {
  for (const s of state.soldiers) if (s.hp > 0 && s.at === sq) return true;
  for (const a of state.aliens) if (a.hp > 0 && a.at === sq) return true;
  return false;
}

/** stepBlocked(...) === null for an adjacent step: enterable terrain, nobody standing there (M1). */
function canEnter(state: GameState, to: Square): boolean {
  const c = coordOf(to);
  if (!isOnBoard(state.board, c)) return false;
  const t = state.board.terrain[c.row - 1][c.col];
  if (blocksMovement(t)) return false;
  if (t === 'door' && !state.openDoors.includes(to)) return false;
  return !isOccupied(state, to);
}

/** isOrthogonallyAdjacent with one square's coordinates already read. */
function nextTo(here: Coord, sq: Square): boolean {
  const c = coordOf(sq);
  return Math.abs(here.col - c.col) + Math.abs(here.row - c.row) === 1;
}

function legalActivationDecisions(state: GameState, s: SoldierState): Decision[] {
  const { ruleset, board } = state;
  const costs = ruleset.apCosts;
  const near = nearSquares(board, s.at);
  const out: Decision[] = [];

  const moveOk = s.ap >= costs.move;
  for (const to of near) if (moveOk && canEnter(state, to)) out.push({ type: 'move', to });

  if (hasSkill(s, 'quickStep')) {
    const ready = canUseOnce(s, 'quickStep');
    const pathfinder = hasSkill(s, 'pathfinder');
    for (const a of near) {
      const first = ready && canEnter(state, a);
      if (first) out.push({ type: 'quickStep', path: [a] });
      if (pathfinder) {
        for (const b of nearSquares(board, a)) {
          if (b !== s.at && first && canEnter(state, b)) out.push({ type: 'quickStep', path: [a, b] });
        }
      }
    }
  }

  if (state.breachAdvanceReady) for (const to of near) if (canEnter(state, to)) out.push({ type: 'breachAdvance', to });

  if (s.ap >= costs.turn) for (const facing of FACINGS) if (facing !== s.facing) out.push({ type: 'turn', facing });

  for (const at of near) {
    const c = coordOf(at);
    if (board.terrain[c.row - 1][c.col] !== 'door') continue;
    const legal = state.openDoors.includes(at)
      ? !isOccupied(state, at) && s.ap >= costs.door // RULINGS M3: an occupied open door cannot close
      : canUseOnce(s, 'breachLead') || s.ap >= costs.door;
    if (legal) out.push({ type: 'door', at });
  }

  pushAttacks(state, s, out, true);
  const ranged = rangedWeaponOf(state, s);
  const here = coordOf(s.at);

  if (!s.braced && s.ap >= braceCost(state, s)) out.push({ type: 'brace' });
  if (ranged && s.ap >= costs.overwatchSetup + ruleset.weapons[ranged].ap) out.push({ type: 'overwatch' });

  const medkit = s.items.includes('medkit');
  const fieldCare = hasSkill(s, 'fieldCare');
  // Healing and trading need a medkit or Field Care; most soldiers have neither.
  if (medkit || fieldCare) for (const t of state.soldiers) {
    const adjacent = nextTo(here, t.at);
    const inReach = t.id === s.id || adjacent;
    const hurt = t.hp < ruleset.soldiers[t.id].hp;
    if (medkit && inReach && hurt && !(t.hp === 0 && isOccupied(state, t.at)) && s.ap >= medkitCost(state, s)) {
      out.push({ type: 'medkit', target: t.id });
    }
    if (fieldCare && inReach && hurt && t.hp !== 0 && canUseOnce(s, 'fieldCare') && s.ap >= costs.fieldCare) {
      out.push({ type: 'fieldCare', target: t.id });
    }
    if (t.id !== s.id && medkit && t.hp > 0 && adjacent && s.ap >= costs.trade) {
      out.push({ type: 'trade', item: 'medkit', to: t.id });
    }
  }
  out.push({ type: 'pass' });
  return out;
}

/**
 * The acting soldier's legal attacks (and spotter marks, with `marks`), in legalOnly's order:
 * fire (and Sustained Fire) at each living alien it may shoot, melee at each adjacent one
 * (kit 05 §4-§5, RULINGS A4, S6-S7).
 */
function pushAttacks(state: GameState, s: SoldierState, out: Decision[], marks: boolean): void {
  const { ruleset } = state;
  const costs = ruleset.apCosts;
  const ranged = rangedWeaponOf(state, s);
  const hasMelee = meleeWeaponOf(state, s) !== null;
  const sustained = hasSkill(s, 'sustainedFire');
  const here = coordOf(s.at);
  // RULINGS A4: engaged = a living alien orthogonally adjacent.
  let engaged = false;
  for (const a of state.aliens) if (a.hp > 0 && nextTo(here, a.at)) engaged = true;
  const marking = marks && hasSkill(s, 'spotter') && canUseOnce(s, 'spotter');
  for (const a of state.aliens) {
    if (a.hp <= 0) continue;
    const adjacent = nextTo(here, a.at);
    let fireOk = false;
    let seen: boolean | undefined;
    if (ranged) {
      const weapon = ruleset.weapons[ranged];
      // RULINGS A4: engaged soldiers fire only the shotgun, point blank.
      fireOk = (!engaged || (weapon.pointBlankDoubles && adjacent)) && s.ap >= weapon.ap && (seen = canSee(state, s.at, a.at));
    }
    if (fireOk) out.push({ type: 'fire', target: a.id });
    if (sustained && fireOk && ranged === 'mg' && canUseOnce(s, 'sustainedFire')) out.push({ type: 'fire', target: a.id, sustainedFire: true });
    if (adjacent && hasMelee && s.ap >= costs.melee) out.push({ type: 'melee', target: a.id });
    if (marking && (seen ?? canSee(state, s.at, a.at))) out.push({ type: 'mark', target: a.id });
  }
}

/**
 * The fire and melee decisions of legalOnly(state) alone (the same ones, in the same order),
 * for the policies that rank attacks in several facings: no moves, doors or healing listed.
 */
export function legalAttacks(state: GameState): Decision[] {
  if (state.phase !== 'squad' || state.pending || !state.activeSoldier) return [];
  const out: Decision[] = [];
  pushAttacks(state, soldierOf(state, state.activeSoldier)!, out, false);
  return out;
}
