/**
 * The alien decision rule (kit 03 alien cards, kit 05 §10, RULINGS L1-L6), re-made before every
 * alien action. Pure: the game flow applies the chosen action; the visualizer shows the route.
 */
import { coordOf, isOrthogonallyAdjacent, terrainAt } from '../board/board';
import { alienOf, consciousSoldiers } from '../state/figures';
import { indexOf, pathGrid, routeTo, searchScratch, type PathGrid } from './alien-paths';
import { neighbourTable } from '../board/path-search';
import { isClearLine, stateGrid } from '../sight';
import type { AlienState, FigureId, GameState, SoldierName, SoldierState, Square } from '../state/types';
import { SOLDIER_NAMES } from '../state/types';

export { pathCosts, type PathCosts } from './alien-paths';

export type AlienAction =
  | { readonly type: 'move'; readonly to: Square }
  | { readonly type: 'openDoor'; readonly at: Square }
  | { readonly type: 'melee'; readonly target: SoldierName }
  | { readonly type: 'fire'; readonly target: SoldierName }
  | { readonly type: 'pass' };

export interface AlienDecision {
  readonly target: SoldierName | null;
  readonly action: AlienAction;
  /** Cost to the target's goal square, null if unreachable. */
  readonly pathCost: number | null;
  /** The planned route (for the visualizer), [] if none. */
  readonly path: readonly Square[];
  /** Plain words, e.g. "Reyes is nearest (cost 5); open door F4". */
  readonly reason: string;
}

interface Candidate {
  readonly soldier: SoldierState;
  readonly cost: number;
}

/** L1 tie-breaks after cost: lowest current HP, then Reyes, Chen, Voss, Okafor, Park. */
function byHpThenName(a: SoldierState, b: SoldierState): number {
  return a.hp - b.hp || SOLDIER_NAMES.indexOf(a.id) - SOLDIER_NAMES.indexOf(b.id);
}

/**
 * Free squares orthogonally adjacent to a soldier (kit 05 §10 "a free square adjacent to a
 * soldier"; RULINGS L4: a closed door counts, at its opening plus entering cost).
 */
function goalSquares(grid: PathGrid, soldier: SoldierState, into: number[] = []): number[] {
  const table = neighbourTable(grid.width, grid.height);
  const at = indexOf(grid, coordOf(soldier.at));
  for (let n = 4 * at; n < 4 * at + 4; n++) if (table[n] >= 0 && grid.enterCost[table[n]] !== null) into.push(table[n]);
  return into;
}

/**
 * Every conscious soldier the alien can reach, with the cost of the cheapest path to a free
 * adjacent square (RULINGS L1; 0 when already adjacent), nearest first after L1 tie-breaks.
 */
export function reachableSoldiers(state: GameState, alien: AlienState): Candidate[] {
  return reachableOn(pathGrid(state, alien.id), state, alien, false);
}

/**
 * reachableSoldiers on `grid`; with `nearestOnly`, just the soldiers at the least cost, in the same
 * order (all the alien rule needs: its target, and a tie with it for the reason's words), found by
 * a search that stops at that cost.
 */
function reachableOn(grid: PathGrid, state: GameState, alien: AlienState, nearestOnly: boolean): Candidate[] {
  // Every conscious soldier's goal squares in one list, soldier after soldier, soldier k's ending
  // at ends[k] (one list, not one per soldier: this runs before every alien action).
  const goals: number[] = [];
  const ends: number[] = [];
  for (const soldier of state.soldiers) {
    if (soldier.hp > 0) goalSquares(grid, soldier, goals);
    ends.push(goals.length);
  }
  // Only the goal squares are read, so the search may stop once they all have their cost (or the
  // nearest have: every other soldier's cost then reads higher than theirs, path-search.ts).
  const dist = searchScratch(grid, [indexOf(grid, coordOf(alien.at))], false, goals, nearestOnly);
  const out: Candidate[] = [];
  for (let k = 0, from = 0; k < state.soldiers.length; from = ends[k++]) {
    let cost = Infinity;
    for (let g = from; g < ends[k]; g++) if (dist[goals[g]] < cost) cost = dist[goals[g]];
    if (cost === Infinity) continue;
    // Nearest first, then L1's tie-breaks: an insertion into a list of at most five.
    const soldier = state.soldiers[k];
    let at = out.length;
    while (at > 0 && (out[at - 1].cost - cost || byHpThenName(out[at - 1].soldier, soldier)) > 0) at--;
    out.splice(at, 0, { soldier, cost });
  }
  if (nearestOnly) while (out.length > 1 && out[out.length - 1].cost !== out[0].cost) out.pop();
  return out;
}

/** Sight from the alien to a soldier: S2-S4, no facing limit for aliens (RULINGS S6). */
function alienSees(state: GameState, alien: AlienState, soldier: SoldierState): boolean {
  // The state's own blocking grid is lineOfSight's grid for these doors and figures (S2-S4).
  return isClearLine(stateGrid(state), coordOf(alien.at), coordOf(soldier.at), state.ruleset.variants.figureCornerBlocks);
}

/**
 * Engaged = orthogonally adjacent to a conscious soldier (RULINGS A4). An engaged alien always has
 * a cost-0 target and melees first, so this only keeps L3 literal (and safe under odd rulesets).
 */
function isEngaged(state: GameState, alien: AlienState): boolean {
  for (const s of state.soldiers) if (s.hp > 0 && isOrthogonallyAdjacent(s.at, alien.at)) return true;
  return false;
}

