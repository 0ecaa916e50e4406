/**
 * The playtest sheet (kit 06) answered by two runs side by side, each question with the first
 * run's answer beside the second's and the questions whose verdicts differ marked, as the CLI's
 * report.md has them (lab/report/sheet-side-by-side.ts pairs them). Two views set runs side by
 * side: Compare (rules a and b, issue 34 §4: "verdict changes") and Ladder (greedy and the top
 * planner rung, issue 33 §2: "depends on the squad AI").
 */
import { CHANGED_NOTE, changedCount, comparePairs, type CompareAnswer } from '../../lab/report/compare-answers';
import { ladderPairs, UNSTABLE_NOTE, unstableIntro, type LadderAnswer } from '../../lab/report/ladder-answers';
import type { AnswerPair, PairWords } from '../../lab/report/sheet-side-by-side';

/** report.md's words for a pair of runs, less its labels, plus the page's own: the test id and the two columns' heads. */
interface SheetWords extends Pick<PairWords, 'heading' | 'intro' | 'mark'> {
  readonly testId: string;
  readonly columns: readonly [string, string];
}

function SheetTable({ pairs, words }: { readonly pairs: readonly AnswerPair[]; readonly words: SheetWords }) {
  const differ = pairs.filter((p) => !p.same).length;
  return (
    <section data-testid={words.testId}>
      <h3>{words.heading}</h3>
      <p className="muted">{words.intro(differ, pairs.length)}</p>
      <table className="lab-sheet">
        <thead><tr><th>question</th><th>{words.columns[0]}</th><th>{words.columns[1]}</th></tr></thead>
        <tbody>{pairs.map((p) => (
          <tr key={p.question} className={p.same ? '' : 'changed'} data-changed={!p.same}>
            <th scope="row">{p.question}{!p.same && <span className="lab-changed">{words.mark}</span>}</th>
            <td><b>{p.first.verdict}</b> <small>{p.first.answer}</small></td>
            <td><b>{p.second.verdict}</b> <small>{p.second.answer}</small></td>
          </tr>
        ))}</tbody>
      </table>
    </section>
  );
}

/** Compare: the sheet under rules a and under rules b. */
export function SheetSideBySide({ answers }: { readonly answers: readonly CompareAnswer[] }) {
  return (
    <SheetTable
      pairs={comparePairs(answers)}
      words={{
        testId: 'lab-compare-sheet', heading: 'The playtest sheet under a and under b', mark: CHANGED_NOTE, columns: ['under a', 'under b'],
        intro: (changed, of) => `${changedCount(changed, of)}.`,
      }}
    />
  );
}

/**
 * Ladder: the sheet under greedy and under the top planner rung, on the same seeds and rules; a
 * verdict that differs is about the squad's play, not only the rules (`stable: false` in report.json).
 */
export function SheetAcrossSquads({ answers, topBudget }: { readonly answers: readonly LadderAnswer[]; readonly topBudget: number }) {
  return (
    <SheetTable
      pairs={ladderPairs(answers)}
      words={{
        testId: 'lab-ladder-sheet', heading: `The playtest sheet under greedy and under the planner at budget ${topBudget}`, mark: UNSTABLE_NOTE,
        columns: ['under greedy', `under the planner (budget ${topBudget})`], intro: unstableIntro,
      }}
    />
  );
}
