/**
 * `chamber compare --report DIR` (issue 18 §3) and the page's Compare downloads: report.json (the comparison, both rule sets,
 * the paired rows and, last, the playtest sheet's answers under a and b, `answers`: issue 34 §4),
 * report.md (the comparison in words, then the sheet side by side) and report.csv (one row a game: the seed
 * and each side's outcome and rounds). A shard's (`--shard K/N`) holds its slice of the games,
 * its own comparison, `"shard":{"index","count"}`, `"soldierTotals":{"a","b"}` (each
 * soldier's sums on each side, which the per-game means need and the rows do not hold) and, last,
 * `"sheetGames"` (each side's full game rows, which the sheet's answers need); a whole
 * run's has neither key, so `chamber report merge` writes the whole run's files exactly
 * (compare-merge.ts). A `--sprt` run's holds the games played until the test decided (its specs
 * keep the most games asked for), `comparison.sprt` and `sprtSettings`.
 */
import { SOLDIER_NAMES } from '../../engine/state/types';
import { csvLine } from '../../replay/csv-cell';
import type { Comparison, SoldierTotals } from '../compare';
import { SOLDIER_STAT_KEYS } from '../game-stats';
import { gameSeed } from '../seeds';
import type { Shard } from '../shard';
import { overrideTexts } from '../../engine/rule-changes/overrides';
import { squadText, type RunSpec } from '../run-spec';
import { variantTexts } from '../../engine/rule-changes/variants';
import { specJson } from './report-data';
import type { ReportFiles } from './report-files';
import type { PairedTable } from '../stats/newcombe';
import type { SprtResult, SprtSettings } from '../stats/sprt';
import { sprtMarkdown } from './sprt-text';
import { compareAnswersMarkdown, type CompareAnswer } from './compare-answers';
import type { GameRow } from '../game-row';
import { sheetRowsJson } from './sheet-rows';
import { pct } from '../percent';
import { counted } from './counted';

/** A sequential comparison's test (`chamber compare --sprt`): its result and settings, the run's most games, the pairs a batch. */
export interface SequentialRun {
  readonly result: SprtResult;
  readonly settings: SprtSettings;
  readonly maxGames: number;
  readonly batch: number;
  /** The paired outcomes of the games played. */
  readonly table: PairedTable;
}

function rulesText(spec: RunSpec): string {
  const parts = [...variantTexts(spec.variants), ...overrideTexts(spec.overrides)];
  return parts.length ? parts.join(', ') : 'the kit as written';
}

/** The side's squad policy, with the planner's budget when set. */
function aiText(spec: RunSpec): string {
  return squadText(spec);
}

/** A side in words: its policy when the two sides' policies differ, and its rules. */
function sideText(spec: RunSpec, other: RunSpec): string {
  return aiText(spec) !== aiText(other) ? `${aiText(spec)}, ${rulesText(spec)}` : rulesText(spec);
}

