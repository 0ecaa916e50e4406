/**
 * The greedy squad policy (issue 3 §2), cheap enough for thousands of games. Each decision:
 * - a downed comrade in reach of a medkit is revived first (kit 05 §9);
 * - the attack with the best exact expected damage (attack-value.ts) is taken, bracing first when
 *   the brace's +2 applies to it and leaves the AP for it, and moving one square first when an
 *   attack from there is clearly better;
 * - with no attack: advance toward the nearest alien, keeping enough AP to enter overwatch facing
 *   it (kit 05 §7) — preferring cover squares on the way;
 * - rerolls: always reroll a failed attack die; reroll a damage die of 3 or less (RULINGS A5);
 * - several watchers: the one with the best expected damage fires first (RULINGS O3).
 * Every candidate is checked with the engine's own legality; the policy never decides a rule.
 */
import { logOf } from '../engine/mission/log';
import { coordOf, squareName } from '../engine/board/board';
import { coverAt } from '../engine/combat/cover';
import { apply, isLegal, legalOnly } from '../engine/flow/game';
import { pathGrid, searchScratch, indexOf, type PathGrid } from '../engine/aliens/alien-paths';
import { alienOf, livingAliens, soldierOf } from '../engine/state/figures';
import { braceCost } from '../engine/legality';
import type { Decision, Facing, GameState, SoldierName, SoldierState, Square } from '../engine/state/types';
import { attackValue, bestAttack } from './attack-value';
import type { Controller } from './controller';
import { legalSet } from './legal-set';

/** A move first must beat attacking from here by this factor (moving gives the aliens a turn closer). */
const MOVE_GAIN = 1.2;
/** Stop an activation that somehow keeps going (turn / move loops) after this many decisions. */
const MAX_DECISIONS_PER_ACTIVATION = 16;

/** A policy choice, not a rule: Field Care is spent on a soldier missing this many HP or more. */
const HEAL_WHEN_MISSING = 3;

/**
 * The greedy policy's look-aheads, both on by default. The planner's playouts turn them off for
 * speed (each costs an attack search per soldier or per neighbouring square at every decision):
 * then the first soldier in name order acts, and attacks are made from where the soldier stands.
 */
export interface GreedyOptions {
  /** Activate the soldier with the best attack available (else the first in name order). */
  readonly chooseByAttack?: boolean;
  /** Move one square first when an attack from there is clearly better. */
  readonly moveFirst?: boolean;
}

export function greedyPolicy(options: GreedyOptions = {}): Controller {
  const chooser = greedyChooser(options);
  return { name: 'greedy', decide: (state, legal) => chooser(state, legalSet(legal), () => legal) };
}

/**
 * Greedy as the planner's playouts run it (issue 33 §5): the same decisions as greedyPolicy given
 * legalOnly(state), asking the engine about each decision it weighs (isLegal: checkDecision without the words) instead of
 * listing every legal one first (legalOnly was a tenth of a playout's time; greedy weighs a few).
 * The engine's legality answers both questions alike (tests/ai/greedy.test.ts plays them side by side).
 */
export interface LazyGreedy extends Controller {
  /** What decide(state, legalOnly(state)) answers, without the list. */
  decideHere(state: GameState): Decision;
}

export function lazyGreedyPolicy(options: GreedyOptions = {}): LazyGreedy {
  const chooser = greedyChooser(options);
  return {
    name: 'greedy',
    decide: (state, legal) => chooser(state, legalSet(legal), () => legal),
    decideHere: (state) => chooser(state, (d) => isLegal(state, d), () => legalOnly(state)),
  };
}

/** `has` tells a legal decision; `legal` lists them all (asked only between activations). */
type Chooser = (state: GameState, has: (d: Decision) => boolean, legal: () => readonly Decision[]) => Decision;

