/**
 * A scenario file (scenario-file.ts) as a starting GameState: checked (scenario-checks.ts), its
 * figures placed as a position is (placement.ts), its round limit and objective XP laid under the
 * run's ruleset overrides (SC-R1), and its mission rules kept in `state.mission` only when it has
 * any beyond the kit's chamber (SC-F2), so the kit's Scenario A written as a file plays exactly
 * the built-in Scenario A's games, state hash for state hash.
 */
import { squareName, parseSquare } from '../board/board';
import { alienId } from '../state/figures';
import { KIT_RULESET, type RulesetOverrides } from '../ruleset/ruleset';
import type { GameState, Mission, Square } from '../state/types';
import { checkScenario, type CheckOptions } from './scenario-checks';
import { parseScenarioShape, type ScenarioFile } from './scenario-file';
import { gameFromParsedPosition, type NewGameOptions, type Position } from './placement';

const sq = (name: string): Square => squareName(parseSquare(name)!);

/** Parses and checks a JSON value as a scenario file; throws "scenario: PATH: problem". */
export function parseScenarioFile(json: unknown, options: CheckOptions = {}): ScenarioFile {
  const file = parseScenarioShape(json);
  checkScenario(file, options);
  return file;
}

/** The file's figures and open doors as a custom position (placement.ts). */
export function scenarioPosition(file: ScenarioFile): Position {
  return {
    soldiers: file.soldiers.map((s) => ({
      name: s.name, at: s.at, facing: s.facing,
      ...(s.hp !== undefined ? { hp: s.hp } : {}), ...(s.xp !== undefined ? { xp: s.xp } : {}),
      ...(s.items !== undefined ? { items: s.items } : {}),
    })),
    aliens: file.aliens.map((a) => ({ kind: a.kind, contact: a.contact, at: a.at, ...(a.hp !== undefined ? { hp: a.hp } : {}) })),
    open: file.doors.filter((d) => d.open).flatMap((d) => d.squares.map(sq)),
    round: 1,
    board: file.board,
  };
}

/**
 * SC-R1: the scenario's round limit and objective XP are ruleset numbers (ruleset.roundLimit,
 * xp.objective), set only where they differ from the kit's card; the run's own overrides (--override
 * roundLimit=8) win over them.
 */
export function scenarioOverrides(file: ScenarioFile, run: RulesetOverrides = {}): RulesetOverrides {
  const own: { roundLimit?: number; xp?: { objective: number } } = {};
  if (file.roundLimit !== KIT_RULESET.roundLimit) own.roundLimit = file.roundLimit;
  if (file.objectiveXp !== KIT_RULESET.xp.objective) own.xp = { objective: file.objectiveXp };
  if (!Object.keys(own).length) return run;
  return { ...own, ...run, ...(own.xp || run.xp ? { xp: { ...own.xp, ...run.xp } } : {}) };
}

/** The mission rules beyond the kit chamber's, or null when the file has none (SC-F2). */
export function missionOf(file: ScenarioFile): Mission | null {
  const assemblies = file.doors.filter((d) => d.squares.length > 1).map((d) => d.squares.map(sq));
  const locked = file.doors.filter((d) => d.locked).flatMap((d) => d.squares.map(sq));
  const dormant = file.aliens.filter((a) => a.dormant).map((a) => alienId(a.contact));
  const log = file.objects.find((o) => o.kind === 'log');
  const consoles = file.objects.flatMap((o) => (o.kind === 'console' ? [{ at: sq(o.at), unlocks: o.unlocks.map(sq), used: false }] : []));
  const ascending = [...file.aliens.map((a) => a.contact)].sort((a, b) => a - b);
  const order = file.contactOrder && file.contactOrder.some((c, i) => c !== ascending[i]) ? file.contactOrder : null;
  const plain = !assemblies.length && !locked.length && !dormant.length && !log && !consoles.length && !order && file.victory === 'clear-hostiles';
  if (plain) return null;
  return {
    victory: file.victory, assemblies, locked, dormant, waiting: [],
    log: log ? { at: sq(log.at), carrier: null, recovered: false } : null,
    logXp: file.logXp, contactOrder: order,
    // Only when it has any: the missions made before consoles keep their state hash.
    ...(consoles.length ? { consoles } : {}),
  };
}

/** A new game of a checked scenario file at a seed, under the run's ruleset overrides. */
export function gameFromScenarioFile(file: ScenarioFile, options: NewGameOptions): GameState {
  let state: GameState;
  try {
    state = gameFromParsedPosition(scenarioPosition(file), { seed: options.seed, ruleset: scenarioOverrides(file, options.ruleset), scenario: file.id });
  } catch (err) {
    // Placement's own checks (an hp above the card) name the position; here it is the scenario.
    throw new Error((err instanceof Error ? err.message : String(err)).replace(/^position: /, 'scenario: '));
  }
  const mission = missionOf(file);
  return mission ? { ...state, mission } : state;
}

/** A new game from any JSON value read as a scenario file: parsed, checked, placed. */
export function gameFromScenarioJson(json: unknown, options: NewGameOptions): GameState {
  return gameFromScenarioFile(parseScenarioFile(json), options);
}
