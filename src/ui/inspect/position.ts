/**
 * Positions for the Inspect mode in the engine's custom position format (engine/setup/position.ts, the
 * one `chamber alien-decision --position` reads): a game state written back as a position, a
 * position placed as a state with the chosen variants, and the one-line error of a bad one.
 */
import { drawBoard, TEST_CHAMBER } from '../../engine/board/board';
import { MAX_POSITION_BYTES, parsePosition, type Position } from '../../engine/setup/position';
import { gameFromParsedPosition } from '../../engine/setup/placement';
import { KIT_RULESET } from '../../engine/ruleset/ruleset';
import { newGame } from '../../engine/setup/scenarios';
import type { GameState, Variants } from '../../engine/state/types';
import { positionMissionOf } from '../../engine/setup/position-mission';
import { boardOfPosition } from './board';

export type { Position };

/** The kit's variants (RULINGS): figureCornerBlocks off, shotgunOverwatchPointBlank on. */
export const DEFAULT_VARIANTS: Variants = KIT_RULESET.variants;

/**
 * A state as it stood, as a position: every figure with its square, facing, HP, XP, brace and
 * overwatch with its reserve, the spotter mark, the open doors, the round and the board when it is
 * not the kit's test chamber. What a position cannot hold (used once-per-activation skills, AP,
 * the dice) is left behind: no sight verdict, cover or odds Inspect shows reads it.
 * A scenario file's locked doors, door assemblies and dormant contacts go in the position's
 * "mission" field rather than beside it in Inspect's store: then a link, a saved file and
 * `chamber alien-decision --position` all carry them, and every edit is checked against them by
 * the same loader (issue 36 §2).
 */
export function positionOf(state: GameState): Position {
  const marked = state.aliens.find((a) => a.id === state.spotterMark && a.hp > 0);
  const board = drawBoard({ board: state.board, openDoors: [] });
  const mission = positionMissionOf(state);
  return {
    soldiers: state.soldiers.map((s) => ({
      name: s.id, at: s.at, facing: s.facing, hp: s.hp, xp: s.xp,
      ...(s.braced ? { braced: true } : {}),
      ...(s.overwatch ? { overwatch: s.overwatch as 'pistol' | 'shotgun' | 'mg' | 'sniper', reserved: s.reservedAp } : {}),
    })),
    aliens: state.aliens.filter((a) => a.hp > 0).map((a) => ({ kind: a.alienKind, contact: a.contact, at: a.at, hp: a.hp })),
    open: [...state.openDoors],
    round: state.round,
    ...(board === TEST_CHAMBER_DRAWN ? {} : { board }),
    ...(marked ? { spotterMark: marked.contact } : {}),
    ...(mission ? { mission } : {}),
  };
}

const TEST_CHAMBER_DRAWN = drawBoard({ board: TEST_CHAMBER, openDoors: [] });

/** Scenario A's deployment (kit 04), the position Inspect opens on when nothing else is asked. */
export function defaultPosition(): Position {
  return positionOf(newGame('A', { seed: 1 }));
}

/**
 * The position placed on the board with these variants (seed 1: a ruling rolls no dice). Throws
 * the loader's error, or the page's bound on boards (board.ts) before the engine reads the board.
 */
export function stateOf(position: Position, variants: Variants): GameState {
  boardOfPosition(position);
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

/**
 * Load…'s refusal of a file over the CLI's limit (MAX_POSITION_BYTES), asked before the file is
 * read: a 54 MB file would freeze the page for seconds. One line in the CLI's words, or null.
 */
export function positionFileProblem(name: string, bytes: number): string | null {
  return bytes > MAX_POSITION_BYTES ? `${name}: the file is ${bytes} bytes, over the ${MAX_POSITION_BYTES}-byte limit` : null;
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
