/**
 * The skill ladder's report (issue 33 §4, `chamber ladder`): the planner's win rate against its
 * budget with its band, random and greedy marked, the plateau; then each rung as a row with the
 * step from the rung before it (Newcombe's paired interval, exact McNemar p), and the verdict in
 * the CLI's own words (lab/ladder.ts plateauVerdict); then the playtest sheet under greedy and under
 * the top rung, each verdict that differs marked "depends on the squad AI" (§2), as report.md has
 * it. The numbers are `chamber ladder --json`'s.
 */
import { useCallback, useMemo, useState } from 'react';
import { plateauVerdict, type Rung } from '../../lab/ladder';
import { budgetOneNote } from '../../lab/ladder-text';
import { counted } from '../../lab/report/counted';
import { rulesWords } from './BatchView';
import { pct, points, pValueText } from './format';
import { ladderChart } from './ladder-chart';
import { GamesList } from './GamesList';
import { ladderFiles, ladderReportAnswers, type LadderReport } from './ladder-run';
import { ReportDownloads } from './ReportDownloads';
import { PlotFigure } from './PlotFigure';
import { SheetAcrossSquads } from './SheetSideBySide';

const rungName = (r: Rung) => (r.budget === null ? r.squadAi : 'planner');
const rungLabel = (spec: { readonly squadAi: string; readonly budget?: number }) => (spec.budget === undefined ? spec.squadAi : `planner ${spec.budget}`);

/**
 * Each rung's games, a rung at a time, each opening in Replay as a batch's do (GamesList): the
 * rung's spec carries the ladder's rules and denials, so the game opened is the one that rung played.
 */
function RungGamesList({ report }: { readonly report: LadderReport }) {
  const rungs = report.rungGames;
  // The rung picked for this report; a new report starts at its top rung.
  const [pick, setPick] = useState<{ readonly report: LadderReport; readonly at: number } | null>(null);
  const at = pick?.report === report ? pick.at : rungs.length - 1;
  const setAt = (i: number) => setPick({ report, at: i });
  const rung = rungs[at];
  if (!rung) return null;
  const label = rungLabel(rung.spec);
  return (
    <div data-testid="lab-ladder-rung-games">
      <label className="lab-rung-pick">games of the rung{' '}
        <select value={at} onChange={(e) => setAt(Number(e.target.value))} data-testid="lab-ladder-rung">
          {rungs.map((r, i) => <option key={i} value={i}>{rungLabel(r.spec)}</option>)}
        </select>
      </label>
      <GamesList key={at} spec={rung.spec} table={rung.games} best={rung.best} worst={rung.worst} side={` by ${label}`} heading={`Games of the rung ${label}`} />
    </div>
  );
}

export function LadderView({ report }: { readonly report: LadderReport }) {
  const { base, ladder } = report;
  const chart = useCallback((w: number) => ladderChart(ladder!, w), [ladder]);
  const answers = useMemo(() => ladderReportAnswers(report), [report]);
  const head = `${counted(base.games, 'game')} a rung of Scenario ${base.scenario} (seeds ${base.seed}..${base.seed + base.games - 1}), every rung on the same seeds; rules: ${rulesWords(base)}${base.deny?.length ? `; the squad denied ${base.deny.join(', ')}` : ''}.`;
  if (!ladder) {
    const rungs = 2 + report.budgets.length;
    return (
      <div className="lab-report-body" data-testid="lab-ladder-report">
        <p className="lab-headline"><b className="warn">Stopped</b> after {report.played.reduce((x, y) => x + y, 0)} of {rungs * base.games} games; a ladder needs every game on every rung. {head}</p>
        <RungGamesList report={report} />
      </div>
    );
  }
  const budgetOne = budgetOneNote(ladder.rungs);
  return (
    <div className="lab-report-body" data-testid="lab-ladder-report">
      <p className="lab-headline">Skill ladder: {head} <small>Played in {report.wallSeconds.toFixed(1)} s.</small></p>
      <ReportDownloads files={() => ladderFiles(report)} />
      <PlotFigure make={chart} maxWidth={860} testId="lab-ladder-chart" title="The planner's win rate by budget, against random and greedy" />
      <table className="lab-table lab-ladder-table" data-testid="lab-ladder-table">
        <thead>
          <tr><th>squad AI</th><th>budget</th><th>games</th><th>wins</th><th>win rate</th><th>95% Wilson</th><th>mean rounds</th><th>step from the row above (Newcombe 95%)</th><th>McNemar p</th></tr>
        </thead>
        <tbody>{ladder.rungs.map((r, i) => {
          const s = i > 0 ? ladder.steps[i - 1] : null;
          return (
            <tr key={i} className={r.budget !== null && r.budget === ladder.plateau ? 'plateau' : ''} data-rung={r.budget ?? r.squadAi}>
              <td>{rungName(r)}</td><td>{r.budget ?? '–'}</td><td>{r.games}</td><td>{r.wins}</td><td><b>{pct(r.winRate)}</b></td>
              <td>{pct(r.winRateCI95[0])} to {pct(r.winRateCI95[1])}</td><td>{r.meanRounds.toFixed(2)}</td>
              <td>{s ? `${points(s.diff)} points (${points(s.diffCI95[0])} to ${points(s.diffCI95[1])})` : ''}</td>
              <td className={s?.significant ? 'significant' : ''}>{s ? `${pValueText(s.pValue)}${s.significant ? ' *' : ''}` : ''}</td>
            </tr>
          );
        })}</tbody>
      </table>
      <p className="muted lab-note">* significant at p &lt; 0.05: that step changed the win rate. The plateau is the lowest budget from which no step upward is significant.</p>
      {budgetOne && <p className="muted lab-note" data-testid="lab-ladder-budget-one">{budgetOne}</p>}
      <p className="lab-verdict" data-testid="lab-ladder-verdict">{plateauVerdict(ladder)}</p>
      {answers && <SheetAcrossSquads answers={answers} topBudget={report.budgets[report.budgets.length - 1]} />}
      <RungGamesList report={report} />
    </div>
  );
}