function greedyChooser(options: GreedyOptions): Chooser {
  const chooseByAttack = options.chooseByAttack ?? true;
  const moveFirst = options.moveFirst ?? true;
  let activation = '';
  let count = 0;
  return (state, has, legal) => {
    // Taking is asked of the legal list: a policy denied rerolls (denial.ts) finds it missing.
    if (state.pending?.kind === 'reroll') return { type: 'reroll', take: (state.pending.die === 'attack' || state.pending.value <= 3) && has({ type: 'reroll', take: true }) };
    if (state.pending?.kind === 'reactionOrder') return bestWatcher(state, state.pending.watchers);
    if (!state.activeSoldier) return chooseByAttack ? chooseSoldier(state, legal()) : legal()[0];
    const key = `${state.round}:${state.activeSoldier}`;
    count = key === activation ? count + 1 : 0;
    activation = key;
    if (count >= MAX_DECISIONS_PER_ACTIVATION) return { type: 'pass' };
    return activationDecision(state, soldierOf(state, state.activeSoldier)!, has, moveFirst);
  };
}

function activationDecision(state: GameState, s: SoldierState, has: (d: Decision) => boolean, moveFirst: boolean): Decision {
  const revive = state.soldiers.find((t) => t.hp === 0 && has({ type: 'medkit', target: t.id }));
  if (revive) return { type: 'medkit', target: revive.id };
  // A mission's log within reach is taken up at once (kit 05 §8, docs/scenarios.md SC-L2).
  if (has({ type: 'secureLog' })) return { type: 'secureLog' };
  // A console in reach is used: it unlocks a mission's doors (SC-I1).
  const console = state.mission?.consoles?.find((c) => has({ type: 'interact', at: c.at }));
  if (console) return { type: 'interact', at: console.at };

  const best = bestAttack(state);
  if (best) {
    const brace = braceCost(state, s);
    if (best.ranged && !s.braced && has({ type: 'brace' }) && s.ap - brace >= best.ap) return { type: 'brace' };
    const move = moveFirst ? betterFromAMove(state, s, best.value, best.ap, has) : null;
    if (move) return move;
    if (best.facing !== s.facing) return { type: 'turn', facing: best.facing };
    return best.decision;
  }

  const heal = state.soldiers.find((t) => t.hp > 0 && t.hp <= state.ruleset.soldiers[t.id].hp - HEAL_WHEN_MISSING && has({ type: 'fieldCare', target: t.id }));
  if (heal) return { type: 'fieldCare', target: heal.id };

  const weapon = s.overwatch ? null : s.weapons.find((w) => state.ruleset.weapons[w].ranged);
  const watchCost = weapon ? state.ruleset.apCosts.overwatchSetup + state.ruleset.weapons[weapon].ap : Infinity;
  // A mission's objective that will not come to the squad (a lying log, contacts all dormant) is
  // walked to rather than watched for (docs/scenarios.md SC-L2, SC-C1); the test chamber is unchanged.
  if (s.ap > watchCost || !has({ type: 'overwatch' }) || missionCallsForward(state)) {
    const advance = advanceStep(state, s, has);
    if (advance) return advance;
  }
  if (has({ type: 'overwatch' })) {
    const facing = facingToward(state, s);
    if (facing && facing !== s.facing && has({ type: 'turn', facing })) return { type: 'turn', facing };
    return { type: 'overwatch' };
  }
  return { type: 'pass' };
}

/** A one-square move after which the best attack is clearly better, still affordable. */
function betterFromAMove(state: GameState, s: SoldierState, now: number, attackAp: number, has: (d: Decision) => boolean): Decision | null {
  const moveAp = state.ruleset.apCosts.move;
  if (s.ap < moveAp + attackAp) return null;
  let pick: Decision | null = null;
  let bestValue = now * MOVE_GAIN + 0.1;
  for (const to of neighbours(s.at)) {
    const move: Decision = { type: 'move', to };
    if (!has(move)) continue;
    const value = bestAttack(apply(state, move).state)?.value ?? 0;
    if (value > bestValue) { bestValue = value; pick = move; }
  }
  return pick;
}

/** A lying log, or every living alien still dormant: nothing comes to a squad that waits. */
function missionCallsForward(state: GameState): boolean {
  const mission = state.mission;
  if (!mission) return false;
  if (mission.log?.at != null) return true;
  return livingAliens(state).every((a) => mission.dormant.includes(a.id));
}

/**
 * A move (or door opening) that brings the soldier closer to the nearest alien, or to a mission's
 * log while it lies on the board (docs/scenarios.md SC-L2); cover preferred.
 */
