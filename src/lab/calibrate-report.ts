/**
 * A calibration in words and files (issue 34 §2, `chamber calibrate`): the --json line, the text
 * (stdout and report.md), and the report's files: report.json (the spec, the range, the --json
 * figures with each value's wins and interval, `reached` and `monotone`), report.md and
 * report.csv (one row a value tried, in the order tried). The page's Calibrate view downloads
 * these same files.
 */
import { csvLine } from '../replay/csv-cell';
import type { Calibration, Measured } from './calibrate';
import { rulesTexts } from './rules-texts';
import { restrictionFlags, scenarioFlag, squadText, type RunSpec } from './run-spec';
import { specJson } from './report/report-data';
import type { ReportFiles } from './report/report-files';
import { pct } from './percent';
import { counted } from './report/counted';

export const CALIBRATE_FORMAT = 'star-chamber-lab-calibrate';
export const CALIBRATE_VERSION = 1;

/** What was calibrated: the path, and the run every value plays (`games` is N, the games a value). */
export interface CalibrateRun {
  readonly path: string;
  /** The run's spec without the path's override (each value adds its own). */
  readonly spec: RunSpec;
}

/** `chamber calibrate --json`: {"path","target","value","winRate","winRateCI95","neighbours":[...],"tried":[...]}. */
export function calibrateJson(run: CalibrateRun, c: Calibration) {
  return {
    path: run.path, target: c.target, value: c.best.value, winRate: c.best.winRate, winRateCI95: c.best.winRateCI95,
    neighbours: c.neighbours.map((n) => ({ value: n.value, winRate: n.winRate, winRateCI95: n.winRateCI95 })),
    tried: c.tried.map((t) => ({ value: t.value, games: t.games, winRate: t.winRate })),
  };
}

const rate = (m: Measured) => `${pct(m.winRate)} (95% Wilson ${pct(m.winRateCI95[0])} to ${pct(m.winRateCI95[1])}, ${m.wins} of ${m.games})`;

/** What is wrong with the answer, in words: the target not reached, the win rate not monotone (none: empty). */
export function calibrateWarnings(run: CalibrateRun, c: Calibration): string[] {
  const out: string[] = [];
  if (!c.reached) {
    const ends = c.tried.filter((t) => t.value === c.lo || t.value === c.hi);
    const side = ends.every((t) => t.winRate > c.target) ? 'above' : 'below';
    out.push(`No value in ${c.lo}..${c.hi} reaches the target: the win rate at both ends is ${side} ${pct(c.target)}; ${c.best.value}, the nearer end, is reported.`);
  }
  if (!c.monotone) out.push(`The win rate does not move monotonically with ${run.path}: two values measured have 95% intervals apart in the wrong order, so the value found may not be the only one near the target.`);
  return out;
}

/** The command that replays the value's games alone. */
export function valueLine(run: CalibrateRun, value: number): string {
  const s = run.spec;
  return [
    `chamber autoplay ${scenarioFlag(s)} --games ${s.games} --seed ${s.seed} --squad-ai ${s.squadAi}${s.budget === undefined ? '' : ` --budget ${s.budget}`}${restrictionFlags(s)}`,
    ...Object.entries(s.variants).map(([name, on]) => `--variant ${name}=${on ? 'on' : 'off'}`),
    ...s.overrides.map((o) => `--override ${o.path}=${o.value}`), `--override ${run.path}=${value}`,
  ].join(' ');
}

/** `chamber calibrate`'s text (and report.md's body). */
export function calibrateText(run: CalibrateRun, c: Calibration): string {
  const s = run.spec;
  const rules = rulesTexts(s);
  return [
    `Calibrate ${run.path} for a ${pct(c.target)} win rate over ${c.lo}..${c.hi}: up to ${counted(s.games, 'game')} a value of Scenario ${s.scenario} `
      + `(seeds ${s.seed}..${s.seed + s.games - 1}, every value on the same seeds), squad AI ${squadText(s)}, ${rules.length ? `rules otherwise: ${rules.join(', ')}` : 'the kit\'s rules otherwise'}.`, '',
    `Value ${c.best.value}: ${rate(c.best)}.`,
    `Neighbours: ${c.neighbours.length ? c.neighbours.map((n) => `${n.value}: ${rate(n)}`).join('; ') : 'none in the range'}.`, '',
    'Values tried, in order (each step plays 10 games at a time until its Wilson interval excludes the target or it has played them all):',
    ...c.tried.map((t) => `  ${String(t.value).padStart(3)}  ${pct(t.winRate).padStart(6)}  ${`${pct(t.winRateCI95[0])} to ${pct(t.winRateCI95[1])}`.padEnd(16)} ${counted(t.games, 'game')}`),
    '', ...calibrateWarnings(run, c).flatMap((w) => [w, '']),
    `The value's games alone: ${valueLine(run, c.best.value)}`, '',
  ].join('\n');
}

export const CALIBRATE_COLUMNS = ['order', 'value', 'games', 'wins', 'winRate', 'winRateCI95.lo', 'winRateCI95.hi'] as const;

/** report.json, report.md and report.csv of a calibration. */
export function calibrateReportFiles(run: CalibrateRun, c: Calibration): ReportFiles {
  const figures = calibrateJson(run, c);
  const json = {
    format: CALIBRATE_FORMAT, version: CALIBRATE_VERSION, spec: specJson(run.spec), range: [c.lo, c.hi],
    ...figures, tried: c.tried.map((t) => ({ value: t.value, games: t.games, wins: t.wins, winRate: t.winRate, winRateCI95: t.winRateCI95 })),
    reached: c.reached, monotone: c.monotone,
  };
  return {
    'report.json': JSON.stringify(json, null, 1) + '\n',
    'report.md': `# Calibrate ${run.path}: Scenario ${run.spec.scenario}, target ${pct(c.target)}\n\n${calibrateText(run, c)}`,
    'report.csv': [csvLine([...CALIBRATE_COLUMNS]), ...c.tried.map((t, i) => csvLine([i + 1, t.value, t.games, t.wins, t.winRate, t.winRateCI95[0], t.winRateCI95[1]]))].join('\n') + '\n',
  };
}
