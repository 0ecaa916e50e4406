/**
 * Positions for the Inspect mode in the engine's custom position format (engine/position.ts, the
 * one `chamber alien-decision --position` reads): a game state written back as a position, a
 * position placed as a state with the chosen variants, and the one-line error of a bad one.
 */
import { parsePosition, type Position } from '../../engine/position';
import { gameFromParsedPosition } from '../../engine/placement';
import { KIT_RULESET } from '../../engine/ruleset';
import { newGame } from '../../engine/scenarios';
import type { GameState, Variants } from '../../engine/types';

export type { Position };

/** The kit's variants (RULINGS): figureCornerBlocks off, shotgunOverwatchPointBlank on. */
export const DEFAULT_VARIANTS: Variants = KIT_RULESET.variants;

/**
 * A state as it stood, as a position: every figure with its square, facing, HP, XP, AP, brace and
 * overwatch, the open doors and the round. What a position cannot hold (the spotter mark, used
 * once-per-activation skills, the dice) is left behind: sight, cover and odds do not need it, but
 * for the spotter's +1 (kit 02), which the ruling then leaves out.
 */
export function positionOf(state: GameState): Position {
  return {
    soldiers: state.soldiers.map((s) => ({
      name: s.id, at: s.at, facing: s.facing, hp: s.hp, xp: s.xp,
      ...(s.braced ? { braced: true } : {}),
      ...(s.overwatch ? { overwatch: s.overwatch as 'pistol' | 'shotgun' | 'mg' | 'sniper', reserved: s.reservedAp } : {}),
    })),
    aliens: state.aliens.filter((a) => a.hp > 0).map((a) => ({ kind: a.alienKind, contact: a.contact, at: a.at, hp: a.hp })),
    open: [...state.openDoors],
    round: state.round,
  };
}

/** Scenario A's deployment (kit 04), the position Inspect opens on when nothing else is asked. */
export function defaultPosition(): Position {
  return positionOf(newGame('A', { seed: 1 }));
}

/** The position placed on the board with these variants (seed 1: a ruling rolls no dice). Throws the loader's error. */
export function stateOf(position: Position, variants: Variants): GameState {
  return gameFromParsedPosition(position, { seed: 1, ruleset: { variants }, scenario: 'inspect' });
}

/**
 * A position from any JSON value (a file, a link): the schema, then placement, so every problem is
 * the loader's one line ("position: soldiers.0.at: ...", "position: Reyes stands on F3, ...").
 */
export function checkedPosition(json: unknown): Position {
  const p = parsePosition(json);
  stateOf(p, DEFAULT_VARIANTS);
  return p;
}

/** A position file's text, read and checked; a JSON syntax error is one line too. */
export function positionFromText(text: string): Position {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`position: not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  return checkedPosition(json);
}

/** The position as a file, the way `chamber alien-decision --position` reads it. */
export function positionText(position: Position): string {
  return JSON.stringify(position, null, 1) + '\n';
}