function advanceStep(state: GameState, s: SoldierState, has: (d: Decision) => boolean): Decision | null {
  const grid = pathGrid(state, s.id);
  const log = logOf(state)?.at ?? null;
  const aliens = log !== null ? [indexOf(grid, coordOf(log))] : livingAliens(state).map((a) => indexOf(grid, coordOf(a.at)));
  if (!aliens.length) return null;
  const steps = neighbours(s.at);
  const dist = distancesTo(grid, aliens, [s.at, ...steps]);
  const here = dist[0];
  let pick: Decision | null = null;
  let pickScore = Infinity;
  for (let i = 0; i < steps.length; i++) {
    const to = steps[i];
    const d = dist[i + 1];
    if (!(d < here) && here !== Infinity) continue;
    const step: Decision = has({ type: 'move', to }) ? { type: 'move', to } : { type: 'door', at: to };
    if (!has(step)) continue;
    const score = d - coverAt(state.board, to) * 0.5;
    if (score < pickScore) { pickScore = score; pick = step; }
  }
  return pick;
}

/**
 * Distances from the nearest alien to `squares` (Infinity off the board, on a wall or a figure):
 * the search runs only until those squares are settled (path-search.ts `until`), most of a board
 * lying farther from the aliens than the soldier. Nothing is remembered: in the planner's
 * playouts seven searches in ten are of a grid met once (any other figure's move makes a new
 * one), and searching a grid met again whole, to read its later asks from memory, cost more than
 * it saved (issue 33 §5: about 3% of a budget-48 game).
 */
function distancesTo(grid: PathGrid, aliens: readonly number[], squares: readonly Square[]): number[] {
  const at: number[] = [];
  for (const sq of squares) {
    const c = coordOf(sq);
    at.push(c.col < grid.width && c.row <= grid.height && grid.enterCost[indexOf(grid, c)] !== null ? indexOf(grid, c) : -1);
  }
  const dist = searchScratch(grid, aliens, false, at.filter((i) => i >= 0));
  return at.map((i) => (i < 0 ? Infinity : dist[i]));
}

/** The facing that points at the nearest living alien (by the larger offset). */
function facingToward(state: GameState, s: SoldierState): Facing | null {
  const from = coordOf(s.at);
  let best: { d: number; facing: Facing } | null = null;
  for (const a of livingAliens(state)) {
    const to = coordOf(a.at);
    const dc = to.col - from.col;
    const dr = to.row - from.row;
    const d = Math.abs(dc) + Math.abs(dr);
    const facing: Facing = Math.abs(dc) >= Math.abs(dr) ? (dc >= 0 ? 'E' : 'W') : (dr >= 0 ? 'S' : 'N');
    if (!best || d < best.d) best = { d, facing };
  }
  return best?.facing ?? null;
}

/** The soldier with the best attack available right after activating; name order on ties. */
function chooseSoldier(state: GameState, legal: readonly Decision[]): Decision {
  let pick = legal[0];
  let bestValue = -1;
  for (const d of legal) {
    if (d.type !== 'activate') continue;
    const value = bestAttack(apply(state, d).state)?.value ?? 0;
    if (value > bestValue) { bestValue = value; pick = d; }
  }
  return pick;
}

function bestWatcher(state: GameState, watchers: readonly SoldierName[]): Decision {
  const pending = state.pending!;
  const alien = pending.kind === 'reactionOrder' ? alienOf(state, pending.trigger.alien) : undefined;
  let pick = watchers[0];
  let bestValue = -1;
  for (const w of watchers) {
    const s = soldierOf(state, w)!;
    if (!alien || !s.overwatch) continue;
    const value = attackValue(state, s, alien, s.overwatch, { reaction: true });
    if (value > bestValue) { bestValue = value; pick = w; }
  }
  return { type: 'react', watcher: pick };
}

function neighbours(at: Square): Square[] {
  const c = coordOf(at);
  return [{ col: c.col, row: c.row - 1 }, { col: c.col + 1, row: c.row }, { col: c.col, row: c.row + 1 }, { col: c.col - 1, row: c.row }]
    .filter((n) => n.col >= 0 && n.row >= 1)
    .map(squareName);
}
