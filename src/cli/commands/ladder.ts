/**
 * `chamber ladder`: the skill ladder (lab/ladder.ts). Random, greedy and the planner at each
 * budget play the same seeds; each rung's games, wins, win rate (Wilson 95%) and mean rounds are
 * exactly `chamber autoplay`'s for its settings; neighbouring rungs are compared pair by pair; the
 * plateau is named. --json prints one line: {"rungs":[{"squadAi","budget","games","wins",
 * "winRate","winRateCI95","meanRounds"},...],"plateau":{"budget":n|null}}.
 * --report DIR writes report.json, report.md and report.csv (lab/ladder-report.ts). --shard is not
 * offered yet: a ladder runs in one process.
 */
import { defineCommand } from '../command';
import { UsageError } from '../errors';
import { prepareFolder } from '../files';
import { batchBasics, restrictionsOf } from '../batch-basics';
import { DENY, GAMES, OVERRIDE, SCENARIO, SEED, VARIANT, WORKERS } from '../lab-options';
import { flag, text } from '../options';
import { DEFAULT_BUDGETS, ladderOf, ladderPolicies, parseBudgets, plateauVerdict, type Rung, type RungStep } from '../../lab/ladder';
import { writeLadderReport, type LadderOutcomes } from '../../lab/ladder-report';
import { parseOverrides } from '../../engine/rule-changes/overrides';
import { playSide, rulesTexts } from '../../lab/paired-play';
import { progressMode } from '../../lab/progress';
import type { RunSpec } from '../../lab/run-spec';
import type { GameRow } from '../../lab/game-row';
import { RunTally } from '../../lab/totals';
import { sheetAnswers } from '../../lab/report/answers';
import { ladderAnswers } from '../../lab/report/ladder-answers';
import { parseVariants } from '../../engine/rule-changes/variants';

const USAGE = 'chamber ladder --scenario A --games N --seed S [--budgets 1,2,4,8,16,32,64] [--deny MECHANIC]... [--variant V]... [--override P=V]... [--workers K] [--report DIR] [--json]';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const points = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
const rungName = (r: Rung) => (r.budget === null ? r.squadAi : `planner ${r.budget}`);

function table(spec: RunSpec, rungs: readonly Rung[], steps: readonly RungStep[], plateau: number | null): string {
  const rules = rulesTexts(spec);
  const verdict = plateauVerdict(rungs, plateau);
  return [
    `Skill ladder: ${spec.games} game${spec.games === 1 ? '' : 's'} of Scenario ${spec.scenario} (seeds ${spec.seed}..${spec.seed + spec.games - 1}), every rung on the same seeds; `
      + `${rules.length ? `rules: ${rules.join(', ')}` : 'the kit as written'}${spec.deny?.length ? `; the squad denied ${spec.deny.join(', ')}` : ''}.`, '',
    `${'squad AI'.padEnd(12)} ${'wins'.padStart(6)} ${'win rate'.padStart(9)}  ${'95% Wilson'.padEnd(16)} ${'rounds'.padStart(6)}   step from the rung above (Newcombe 95%, McNemar p)`,
    ...rungs.map((r, i) => {
      const s = i > 0 ? steps[i - 1] : null;
      return `${rungName(r).padEnd(12)} ${String(r.wins).padStart(6)} ${pct(r.winRate).padStart(9)}  ${`${pct(r.winRateCI95[0])} to ${pct(r.winRateCI95[1])}`.padEnd(16)} ${r.meanRounds.toFixed(2).padStart(6)}`
        + (s ? `   ${points(s.diff)} (${points(s.diffCI95[0])} to ${points(s.diffCI95[1])}), p ${s.pValue.toPrecision(3)}${s.significant ? ' *' : ''}` : '');
    }), '', verdict, '',
  ].join('\n');
}

export const ladder = defineCommand({
  name: 'ladder',
  summary: 'the skill ladder: random, greedy and the planner at each budget play the same seeds; each rung\'s win rate (Wilson 95%), '
    + 'neighbouring rungs paired (Newcombe 95%, exact McNemar), and the plateau: the rules\' own difficulty for good play',
  usage: USAGE,
  options: {
    scenario: SCENARIO,
    games: GAMES,
    seed: SEED,
    budgets: text('B1,B2,...', `the planner's budgets (playouts per decision), rising (default ${DEFAULT_BUDGETS.join(',')})`),
    deny: DENY,
    variant: VARIANT,
    override: OVERRIDE,
    workers: WORKERS,
    report: text('DIR', 'write report.json (every rung, step and game; the playtest sheet answered under greedy and the top planner rung, each answer "stable": false when their verdicts differ), report.md and report.csv (one row a game, every rung\'s outcome) in DIR (made if missing)'),
    json: flag('print one line: {"rungs":[{"squadAi","budget","games","wins","winRate","winRateCI95","meanRounds"},...],"plateau":{"budget":n|null}}'),
  },
  async run(positionals, values, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (usage: ${USAGE})`);
    const basics = batchBasics(values);
    if (basics.workersNote) io.stderr?.(`chamber: ${basics.workersNote}\n`);
    let base: Omit<RunSpec, 'squadAi'>;
    let budgets: number[];
    try {
      budgets = values.budgets === undefined ? [...DEFAULT_BUDGETS] : parseBudgets(values.budgets);
      base = {
        scenario: basics.scenario, games: basics.games, seed: basics.seed,
        variants: parseVariants(values.variant ?? []), overrides: parseOverrides(values.override ?? []),
        ...restrictionsOf({ deny: values.deny }),
      };
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    const report = values.report ?? null;
    if (report !== null) prepareFolder('--report', report);
    const options = { workers: basics.workers, progress: progressMode(values.json === true), writeLine: (line: string) => io.stderr?.(line) };
    const played: LadderOutcomes[] = [];
    const policies = ladderPolicies(budgets);
    // With --report the sheet is answered from greedy's games and the top planner rung's (issue §2).
    const sheets: { spec: RunSpec; tally: RunTally }[] = [];
    for (const policy of policies) {
      const spec: RunSpec = { ...base, squadAi: policy.squadAi, ...(policy.budget !== null ? { budget: policy.budget } : {}) };
      const answered = report !== null && (policy.squadAi === 'greedy' || (policy === policies[policies.length - 1] && policy.squadAi === 'planner'));
      const tally = answered ? new RunTally(spec) : null;
      if (tally) sheets.push({ spec, tally });
      const side = await playSide(spec, `games by ${policy.budget === null ? policy.squadAi : `the planner at budget ${policy.budget}`}`, { ...options, ...(tally ? { onRow: (row: GameRow) => tally.add(row) } : {}) });
      played.push({ victories: side.victories, rounds: side.rounds });
    }
    const { rungs, steps, plateau } = ladderOf(budgets, played);
    const text = table({ ...base, squadAi: 'planner' }, rungs, steps, plateau);
    if (report) {
      const [greedy, top] = sheets.map((x) => sheetAnswers(x.spec, x.tally.totals()));
      writeLadderReport(report, { ...base, squadAi: 'planner' }, { rungs, steps, plateau }, played, text, top ? ladderAnswers(greedy, top) : []);
    }
    io.stdout(values.json ? JSON.stringify({ rungs, plateau: { budget: plateau } }) + '\n' : text);
    return 0;
  },
});
