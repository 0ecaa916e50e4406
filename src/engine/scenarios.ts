/**
 * Scenarios of kit 04 (A, B, C) and custom positions, turned into starting GameStates.
 */
import { TEST_CHAMBER, parseBoard, toSquare, coordOf, terrainAt } from './board';
import { seedRng } from './dice';
import { alienId } from './figures';
// Types only: the zod schema (position.ts) stays out of the app's first load; built-in scenarios
// are trusted data, custom positions are validated in position.ts (gameFromPosition).
import type { Position, SoldierPlacement, AlienPlacement } from './position';
import { makeRuleset, type Ruleset, type RulesetOverrides } from './ruleset';
import type { AlienState, Board, GameState, SkillId, SoldierName, SoldierState, Square, WeaponId } from './types';

/** Skills in effect at an XP total: every rank whose threshold is reached (kit 02, kit 04 C). */
export function skillsAtXp(ruleset: Ruleset, name: SoldierName, xp: number): SkillId[] {
  const card = ruleset.soldiers[name];
  return card.skills.filter((_, i) => xp >= ruleset.xp.thresholds[i]);
}

export function makeSoldier(ruleset: Ruleset, p: SoldierPlacement, board: Board): SoldierState {
  const name = p.name;
  const card = ruleset.soldiers[name];
  const xp = Math.min(p.xp ?? 0, ruleset.xp.cap);
  const hp = p.hp ?? card.hp;
  if (hp > card.hp) throw new Error(`position: ${name} hp ${hp} is above the card's maximum ${card.hp}`);
  return {
    kind: 'soldier', id: name, at: toSquare(board, p.at), facing: p.facing, hp, xp,
    skills: skillsAtXp(ruleset, name, xp), pendingSkills: [], firstUnlockRound: null,
    ap: p.ap ?? 0, reservedAp: p.reserved ?? 0, braced: p.braced ?? false,
    overwatch: (p.overwatch as WeaponId | undefined) ?? null,
    weapons: card.weapons, armour: card.armour, items: p.items ?? card.items,
    activated: false, revivedThisRound: false, usedThisActivation: [], watchfulUsed: false, kills: 0,
  };
}

export function makeAlien(ruleset: Ruleset, p: AlienPlacement, board: Board): AlienState {
  const card = ruleset.aliens[p.kind];
  const hp = p.hp ?? card.hp;
  if (hp > card.hp) throw new Error(`position: ${p.kind} ${p.contact} hp ${hp} is above the card's maximum ${card.hp}`);
  return {
    kind: 'alien', id: alienId(p.contact), alienKind: p.kind, contact: p.contact,
    at: toSquare(board, p.at), hp, ap: p.ap ?? card.ap, activated: false,
  };
}

export interface NewGameOptions {
  readonly seed: number;
  readonly ruleset?: RulesetOverrides;
}

/**
 * A starting state from a position already in the format's shape (a built-in scenario, or a
 * custom one parsed by position.ts). The game stands at the squad refresh of `round` (phase
 * 'refresh'); soldiers' AP comes from the position (default 0) until the refresh. Throws naming
 * the problem for placements the schema cannot see (walls, shared squares, duplicate contacts).
 */
export function gameFromParsedPosition(position: Position, options: NewGameOptions & { scenario?: string }): GameState {
  const ruleset = makeRuleset(options.ruleset);
  const board = position.board ? parseBoard(position.board) : TEST_CHAMBER;
  const soldiers = position.soldiers.map((p) => makeSoldier(ruleset, p, board));
  const aliens = position.aliens.map((p) => makeAlien(ruleset, p, board));
  const open = position.open.map((s) => toSquare(board, s));
  for (const sq of open) {
    if (terrainAt(board, coordOf(sq)) !== 'door') throw new Error(`position: open: ${sq} is not a door`);
  }
  checkPlacements(board, open, [...soldiers, ...aliens]);
  return {
    rulesVersion: 'kit-0.2', scenario: options.scenario ?? 'custom', board, openDoors: open,
    soldiers, aliens, round: position.round, phase: 'refresh', activeSoldier: null, activeAlien: null,
    breachAdvanceReady: false, spotterMark: null, pending: null, outcome: null,
    objectiveAwarded: false, rng: seedRng(options.seed), ruleset,
  };
}

function checkPlacements(board: Board, open: readonly Square[], figures: readonly (SoldierState | AlienState)[]): void {
  const seen = new Map<string, string>();
  const contacts = new Set<number>();
  const names = new Set<string>();
  for (const f of figures) {
    const label = f.kind === 'soldier' ? f.id : `${f.alienKind} ${f.contact}`;
    const t = terrainAt(board, coordOf(f.at));
    if (t === 'wall' || (t === 'door' && !open.includes(f.at))) {
      throw new Error(`position: ${label} stands on ${f.at}, which is ${t === 'wall' ? 'a wall' : 'a closed door'}`);
    }
    if (f.kind === 'alien') {
      if (contacts.has(f.contact)) throw new Error(`position: contact ${f.contact} appears twice`);
      contacts.add(f.contact);
    } else {
      if (names.has(f.id)) throw new Error(`position: ${f.id} appears twice`);
      names.add(f.id);
    }
    if (f.hp === 0) continue; // downed soldiers do not occupy (RULINGS M2)
    const other = seen.get(f.at);
    if (other) throw new Error(`position: ${label} and ${other} share ${f.at}`);
    seen.set(f.at, label);
  }
}

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
      list.push({ id: `B-${s}-${cover}`, title: `Scenario B / ${s} at H4 vs worker at ${SCENARIO_B_TARGETS[cover]} (${cover})`, position: scenarioB(s, cover, false) });
    }
  }
  for (const cover of Object.keys(SCENARIO_B_POINT_BLANK) as ScenarioBCover[]) {
    const p = SCENARIO_B_POINT_BLANK[cover];
    list.push({ id: `B-Chen-pointblank-${cover}`, title: `Scenario B / Chen point blank at ${p.chen} vs worker at ${p.worker} (${cover})`, position: scenarioB('Chen', cover, true) });
  }
  return list;
}

/** Scenario B is a measurement exercise: enemies never activate (kit 04). */
export function isMeasurementScenario(id: string): boolean {
  return id.startsWith('B');
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
