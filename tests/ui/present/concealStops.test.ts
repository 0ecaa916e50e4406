/**
 * "What would you do?" stops (issue 37 §3): before each squad decision with a choice, or only before the first
 * decision of each big swing; none for a swing with no squad decision in it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../../src/replay/load';
import { replayRecord } from '../../../src/runner';
import { concealStops } from '../../../src/ui/present/concealStops';
import { legalOnly } from '../../../src/engine/flow/game';

const { keyframes } = replayRecord(parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8')));
const swing = (from: number, to: number) => ({ from, to, delta: -0.3, fromChance: 0.6, toChance: 0.3 });

describe('concealStops', () => {
  it('stops just before every squad decision that had another legal choice, and nowhere else', () => {
    const stops = concealStops(keyframes, 'decisions', []);
    const decisions = keyframes.flatMap((k, i) => (k.decision ? [i] : []));
    const forced = decisions.filter((i) => legalOnly(keyframes[i - 1].state).length === 1);
    // This record has both kinds: Park, the last of round 1's squad to activate (step 15), had no
    // other choice; Reyes, the first (step 2), had five.
    expect(forced).toContain(15);
    expect(forced).not.toContain(2);
    expect(forced.length).toBeGreaterThan(0);
    expect(stops.size).toBe(decisions.length - forced.length);
    for (const s of stops) {
      expect(keyframes[s + 1].decision).not.toBeNull();
      expect(legalOnly(keyframes[s].state).length).toBeGreaterThan(1);
    }
    expect(stops.has(14)).toBe(false);
    expect(stops.has(1)).toBe(true);
    expect(concealStops(keyframes, 'off', [swing(1, 10)]).size).toBe(0);
  });

  it('stops once per big swing, before its first decision with a choice', () => {
    // Steps 2-5: Reyes activates (decision at 2), moves and goes on overwatch; 19-22: an alien's
    // activation; 15-18: Park activates (15, the only legal decision), moves (16) and moves again.
    const stops = concealStops(keyframes, 'swings', [swing(2, 5), swing(19, 22), swing(15, 18)]);
    expect([...stops].sort((a, b) => a - b)).toEqual([1, 15]);
  });
});
