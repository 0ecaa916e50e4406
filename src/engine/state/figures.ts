/**
 * Looking figures up in a state, and replacing one immutably.
 */
import { copyAlien, copySoldier, copyState } from './copy';
import type { AlienState, FigureId, GameState, SoldierName, SoldierState, Square } from './types';
import { SOLDIER_NAMES } from './types';

export function isSoldierName(id: string): id is SoldierName {
  return (SOLDIER_NAMES as readonly string[]).includes(id);
}

export function soldierOf(state: GameState, name: SoldierName): SoldierState | undefined {
  for (const s of state.soldiers) if (s.id === name) return s;
  return undefined;
}

export function alienOf(state: GameState, id: FigureId): AlienState | undefined {
  for (const a of state.aliens) if (a.id === id) return a;
  return undefined;
}

export function figureOf(state: GameState, id: FigureId): SoldierState | AlienState | undefined {
  return isSoldierName(id) ? soldierOf(state, id) : alienOf(state, id);
}

/** The alien id for a contact number: contact 1 is "alien1". */
export function alienId(contact: number): FigureId {
  return `alien${contact}`;
}

/** Conscious soldier: HP above 0 (kit 05 §9). Aliens are removed when killed (RULINGS M2). */
export function isConscious(figure: SoldierState | AlienState): boolean {
  return figure.hp > 0;
}

export function consciousSoldiers(state: GameState): SoldierState[] {
  return state.soldiers.filter(isConscious);
}

export function livingAliens(state: GameState): AlienState[] {
  return state.aliens.filter((a) => a.hp > 0);
}

/** `consciousSoldiers(state).length > 0`, without the list (asked after every action, RULINGS R1). */
export function hasConsciousSoldier(state: GameState): boolean {
  for (const s of state.soldiers) if (s.hp > 0) return true;
  return false;
}

/** `livingAliens(state).length > 0`, without the list. */
export function hasLivingAlien(state: GameState): boolean {
  for (const a of state.aliens) if (a.hp > 0) return true;
  return false;
}

/** The conscious figure standing on a square, if any (downed soldiers do not occupy: RULINGS M2). */
export function occupantOf(state: GameState, square: Square): SoldierState | AlienState | undefined {
  for (const s of state.soldiers) if (s.hp > 0 && s.at === square) return s;
  for (const a of state.aliens) if (a.hp > 0 && a.at === square) return a;
  return undefined;
}

/** Squares of conscious figures, except those listed (the shooter and target, typically). */
export function figureSquares(state: GameState, except: readonly Square[] = []): Square[] {
  return [...consciousSoldiers(state), ...livingAliens(state)]
    .map((f) => f.at)
    .filter((sq) => !except.includes(sq));
}

/** A short label for text output: the soldier's name, or "worker 2" / "warrior 3". */
export function labelOf(state: GameState, id: FigureId): string {
  if (isSoldierName(id)) return id;
  const a = alienOf(state, id);
  return a ? `${a.alienKind} ${a.contact}` : id;
}

/** A new state with one soldier's fields patched (copy.ts: field-by-field copies, not spreads). */
export function replaceSoldier(state: GameState, name: SoldierName, patch: Partial<SoldierState>): GameState {
  // A loop and a field set, not map's closure and a patch laid over (the engine's commonest copy).
  const soldiers = state.soldiers.slice();
  for (let i = 0; i < soldiers.length; i++) if (soldiers[i].id === name) soldiers[i] = copySoldier(soldiers[i], patch);
  const out = copyState(state);
  (out as { soldiers: GameState['soldiers'] }).soldiers = soldiers;
  return out;
}

/** A new state with one alien's fields patched. */
export function replaceAlien(state: GameState, id: FigureId, patch: Partial<AlienState>): GameState {
  const aliens = state.aliens.slice();
  for (let i = 0; i < aliens.length; i++) if (aliens[i].id === id) aliens[i] = copyAlien(aliens[i], patch);
  const out = copyState(state);
  (out as { aliens: GameState['aliens'] }).aliens = aliens;
  return out;
}
