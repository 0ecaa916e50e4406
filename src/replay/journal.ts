/**
 * A game's log as a record keeps it: every squad decision with the state hash after it, and every
 * event with its round, phase, acting figure and causing decision (RULINGS D1). Written from the
 * transitions a game went through (the charts' trail, or a live game's keyframes), in order.
 */
import type { Decision, GameEvent, GameState } from '../engine/state/types';
import { actorOf } from './actor';
import { stateHash } from '../engine/state/hash';
import type { RecordedDecision, RecordedEvent } from './record';

/** One engine transition as the journal needs it (the charts' TrailStep has this shape). */
export interface JournalStep {
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
  /** The squad decision applied, or null for an engine step. */
  readonly decision: Decision | null;
}

export interface Journal {
  readonly decisions: readonly RecordedDecision[];
  readonly events: readonly RecordedEvent[];
}

/** The journal of these transitions, in order. */
export function journalOf(steps: readonly JournalStep[]): Journal {
  const decisions: RecordedDecision[] = [];
  const events: RecordedEvent[] = [];
  for (const t of steps) {
    let index: number | null = null;
    if (t.decision) {
      decisions.push({ decision: t.decision, hash: stateHash(t.after) });
      index = decisions.length - 1;
    }
    let { round, phase } = t.before;
    for (const event of t.events) {
      // Bookkeeping events move the clock on for the events that follow them.
      if (event.type === 'phase.changed') { phase = event.phase; round = event.round; }
      if (event.type === 'round.started') round = event.round;
      if (event.type === 'game.over') phase = 'over';
      events.push({ round, phase, actor: actorOf(event), decision: index, event });
    }
  }
  return { decisions, events };
}
