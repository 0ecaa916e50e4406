/**
 * What a batch run plays (issue 18 §1): the scenario, how many games, the run's seed, the squad
 * policy and the rules (variants and overrides). Everything else (workers, shard, output) only
 * says how and where the games run, never what they are, so two runs of one spec agree game for
 * game. A spec is plain data: it crosses to worker threads and is written into reports.
 */
import type { RulesetOverrides } from '../engine/ruleset/ruleset';
import type { Mechanic } from '../ai/denial';
import { HEADLESS_BUDGET } from '../ai/planner/planner';
import type { SoldierName, Variants } from '../engine/state/types';
import { overridesOf, type Override } from '../engine/rule-changes/overrides';
import type { ScenarioFile } from '../engine/setup/scenario-file';

/**
 * The scenarios a batch may play (kit 04): A, and C at 3, 10 and 18 starting XP, each its own run
 * ("Test Veteran and Specialist skills in separate runs ... Do not mix those results").
 * Scenario B is a measurement exercise with aliens that never act: `chamber firing-range`.
 */
export const LAB_SCENARIOS = ['A', 'C', 'C-veteran', 'C-specialist'] as const;
export type LabScenario = (typeof LAB_SCENARIOS)[number];

/** Starting XP of each lab scenario (kit 04: A at 0; C at 3, 10 or 18). */
export const STARTING_XP: Readonly<Record<LabScenario, number>> = { A: 0, C: 3, 'C-veteran': 10, 'C-specialist': 18 };

export interface RunSpec {
  /** A lab scenario (LAB_SCENARIOS), or the id of `scenarioFile`. */
  readonly scenario: string;
  /**
   * The scenario file every game plays on (docs/scenarios.md), whole: plain data, so it crosses to
   * worker threads and is written into reports. Absent for a built-in scenario.
   */
  readonly scenarioFile?: ScenarioFile;
  /** Games in the whole run (a shard plays a slice of them). */
  readonly games: number;
  readonly seed: number;
  readonly squadAi: string;
  /** The planner's playouts per decision (issue 19 §1; absent: its headless default). */
  readonly budget?: number;
  /** Variants switched away from the kit reading (variants.ts). */
  readonly variants: Partial<Variants>;
  readonly overrides: readonly Override[];
  /** Mechanics the squad policy never uses (ai/denial.ts; absent: none). The rules stay as they are. */
  readonly deny?: readonly Mechanic[];
  /** Soldiers left off the board (squad-subset.ts; absent: none). */
  readonly without?: readonly SoldierName[];
}

/**
 * The soldiers' starting XP in a run, for the report's rank questions: the lab scenario's (kit 04),
 * or the highest a scenario file gives a soldier.
 */
export function startingXpOf(spec: Pick<RunSpec, 'scenario' | 'scenarioFile'>): number {
  if (spec.scenarioFile) return Math.max(0, ...spec.scenarioFile.soldiers.map((s) => s.xp ?? 0));
  return STARTING_XP[spec.scenario as LabScenario] ?? 0;
}

/**
 * The flag that names a spec's scenario on a command line: `--scenario A`, or for a scenario file
 * `--scenario-file <id>.json` (the file is embedded in report.json under spec.scenarioFile).
 */
export function scenarioFlag(spec: Pick<RunSpec, 'scenario' | 'scenarioFile'>): string {
  return spec.scenarioFile ? `--scenario-file ${spec.scenario}.json` : `--scenario ${spec.scenario}`;
}

/** The most games one run is asked for: a million games is hours of play. */
export const MAX_GAMES = 1_000_000;

/** The range of `budget`, the planner's playouts per decision (counted in playouts, never in time). */
export const BUDGET_RANGE = { min: 1, max: 10_000 } as const;

/** The ruleset overrides a spec plays under: its overrides, and its variants under `variants`. */
export function rulesetOverridesOf(spec: Pick<RunSpec, 'variants' | 'overrides'>): RulesetOverrides {
  const base = overridesOf(spec.overrides);
  return Object.keys(spec.variants).length ? { ...base, variants: { ...spec.variants } } : base;
}

/** The lab scenario named `name` (any case), or an error naming the known ones. */
export function labScenario(name: string, flag = '--scenario'): LabScenario {
  const found = LAB_SCENARIOS.find((s) => s.toLowerCase() === name.trim().toLowerCase());
  if (!found) {
    const hint = /^b/i.test(name.trim()) ? '; Scenario B is run by chamber firing-range' : '';
    throw new Error(`${flag}: unknown scenario "${name}" for a batch (known: ${LAB_SCENARIOS.join(', ')}${hint})`);
  }
  return found;
}

/** The squad's side of a spec in words: "greedy", "planner (budget 8), denied overwatch, without Voss" (the planner's budget always said). */
export function squadText(spec: { readonly squadAi: string; readonly budget?: number; readonly deny?: readonly string[]; readonly without?: readonly string[] }): string {
  return [
    spec.squadAi === 'planner' ? `planner (budget ${spec.budget ?? HEADLESS_BUDGET})` : spec.squadAi,
    ...(spec.deny?.length ? [`denied ${spec.deny.join(', ')}`] : []),
    ...(spec.without?.length ? [`without ${spec.without.join(', ')}`] : []),
  ].join(', ');
}

/** The flags that restrict a spec's squad, to repeat it on a command line: " --deny brace --without Voss" (or ""). */
export function restrictionFlags(spec: { readonly deny?: readonly string[]; readonly without?: readonly string[] }): string {
  return [...(spec.deny ?? []).map((m) => ` --deny ${m}`), ...(spec.without ?? []).map((n) => ` --without ${n}`)].join('');
}
