/**
 * `chamber probe`: what each mechanic is worth (restricted play, ai/denial.ts). The squad's policy
 * plays the same seeds in full and with each mechanic denied in turn; each mechanic's worth is the
 * paired drop in win rate (full - denied) with Newcombe's interval and the exact McNemar p
 * (lab/mechanic-worth.ts). --json prints one line: {"scenario","games","seed","squadAi","budget",
 * "rules","full":{"wins","winRate","winRateCI95"},"mechanics":{"overwatch":{"wins","winRate",
 * "winRateCI95","drop","dropCI95","pValue","significant"},...}}.
 */
import { MECHANICS, MECHANIC_WORDS, type Mechanic } from '../../ai/denial';
import { HEADLESS_BUDGET } from '../../ai/planner/planner';
import { defineCommand } from '../command';
import { labSquad } from '../../lab/default-squad';
import { UsageError } from '../errors';
import { batchBasics } from '../batch-basics';
import { BUDGET, GAMES, OVERRIDE, SCENARIO, SEED, SQUAD_AI, VARIANT, WORKERS } from '../lab-options';
import { flag } from '../options';
import { mechanicWorth, sideSummary, type MechanicWorth } from '../../lab/mechanic-worth';
import { parseOverrides } from '../../engine/rule-changes/overrides';
import { playSide, rulesTexts, runHead } from '../../lab/paired-play';
import { progressMode } from '../../lab/progress';
import { squadText, type RunSpec } from '../../lab/run-spec';
import { parseVariants } from '../../engine/rule-changes/variants';

const USAGE = 'chamber probe --scenario A --games N --seed S --squad-ai random|greedy|planner [--budget N] [--variant V]... [--override P=V]... [--workers K] [--json]';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const points = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

function table(spec: RunSpec, full: ReturnType<typeof sideSummary>, worth: Record<Mechanic, MechanicWorth>): string {
  return [
    `What each mechanic is worth: ${runHead(spec, squadText(spec))}.`,
    `Full policy: ${full.wins} wins, ${pct(full.winRate)} (95% Wilson ${pct(full.winRateCI95[0])} to ${pct(full.winRateCI95[1])}).`,
    'Each row: the same games with the squad denied that mechanic (the rules unchanged). Drop = full - denied, in points,',
    'with Newcombe\'s paired 95% interval (method 10) and the exact McNemar p (significant at p < 0.05).', '',
    `${'mechanic'.padEnd(10)} ${'denied'.padStart(7)} ${'drop'.padStart(7)}  ${'95% interval'.padEnd(16)} ${'p'.padStart(8)}`,
    ...MECHANICS.map((m) => {
      const w = worth[m];
      return `${m.padEnd(10)} ${pct(w.winRate).padStart(7)} ${points(w.drop).padStart(7)}  ${`${points(w.dropCI95[0])} to ${points(w.dropCI95[1])}`.padEnd(16)} ${w.pValue.toPrecision(3).padStart(8)}${w.significant ? '  *' : ''}`;
    }), '',
    ...MECHANICS.map((m) => `  ${m}: the squad ${MECHANIC_WORDS[m]}`), '',
  ].join('\n');
}

export const probe = defineCommand({
  name: 'probe',
  summary: 'what each mechanic is worth: the same seeds in full and with each mechanic denied to the squad in turn (the rules unchanged); '
    + 'the paired win-rate drop with Newcombe\'s 95% interval and the exact McNemar p',
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    games: GAMES,
    seed: SEED,
    'squad-ai': SQUAD_AI,
    budget: BUDGET,
    variant: VARIANT,
    override: OVERRIDE,
    workers: WORKERS,
    json: flag('print one line (budget: the planner\'s playouts per decision, null for random and greedy): {"scenario","games","seed","squadAi","budget","rules","full":{"wins","winRate","winRateCI95"},"mechanics":{"<mechanic>":{"wins","winRate","winRateCI95","drop","dropCI95","pValue","significant"}}}'),
  },
  async run(positionals, values, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (usage: ${USAGE})`);
    const basics = batchBasics(values);
    if (basics.workersNote) io.stderr?.(`chamber: ${basics.workersNote}\n`);
    let spec: RunSpec;
    try {
      spec = {
        scenario: basics.scenario, games: basics.games, seed: basics.seed, ...labSquad(basics.squadAi, values.budget),
        variants: parseVariants(values.variant ?? []), overrides: parseOverrides(values.override ?? []),
      };
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const options = { workers: basics.workers, progress: progressMode(values.json === true), writeLine: (line: string) => io.stderr?.(line) };
    const full = await playSide(spec, 'games in full', options);
    const worth = {} as Record<Mechanic, MechanicWorth>;
    for (const m of MECHANICS) {
      const denied = await playSide({ ...spec, deny: [m] }, `games denied ${m}`, options);
      worth[m] = mechanicWorth(full.victories, denied.victories);
    }
    const fullSummary = sideSummary(full.victories);
    if (values.json) {
      io.stdout(JSON.stringify({
        scenario: spec.scenario, games: spec.games, seed: spec.seed, squadAi: spec.squadAi, budget: spec.squadAi === 'planner' ? spec.budget ?? HEADLESS_BUDGET : null,
        rules: rulesTexts(spec), full: fullSummary, mechanics: worth,
      }) + '\n');
    } else {
      io.stdout(table(spec, fullSummary, worth));
    }
    return 0;
  },
});
