/**
 * What a Scenario A game asks of the charts: its decisions (one event each, through the squad
 * port as every game's) and the chart microsteps they and the engine steps take, counted through
 * XState's inspection API. The charts' cost is per event and per microstep (issue 18 §1), so these
 * counts say where a change to the charts moved that cost.
 */
import { makePolicy } from '../src/ai/policies';
import { newGame } from '../src/engine/setup/scenarios';
import { createGameActor } from '../src/machines';
import { answering } from '../src/runner/controllers';

export interface ChartTransitions {
  /** Events sent a game (the squad's decisions). */
  readonly events: number;
  /** Chart microsteps a game, eventless ones included. */
  readonly microsteps: number;
}

/** Mean events and microsteps over `games` games of `policy` (seeds 1..games). */
export function chartTransitions(games: number, policy = 'random'): ChartTransitions {
  let events = 0;
  let microsteps = 0;
  for (let seed = 1; seed <= games; seed++) {
    const actor = createGameActor({
      state: newGame('A', { seed }), squad: answering(makePolicy(policy, seed)),
      inspect: (e) => {
        if (e.type === '@xstate.microstep') microsteps++;
        else if (e.type === '@xstate.event' && e.event.type === 'decision.made' && e.actorRef === actor) events++;
      },
    });
    actor.start();
    actor.stop();
  }
  return { events: events / games, microsteps: microsteps / games };
}
