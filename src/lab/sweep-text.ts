/**
 * The sweep in words (`chamber sweep`'s text, report.md, a merged sweep's): the head, a row a value
 * with the step from the value above (Newcombe 95%, McNemar p), then each soldier's HP removed and
 * HP lost per game at each value (kit 06 "Did each soldier contribute?").
 */
import { SOLDIER_NAMES } from '../engine/state/types';
import { overrideTexts } from '../engine/rule-changes/overrides';
import { variantTexts } from '../engine/rule-changes/variants';
import { squadText, type RunSpec } from './run-spec';
import { shardRange, type Shard } from './shard';
import type { SweepFigures } from './sweep';
import { pct, points } from './percent';
import { counted } from './report/counted';

const perGame = (total: number, games: number) => (total / games).toFixed(2);

/** `spec`: the run without the swept path; `shard`: the figures are one shard's games, said in the head. */
export function sweepText(spec: RunSpec, { path, rows }: SweepFigures, shard: Shard | null = null): string {
  // Not paired-play's rulesTexts: the Lab page makes this text too, and paired-play brings the CLI's thread pool.
  const rules = [...variantTexts(spec.variants), ...overrideTexts(spec.overrides)];
  const { from, to } = shardRange(spec.games, shard);
  const games = to - from;
  const head = shard ? `Sweep of ${path}, shard ${shard.index}/${shard.count} of ${spec.games} games: ` : `Sweep of ${path}: `;
  const width = Math.max(5, ...rows.map((r) => String(r.value).length));
  const cell = 13;
  return [
    `${head}${counted(games, 'game')} of Scenario ${spec.scenario} (seeds ${spec.seed + from}..${spec.seed + to - 1}) at each value, every value on the same seeds; `
      + `squad AI ${squadText(spec)}; other rules: ${rules.length ? rules.join(', ') : 'the kit as written'}.`, '',
    `${'value'.padEnd(width)} ${'wins'.padStart(6)} ${'win rate'.padStart(9)}  ${'95% Wilson'.padEnd(16)} ${'rounds'.padStart(6)}   step from the value above (Newcombe 95%, McNemar p)`,
    ...rows.map((r) => {
      const s = r.step;
      return `${String(r.value).padEnd(width)} ${String(r.wins).padStart(6)} ${pct(r.winRate).padStart(9)}  ${`${pct(r.winRateCI95[0])} to ${pct(r.winRateCI95[1])}`.padEnd(16)} ${r.meanRounds.toFixed(2).padStart(6)}`
        + (s ? `   ${points(s.diff)} (${points(s.diffCI95[0])} to ${points(s.diffCI95[1])}), p ${s.pValue.toPrecision(3)}${s.significant ? ' *' : ''}` : '');
    }), '',
    'Each soldier\'s HP removed / HP lost per game:',
    `${'value'.padEnd(width)} ${SOLDIER_NAMES.map((n) => n.padStart(cell)).join(' ')}`,
    ...rows.map((r) => `${String(r.value).padEnd(width)} ${SOLDIER_NAMES.map((n) => `${perGame(r.perSoldier[n].hpRemoved, r.games)} / ${perGame(r.perSoldier[n].hpLost, r.games)}`.padStart(cell)).join(' ')}`), '',
    '* significant at p < 0.05: that step changed the win rate.', '',
  ].join('\n');
}

const WIDTH = 50;

/** A proportion's column on a WIDTH-wide 0-100% line. */
const column = (x: number) => Math.min(WIDTH - 1, Math.floor(x * WIDTH));

/**
 * The sweep drawn in text for report.md (issue 34 §1: "the report draws win rate against the
 * value with its band and the rounds per value"): a line a value, its 95% Wilson band as dashes
 * and its win rate as a dot on a 0-100% scale; then the mean rounds as bars against the longest.
 */
export function sweepTextChart({ path, rows }: SweepFigures): string {
  const width = Math.max(5, ...rows.map((r) => String(r.value).length));
  const most = Math.max(...rows.map((r) => r.meanRounds));
  return [
    '```text',
    `win rate by ${path}: ● the rate, ─ its 95% Wilson band, on 0% to 100%`,
    ...rows.map((r) => {
      const line = Array.from({ length: WIDTH }, () => ' ');
      for (let c = column(r.winRateCI95[0]); c <= column(r.winRateCI95[1]); c++) line[c] = '─';
      line[column(r.winRate)] = '●';
      return `${String(r.value).padStart(width)} |${line.join('')}| ${pct(r.winRate)}`;
    }),
    '',
    `mean rounds by ${path}`,
    ...rows.map((r) => `${String(r.value).padStart(width)} |${'█'.repeat(Math.round((r.meanRounds / most) * WIDTH))} ${r.meanRounds.toFixed(2)}`),
    '```', '',
  ].join('\n');
}
