/**
 * `chamber calibrate` (issue 34 §2): the whole value of one ruleset number (--path, e.g.
 * aliens.worker.hp) whose win rate is nearest --target, within its `chamber rules` range or
 * --range LO..HI: noisy bisection on paired seeds, each step played 10 games at a time until its
 * Wilson interval excludes the target or it has played --games N, then the value and its
 * neighbours measured with N games (lab/calibrate.ts). Every game is `chamber autoplay`'s for its
 * settings with --override PATH=VALUE. --json prints one line: {"path","target","value","winRate",
 * "winRateCI95","neighbours":[{"value","winRate","winRateCI95"}],"tried":[{"value","games","winRate"}]};
 * a target no value reaches, or a win rate that does not move monotonically, is said on stderr
 * then (in the text, and report.json's "reached" and "monotone", otherwise).
 */
import { defineCommand, refuseArguments } from '../command';
import { UsageError } from '../errors';
import { prepareFolder } from '../files';
import { batchBasics, playOptionsOf, restrictionsOf, specStartOf, type BatchValues } from '../batch-basics';
import { BUDGET, DENY, GAMES, OVERRIDE, SCENARIO, SCENARIO_FILE, SEED, SQUAD_AI, VARIANT, WORKERS, rulesOf } from '../lab-options';
import { flag, text } from '../options';
import { calibrate, type CalibrateTask } from '../../lab/calibrate';
import { calibratePath, parseRange, parseTarget } from '../../lab/calibrate-input';
import { calibrateJson, calibrateReportFiles, calibrateText, calibrateWarnings, type CalibrateRun } from '../../lab/calibrate-report';
import { labSquad } from '../../lab/default-squad';
import { runBatch } from '../../lab/run-batch';
import type { RunSpec } from '../../lab/run-spec';
import { writeReportFiles } from '../../lab/report/write-files';

/** Games a value by default: enough for a Wilson interval about 20 points wide at 50%. */
const DEFAULT_GAMES = 100;

const USAGE = 'chamber calibrate --path PATH --target T [--range LO..HI] [--scenario A | --scenario-file FILE.json] [--squad-ai AI] [--budget B] [--games N] [--seed S] '
  + '[--deny MECHANIC]... [--variant V]... [--override P=V]... [--workers K] [--report DIR] [--json]';

interface CalibrateValues extends BatchValues {
  readonly path?: string;
  readonly target?: string;
  readonly range?: string;
  readonly budget?: number;
  readonly deny?: readonly string[];
  readonly variant?: readonly string[];
  readonly override?: readonly string[];
}

/** The run and the search a command line asks for; bad input is one usage line. */
function calibrationOf(v: CalibrateValues): { run: CalibrateRun; task: CalibrateTask } {
  if (v.path === undefined) throw new UsageError(`--path PATH is needed: the ruleset number to calibrate, e.g. aliens.worker.hp (usage: ${USAGE})`);
  if (v.target === undefined) throw new UsageError(`--target T is needed: the win rate to reach, a fraction between 0 and 1, e.g. 0.6 (usage: ${USAGE})`);
  const basics = batchBasics({ ...v, games: v.games ?? DEFAULT_GAMES });
  const rules = rulesOf(v);
  try {
    const path = calibratePath(v.path);
    if (rules.overrides.some((o) => o.path === path.path)) throw new Error(`--override ${path.path} cannot be given with --path ${path.path}: calibrate sets it to each value it tries`);
    const target = parseTarget(v.target);
    const { lo, hi } = parseRange(v.range, path);
    const spec: RunSpec = {
      ...specStartOf(basics), ...labSquad(basics.squadAi, v.budget),
      ...rules, ...restrictionsOf({ deny: v.deny }, basics),
    };
    return { run: { path: path.path, spec }, task: { target, lo, hi, games: basics.games } };
  } catch (err) {
    throw err instanceof UsageError ? err : new UsageError((err as Error).message);
  }
}

export const calibrateCommand = defineCommand({
  name: 'calibrate',
  summary: 'the whole value of a ruleset number whose win rate is nearest a target: noisy bisection on paired seeds, then the value and its neighbours with N games each',
  usage: USAGE,
  options: {
    path: text('PATH', 'the ruleset number to calibrate, e.g. aliens.worker.hp (chamber rules lists the paths and their ranges)'),
    target: text('T', 'the win rate wanted, a fraction strictly between 0 and 1, e.g. 0.6 (a percentage such as 60% is refused)'),
    range: text('LO..HI', 'the values to search, whole numbers inside the path\'s range (default: the whole range chamber rules gives)'),
    scenario: SCENARIO,
    'scenario-file': SCENARIO_FILE,
    'squad-ai': SQUAD_AI,
    budget: BUDGET,
    games: { ...GAMES, default: DEFAULT_GAMES, help: 'games a value: each bisection step plays up to N (10 at a time, until its side of the target is clear), the value and its neighbours N each' },
    seed: SEED,
    deny: DENY,
    variant: VARIANT,
    override: OVERRIDE,
    workers: WORKERS,
    report: text('DIR', 'write report.json (the figures, every value tried with its wins and interval, "reached" and "monotone"), report.md and report.csv (one row a value tried) in DIR (made if missing)'),
    json: flag('print one line: {"path","target","value","winRate","winRateCI95","neighbours":[{"value","winRate","winRateCI95"}],"tried":[{"value","games","winRate"}]}'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    const { run, task } = calibrationOf(values);
    const basics = batchBasics({ ...values, games: task.games });
    const report = values.report ?? null;
    if (report !== null) prepareFolder('--report', report);
    const playing = playOptionsOf(basics, values, io);
    const calibration = await calibrate(task, async (value, from, to) => {
      const spec: RunSpec = { ...run.spec, overrides: [...run.spec.overrides, { path: run.path, value }] };
      let wins = 0;
      const indices = Array.from({ length: to - from }, (_, k) => from + k);
      await runBatch(spec, indices, {
        ...playing, outDir: null,
        label: `games at ${run.path}=${value}`, onRow: (row) => { if (row.outcome === 'victory') wins++; },
      });
      return wins;
    });
    if (report) writeReportFiles(report, calibrateReportFiles(run, calibration));
    if (values.json) {
      for (const w of calibrateWarnings(run, calibration)) io.stderr?.(`chamber: ${w}\n`);
      io.stdout(JSON.stringify(calibrateJson(run, calibration)) + '\n');
    } else {
      io.stdout(calibrateText(run, calibration));
    }
    return 0;
  },
});
