/**
 * A comparison's report (issue 18 §3, §5): rules a against rules b on the same seeds. Each side's
 * win rate with its Wilson interval, the difference b − a with Newcombe's paired interval, the
 * exact McNemar p-value, each soldier's per-game differences, and the games the two rule sets
 * decided differently, each opening in Replay under either side, and the playtest sheet under a and
 * under b side by side (issue 34 §4); a run that stopped when decided says the test's line (§3).
 * `chamber compare --json`'s numbers.
 */
import { compareFiles } from './compare-run';
import { ReportDownloads } from './ReportDownloads';
import { useCallback } from 'react';
import { SIGNIFICANCE } from '../../lab/compare';
import { differenceChart, winRateChart } from './charts';
import type { CompareReport } from './compare-run';
import { pct, points, pValueText } from './format';
import { openGame } from './jobs';
import { PlotFigure } from './PlotFigure';
import { squadAiText } from './settings';
import { rulesWords } from './BatchView';
import { soldierDiffChart } from './soldier-charts';
import { useLab } from './store';
import type { SoldierStats } from '../../lab/game-stats';
import { SPRT_BIAS_NOTE, sprtDecisionText, sprtLine } from '../../lab/report/sprt-text';
import { SheetSideBySide } from './SheetSideBySide';
import { SPRT_BATCH } from '../../lab/sequential';

const DIFF_METRICS: readonly { key: keyof SoldierStats; label: string }[] = [
  { key: 'hpRemoved', label: 'HP removed' }, { key: 'kills', label: 'kills' }, { key: 'hpLost', label: 'HP lost' }, { key: 'downed', label: 'downed' },
];
const LISTED = 100;

function DiffFigure({ report, metric, label }: { readonly report: CompareReport; readonly metric: keyof SoldierStats; readonly label: string }) {
  const make = useCallback((w: number) => soldierDiffChart(report.comparison!.perSoldier, metric, w), [report, metric]);
  return <PlotFigure make={make} maxWidth={260} title={label} testId={`lab-diff-${metric}`} />;
}

function Discordant({ report }: { readonly report: CompareReport }) {
  const busy = useLab((s) => s.busy);
  const games: number[] = [];
  for (let i = 0; i < report.victoriesA.length; i++) if (report.victoriesA[i] !== report.victoriesB[i]) games.push(i);
  return (
    <section className="lab-games" data-testid="lab-discordant">
      <h3>Games the rules decided differently ({games.length})</h3>
      {games.length === 0 ? <p className="muted">None: every game ended the same way under a and b (McNemar p = 1).</p> : (
        <table>
          <thead><tr><th>game</th><th>seed</th><th>under a</th><th>under b</th><th /></tr></thead>
          <tbody>{games.slice(0, LISTED).map((i) => (
            <tr key={i}>
              <td>{i}</td><td>{report.a.seed + i}</td>
              <td className={report.victoriesA[i] ? 'victory' : 'defeat'}>{report.victoriesA[i] ? 'victory' : 'defeat'}</td>
              <td className={report.victoriesB[i] ? 'victory' : 'defeat'}>{report.victoriesB[i] ? 'victory' : 'defeat'}</td>
              <td>
                <button disabled={busy !== null} onClick={() => void openGame(report.a, i, ' under a')} data-game-a={i}>Replay a</button>{' '}
                <button disabled={busy !== null} onClick={() => void openGame(report.b, i, ' under b')} data-game-b={i}>Replay b</button>
              </td>
            </tr>
          ))}</tbody>
        </table>
      )}
      {games.length > LISTED && <p className="muted">The first {LISTED} are listed; any game opens from the batch view with the same settings.</p>}
    </section>
  );
}

export function CompareView({ report }: { readonly report: CompareReport }) {
  const c = report.comparison;
  const sides = useCallback((w: number) => winRateChart([
    { label: 'a', rate: c!.a.winRate, lo: c!.a.winRateCI95[0], hi: c!.a.winRateCI95[1] },
    { label: 'b', rate: c!.b.winRate, lo: c!.b.winRateCI95[0], hi: c!.b.winRateCI95[1] },
  ], w), [c]);
  const diff = useCallback((w: number) => differenceChart(c!.diff, c!.diffCI95, w), [c]);
  const games = c ? c.games : report.a.games;
  const head = `${games} paired games of Scenario ${report.a.scenario} (seeds ${report.a.seed}..${report.a.seed + games - 1}, squad AI ${squadAiText(report.a) === squadAiText(report.b) ? squadAiText(report.a) : `${squadAiText(report.a)} (a) and ${squadAiText(report.b)} (b)`}); both sides play the same games.`;
  if (!c) {
    return (
      <div className="lab-report-body" data-testid="lab-compare-report">
        <p className="lab-headline"><b className="warn">Stopped</b>: a played {report.playedA} and b {report.playedB} of {report.a.games} games; {`a comparison needs every game${report.sequential ? ` of each batch of ${SPRT_BATCH} pairs` : ''} on both sides.`} {head}</p>
      </div>
    );
  }
  const t = report.table!;
  return (
    <div className="lab-report-body" data-testid="lab-compare-report">
      <p className="lab-headline">{head}</p>
      <ReportDownloads files={() => compareFiles(report)} />
      <ul className="lab-sides">
        <li><b>a</b>: {rulesWords(report.a)}: {c.a.wins} wins, {pct(c.a.winRate)}</li>
        <li><b>b</b>: {rulesWords(report.b)}: {c.b.wins} wins, {pct(c.b.winRate)}</li>
      </ul>
      <PlotFigure make={sides} testId="lab-compare-sides" title="Each side's win rate" />
      <PlotFigure make={diff} testId="lab-compare-diff" title="The difference b − a" />
      <p data-testid="lab-compare-verdict">
        Difference b − a: <b>{points(c.diff)} points</b> (95% interval {points(c.diffCI95[0])} to {points(c.diffCI95[1])}, Newcombe's paired method 10);
        exact McNemar p = <b>{pValueText(c.pValue)}</b>: {c.significant ? 'significant' : 'not significant'} at p &lt; {SIGNIFICANCE}.
        Paired outcomes: both won {t.both}, only a {t.onlyA}, only b {t.onlyB}, neither {t.neither}.
      </p>
      {report.sprt && (
        <p className="lab-sprt" data-testid="lab-compare-sprt" data-decision={report.sprt.result.decision}>
          Stopped when decided (sequential test, H0 b − a ≤ {report.sprt.settings.delta0} against H1 b − a ≥ {report.sprt.settings.delta1}):{' '}
          <b>{sprtLine(report.sprt.result, report.sprt.settings)}</b>: {sprtDecisionText(report.sprt.result, report.sprt.settings, report.a.games)}.{' '}
          <span className="muted">{SPRT_BIAS_NOTE}</span>
        </p>
      )}
      <h3>Each soldier, per game, b − a</h3>
      <div className="lab-grid">{DIFF_METRICS.map((m) => <DiffFigure key={m.key} report={report} metric={m.key} label={m.label} />)}</div>
      <Discordant report={report} />
      {report.answers && <SheetSideBySide answers={report.answers} />}
    </div>
  );
}
