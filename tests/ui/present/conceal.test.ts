/**
 * "What would you do?" in swings mode (issue 37 §3) stops at the win-chance graph's own marks: a
 * swing the graph leaves unmarked, as within its playouts' noise (planner/swings isBigSwing), is
 * no stop, however it compares with MIN_SWING alone.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseRecord } from '../../../src/replay/load';
import { replayRecord } from '../../../src/runner';
import { GRAPH_PLAYOUTS } from '../../../src/ai/planner/win-chance';
import { chamber, useChamber } from '../../../src/ui/session/store';
import { useChances } from '../../../src/ui/planner/winChances';
import { biggestSwings, graphPoints, MIN_SWING, swingNoise } from '../../../src/ui/planner/swings';
import { usePresent } from '../../../src/ui/present/presentStore';
import { stopsNow } from '../../../src/ui/present/conceal';
import { concealStops } from '../../../src/ui/present/concealStops';

const { keyframes } = replayRecord(parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8')));
const points = graphPoints(keyframes);

/** Every point at `base`, then from point `k` on at `after` (one swing, ending at point k). */
const chancesWith = (k: number, base: number, after: number) => new Map(points.map((p, i) => [p, i < k ? base : after]));

beforeEach(() => {
  chamber.switchMode('replay');
  useChamber.getState().setEntries([...keyframes], 0);
  usePresent.getState().setConceal('swings');
});

describe('swings mode\'s stops', () => {
  it('stops before the first decision of a swing the graph marks', () => {
    const chances = chancesWith(6, 0.9, 0.4);
    useChances.setState({ chances });
    const marked = biggestSwings(points, chances, { playouts: GRAPH_PLAYOUTS });
    expect(marked).toHaveLength(1);
    const stops = stopsNow();
    expect(stops).toEqual(concealStops(keyframes, 'swings', marked));
    expect(stops.size).toBe(1);
  });

  it('makes no stop for a swing past MIN_SWING but within the noise of the graph\'s playouts', () => {
    // 0.5 -> 0.3: past MIN_SWING (0.15), under two standard errors of 32 playouts (about 0.24).
    expect(0.2).toBeGreaterThan(MIN_SWING);
    expect(swingNoise(0.5, 0.3, GRAPH_PLAYOUTS)).toBeGreaterThan(0.2);
    const chances = chancesWith(6, 0.5, 0.3);
    useChances.setState({ chances });
    expect(biggestSwings(points, chances)).toHaveLength(1); // without the noise floor, a swing
    expect(stopsNow().size).toBe(0);
  });
});
