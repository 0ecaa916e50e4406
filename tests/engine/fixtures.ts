/**
 * Small fixtures for engine tests (STYLE 9): build a chamber from a custom position, refresh the
 * squad, and drive decisions and steps with readable helpers.
 */
import { apply, nextStep, step } from '../../src/engine/flow/game';
import { gameFromPosition } from '../../src/engine/setup/position';
import type { RulesetOverrides } from '../../src/engine/ruleset/ruleset';
import type { Decision, GameEvent, GameState, SoldierName } from '../../src/engine/state/types';
import { soldierOf } from '../../src/engine/state/figures';

export interface ChamberSpec {
  soldiers?: unknown[];
  aliens?: unknown[];
  open?: string[];
  round?: number;
  seed?: number;
  ruleset?: RulesetOverrides;
}

/** A state standing at the squad refresh for the given position (aliens hold their card AP). */
export function positionWith(spec: ChamberSpec): GameState {
  return gameFromPosition(
    { soldiers: spec.soldiers ?? [], aliens: spec.aliens ?? [], open: spec.open ?? [], round: spec.round ?? 1 },
    { seed: spec.seed ?? 1, ruleset: spec.ruleset, scenario: 'test' },
  );
}

/** A state at the start of the squad phase (AP refreshed) for the given position. */
export function chamberWith(spec: ChamberSpec): GameState {
  return step(positionWith(spec)).state;
}

/** Applies decisions in order, collecting every event. */
export function play(state: GameState, ...decisions: Decision[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const d of decisions) {
    const t = apply(s, d);
    s = t.state;
    events.push(...t.events);
  }
  return { state: s, events };
}

/** Runs engine steps (and nothing else) until the game waits for a squad decision or is over. */
export function runSteps(state: GameState, limit = 500): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && nextStep(s).kind === 'step'; i++) {
    const t = step(s);
    s = t.state;
    events.push(...t.events);
  }
  return { state: s, events };
}

export function ap(state: GameState, name: SoldierName): number {
  return soldierOf(state, name)!.ap;
}

export function eventsOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** A tough target so multi-shot tests never kill it by chance. */
export const TOUGH = { aliens: { warrior: { hp: 60 }, worker: { hp: 60 } } } as const;
