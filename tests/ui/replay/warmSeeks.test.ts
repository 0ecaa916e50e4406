// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/setup/scenarios';
import { useChamber } from '../../../src/ui/session/store';
import type { Entry } from '../../../src/ui/session/timeline';
import type { GameEvent } from '../../../src/engine/state/types';
import { warmSeeks, warmSeekTargets, WARM_SEEKS } from '../../../src/ui/replay/warmSeeks';

describe('the replay player\'s warm-up seeks at load', () => {
  afterEach(() => { useChamber.getState().setEntries([], 0); });

  it('visits keyframes spread over the whole game, the last one included, and the first of each telling moment', () => {
    const quiet = (n: number) => Array.from({ length: n }, () => ({ events: [] as GameEvent[] }));
    expect(warmSeekTargets(quiet(236))).toEqual([39, 78, 118, 157, 196, 235]);
    expect(warmSeekTargets(quiet(236))).toHaveLength(WARM_SEEKS);
    // Short timelines: no repeats, never out of range; nothing to do for one keyframe.
    expect(warmSeekTargets(quiet(3))).toEqual([0, 1, 2]);
    expect(warmSeekTargets(quiet(1))).toEqual([]);
    const entries = quiet(100);
    entries[12] = { events: [{ type: 'door.opened' } as GameEvent] };
    entries[40] = { events: [{ type: 'door.opened' } as GameEvent] };
    entries[57] = { events: [{ type: 'attack.declared' } as GameEvent] };
    expect(warmSeekTargets(entries)).toEqual([17, 33, 50, 66, 83, 99, 57, 12]);
  });

  it('ends where the record opened, having sought through the targets', () => {
    const state = newGame('A', { seed: 1 });
    const entries: Entry[] = Array.from({ length: 50 }, () => ({ state, events: [], decision: null }));
    useChamber.getState().setEntries(entries, 17);
    const visited: number[] = [];
    const stop = useChamber.subscribe((s) => visited.push(s.cursor));
    warmSeeks(17);
    stop();
    expect(visited).toEqual([...warmSeekTargets(entries), 17]);
    expect(useChamber.getState().cursor).toBe(17);
  });
});
