/**
 * Scenarios of kit 04 (A, B, C) and custom positions, turned into starting GameStates.
 */
import { seedRng } from '../combat/dice';
// Built-in scenarios are trusted data placed directly; custom positions are validated first in
// position.ts (the zod schema stays out of the app's first load).
import { gameFromParsedPosition, type NewGameOptions, type Position } from './placement';
import type { GameState, SoldierName } from '../state/types';

export { skillsAtXp, type NewGameOptions } from './placement';

const SCENARIO_A_POSITION: Position = {
  soldiers: [
    { name: 'Reyes', at: 'C3', facing: 'E' }, { name: 'Chen', at: 'D4', facing: 'E' },
    { name: 'Voss', at: 'C6', facing: 'E' }, { name: 'Okafor', at: 'B8', facing: 'E' },
    { name: 'Park', at: 'D8', facing: 'E' },
  ],
  aliens: [
    { kind: 'worker', contact: 1, at: 'J3' }, { kind: 'worker', contact: 2, at: 'I6' },
    { kind: 'warrior', contact: 3, at: 'J8' },
  ],
  open: [], round: 1,
};

/** Scenario B target squares (kit 04): exposed J4, soft I3, hard I5, full I7. */
export const SCENARIO_B_TARGETS = { exposed: 'J4', soft: 'I3', hard: 'I5', full: 'I7' } as const;
export type ScenarioBCover = keyof typeof SCENARIO_B_TARGETS;

/** Scenario B shotgun point-blank placements (kit 04): Chen's square and the worker's. */
export const SCENARIO_B_POINT_BLANK = {
  soft: { chen: 'J3', worker: 'I3', facing: 'W' },
  hard: { chen: 'J5', worker: 'I5', facing: 'W' },
  full: { chen: 'J7', worker: 'I7', facing: 'W' },
  exposed: { chen: 'K4', worker: 'J4', facing: 'W' },
} as const;

export interface ScenarioInfo {
  readonly id: string;
  readonly title: string;
  readonly position: Position;
  /** Kit 04 Scenario B is a measurement exercise: its enemies never activate, it has no objective. */
  readonly aliensAct?: false;
}

function withXp(xp: number): Position {
  return { ...SCENARIO_A_POSITION, soldiers: SCENARIO_A_POSITION.soldiers.map((s) => ({ ...s, xp })) };
}

function scenarioB(soldier: SoldierName, cover: ScenarioBCover, pointBlank: boolean): Position {
  const at = pointBlank ? SCENARIO_B_POINT_BLANK[cover].chen : 'H4';
  const target = pointBlank ? SCENARIO_B_POINT_BLANK[cover].worker : SCENARIO_B_TARGETS[cover];
  return {
    soldiers: [{ name: soldier, at, facing: pointBlank ? 'W' : 'E' }],
    aliens: [{ kind: 'worker', contact: 1, at: target }],
    open: ['F4', 'F7'], round: 1,
  };
}

/** Every built-in scenario, by id. */
export function scenarioList(): ScenarioInfo[] {
  const list: ScenarioInfo[] = [
    { id: 'A', title: 'Scenario A / Clear the test chamber', position: SCENARIO_A_POSITION },
    { id: 'C', title: 'Scenario C / Unlock timing (everyone at 3 XP)', position: withXp(3) },
    { id: 'C-veteran', title: 'Scenario C / Veteran start (10 XP)', position: withXp(10) },
    { id: 'C-specialist', title: 'Scenario C / Specialist start (18 XP)', position: withXp(18) },
  ];
  const soldiers: SoldierName[] = ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park'];
  for (const s of soldiers) {
    for (const cover of Object.keys(SCENARIO_B_TARGETS) as ScenarioBCover[]) {
      list.push({ id: `B-${s}-${cover}`, title: `Scenario B / ${s} at H4 vs worker at ${SCENARIO_B_TARGETS[cover]} (${cover})`, position: scenarioB(s, cover, false), aliensAct: false });
    }
  }
  for (const cover of Object.keys(SCENARIO_B_POINT_BLANK) as ScenarioBCover[]) {
    const p = SCENARIO_B_POINT_BLANK[cover];
    list.push({ id: `B-Chen-pointblank-${cover}`, title: `Scenario B / Chen point blank at ${p.chen} vs worker at ${p.worker} (${cover})`, position: scenarioB('Chen', cover, true), aliensAct: false });
  }
  return list;
}

/** What a game's scenario itself rules, beside the ruleset: whether its enemies act (kit 04 B). */
export interface ScenarioRules {
  readonly aliensAct: boolean;
}

const PLAIN: ScenarioRules = { aliensAct: true };
const MEASURED: ScenarioRules = { aliensAct: false };
let rulesById: ReadonlyMap<string, ScenarioRules> | null = null;
let lastRules: { readonly id: string; readonly rules: ScenarioRules } = { id: '', rules: PLAIN };

/**
 * The rules of the scenario a state names (GameState.scenario): a built-in scenario's own flags,
 * read from its definition; a custom position (any other name) plays by the kit. A game of a
 * built-in scenario from its position (a Play link, a record's start) keeps the scenario's id, so
 * keeps its rules; nothing of this is stored in a record.
 */
export function scenarioRules(id: string): ScenarioRules {
  // Asked at every decision (turnOrderOf): the last answer is kept, a game asks about one scenario.
  if (id === lastRules.id) return lastRules.rules;
  rulesById ??= new Map(scenarioList().map((s) => [s.id, s.aliensAct === false ? MEASURED : PLAIN]));
  lastRules = { id, rules: rulesById.get(id) ?? PLAIN };
  return lastRules.rules;
}

export function scenarioIds(): string[] {
  return scenarioList().map((s) => s.id);
}

/** A new game of a built-in scenario; throws naming the scenario if it is unknown. */
export function newGame(scenario: string, options: NewGameOptions): GameState {
  const key = `${scenario.toLowerCase()}|${JSON.stringify(options.ruleset ?? {})}`;
  let start = startingStates.get(key);
  if (!start) {
    const info = scenarioList().find((s) => s.id.toLowerCase() === scenario.toLowerCase());
    if (!info) throw new Error(`unknown scenario "${scenario}" (known: A, C, C-veteran, C-specialist, B-<soldier>-<cover>, B-Chen-pointblank-<cover>)`);
    start = deepFreeze(gameFromParsedPosition(info.position, { ...options, scenario: info.id }));
    if (startingStates.size >= MAX_STARTING_STATES) startingStates.clear();
    startingStates.set(key, start);
  }
  return { ...start, rng: seedRng(options.seed) };
}

/**
 * Starting states by scenario and ruleset overrides, seed aside: thousands of autoplay games start
 * from the same one, and states are immutable, so they share it (and its ruleset and board, which
 * every per-state cache and the state hash then meet only once).
 */
const startingStates = new Map<string, GameState>();

/** Frozen, so code that wrongly edits a state in place fails at once instead of leaking into other games. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}
const MAX_STARTING_STATES = 64;
