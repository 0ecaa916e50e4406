/**
 * The playtest sheet (kit 06) under rules a and under rules b, side by side (issue 34 §4): the
 * nine answers of each side's games, and the answers whose verdict the change of rules changes
 * (`changed`), for `chamber compare --report` (report.md, report.json's `answers`) and the Lab's
 * Compare view. The pairing is the ladder's (sheet-side-by-side.ts).
 */
import type { RunSpec } from '../run-spec';
import type { RunTotals } from '../totals';
import { sheetAnswers } from './answers';
import { pairAnswers, pairedAnswersMarkdown, type AnswerPair, type SideAnswer } from './sheet-side-by-side';

export interface CompareAnswer {
  readonly question: string;
  /** True when a's verdict and b's differ (numbers aside): the change of rules changed the answer. */
  readonly changed: boolean;
  readonly a: SideAnswer;
  readonly b: SideAnswer;
}

/** Said beside a question whose verdict differs between a and b. */
export const CHANGED_NOTE = 'verdict changes';

/** Each side's sheet from its totals, paired. */
export function compareAnswers(a: RunSpec, b: RunSpec, totals: { readonly a: RunTotals; readonly b: RunTotals }): CompareAnswer[] {
  return pairAnswers(sheetAnswers(a, totals.a), sheetAnswers(b, totals.b)).map((p) => ({ question: p.question, changed: !p.same, a: p.first, b: p.second }));
}

/** The answers as pairs, a's first: what report.md's section and the Lab's Compare view set out. */
export const comparePairs = (answers: readonly CompareAnswer[]): AnswerPair[] =>
  answers.map((x) => ({ question: x.question, same: !x.changed, first: x.a, second: x.b }));

/** How many verdicts the change of rules changes, for report.md's section and the Lab's Compare view. */
export const changedCount = (changed: number, of: number): string =>
  `${changed} of the ${of} verdicts ${changed === 1 ? 'changes' : 'change'} from a to b on the same seeds`;

/** report.md's section. */
export function compareAnswersMarkdown(answers: readonly CompareAnswer[]): string {
  return pairedAnswersMarkdown(comparePairs(answers), {
    heading: '## The playtest sheet (kit 06) under a and under b',
    intro: (changed, of) => `${changedCount(changed, of)} (marked "${CHANGED_NOTE}"); `
      + 'each answer ends with the squad AI, games and rules it measured.',
    mark: CHANGED_NOTE,
    firstLabel: () => 'a',
    secondLabel: () => 'b',
  });
}
