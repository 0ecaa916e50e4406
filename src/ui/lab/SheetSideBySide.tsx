/**
 * The playtest sheet under rules a and under rules b, side by side (issue 34 §4): each question
 * with a's answer beside b's, and the questions whose verdict the change of rules changes marked,
 * as `chamber compare --report`'s report.md has them (report/compare-answers.ts).
 */
import { CHANGED_NOTE, type CompareAnswer } from '../../lab/report/compare-answers';

export function SheetSideBySide({ answers }: { readonly answers: readonly CompareAnswer[] }) {
  const changed = answers.filter((x) => x.changed).length;
  return (
    <section data-testid="lab-compare-sheet">
      <h3>The playtest sheet under a and under b</h3>
      <p className="muted">{changed} of the {answers.length} verdicts {changed === 1 ? 'changes' : 'change'} from a to b on the same seeds.</p>
      <table className="lab-sheet">
        <thead><tr><th>question</th><th>under a</th><th>under b</th></tr></thead>
        <tbody>{answers.map((x) => (
          <tr key={x.question} className={x.changed ? 'changed' : ''} data-changed={x.changed}>
            <th scope="row">{x.question}{x.changed && <span className="lab-changed">{CHANGED_NOTE}</span>}</th>
            <td><b>{x.a.verdict}</b> <small>{x.a.answer}</small></td>
            <td><b>{x.b.verdict}</b> <small>{x.b.answer}</small></td>
          </tr>
        ))}</tbody>
      </table>
    </section>
  );
}
