/**
 * The running log of one game as the statecharts drive it: every squad decision with the state
 * hash after it, and every event with its round, phase, acting figure and causing decision.
 * Append-only: the machine context holds one journal for the whole game, and snapshots share it
 * (copying a growing log on every transition would make long games quadratic).
 */
import type { Decision, GameState, Transition } from '../engine/types';
import { actorOf } from './actor';
import { stateHash } from './hash';
import type { RecordedDecision, RecordedEvent } from './record';

export class Journal {
  readonly decisions: RecordedDecision[] = [];
  readonly events: RecordedEvent[] = [];

  /** Logs one engine transition from `before`; `decision` is null for engine-driven steps. */
  record(before: GameState, t: Transition, decision: Decision | null): void {
    let index: number | null = null;
    if (decision) {
      this.decisions.push({ decision, hash: stateHash(t.state) });
      index = this.decisions.length - 1;
    }
    let { round, phase } = before;
    for (const event of t.events) {
      // Bookkeeping events move the clock on for the events that follow them.
      if (event.type === 'phase.changed') { phase = event.phase; round = event.round; }
      if (event.type === 'round.started') round = event.round;
      if (event.type === 'game.over') phase = 'over';
      this.events.push({ round, phase, actor: actorOf(event), decision: index, event });
    }
  }
}