/** The comparison in words; with `answers`, the playtest sheet under a and under b after it (issue 34 §4). */
export function compareMarkdown(a: RunSpec, b: RunSpec, c: Comparison, sequential: SequentialRun | null = null, answers: readonly CompareAnswer[] | null = null): string {
  const signed = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
  return [
    `# Compare: Scenario ${a.scenario}, ${counted(c.games, 'paired game')}`, '',
    `Seeds ${a.seed} + game index, squad AI ${aiText(a) === aiText(b) ? aiText(a) : `${aiText(a)} (a) and ${aiText(b)} (b)`}; both sides play the same games.`, '',
    `- a: ${sideText(a, b)}: ${counted(c.a.wins, 'win')}, ${pct(c.a.winRate)} (95% Wilson ${pct(c.a.winRateCI95[0])} to ${pct(c.a.winRateCI95[1])})`,
    `- b: ${sideText(b, a)}: ${counted(c.b.wins, 'win')}, ${pct(c.b.winRate)} (95% Wilson ${pct(c.b.winRateCI95[0])} to ${pct(c.b.winRateCI95[1])})`, '',
    `Difference b - a: **${signed(c.diff)} points** (95% interval ${signed(c.diffCI95[0])} to ${signed(c.diffCI95[1])}, Newcombe's paired method 10); `
      + `exact McNemar p = ${c.pValue.toPrecision(4)}: ${c.significant ? 'significant' : 'not significant'} at p < 0.05.`, '',
    ...(sequential ? sprtMarkdown(sequential.result, sequential.settings, sequential.maxGames, sequential.table, sequential.batch) : []),
    '## Each soldier, per game, b - a', '',
    `| soldier | ${SOLDIER_STAT_KEYS.join(' | ')} |`, `| --- | ${SOLDIER_STAT_KEYS.map(() => '---').join(' | ')} |`,
    ...SOLDIER_NAMES.map((n) => `| ${n} | ${SOLDIER_STAT_KEYS.map((k) => c.perSoldier[n][k].toFixed(3)).join(' | ')} |`), '',
    ...(answers ? [compareAnswersMarkdown(answers)] : []),
  ].join('\n');
}

export const COMPARE_FORMAT = 'star-chamber-lab-compare';
export const COMPARE_VERSION = 1;
export const COMPARE_COLUMNS = ['index', 'seed', 'a.outcome', 'b.outcome', 'a.rounds', 'b.rounds'] as const;

/** A side's games from game `from` on: outcome (1 victory) and rounds. */
export interface SideGames {
  readonly victories: ArrayLike<number>;
  readonly rounds: ArrayLike<number>;
}

/** What a compare report holds besides the specs and the comparison. */
export interface CompareGames {
  readonly from: number;
  readonly a: SideGames;
  readonly b: SideGames;
  /**
   * A shard's: its shard, each side's soldier sums and each side's game rows (`sheetGames`, from
   * which report merge answers the sheet as the whole run does); null for a whole (or merged) run.
   */
  readonly shard: {
    readonly shard: Shard; readonly soldierTotals: { readonly a: SoldierTotals; readonly b: SoldierTotals };
    readonly rows: { readonly a: readonly GameRow[]; readonly b: readonly GameRow[] };
  } | null;
  /** The playtest sheet under a and b, from the games played. */
  readonly answers: readonly CompareAnswer[];
}

/** The report's files (the CLI writes them with --report, write-files.ts; the page offers them as downloads). */
export function compareReportFiles(a: RunSpec, b: RunSpec, c: Comparison, played: CompareGames, sequential: SequentialRun | null = null): ReportFiles {
  const word = (v: number) => (v ? 'victory' : 'defeat');
  const games = Array.from(played.a.victories, (va, k) => {
    const i = played.from + k;
    return [i, gameSeed(a.seed, i), word(va), word(played.b.victories[k]), played.a.rounds[k], played.b.rounds[k]];
  });
  const heading = played.shard ? ` (shard ${played.shard.shard.index}/${played.shard.shard.count}, games ${played.from}..${played.from + games.length - 1})` : '';
  return {
    'report.json': JSON.stringify({
      format: COMPARE_FORMAT, version: COMPARE_VERSION, a: specJson(a), b: specJson(b), ...(played.shard ? { shard: played.shard.shard } : {}),
      comparison: sequential ? { ...c, sprt: sequential.result } : c, columns: COMPARE_COLUMNS, games, ...(played.shard ? { soldierTotals: played.shard.soldierTotals } : {}),
      ...(sequential ? { sprtSettings: { ...sequential.settings, batch: sequential.batch } } : {}),
      answers: played.answers, ...(played.shard ? { sheetGames: sheetRowsJson(played.shard.rows, ['a', 'b']) } : {}),
    }, null, 1) + '\n',
    'report.md': compareMarkdown(a, b, c, sequential, played.answers).replace(/\n/, `${heading}\n`),
    'report.csv': [COMPARE_COLUMNS.join(','), ...games.map(csvLine)].join('\n') + '\n',
  };
}
