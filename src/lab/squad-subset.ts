/**
 * A lab scenario played with soldiers left off the board (`--without NAME`, the lab's "what each
 * soldier is worth"): the kit 04 position with those soldiers removed, everything else as written.
 * The record holds the full starting position it was played from, so `chamber replay verify`
 * verifies it as any other game.
 */
import { seedRng } from '../engine/combat/dice';
import { gameFromParsedPosition } from '../engine/setup/placement';
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import { newGame, scenarioList } from '../engine/setup/scenarios';
import { SOLDIER_NAMES, type GameState, type SoldierName } from '../engine/state/types';

/** The soldier named `name` (any case), or an error naming the squad. */
export function parseSoldier(name: string, flag = '--without'): SoldierName {
  const found = SOLDIER_NAMES.find((n) => n.toLowerCase() === name.trim().toLowerCase());
  if (!found) throw new Error(`${flag} "${name}": unknown soldier (the squad: ${SOLDIER_NAMES.join(', ')})`);
  return found;
}

/**
 * The soldiers of repeated `--without` flags, each once, in squad order. Each must be on the
 * scenario's board (`squad`: a scenario file may field fewer than five), and at least one of them
 * must stay: leaving off a soldier who is not there, or everyone, would play a game nobody asked for.
 */
export function parseWithout(names: readonly string[], flag = '--without', squad: readonly SoldierName[] = SOLDIER_NAMES): SoldierName[] {
  const given = new Set(names.map((n) => parseSoldier(n, flag)));
  const absent = [...given].find((n) => !squad.includes(n));
  if (absent) throw new Error(`${flag} "${absent}": ${absent} is not on this scenario's board (its squad: ${squad.join(', ')})`);
  if (given.size === squad.length) throw new Error(`${flag}: at least one soldier must stay on the board (an empty squad loses by definition)`);
  return SOLDIER_NAMES.filter((n) => given.has(n));
}

/**
 * The soldiers a run's scenario fields before any are left off, in squad order: a built-in
 * scenario's, or a scenario file's (which may field fewer than five).
 */
export function runSquad(spec: { readonly scenario: string; readonly scenarioFile?: { readonly soldiers: readonly { readonly name: SoldierName }[] } }): SoldierName[] {
  const fielded = spec.scenarioFile?.soldiers ?? scenarioList().find((s) => s.id === spec.scenario)?.position.soldiers;
  const names = new Set(fielded?.map((s) => s.name) ?? SOLDIER_NAMES);
  return SOLDIER_NAMES.filter((n) => names.has(n));
}

/**
 * Starting states by scenario, soldiers left off and overrides, seed aside: every game of a run
 * shares one (and its ruleset, which the policies' caches key on), as newGame's do.
 */
const starts = new Map<string, GameState>();
const MAX_STARTS = 64;

/** The starting state of `scenario` at `seed` without the soldiers `without` (newGame's when none). */
export function startWithout(scenario: string, without: readonly SoldierName[], seed: number, ruleset: RulesetOverrides): GameState {
  if (without.length === 0) return newGame(scenario, { seed, ruleset });
  const key = `${scenario}|${without.join(',')}|${JSON.stringify(ruleset)}`;
  let start = starts.get(key);
  if (!start) {
    const info = scenarioList().find((s) => s.id === scenario);
    if (!info) throw new Error(`unknown scenario "${scenario}"`);
    const position = { ...info.position, soldiers: info.position.soldiers.filter((s) => !without.includes(s.name)) };
    start = Object.freeze(gameFromParsedPosition(position, { seed, ruleset, scenario: info.id }));
    if (starts.size >= MAX_STARTS) starts.clear();
    starts.set(key, start);
  }
  return { ...start, rng: seedRng(seed) };
}
