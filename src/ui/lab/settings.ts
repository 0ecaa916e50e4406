/**
 * The Lab's run settings (issue 18 §5), the CLI's own (chamber autoplay / compare / firing-range):
 * scenario, games, seed, squad AI and the planner's budget, variants and overrides. What is typed
 * is checked as the CLI checks its flags, by the balance lab's own parsers, into a RunSpec; a bad
 * value is one line naming it. Each run also reads as the command line that plays the same games.
 */
import { policyNames } from '../../ai/policies';
import { KIT_RULESET } from '../../engine/ruleset/ruleset';
import type { Variants } from '../../engine/state/types';
import { overrideTexts, parseOverride, parseOverrides, type Override } from '../../engine/rule-changes/overrides';
import { BUDGET_RANGE, LAB_SCENARIOS, MAX_GAMES, restrictionFlags, scenarioFlag, type LabScenario, type RunSpec } from '../../lab/run-spec';
import { parseMechanics, type Mechanic } from '../../ai/denial';
import { SEED_MAX, SEED_MIN, seedRangeProblem } from '../../lab/seeds';
import { parseVariants, VARIANT_NAMES, type VariantName } from '../../engine/rule-changes/variants';
import { LAB_PLANNER_BUDGET, LAB_SQUAD_AI } from '../../lab/default-squad';
import type { ScenarioFile } from '../../engine/setup/scenario-file';
import { nextExperiment } from '../../lab/report/answers';
import { parseBudgets } from '../../lab/ladder';
import { RunTally, type RunTotals } from '../../lab/totals';

export { LAB_SCENARIOS, policyNames };

/** What the run form holds, as typed. */
export interface RunForm {
  readonly scenario: LabScenario;
  readonly games: string;
  readonly seed: string;
  readonly squadAi: string;
  /** The planner's playouts per decision (`--budget`; used only with the planner). */
  readonly budget: string;
  /** A scenario file to play instead of `scenario` (issue 36 §2: the picker's files, the editor's "Lab it"). */
  readonly scenarioFile?: ScenarioFile;
}

/** One side's rules: the variants switched away from the kit reading and the overrides. */
export interface RulesForm {
  readonly variants: Partial<Variants>;
  readonly overrides: readonly Override[];
}

export const KIT_RULES: RulesForm = { variants: {}, overrides: [] };

/** What the Compare view starts with: rules a and b, and where b's change comes from, in words. */
export interface ComparePrefill {
  readonly a: RulesForm;
  readonly b: RulesForm;
  readonly note: string;
}

/**
 * Rules a and b for a comparison that measures the change a batch's report proposes (its playtest
 * sheet's last answer, report/answers.ts nextExperiment): a plays the batch's rules, b the same
 * with the change. Without a batch (`totals` null), the change the sheet proposes on no evidence.
 */
export function comparePrefill(spec: Pick<RunSpec, 'variants' | 'overrides'> | null, totals: RunTotals | null): ComparePrefill {
  const rules: RulesForm = spec ? { variants: { ...spec.variants }, overrides: [...spec.overrides] } : KIT_RULES;
  const { change, why } = nextExperiment(totals ?? new RunTally(rules).totals(), rules);
  const note = totals
    ? `b: the last batch's rules with ${change}, the change its report proposes (${why}).`
    : `b: ${change}, the change a report proposes before any games (${why}); a batch's report proposes its own.`;
  return { a: rules, b: withOverride(rules, change), note };
}

/** The page plays the CLI's default squad (lab/default-squad.ts): the planner at the lab budget. */
export { LAB_PLANNER_BUDGET };

export const DEFAULT_RUN: RunForm = { scenario: 'A', games: '200', seed: '1', squadAi: LAB_SQUAD_AI, budget: String(LAB_PLANNER_BUDGET) };

/** A whole number from `min` to `max`, or the CLI's words for what is wrong with it. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const t = text.trim();
  const n = /^[+-]?\d+$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  if (n < min || n > max) throw new Error(`${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/** A form's rules checked as the CLI checks --variant and --override; throws the CLI's one line. */
export function rulesOf(rules: RulesForm): Pick<RunSpec, 'variants' | 'overrides'> {
  return { variants: parseVariants(variantTexts(rules.variants), 'variant'), overrides: parseOverrides(overrideTexts(rules.overrides), 'override') };
}

/** The spec a form plays; throws one line naming the first bad value. */
export function specOf(run: RunForm, rules: RulesForm): RunSpec {
  if (!run.scenarioFile && !(LAB_SCENARIOS as readonly string[]).includes(run.scenario)) throw new Error(`unknown scenario "${run.scenario}" (known: ${LAB_SCENARIOS.join(', ')})`);
  const games = wholeNumber('games', run.games, 1, MAX_GAMES);
  const seed = wholeNumber('seed', run.seed, SEED_MIN, SEED_MAX);
  const range = seedRangeProblem(seed, games);
  if (range) throw new Error(range.replace(/--(seed|games)/g, '$1'));
  if (!policyNames.includes(run.squadAi)) throw new Error(`unknown squad AI "${run.squadAi}" (known: ${policyNames.join(', ')})`);
  const planner = run.squadAi === 'planner';
  const budget = planner ? wholeNumber('planner budget', run.budget, BUDGET_RANGE.min, BUDGET_RANGE.max) : undefined;
  return {
    ...(run.scenarioFile ? { scenario: run.scenarioFile.id, scenarioFile: run.scenarioFile } : { scenario: run.scenario }),
    games, seed, squadAi: run.squadAi, ...(budget === undefined ? {} : { budget }),
    ...rulesOf(rules),
  };
}

