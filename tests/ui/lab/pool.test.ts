/** The Lab's default worker count leaves the page a core (issue 18 §5: the chamber keeps its frame rate). */
import { describe, expect, it } from 'vitest';
import { defaultLabWorkers, MAX_LAB_WORKERS } from '../../../src/ui/lab/pool';

describe('defaultLabWorkers', () => {
  it('is one per core but one, at least one and at most MAX_LAB_WORKERS', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultLabWorkers(cores))).toEqual([1, 1, 2, 3, MAX_LAB_WORKERS, MAX_LAB_WORKERS]);
  });

  it('takes an unknown core count (0) as two cores', () => {
    expect(defaultLabWorkers(0)).toBe(1);
  });
});
