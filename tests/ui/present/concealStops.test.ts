/**
 * "What would you do?" stops (issue 37 §3): before each squad decision, or only before the first
 * decision of each big swing; none for a swing with no squad decision in it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../../src/replay/load';
import { replayRecord } from '../../../src/runner';
import { concealStops } from '../../../src/ui/present/concealStops';

const { keyframes } = replayRecord(parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8')));
const swing = (from: number, to: number) => ({ from, to, delta: -0.3, fromChance: 0.6, toChance: 0.3 });

describe('concealStops', () => {
  it('stops just before every squad decision and nowhere else', () => {
    const stops = concealStops(keyframes, 'decisions', []);
    const decisions = keyframes.filter((k) => k.decision).length;
    expect(stops.size).toBe(decisions);
    for (const s of stops) expect(keyframes[s + 1].decision).not.toBeNull();
    expect(concealStops(keyframes, 'off', [swing(1, 10)]).size).toBe(0);
  });

  it('stops once per big swing, before its first decision', () => {
    // Steps 2-5: Reyes activates (decision at 2), moves and goes on overwatch; 19-22: an alien's activation.
    const stops = concealStops(keyframes, 'swings', [swing(2, 5), swing(19, 22)]);
    expect([...stops]).toEqual([1]);
  });
});
