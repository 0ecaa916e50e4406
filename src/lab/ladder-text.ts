/**
 * The skill ladder in words (`chamber ladder`'s text, report.md, and a merged ladder's): the head,
 * a row a rung with the step from the rung above (Newcombe 95%, McNemar p) and the plateau's verdict.
 */
import { plateauVerdict, type LadderFigures, type Rung } from './ladder';
import { rulesTexts } from './rules-texts';
import type { RunSpec } from './run-spec';
import { shardRange, type Shard } from './shard';
import { pct, points } from './percent';
import { counted } from './report/counted';

const rungName = (r: Rung) => (r.budget === null ? r.squadAi : `planner ${r.budget}`);

/** `shard`: the figures are one shard's games (`chamber ladder --shard K/N`), said in the head. */
export function ladderText(spec: RunSpec, figures: LadderFigures, shard: Shard | null = null): string {
  const { rungs, steps } = figures;
  const rules = rulesTexts(spec);
  const verdict = plateauVerdict(figures);
  const budgetOne = budgetOneNote(rungs);
  const { from, to } = shardRange(spec.games, shard);
  const games = to - from;
  const head = shard ? `Skill ladder, shard ${shard.index}/${shard.count} of ${spec.games} games: ` : 'Skill ladder: ';
  return [
    `${head}${counted(games, 'game')} of Scenario ${spec.scenario} (seeds ${spec.seed + from}..${spec.seed + to - 1}), every rung on the same seeds; `
      + `${rules.length ? `rules: ${rules.join(', ')}` : 'the kit as written'}${spec.deny?.length ? `; the squad denied ${spec.deny.join(', ')}` : ''}.`, '',
    `${'squad AI'.padEnd(12)} ${'wins'.padStart(6)} ${'win rate'.padStart(9)}  ${'95% Wilson'.padEnd(16)} ${'rounds'.padStart(6)}   step from the rung above (Newcombe 95%, McNemar p)`,
    ...rungs.map((r, i) => {
      const s = i > 0 ? steps[i - 1] : null;
      return `${rungName(r).padEnd(12)} ${String(r.wins).padStart(6)} ${pct(r.winRate).padStart(9)}  ${`${pct(r.winRateCI95[0])} to ${pct(r.winRateCI95[1])}`.padEnd(16)} ${r.meanRounds.toFixed(2).padStart(6)}`
        + (s ? `   ${points(s.diff)} (${points(s.diffCI95[0])} to ${points(s.diffCI95[1])}), p ${s.pValue.toPrecision(3)}${s.significant ? ' *' : ''}` : '');
    }), '',
    ...(budgetOne ? [budgetOne, ''] : []),
    verdict, '',
  ].join('\n');
}

/**
 * What a budget-1 rung is, when the ladder has one (ai/planner/search.ts weighed: a search weighs
 * no more candidates than it has playouts), so its "+0.0, p 1.00" step from greedy is not read as
 * a finding; null without one. The CLI's text and the Lab page's Ladder view both say it.
 */
export function budgetOneNote(rungs: readonly Rung[]): string | null {
  return rungs.some((r) => r.budget === 1)
    ? "planner 1 weighs greedy's choice alone (a search weighs no more plans than its budget has playouts): it plays greedy's games."
    : null;
}
