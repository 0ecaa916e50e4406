/**
 * A batch's report as charts (issue 18 §5): the win rate with its 95% interval, the rounds
 * histogram by outcome, each soldier's contribution; the aliens, overwatch and deflections in a
 * line; the playtest sheet's answers as text (they read better than a chart); every game, each
 * opening in Replay. The numbers are `chamber autoplay --json`'s and report.md's for the same run.
 */
import { batchFiles, batchFilesProblem } from './batch-files';
import { replayOnWorker } from './jobs';
import { ReportDownloads } from './ReportDownloads';
import { useCallback } from 'react';
import { SOLDIER_NAMES } from '../../engine/state/types';
import { SOLDIER_STAT_KEYS } from '../../lab/game-stats';
import { variantTexts } from '../../engine/rule-changes/variants';
import { overrideTexts } from '../../engine/rule-changes/overrides';
import { hpRemovedPerGame } from '../../lab/hp-removed';
import { VICTORY, type BatchReport } from './batch';
import { roundsChart, winRateChart, type RoundBar } from './charts';
import { pct, perGame } from './format';
import { GamesList } from './GamesList';
import { squadAiText } from './settings';
import { playedSeedsText } from './played-seeds';
import { PlotFigure } from './PlotFigure';
import { SOLDIER_METRICS, soldierChart, type SoldierMetric } from './soldier-charts';

/** The rounds histogram split by outcome, from the games table (its sums are the summary's rounds). */
function roundBars(r: BatchReport): RoundBar[] {
  const won = new Map<number, number>();
  const lost = new Map<number, number>();
  const { outcome, rounds } = r.games;
  for (let i = 0; i < outcome.length; i++) {
    if (outcome[i] === 0) continue;
    const into = outcome[i] === VICTORY ? won : lost;
    into.set(rounds[i], (into.get(rounds[i]) ?? 0) + 1);
  }
  return Object.keys(r.summary.rounds).flatMap((round) => [
    { round, outcome: 'victory' as const, games: won.get(Number(round)) ?? 0 },
    { round, outcome: 'defeat' as const, games: lost.get(Number(round)) ?? 0 },
  ]);
}

export function rulesWords(s: { variants: BatchReport['spec']['variants']; overrides: BatchReport['spec']['overrides'] }): string {
  const parts = [...variantTexts(s.variants), ...overrideTexts(s.overrides)];
  return parts.length ? parts.join(', ') : 'the kit as written';
}

function SoldierFigure({ report, metric, label }: { readonly report: BatchReport; readonly metric: SoldierMetric; readonly label: string }) {
  // HP removed carries its 95% interval (normal approximation over the games, hp-removed.ts).
  const make = useCallback((w: number) => soldierChart(report.summary.perSoldier, report.summary.games, metric, w,
    metric === 'hpRemoved' ? hpRemovedPerGame(report.totals) : undefined), [report, metric]);
  return <PlotFigure make={make} maxWidth={260} title={label} testId={`lab-soldier-${metric}`} />;
}

export function BatchView({ report }: { readonly report: BatchReport }) {
  const { summary: s, spec } = report;
  const win = useCallback((w: number) => winRateChart([{ label: `Scenario ${spec.scenario}`, rate: s.winRate, lo: s.winRateCI95[0], hi: s.winRateCI95[1] }], w), [s, spec]);
  const rounds = useCallback((w: number) => roundsChart(roundBars(report), Object.keys(s.rounds), w), [report, s]);
  const q = report.totals.questions;
  return (
    <div className="lab-report-body" data-testid="lab-batch-report">
      <p className="lab-headline">
        {report.complete ? '' : <b className="warn">Stopped: {s.games} of {spec.games} games played. </b>}
        {s.games} games of Scenario {spec.scenario} ({playedSeedsText(spec.seed, report.games.outcome)}, squad AI {squadAiText(spec)}; rules: {rulesWords(spec)}):{' '}
        <b>{s.wins} wins, {pct(s.winRate)}</b> (95% Wilson interval {pct(s.winRateCI95[0])} to {pct(s.winRateCI95[1])}), mean {s.meanRounds.toFixed(2)} rounds.{' '}
        <small>Played in {s.wallSeconds} s ({s.gamesPerSecond} games/s).</small>
      </p>
      <ReportDownloads files={() => batchFiles(report, replayOnWorker)} why={batchFilesProblem(report)} />
      <PlotFigure make={win} testId="lab-win-rate" title="Win rate" />
      <PlotFigure make={rounds} testId="lab-rounds" title="Rounds" />
      <h3>Each soldier, per game</h3>
      <div className="lab-grid">
        {SOLDIER_METRICS.map((m) => <SoldierFigure key={m.key} report={report} metric={m.key} label={m.label} />)}
      </div>
      <details>
        <summary>The totals as a table (chamber autoplay's perSoldier)</summary>
        <table className="lab-table">
          <thead><tr><th>soldier</th>{SOLDIER_STAT_KEYS.map((k) => <th key={k}>{k}</th>)}<th>hit rate</th></tr></thead>
          <tbody>{SOLDIER_NAMES.map((n) => {
            const p = s.perSoldier[n];
            return <tr key={n}><td>{n}</td>{SOLDIER_STAT_KEYS.map((k) => <td key={k}>{p[k]} <small>({perGame(p[k], s.games)})</small></td>)}<td>{p.shots ? pct(p.hits / p.shots) : '-'}</td></tr>;
          })}</tbody>
        </table>
      </details>
      <p>
        <b>Aliens</b>: killed {s.aliens.killed} ({perGame(s.aliens.killed, s.games)} a game); {s.aliens.meleeAttacks} melee and {s.aliens.rangedAttacks} ranged attacks; melee received while adjacent: {q.meleeHits} hits for {q.meleeHpRemoved} HP and {q.meleeDowns} downs;{' '}
        {s.aliens.fourMeleeActivations} activations made four melee attacks (kit 04). <b>Overwatch</b>: {s.overwatch.triggers} triggers (O1), {s.overwatch.reactions} reactions, {s.overwatch.hits} hits. <b>Deflections</b> (A3): {s.deflections}.
      </p>
      <h3>The playtest sheet (kit 06), squad AI {squadAiText(spec)}</h3>
      <dl className="lab-answers" data-testid="lab-answers">
        {report.answers.map((a) => <div key={a.question}><dt>{a.question}</dt><dd>{a.answer}</dd></div>)}
      </dl>
      <GamesList spec={spec} table={report.games} best={report.best} worst={report.worst} />
    </div>
  );
}
