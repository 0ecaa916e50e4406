/**
 * `chamber probe`: what each mechanic is worth (restricted play, ai/denial.ts). The squad's policy
 * plays the same seeds in full and with each mechanic denied in turn; each mechanic's worth is the
 * paired drop in win rate (full - denied) with Newcombe's interval and the exact McNemar p
 * (lab/mechanic-worth.ts). --json prints one line: {"scenario","games","seed","squadAi","budget",
 * "rules","full":{"wins","winRate","winRateCI95"},"mechanics":{"overwatch":{"wins","winRate",
 * "winRateCI95","drop","dropCI95","pValue","significant"},...}}. --shard K/N plays every way on the
 * K-th slice of the games; --report DIR keeps each game's outcome each way (report/outcome-grid.ts),
 * which `chamber report merge` puts back into the whole probe.
 */
import { MECHANICS, MECHANIC_WORDS, type Mechanic } from '../../ai/denial';
import { HEADLESS_BUDGET } from '../../ai/planner/planner';
import { defineCommand, refuseArguments } from '../command';
import { labSquad } from '../../lab/default-squad';
import { UsageError } from '../errors';
import { batchBasics, playOptionsOf, shardOfOption, specStartOf } from '../batch-basics';
import { BUDGET, GAMES, OVERRIDE, SCENARIO, SCENARIO_FILE, SEED, SQUAD_AI, VARIANT, WORKERS, rulesOf } from '../lab-options';
import { flag, text } from '../options';
import { mechanicWorth, sideSummary, type MechanicWorth } from '../../lab/mechanic-worth';
import { playSide, rulesTexts, runHead } from '../../lab/paired-play';
import { prepareFolder } from '../files';
import { writeOutcomeGrid, type OutcomeGridKind } from '../../lab/report/outcome-grid';
import { shardRange, type Shard } from '../../lab/shard';
import { squadText, type RunSpec } from '../../lab/run-spec';
import { pct, points } from '../../lab/percent';
import { counted } from '../../lab/report/counted';

const USAGE = 'chamber probe (--scenario A | --scenario-file FILE.json) --games N --seed S --squad-ai random|greedy|planner [--budget N] [--variant V]... [--override P=V]... [--workers K] [--shard K/N|auto/N] [--report DIR] [--json]';

function table(spec: RunSpec, full: ReturnType<typeof sideSummary>, worth: Record<Mechanic, MechanicWorth>, shard: Shard | null): string {
  const { from, to } = shardRange(spec.games, shard);
  return [
    `What each mechanic is worth: ${runHead(spec, squadText(spec))}${shard ? `; shard ${shard.index}/${shard.count}: games ${from}..${to - 1}` : ''}.`,
    `Full policy: ${counted(full.wins, 'win')}, ${pct(full.winRate)} (95% Wilson ${pct(full.winRateCI95[0])} to ${pct(full.winRateCI95[1])}).`,
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

/** The probe's --json object from each way's outcomes: in full, then each mechanic denied (MECHANICS order). */
export type ProbeFigures = ReturnType<typeof probeFigures>;

function probeFigures(spec: RunSpec, victories: readonly ArrayLike<number>[]) {
  const worth = {} as Record<Mechanic, MechanicWorth>;
  MECHANICS.forEach((m, i) => { worth[m] = mechanicWorth(victories[0], victories[1 + i]); });
  return {
    scenario: spec.scenario, games: victories[0].length, seed: spec.seed, squadAi: spec.squadAi, budget: spec.squadAi === 'planner' ? spec.budget ?? HEADLESS_BUDGET : null,
    rules: rulesTexts(spec), full: sideSummary(victories[0]), mechanics: worth,
  };
}

/** `chamber probe --report`'s report.json (report merge reads it back). */
export const PROBE_GRID: OutcomeGridKind<ProbeFigures> = {
  format: 'star-chamber-lab-probe',
  ways: ['full', ...MECHANICS.map((m) => `denied ${m}`)],
  figures: probeFigures,
  text: (spec, f, shard) => table(spec, f.full, f.mechanics, shard),
};

export const probe = defineCommand({
  name: 'probe',
  summary: 'what each mechanic is worth: the same seeds in full and with each mechanic denied to the squad in turn (the rules unchanged); '
    + 'the paired win-rate drop with Newcombe\'s 95% interval and the exact McNemar p',
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    'scenario-file': SCENARIO_FILE,
    games: GAMES,
    seed: SEED,
    'squad-ai': SQUAD_AI,
    budget: BUDGET,
    variant: VARIANT,
    override: OVERRIDE,
    workers: WORKERS,
    shard: text('K/N', 'play every way on the K-th (1 to N) of N slices of the games; auto/N takes K from JOB_COMPLETION_INDEX + 1; chamber report merge puts the shards\' reports together'),
    report: text('DIR', 'write report.json (the figures and each game\'s outcome each way) and report.md in DIR (made if missing)'),
    json: flag('print one line (budget: the planner\'s playouts per decision, null for random and greedy): {"scenario","games","seed","squadAi","budget","rules","full":{"wins","winRate","winRateCI95"},"mechanics":{"<mechanic>":{"wins","winRate","winRateCI95","drop","dropCI95","pValue","significant"}}}'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const basics = batchBasics(values);
    let spec: RunSpec;
    let shard: Shard | null;
    try {
      spec = {
        ...specStartOf(basics), ...labSquad(basics.squadAi, values.budget),
        ...rulesOf(values),
      };
      shard = shardOfOption(values.shard, spec.games);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const options = playOptionsOf(basics, values, io);
    const report = values.report ?? null;
    if (report !== null) prepareFolder('--report', report);
    const { from, to } = shardRange(spec.games, shard);
    const victories: Uint8Array[] = [];
    victories.push((await playSide(spec, 'games in full', options, shard)).victories.subarray(from, to));
    for (const m of MECHANICS) victories.push((await playSide({ ...spec, deny: [m] }, `games denied ${m}`, options, shard)).victories.subarray(from, to));
    const figures = probeFigures(spec, victories);
    if (report) writeOutcomeGrid(report, PROBE_GRID, spec, shard, victories, figures);
    io.stdout(values.json ? JSON.stringify(figures) + '\n' : PROBE_GRID.text(spec, figures, shard));
    return 0;
  },
});
