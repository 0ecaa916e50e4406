/** A Lab task's words, which a missed deadline prints ("... within 60 s (10 games of greedy)"). */
import { describe, expect, it } from 'vitest';
import type { RunSpec } from '../../../src/lab/run-spec';
import { fireWork, GAME_MS, playWork, PLANNER_GAME_MS_PER_PLAYOUT } from '../../../src/ui/lab/task-work';

const greedy = { scenario: 'A', games: 10, seed: 1, squadAi: 'greedy', variants: {}, overrides: [] } satisfies RunSpec;

describe('Lab task work', () => {
  it('names its games and squad AI, singular for one', () => {
    expect(playWork(greedy, 10, 0).what).toBe('10 games of greedy');
    expect(playWork(greedy, 1, 0).what).toBe('1 game of greedy');
    expect(playWork({ ...greedy, squadAi: 'planner', budget: 8 }, 1, 0).what).toBe('1 game of the planner, budget 8');
    expect(fireWork(500, 1).what).toBe('1 row of 500 attacks');
  });

  it('expects a planner game to take its budget times a playout, and rest to lengthen it', () => {
    expect(playWork({ ...greedy, squadAi: 'planner', budget: 8 }, 2, 0).expectedMs).toBe(2 * 8 * PLANNER_GAME_MS_PER_PLAYOUT);
    expect(playWork(greedy, 10, 1).expectedMs).toBe(2 * 10 * GAME_MS);
  });
});
