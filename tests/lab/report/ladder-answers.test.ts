/**
 * The sheet answered under greedy and under the top planner rung (issue "the balance lab answers
 * about the rules, not about its own squad AI", §2): a verdict that differs is "stable": false.
 */
import { describe, expect, it } from 'vitest';
import { sheetAnswers } from '../../../src/lab/report/answers';
import { ladderAnswers, ladderAnswersMarkdown, verdictKey } from '../../../src/lab/report/ladder-answers';
import { emptyGameStats } from '../../../src/lab/game-stats';
import { emptyQuestionStats } from '../../../src/lab/question-stats';
import type { RunSpec } from '../../../src/lab/run-spec';
import type { RunTotals } from '../../../src/lab/totals';
import { SOLDIER_NAMES } from '../../../src/engine/state/types';

const base: Omit<RunSpec, 'squadAi'> = { scenario: 'A', games: 100, seed: 1, variants: {}, overrides: [] };
const greedy: RunSpec = { ...base, squadAi: 'greedy' };
const planner: RunSpec = { ...base, squadAi: 'planner', budget: 16 };

/** Totals where every soldier removes `hp[n]` HP and Park heals `medkits` times. */
function totals(hp: Record<string, number>, medkits: number, wins: number): RunTotals {
  const stats = emptyGameStats();
  for (const n of SOLDIER_NAMES) stats.perSoldier[n].hpRemoved = hp[n] ?? 0;
  const questions = emptyQuestionStats();
  questions.medkits = medkits;
  return { games: 100, wins, roundsPlayed: 500, rounds: { 1: 0, 2: 0, 3: 0, 4: 20, 5: 30, 6: 50 }, consciousSoldiers: 300, stats, questions, hpRemovedSquares: { Reyes: 0, Chen: 0, Voss: 0, Okafor: 0, Park: 0 } };
}

describe('the ladder\'s sheet answers, greedy beside the planner', () => {
  it('an answer whose verdict differs is "stable": false; one that agrees (numbers aside) is stable', () => {
    // Greedy leaves Voss and Okafor idle and never heals (the batch); the planner uses everyone and heals.
    const g = sheetAnswers(greedy, totals({ Reyes: 400, Chen: 400, Voss: 10, Okafor: 10, Park: 180 }, 0, 79));
    const p = sheetAnswers(planner, totals({ Reyes: 300, Chen: 250, Voss: 150, Okafor: 150, Park: 150 }, 40, 98));
    const side = ladderAnswers(g, p);
    const byQuestion = Object.fromEntries(side.map((a) => [a.question, a]));
    expect(byQuestion['Did each soldier contribute?'].stable).toBe(false);
    expect(byQuestion['Did each soldier contribute?'].greedy.verdict).toMatch(/^Voss and Okafor contributed little/);
    expect(byQuestion["Was Park's healing too easy to repeat safely?"].stable).toBe(false);
    expect(byQuestion['Any facing, sight or door dispute?'].stable).toBe(true);
    expect(byQuestion['Were four adjacent worker attacks too punishing?'].stable).toBe(true);
    expect(byQuestion['Did each soldier contribute?'].planner.squad).toBe('planner (budget 16)');
    expect(byQuestion['Did each soldier contribute?'].planner.answer).toMatch(/\(squad AI: planner, budget 16; 100 games; the kit as written\)$/);
    const md = ladderAnswersMarkdown(side);
    expect(md).toContain('### Did each soldier contribute? (depends on the squad AI)');
    expect(md).toContain('### Any facing, sight or door dispute?\n');
    expect(md).toMatch(/- \*\*greedy:\*\* Of the 1000 HP/);
  });

  it('verdicts are compared with their numbers taken out', () => {
    expect(verdictKey('Yes: 45.0% of that damage')).toBe(verdictKey('Yes: 60.0% of that damage'));
    expect(verdictKey('Yes: 45.0% of that damage')).not.toBe(verdictKey('No: he did no more than a fair share (20%).'));
  });
});
