/**
 * The live session (issue 35 §5): one object owns the live game and its squad controller. A game
 * standing where it is asked for is kept; asked elsewhere, a new one starts there; each is numbered.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/setup/scenarios';
import { LiveSession } from '../../../src/ui/live/liveSession';

describe('LiveSession', () => {
  it('keeps the game standing at the keyframe asked for, and starts another elsewhere', () => {
    const session = new LiveSession();
    session.chooseSquad('greedy', 1);
    const start = newGame('A', { seed: 1 });
    const game = session.gameAt(0, start);
    expect(session.gameAt(0, start)).toBe(game);
    const entry = game.advance();
    expect(entry).not.toBeNull();
    session.movedTo(1);
    expect(session.gameAt(1, game.view.state)).toBe(game);
    expect(session.gameAt(0, start)).not.toBe(game);
    session.drop();
  });
  it('a squad chosen anew drops the game standing', () => {
    const session = new LiveSession();
    session.chooseSquad('greedy', 1);
    const start = newGame('A', { seed: 1 });
    const game = session.gameAt(0, start);
    session.chooseSquad(null, 1);
    expect(session.gameAt(0, start)).not.toBe(game);
    session.drop();
  });
});
