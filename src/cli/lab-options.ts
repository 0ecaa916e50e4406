/**
 * The options the balance lab's commands share (autoplay, compare; the rules also firing-range
 * and attack-odds), as specs with their help and
 * range (options.ts): the parser checks every number before the command runs.
 */
import { MECHANICS } from '../ai/denial';
import { policyNames } from '../ai/policies';
import { SOLDIER_NAMES } from '../engine/state/types';
import { LAB_PLANNER_BUDGET, LAB_SQUAD_TEXT } from '../lab/default-squad';
import { MAX_WORKERS, THREAD_FROM_GAMES } from '../lab/pool';
import { parseVariants, VARIANT_NAMES, VARIANT_RULINGS, variantTexts } from '../engine/rule-changes/variants';
import { overrideTexts, parseOverrides } from '../engine/rule-changes/overrides';
import { BUDGET_RANGE, LAB_SCENARIOS, MAX_GAMES, type RunSpec } from '../lab/run-spec';
import { UsageError } from './errors';
import { SEED_MAX, SEED_MIN } from '../lab/seeds';
import { integer, text, textList } from './options';

/** A million games is hours of play, the most a single run is asked for. */
export const GAMES = integer('N', 'how many games to play', { min: 1, max: MAX_GAMES, default: 1 });
/** A seed is a 32-bit word, signed or not (the record format's range, RULINGS D1). */
export const SEED = integer('S', 'the run\'s seed: game i (0-based) plays seed S+i, whatever the workers or shard', { min: SEED_MIN, max: SEED_MAX, default: 1 });
export const WORKERS = integer('K', `worker threads (default: every core; more than the cores play on as many as the cores; 1 is one worker thread, or this thread for a batch under ${THREAD_FROM_GAMES} games); results are the same for any K`, { min: 1, max: MAX_WORKERS });
export const SCENARIO = text('NAME', `the scenario: ${LAB_SCENARIOS.join(', ')} (default A; C at 3, 10 and 18 starting XP, kit 04)`);
/** A scenario file instead of a built-in scenario (issue 36 §2, docs/scenarios.md). */
export const SCENARIO_FILE = text('FILE.json', 'a scenario file (docs/scenarios.md) played instead of --scenario; a bad file is one line naming the JSON path and the problem');
export const SQUAD_AI = text('AI', `the squad's policy: ${policyNames.join(', ')} (default ${LAB_SQUAD_TEXT}: chamber ladder --scenario A --games 400 puts the planner's plateau at budget 8: 95.0% at 4, 98.0% at 8, 97.3% at 16, greedy 75.8%; ${LAB_PLANNER_BUDGET} plays about 9 to 16 games a second on one thread here (the host sways it); a weaker squad answers the playtest sheet about its own play)`);
/** The planner's playouts per decision (issue 19 §1): counted in playouts, never in time. */
export const BUDGET = integer('N', `the planner's playouts per decision (default ${LAB_PLANNER_BUDGET}, the lab budget); results depend on it, never on time; refused when no squad in the run is the planner`, BUDGET_RANGE);
/** Every variant, from the engine's list: the kit rulings' readings and the peer lifecycles (issue 20). */
const VARIANT_LIST = VARIANT_NAMES.map((n) => `${n} (${VARIANT_RULINGS[n].replace('RULINGS ', '')})`).join(', ');
export const VARIANT = textList('NAME', `switch a ruling variant from its default: ${VARIANT_LIST}; NAME=on|off sets it`);
export const OVERRIDE = textList('PATH=VALUE', 'set a ruleset number by its path, e.g. aliens.worker.hp=6 (chamber rules lists them)');
/** Restricted play (ai/denial.ts): the rules stay, the squad's policy never uses the mechanic. */
export const DENY = textList('MECHANIC', `the squad's policy never uses this mechanic (the rules do not change): ${MECHANICS.join(', ')}`);
/** A soldier left off the board (lab/squad-subset.ts). */
export const WITHOUT = textList('NAME', `play with this soldier left off the board: ${SOLDIER_NAMES.join(', ')} (at least one stays)`);

/** The rules a command runs under from its --variant and --override lists; a bad one is the usage line that names it. */
export function rulesOf(values: { readonly variant?: readonly string[]; readonly override?: readonly string[] }): Pick<RunSpec, 'variants' | 'overrides'> {
  try {
    return { variants: parseVariants(values.variant ?? []), overrides: parseOverrides(values.override ?? []) };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

/** "the kit as written", or "rules: shotgun.damage=2, figureCornerBlocks on (S3)" for a title line. */
export function rulesText(rules: Pick<RunSpec, 'variants' | 'overrides'>): string {
  const parts = [...variantTexts(rules.variants), ...overrideTexts(rules.overrides)];
  return parts.length ? `rules: ${parts.join(', ')}` : 'the kit\'s rules';
}
