/** Small positions on the kit 04 test chamber for the alien decision tests. */
import { gameFromPosition } from '../../src/engine/scenarios';
import type { GameState } from '../../src/engine/types';

export interface SoldierSpec { name: string; at: string; hp?: number; facing?: string }
export interface AlienSpec { kind: 'worker' | 'warrior'; contact: number; at: string; hp?: number; ap?: number }

/** A chamber with just these figures (doors closed unless listed in `open`). */
export function chamberWith(spec: { soldiers?: SoldierSpec[]; aliens?: AlienSpec[]; open?: string[] }): GameState {
  return gameFromPosition({
    soldiers: (spec.soldiers ?? []).map((s) => ({ facing: 'E', ...s })),
    aliens: spec.aliens ?? [],
    open: spec.open ?? [],
    round: 1,
  }, { seed: 1 });
}
