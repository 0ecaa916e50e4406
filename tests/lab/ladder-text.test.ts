/**
 * The ladder in words (lab/ladder-text.ts): a ladder with a budget-1 rung says that rung is
 * greedy's own play (ai/planner/search.ts weighed: a search weighs no more plans than its budget
 * has playouts), so a reader does not take its "+0.0, p 1.00" step for a finding.
 */
import { describe, expect, it } from 'vitest';
import { ladderOf } from '../../src/lab/ladder';
import { ladderText } from '../../src/lab/ladder-text';
import type { RunSpec } from '../../src/lab/run-spec';

const spec: RunSpec = { scenario: 'A', games: 4, seed: 1, squadAi: 'planner', variants: {}, overrides: [] };
const games = (wins: number[]) => ({ victories: wins, rounds: wins.map(() => 5) });

describe('the ladder in words', () => {
  it('says a budget-1 rung plays greedy\'s games, and only when there is one', () => {
    const rungs = [games([0, 0, 0, 0]), games([1, 1, 0, 0]), games([1, 1, 0, 0]), games([1, 1, 1, 0])];
    const withOne = ladderText(spec, ladderOf([1, 2], rungs));
    expect(withOne).toContain("planner 1 weighs greedy's choice alone");
    const withoutOne = ladderText(spec, ladderOf([2, 4], rungs));
    expect(withoutOne).not.toContain('weighs greedy');
    expect(withoutOne).toMatch(/planner 2 .*\n.*planner 4 /);
  });
});
