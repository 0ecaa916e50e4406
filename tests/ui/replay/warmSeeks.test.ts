// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/scenarios';
import { useChamber } from '../../../src/ui/store';
import type { Entry } from '../../../src/ui/timeline';
import { warmSeeks, warmSeekTargets, WARM_SEEKS } from '../../../src/ui/replay/warmSeeks';

describe('the replay player\'s warm-up seeks at load', () => {
  afterEach(() => { useChamber.getState().setEntries([], 0); });

  it('visits keyframes spread over the whole game, the last one included', () => {
    expect(warmSeekTargets(236)).toEqual([39, 78, 118, 157, 196, 235]);
    expect(warmSeekTargets(236)).toHaveLength(WARM_SEEKS);
    // Short timelines: no repeats, never out of range; nothing to do for one keyframe.
    expect(warmSeekTargets(3)).toEqual([0, 1, 2]);
    expect(warmSeekTargets(1)).toEqual([]);
  });

  it('ends where the record opened, having sought through the targets', () => {
    const state = newGame('A', { seed: 1 });
    const entries: Entry[] = Array.from({ length: 50 }, () => ({ state, events: [], decision: null }));
    useChamber.getState().setEntries(entries, 17);
    const visited: number[] = [];
    const stop = useChamber.subscribe((s) => visited.push(s.cursor));
    warmSeeks(17);
    stop();
    expect(visited).toEqual([...warmSeekTargets(50), 17]);
    expect(useChamber.getState().cursor).toBe(17);
  });
});
