/**
 * The playtest sheet answered twice by `chamber ladder --report` (issue "the balance lab answers
 * about the rules, not about its own squad AI", §2): once from greedy's games and once from the
 * top planner rung's, on the same seeds. An answer whose verdict differs between them is about
 * the squad AI's play, not only the rules: it is marked "depends on the squad AI" (`stable: false`).
 * The pairing and the section are sheet-side-by-side.ts's; this names them as the ladder's report.json has them.
 */
import type { Answer } from './answers';
import { pairAnswers, pairedAnswersMarkdown, type AnswerPair, type SideAnswer } from './sheet-side-by-side';

export { verdictKey } from './sheet-side-by-side';

export interface LadderAnswer {
  readonly question: string;
  /** False when greedy's verdict and the top planner rung's differ: the answer depends on the squad AI. */
  readonly stable: boolean;
  readonly greedy: SideAnswer;
  readonly planner: SideAnswer;
}

/** The words that mark an unstable answer, in report.md and the Lab's Ladder view. */
export const UNSTABLE_NOTE = 'depends on the squad AI';

/** The line under the sheet's heading, in report.md and the Lab's Ladder view. */
export const unstableIntro = (unstable: number, of: number): string =>
  `${unstable} of the ${of} verdicts ${unstable === 1 ? 'depends' : 'depend'} on the squad AI: greedy and the planner reach different verdicts on the same seeds and rules, `
  + 'so those verdicts are about the squad\'s play, not only the rules.';

/** Two runs' answers (the same sheet, question by question) side by side, each marked stable or not. */
export function ladderAnswers(greedy: readonly Answer[], planner: readonly Answer[]): LadderAnswer[] {
  return pairAnswers(greedy, planner).map((p) => ({ question: p.question, stable: p.same, greedy: p.first, planner: p.second }));
}

/** The answers as pairs, greedy's first: what report.md's section and the Lab's Ladder view set out. */
export const ladderPairs = (answers: readonly LadderAnswer[]): AnswerPair[] =>
  answers.map((a) => ({ question: a.question, same: a.stable, first: a.greedy, second: a.planner }));

/** report.md's section: each question, its two answers, and the mark when they disagree. */
export function ladderAnswersMarkdown(answers: readonly LadderAnswer[]): string {
  return pairedAnswersMarkdown(ladderPairs(answers), {
    heading: '## The playtest sheet (kit 06) under greedy and under the top planner rung',
    intro: unstableIntro,
    mark: UNSTABLE_NOTE,
    firstLabel: (a) => a.squad,
    secondLabel: (a) => a.squad,
  });
}
