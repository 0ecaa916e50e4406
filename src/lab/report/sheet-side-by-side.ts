/**
 * The playtest sheet (kit 06) answered by two runs side by side, question by question, each pair
 * marked where the verdicts differ (numbers aside). One comparison of answers for every pair of
 * runs the lab sets beside each other: the ladder's greedy and top planner rung (ladder-answers.ts:
 * "depends on the squad AI") and compare's rules a and b (compare-answers.ts: "verdict changes").
 */
import type { Answer } from './answers';

/** An answer without its question (the pair holds the question once). */
export type SideAnswer = Omit<Answer, 'question'>;

export interface AnswerPair {
  readonly question: string;
  /** True when both runs reach the same verdict, numbers aside (verdictKey). */
  readonly same: boolean;
  readonly first: SideAnswer;
  readonly second: SideAnswer;
}

/** A verdict with its numbers taken out: "Yes: 45.0% of that damage" and "Yes: 60.0% of that damage" agree. */
export const verdictKey = (verdict: string): string => verdict.replace(/[+-]?\d+(\.\d+)?/g, '#');

/** Two runs' answers to the same sheet, paired question by question. */
export function pairAnswers(first: readonly Answer[], second: readonly Answer[]): AnswerPair[] {
  if (first.length !== second.length) throw new Error('pairAnswers: both runs answer the same sheet');
  return first.map((f, i) => {
    const s = second[i];
    if (s.question !== f.question) throw new Error(`pairAnswers: question ${i + 1} differs`);
    const { question: _f, ...firstAnswer } = f;
    const { question: _s, ...secondAnswer } = s;
    return { question: f.question, same: verdictKey(f.verdict) === verdictKey(s.verdict), first: firstAnswer, second: secondAnswer };
  });
}

/** How a report.md section names its two runs and marks a differing verdict. */
export interface PairWords {
  readonly heading: string;
  /** The paragraph under the heading, given how many verdicts differ of how many. */
  readonly intro: (differ: number, of: number) => string;
  /** Said after a question whose verdicts differ: "depends on the squad AI". */
  readonly mark: string;
  readonly firstLabel: (a: SideAnswer) => string;
  readonly secondLabel: (a: SideAnswer) => string;
}

/** report.md's section: each question, its two answers, and the mark where the verdicts differ. */
export function pairedAnswersMarkdown(pairs: readonly AnswerPair[], words: PairWords): string {
  const differ = pairs.filter((p) => !p.same).length;
  return [
    words.heading, '', words.intro(differ, pairs.length), '',
    ...pairs.flatMap((p) => [
      `### ${p.question}${p.same ? '' : ` (${words.mark})`}`, '',
      `- **${words.firstLabel(p.first)}:** ${p.first.answer}`,
      `- **${words.secondLabel(p.second)}:** ${p.second.answer}`, '',
    ]),
  ].join('\n');
}