/** The plasma shot if the card has a ranged weapon, AP covers it, the target is seen, not engaged (L3). */
function fireCheck(state: GameState, alien: AlienState, target: SoldierState): { ok: boolean; why: string } {
  const ranged = state.ruleset.aliens[alien.alienKind].ranged;
  if (!ranged) return { ok: false, why: 'no ranged weapon' };
  const cost = state.ruleset.weapons[ranged].ap;
  if (alien.ap < cost) return { ok: false, why: `${alien.ap} AP is below the ${ranged} cost ${cost}` };
  if (isEngaged(state, alien)) return { ok: false, why: 'engaged' };
  if (!alienSees(state, alien, target)) return { ok: false, why: `${target.id} not visible` };
  return { ok: true, why: `${target.id} visible, firing ${ranged}` };
}

function pass(target: SoldierName | null, reason: string, pathCost: number | null = null, path: readonly Square[] = []): AlienDecision {
  return { target, action: { type: 'pass' }, pathCost, path, reason };
}

/** Why "nearest": the cost, and the tie-break used when another soldier had the same cost. */
function nearestWords(candidates: readonly Candidate[]): string {
  const [first, second] = candidates;
  let tie = '';
  if (second && second.cost === first.cost) {
    tie = second.soldier.hp === first.soldier.hp ? ', tie broken by name order' : ', tie broken by lowest HP';
  }
  return `${first.soldier.id} is nearest (cost ${first.cost}${tie})`;
}

/**
 * The decision for one alien in a state, using alien.ap (RULINGS L1-L6, kit 05 §10):
 * target the nearest reachable conscious soldier; melee when adjacent; a warrior fires when it
 * sees the target, is not engaged and has the plasma AP; otherwise step along the L2 route,
 * opening a closed door first. L5: with no reachable soldier, a warrior fires at the visible one
 * chosen by HP then name. Not enough AP, or nothing legal: pass. Throws for an unknown alien.
 */
export function alienDecision(state: GameState, alienId: FigureId): AlienDecision {
  const alien = alienOf(state, alienId);
  if (!alien || alien.hp <= 0) throw new Error(`unknown alien "${alienId}" (no living alien with that id)`);
  // L6: an alien with no AP left ends its activation; target choice happens only when it acts.
  if (alien.ap <= 0) return { target: null, action: { type: 'pass' }, pathCost: null, path: [], reason: 'no AP left: the activation ends (L6)' };
  const { ruleset } = state;
  const card = ruleset.aliens[alien.alienKind];
  const grid = pathGrid(state, alien.id);
  const candidates = reachableOn(grid, state, alien, true);

  if (candidates.length === 0) return unreachableDecision(state, alien);

  const target = candidates[0].soldier;
  const nearest = nearestWords(candidates);
  const route = routeTo(grid, indexOf(grid, coordOf(alien.at)), goalSquares(grid, target));
  // Reachable means the route exists; its cost equals the candidate's (same grid, same goals).
  const path = route?.path ?? [];
  const pathCost = route?.cost ?? candidates[0].cost;

  if (isOrthogonallyAdjacent(alien.at, target.at)) {
    const cost = ruleset.weapons[card.melee].ap;
    if (alien.ap < cost) return pass(target.id, `${target.id} is adjacent; ${alien.ap} AP is not enough to melee (L6)`, 0, []);
    return { target: target.id, action: { type: 'melee', target: target.id }, pathCost: 0, path: [], reason: `${target.id} is adjacent; melee with ${card.melee}` };
  }

  const fire = fireCheck(state, alien, target);
  if (fire.ok) {
    return { target: target.id, action: { type: 'fire', target: target.id }, pathCost, path, reason: `${nearest}; ${fire.why}` };
  }

  const next = path[0];
  if (next === undefined) return pass(target.id, `${nearest}; no step possible`, pathCost, path);
  // L3: a closed door in the way is opened first (1 AP); the step into it is the next action.
  const closedDoor = terrainAt(state.board, coordOf(next)) === 'door' && !state.openDoors.includes(next);
  const action: AlienAction = closedDoor ? { type: 'openDoor', at: next } : { type: 'move', to: next };
  const cost = closedDoor ? ruleset.apCosts.door : ruleset.apCosts.move;
  const words = closedDoor ? `open door ${next}` : `move to ${next}`;
  if (alien.ap < cost) return pass(target.id, `${nearest}; ${alien.ap} AP is not enough to ${words} (L6)`, pathCost, path);
  return { target: target.id, action, pathCost, path, reason: `${nearest}; ${words}` };
}

/**
 * RULINGS L5: no conscious soldier can be reached. The target is the visible one chosen by
 * lowest HP then name; a warrior fires at it if it can, otherwise the alien passes.
 */
function unreachableDecision(state: GameState, alien: AlienState): AlienDecision {
  const visible = consciousSoldiers(state).filter((s) => alienSees(state, alien, s)).sort(byHpThenName);
  const target = visible[0];
  if (!target) return pass(null, 'no soldier can be reached or seen (L5)');
  const fire = fireCheck(state, alien, target);
  if (fire.ok) {
    return { target: target.id, action: { type: 'fire', target: target.id }, pathCost: null, path: [], reason: `no soldier can be reached (L5); ${fire.why}` };
  }
  return pass(target.id, `no soldier can be reached (L5); ${target.id} is visible but cannot be fired at (${fire.why})`);
}
