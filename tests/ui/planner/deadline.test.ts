// @vitest-environment node
/**
 * A planner worker that loads but never answers (hostile-inputs issue, item 5): each request has
 * a deadline scaled to its playouts; past it the worker is ended and Autoplay says so in its one
 * line ("Planner unavailable (...): playing greedy.") and plays on with greedy. The worker here
 * is a channel's port that nobody answers, behind the real comlink connection, with a tiny deadline.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { greedyPolicy } from '../../../src/ai/greedy';
import { legalOnly, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';
import { LiveGame } from '../../../src/runner';
import { endpointConnection, plannerDeadlineMs, setPlannerConnection } from '../../../src/ui/planner/client';
import { usePlanner } from '../../../src/ui/planner/planStore';
import { plannerSquads } from '../../../src/ui/planner/plannerSquad';
import { chamber } from '../../../src/ui/session/store';
import { DEADLINE_FLOOR_MS } from '../../../src/ui/deadline';

const turn = () => new Promise((r) => setTimeout(r, 0));
let channel: MessageChannel;

/** A worker that has loaded and listens, but never answers. */
function silentWorker(deadline: (playouts: number) => number) {
  channel = new MessageChannel();
  const terminate = vi.fn(() => channel.port1.close());
  return { connection: endpointConnection(channel.port2 as never, terminate, deadline), terminate };
}

beforeEach(() => { chamber.chamberDrawn(); });
afterEach(() => {
  channel?.port1.close();
  channel?.port2.close();
  setPlannerConnection(null);
  usePlanner.getState().freshGame();
});

describe('a planner worker that never answers', () => {
  it('misses its deadline: one line, the worker ended, greedy plays on', async () => {
    const { connection, terminate } = silentWorker(() => 20);
    setPlannerConnection(connection);
    const fallBack = vi.fn();
    const start = step(newGame('A', { seed: 4 })).state;
    const game = new LiveGame(start, { squad: plannerSquads({ seed: 4, budget: 4, ghostMs: 0, fallBack })(201) });
    let next = game.advance();
    while (!next) { await turn(); next = game.advance(); }
    game.stop();
    const why = "the planner's worker did not answer within 20 ms";
    expect(fallBack).toHaveBeenCalledExactlyOnceWith(why);
    expect(usePlanner.getState().problem).toBe(why);
    expect(terminate).toHaveBeenCalledTimes(1);
    expect(next.decision).toEqual(greedyPolicy().decide(start, legalOnly(start)));
    // Every later request is refused at once with the same reason.
    await expect(connection.decide({ session: 1, seed: 4, budget: 4, state: start, legal: legalOnly(start) })).rejects.toThrow(why);
  });

  it('names the playouts of a search that missed it', async () => {
    const { connection } = silentWorker((playouts) => playouts * 10);
    const start = step(newGame('A', { seed: 4 })).state;
    await expect(connection.hint({ seed: 4, budget: 3, state: start, legal: legalOnly(start) }))
      .rejects.toThrow("the planner's worker did not answer a search of 3 playouts within 30 ms");
  });

  it('is scaled to the playouts, with a floor for the worker to start', () => {
    expect(plannerDeadlineMs(0)).toBe(DEADLINE_FLOOR_MS);
    expect(plannerDeadlineMs(24)).toBe(DEADLINE_FLOOR_MS);
    expect(plannerDeadlineMs(10_000)).toBe(100 * 2 * 10_000);
  });
});
