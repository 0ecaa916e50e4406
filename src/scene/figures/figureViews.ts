/**
 * What the scene draws for each figure, read from a GameState snapshot. Pure: no rules are
 * decided here, only the state's own fields are shown (kit 05 §9: downed soldiers lie down;
 * RULINGS M2: killed aliens leave the board).
 */
import type { AlienKind, Facing, FigureId, GameState, Square } from '../../engine/state/types';
import { ALIEN_COLOURS, SOLDIER_COLOURS } from '../palette';

export interface FigureView {
  readonly id: FigureId;
  readonly kind: 'soldier' | AlienKind;
  readonly label: string;
  readonly colour: string;
  readonly square: Square;
  readonly facing: Facing | null;
  readonly hp: number;
  readonly maxHp: number;
  readonly downed: boolean;
  readonly braced: boolean;
  readonly overwatch: boolean;
  readonly active: boolean;
  /** A contact not yet revealed (kit 05 §1, SC-C1): marked for the designer. */
  readonly dormant: boolean;
  /** A soldier carrying the station log (kit 05 §8). */
  readonly carriesLog: boolean;
}

export function figureViews(state: GameState): FigureView[] {
  const dormant = new Set<FigureId>(state.mission?.dormant ?? []);
  const carrier = state.mission?.log?.carrier ?? null;
  const soldiers: FigureView[] = state.soldiers.map((s) => ({
    id: s.id, kind: 'soldier', label: s.id, colour: SOLDIER_COLOURS[s.id],
    square: s.at, facing: s.facing, hp: s.hp, maxHp: state.ruleset.soldiers[s.id].hp,
    downed: s.hp <= 0, braced: s.braced, overwatch: s.overwatch !== null,
    active: state.activeSoldier === s.id, dormant: false, carriesLog: carrier === s.id,
  }));
  const aliens: FigureView[] = state.aliens.filter((a) => a.hp > 0).map((a) => ({
    id: a.id, kind: a.alienKind, label: `${a.alienKind} ${a.contact}${dormant.has(a.id) ? ' · dormant' : ''}`, colour: ALIEN_COLOURS[a.alienKind],
    square: a.at, facing: null, hp: a.hp, maxHp: state.ruleset.aliens[a.alienKind].hp,
    downed: false, braced: false, overwatch: false, active: state.activeAlien === a.id,
    dormant: dormant.has(a.id), carriesLog: false,
  }));
  return [...soldiers, ...aliens];
}

/** Where a figure stood in a state, even a killed alien (for its death effect). */
export function squareOfFigure(state: GameState, id: FigureId): Square | null {
  return state.soldiers.find((s) => s.id === id)?.at ?? state.aliens.find((a) => a.id === id)?.at ?? null;
}
