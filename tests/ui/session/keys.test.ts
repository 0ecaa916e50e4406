/**
 * The shared step commands (issue 32 item 4): Ctrl+→ is "next round", so from step 0 (the
 * starting position, already round 1) it lands on the first step of round 2, not on round 1's
 * round.started keyframe at step 1; Ctrl+← goes back to the start of the round.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/setup/scenarios';
import { makePolicy } from '../../../src/ai/policies';
import { keyframesOf, playGame } from '../../../src/runner';
import { marksOf } from '../../../src/ui/session/timeline';
import { stepBy } from '../../../src/ui/session/keys';
import { chamber, useChamber } from '../../../src/ui/session/store';

const played = playGame(newGame('A', { seed: 1 }), makePolicy('greedy', 1));
const entries = keyframesOf(played.start, played.steps);
const roundStart = (round: number) => marksOf(entries).rounds.find((r) => r.round === round)!.index;

function at(cursor: number): number {
  chamber.switchMode('replay');
  useChamber.getState().setEntries([...entries], cursor);
  return cursor;
}

describe('Ctrl+→ / Ctrl+← (next / previous round)', () => {
  it('from step 0 goes to the first step of round 2', () => {
    expect(entries[0].state.round).toBe(1);
    at(0);
    stepBy('nextRound');
    expect(useChamber.getState().cursor).toBe(roundStart(2));
    expect(entries[useChamber.getState().cursor].state.round).toBe(2);
  });

  it('from round 1\'s start, or anywhere in round 1, goes to round 2; from round 2 to round 3', () => {
    for (const from of [roundStart(1), roundStart(1) + 3, roundStart(2) - 1]) {
      at(from);
      stepBy('nextRound');
      expect(useChamber.getState().cursor).toBe(roundStart(2));
    }
    at(roundStart(2));
    stepBy('nextRound');
    expect(useChamber.getState().cursor).toBe(roundStart(3));
  });

  it('in the last round goes to the last step; Ctrl+← goes back a round start, then to step 0', () => {
    const last = entries.length - 1;
    at(last - 1);
    stepBy('nextRound');
    expect(useChamber.getState().cursor).toBe(last);
    at(roundStart(2) + 2);
    stepBy('prevRound');
    expect(useChamber.getState().cursor).toBe(roundStart(2));
    stepBy('prevRound');
    expect(useChamber.getState().cursor).toBe(roundStart(1));
    stepBy('prevRound');
    expect(useChamber.getState().cursor).toBe(0);
  });
});
