/**
 * `chamber report merge FILE... --report DIR [--json]`: combines the report.json of every shard of
 * one run (`chamber autoplay --shard K/N --report ...`) into exactly the report of the whole run
 * (issue 18 §2; only the timing differs). --json prints the merged summary line, the same keys
 * as `chamber autoplay --json`. Shards of `chamber ladder --shard` merge into the whole ladder
 * (report/ladder-merge.ts), of `chamber sweep --shard` into the whole sweep (report/sweep-merge.ts), and of `chamber compare --shard` into the whole comparison
 * (report/compare-merge.ts), and of `probe` and `contribution --shard` (report/outcome-grid.ts): text,
 * report files and --json line exactly the unsharded run's.
 */
import { defineCommand } from '../command';
import { UsageError } from '../errors';
import { prepareFolder } from '../files';
import { flag, text } from '../options';
import { ladderText } from '../../lab/ladder-text';
import { ladderSheet } from '../../lab/ladder-sheet';
import { mergeCompareShards } from '../../lab/report/compare-merge';
import { mergeOutcomeGrid, writeOutcomeGrid, type OutcomeGridKind } from '../../lab/report/outcome-grid';
import { CONTRIBUTION_GRID } from './contribution';
import { PROBE_GRID } from './probe';
import { COMPARE_FORMAT, compareMarkdown, compareReportFiles } from '../../lab/report/compare-report';
import { writeReportFiles } from '../../lab/report/write-files';
import { mergeLadderShards } from '../../lab/report/ladder-merge';
import { mergeSweepShards } from '../../lab/report/sweep-merge';
import { SWEEP_FORMAT, sweepReportFiles } from '../../lab/sweep-report';
import { sweepText } from '../../lab/sweep-text';
import { sweepJson } from './sweep';
import { reportFormatOf } from '../../lab/report/report-format';
import { LADDER_FORMAT, ladderReportFiles } from '../../lab/ladder-report';
import { mergeShards } from '../../lab/report/merge';
import { writeReport } from '../../lab/report/write-report';
import { summaryOf } from '../../lab/summary';
import { totalsOf } from '../../lab/totals';
import { counted } from '../../lab/report/counted';

const USAGE = 'chamber report merge FILE... [--report DIR] [--json]';

export const reportMerge = defineCommand({
  name: 'report merge',
  summary: 'combine the shards\' report.json files of one run into the whole run\'s report',
  usage: USAGE,
  options: {
    report: text('DIR', 'write the whole run\'s report.md, report.json, report.csv and best and worst records in DIR'),
    json: flag('print the whole run\'s summary line, as chamber autoplay --json (a ladder\'s or a comparison\'s: its own --json line)'),
  },
  run(positionals, values, io) {
    if (!positionals.length) throw new UsageError(`report merge needs the shards' report.json files (usage: ${USAGE})`);
    const dir = values.report ?? null;
    const format = reportFormatOf(positionals[0]);
    if (format === LADDER_FORMAT) {
      let ladder;
      try {
        ladder = mergeLadderShards(positionals);
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      if (dir !== null) prepareFolder('--report', dir);
      const { spec, budgets, played, figures, sheetRows } = ladder;
      const text = ladderText(spec, figures);
      if (dir) writeReportFiles(dir, ladderReportFiles(spec, null, figures, { from: 0, played }, text, { rows: sheetRows, answers: ladderSheet(spec, budgets, sheetRows) }));
      io.stdout(values.json ? JSON.stringify({ rungs: figures.rungs, plateau: { budget: figures.plateau } }) + '\n' : text);
      return 0;
    }
    if (format === SWEEP_FORMAT) {
      let whole;
      try {
        whole = mergeSweepShards(positionals);
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      if (dir !== null) prepareFolder('--report', dir);
      const { spec, values: swept, played, figures } = whole;
      if (dir) writeReportFiles(dir, sweepReportFiles(spec, swept, null, figures, { from: 0, played }));
      io.stdout(values.json ? sweepJson(figures) : sweepText(spec, figures));
      return 0;
    }
    if (format === COMPARE_FORMAT) {
      let whole;
      try {
        whole = mergeCompareShards(positionals);
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      if (dir !== null) prepareFolder('--report', dir);
      const { a, b, comparison, played, answers } = whole;
      if (dir) writeReportFiles(dir, compareReportFiles(a, b, comparison, { from: 0, ...played, shard: null, answers }));
      io.stdout(values.json ? JSON.stringify(comparison) + '\n' : compareMarkdown(a, b, comparison, null, answers));
      return 0;
    }
    const grid = ([PROBE_GRID, CONTRIBUTION_GRID] as OutcomeGridKind<unknown>[]).find((k) => k.format === format);
    if (grid) {
      let whole;
      try {
        whole = mergeOutcomeGrid(positionals, grid);
      } catch (err) {
        throw new UsageError((err as Error).message);
      }
      if (dir !== null) prepareFolder('--report', dir);
      if (dir) writeOutcomeGrid(dir, grid, whole.spec, null, whole.victories, whole.figures);
      io.stdout(values.json ? JSON.stringify(whole.figures) + '\n' : grid.text(whole.spec, whole.figures, null));
      return 0;
    }
    let merged;
    try {
      merged = mergeShards(positionals);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    if (dir !== null) prepareFolder('--report', dir);
    const summary = dir ? writeReport(dir, merged).summary : summaryOf(totalsOf(merged.spec, merged.store.rows()), merged.wallSeconds);
    if (values.json) {
      io.stdout(JSON.stringify(summary) + '\n');
    } else {
      io.stdout(`merged ${counted(positionals.length, 'shard')}: ${counted(summary.games, 'game')} of scenario ${merged.spec.scenario}, `
        + `${counted(summary.wins, 'win')} (${(100 * summary.winRate).toFixed(1)}%)${dir ? `; report in ${dir}` : ''}\n`);
    }
    return 0;
  },
});
