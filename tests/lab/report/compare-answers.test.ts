/**
 * The playtest sheet under a and under b (issue 34 §4, report/compare-answers.ts): the ladder's
 * pairing of answers (sheet-side-by-side.ts) with compare's words: "changed" where the verdicts
 * differ, numbers aside.
 */
import { describe, expect, it } from 'vitest';
import { changedCount, compareAnswers, compareAnswersMarkdown } from '../../../src/lab/report/compare-answers';
import { emptyGameStats } from '../../../src/lab/game-stats';
import { emptyQuestionStats } from '../../../src/lab/question-stats';
import type { RunSpec } from '../../../src/lab/run-spec';
import type { RunTotals } from '../../../src/lab/totals';
import { SOLDIER_NAMES } from '../../../src/engine/state/types';

const a: RunSpec = { scenario: 'A', games: 100, seed: 1, squadAi: 'greedy', variants: {}, overrides: [] };
const b: RunSpec = { ...a, overrides: [{ path: 'aliens.worker.hp', value: 6 }] };

/** Totals where every soldier removes `hp[n]` HP and Park heals `medkits` times. */
function totals(hp: Record<string, number>, medkits: number, wins: number): RunTotals {
  const stats = emptyGameStats();
  for (const n of SOLDIER_NAMES) stats.perSoldier[n].hpRemoved = hp[n] ?? 0;
  const questions = emptyQuestionStats();
  questions.medkits = medkits;
  return { games: 100, wins, roundsPlayed: 500, rounds: { 4: 20, 5: 30, 6: 50 }, consciousSoldiers: 300, stats, questions, hpRemovedSquares: { Reyes: 0, Chen: 0, Voss: 0, Okafor: 0, Park: 0 } };
}

describe('the sheet, a against b', () => {
  it('counts the changed verdicts with the verb agreeing (report.md and the Compare view say it alike)', () => {
    expect(changedCount(1, 9)).toBe('1 of the 9 verdicts changes from a to b on the same seeds');
    expect(changedCount(0, 9)).toBe('0 of the 9 verdicts change from a to b on the same seeds');
  });

  it('marks the verdicts that change and not those whose numbers alone change', () => {
    const answers = compareAnswers(a, b, {
      a: totals({ Reyes: 300, Chen: 250, Voss: 150, Okafor: 150, Park: 150 }, 0, 80),
      b: totals({ Reyes: 400, Chen: 400, Voss: 10, Okafor: 10, Park: 180 }, 0, 82),
    });
    const by = Object.fromEntries(answers.map((x) => [x.question, x]));
    expect(answers).toHaveLength(9);
    expect(by['Did each soldier contribute?'].changed).toBe(true);
    expect(by['Did each soldier contribute?'].a.verdict).toBe('Yes: every soldier removed at least 5% of the damage.');
    expect(by['Did each soldier contribute?'].b.verdict).toMatch(/^Voss and Okafor contributed little/);
    expect(by["Was Park's healing too easy to repeat safely?"].changed).toBe(false);
    expect(by['Any facing, sight or door dispute?'].changed).toBe(false);
    expect(by['Did each soldier contribute?'].b.answer).toMatch(/rules: aliens\.worker\.hp=6\)$/);
    const md = compareAnswersMarkdown(answers);
    expect(md).toContain('### Did each soldier contribute? (verdict changes)\n');
    expect(md).toContain('### Any facing, sight or door dispute?\n');
    expect(md).toMatch(/- \*\*a:\*\* Of the 1000 HP/);
    expect(md).toMatch(/- \*\*b:\*\* Of the 1000 HP/);
    expect(md).toContain(`${answers.filter((x) => x.changed).length} of the 9 verdicts`);
  });
});
