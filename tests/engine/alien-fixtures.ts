/** Small positions on the kit 04 test chamber for the alien decision tests. */
import type { GameState } from '../../src/engine/state/types';
import { positionWith } from './fixtures';

export interface SoldierSpec { name: string; at: string; hp?: number; facing?: string }
export interface AlienSpec { kind: 'worker' | 'warrior'; contact: number; at: string; hp?: number; ap?: number }

/** A chamber with just these figures (doors closed unless listed in `open`), aliens at full AP. */
export function chamberWith(spec: { soldiers?: SoldierSpec[]; aliens?: AlienSpec[]; open?: string[] }): GameState {
  return positionWith(spec);
}