/** `figureCornerBlocks=on` for each variant switched (explicit, so a reader need not know the kit default). */
export function variantTexts(variants: Partial<Variants>): string[] {
  return VARIANT_NAMES.filter((n) => variants[n] !== undefined).map((n) => `${n}=${variants[n] ? 'on' : 'off'}`);
}

/** A variant's kit reading (a lifecycle variant, absent from the kit's ruleset, is off). */
export function kitReading(name: VariantName): boolean {
  return KIT_RULESET.variants[name] ?? false;
}

/** The rules with variant `name` set `on` (kept only when it differs from the kit reading). */
export function withVariant(rules: RulesForm, name: VariantName, on: boolean): RulesForm {
  const variants: Partial<Variants> = { ...rules.variants, [name]: on };
  if (on === kitReading(name)) delete variants[name];
  return { ...rules, variants };
}

/** The rules with one more override, `PATH=VALUE` as typed; throws the CLI's one line when it is bad. */
export function withOverride(rules: RulesForm, text: string): RulesForm {
  const added = parseOverride(text, 'override');
  const overrides = [...rules.overrides.filter((o) => o.path !== added.path), added];
  parseOverrides(overrideTexts(overrides), 'override');
  return { ...rules, overrides };
}

export function withoutOverride(rules: RulesForm, path: string): RulesForm {
  return { ...rules, overrides: rules.overrides.filter((o) => o.path !== path) };
}

/** The squad policy in words: "greedy", or "planner (budget 8)" (as compare's report.md has it). */
export function squadAiText(s: Pick<RunSpec, 'squadAi' | 'budget'>): string {
  return s.budget !== undefined && s.squadAi === 'planner' ? `planner (budget ${s.budget})` : s.squadAi;
}

/** A run's flags (`--scenario ... --squad-ai ... --budget ...`), as every lab command takes them. */
export const runFlags = (s: RunSpec) => `${scenarioFlag(s)} --games ${s.games} --seed ${s.seed} --squad-ai ${s.squadAi}${s.budget === undefined ? '' : ` --budget ${s.budget}`}`;
/** A run's --variant and --override flags (`prefix`: compare's `a-`, `b-`). */
export const rulesFlags = (r: Pick<RunSpec, 'variants' | 'overrides'>, prefix: string) => [
  ...variantTexts(r.variants).map((v) => `--${prefix}variant ${v}`), ...overrideTexts(r.overrides).map((o) => `--${prefix}override ${o}`),
];

/** The command that plays the same batch (`chamber autoplay ... --json`). */
export function autoplayLine(s: RunSpec): string {
  return ['chamber autoplay', runFlags(s), ...rulesFlags(s, ''), '--json'].join(' ');
}

/** The command that plays the same comparison; `sprt`, the one that stops when decided (the test's default settings). */
export function compareLine(a: RunSpec, b: RunSpec, sprt = false): string {
  const policies = a.squadAi === b.squadAi ? [] : [`--a-squad-ai ${a.squadAi}`, `--b-squad-ai ${b.squadAi}`];
  return ['chamber compare', runFlags(a), ...policies, ...rulesFlags(a, 'a-'), ...rulesFlags(b, 'b-'), ...(sprt ? ['--sprt'] : []), '--json'].join(' ');
}

/** The firing range's settings as the store starts them. */
export const DEFAULT_FIRING = { attacks: '500', seed: '1' } as const;

/** The command that fires the same range (`chamber firing-range ... --json`). */
export function firingLine(attacks: number, seed: number, rules: Pick<RunSpec, 'variants' | 'overrides'> = KIT_RULES): string {
  return ['chamber firing-range', `--attacks ${attacks} --seed ${seed}`, ...rulesFlags(rules, ''), '--json'].join(' ');
}

/** The Ladder view's form (`chamber ladder`'s flags): no squad AI, the ladder plays them all. */
export interface LadderForm {
  readonly scenario: LabScenario;
  readonly games: string;
  readonly seed: string;
  /** `--budgets`, as typed: "1,2,4,8". */
  readonly budgets: string;
  /** `--deny`: mechanics no rung's squad uses (ai/denial.ts; the rules stay as they are). */
  readonly deny: readonly Mechanic[];
}

/** Small, to finish in a browser in a few minutes: 20 games a rung, the planner up to budget 8 (six rungs, 120 games). */
export const DEFAULT_LADDER: LadderForm = { scenario: 'A', games: '20', seed: '1', budgets: '1,2,4,8', deny: [] };

/** The ladder a form plays: its run (checked as specOf checks a batch's) and its budgets (as the CLI checks --budgets). */
export function ladderOfForm(form: LadderForm, rules: RulesForm): { base: Omit<RunSpec, 'squadAi' | 'budget'>; budgets: number[] } {
  const { squadAi: _s, budget: _b, ...run } = specOf({ ...form, squadAi: 'random', budget: '' }, rules);
  // As the CLI's restrictionsOf: the key only when something is denied, so the spec is the CLI's.
  const deny = parseMechanics(form.deny, 'deny');
  return { base: { ...run, ...(deny.length ? { deny } : {}) }, budgets: parseBudgets(form.budgets, 'budgets') };
}

/** The command that plays the same ladder. */
export function ladderLine(base: Omit<RunSpec, 'squadAi' | 'budget'>, budgets: readonly number[]): string {
  return ['chamber ladder', `--scenario ${base.scenario} --games ${base.games} --seed ${base.seed} --budgets ${budgets.join(',')}${restrictionFlags(base)}`, ...rulesFlags(base, ''), '--json'].join(' ');
}
