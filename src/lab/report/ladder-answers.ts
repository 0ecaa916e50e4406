/**
 * The playtest sheet answered twice by `chamber ladder --report` (issue "the balance lab answers
 * about the rules, not about its own squad AI", §2): once from greedy's games and once from the
 * top planner rung's, on the same seeds. An answer whose verdict differs between them is about
 * the squad AI's play, not only the rules: it is marked "depends on the squad AI" (`stable: false`).
 */
import type { Answer } from './answers';

export interface LadderAnswer {
  readonly question: string;
  /** False when greedy's verdict and the top planner rung's differ: the answer depends on the squad AI. */
  readonly stable: boolean;
  readonly greedy: Omit<Answer, 'question'>;
  readonly planner: Omit<Answer, 'question'>;
}

/** The words an unstable answer with, in report.md (the page's Lab has no ladder). */
export const UNSTABLE_NOTE = 'depends on the squad AI';

/** A verdict with its numbers taken out: "Yes: 45.0% of that damage" and "Yes: 60.0% of that damage" agree. */
export const verdictKey = (verdict: string): string => verdict.replace(/[+-]?\d+(\.\d+)?/g, '#');

/** Two runs' answers (the same sheet, question by question) side by side, each marked stable or not. */
export function ladderAnswers(greedy: readonly Answer[], planner: readonly Answer[]): LadderAnswer[] {
  if (greedy.length !== planner.length) throw new Error('ladderAnswers: both runs answer the same sheet');
  return greedy.map((g, i) => {
    const p = planner[i];
    if (p.question !== g.question) throw new Error(`ladderAnswers: question ${i + 1} differs`);
    const { question: _g, ...greedyAnswer } = g;
    const { question: _p, ...plannerAnswer } = p;
    return { question: g.question, stable: verdictKey(g.verdict) === verdictKey(p.verdict), greedy: greedyAnswer, planner: plannerAnswer };
  });
}

/** report.md's section: each question, its two answers, and the mark when they disagree. */
export function ladderAnswersMarkdown(answers: readonly LadderAnswer[]): string {
  const unstable = answers.filter((a) => !a.stable).length;
  return [
    '## The playtest sheet (kit 06) under greedy and under the top planner rung', '',
    `${unstable} of the ${answers.length} verdicts ${unstable === 1 ? 'depends' : 'depend'} on the squad AI: greedy and the planner reach different verdicts on the same seeds and rules, `
      + 'so those verdicts are about the squad\'s play, not only the rules.', '',
    ...answers.flatMap((a) => [
      `### ${a.question}${a.stable ? '' : ` (${UNSTABLE_NOTE})`}`, '',
      `- **${a.greedy.squad}:** ${a.greedy.answer}`,
      `- **${a.planner.squad}:** ${a.planner.answer}`, '',
    ]),
  ].join('\n');
}
