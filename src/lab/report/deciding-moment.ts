/**
 * The deciding moment of a game, as a Replay step (issue 18 §1: best and worst games "open in
 * Replay at the deciding moment"): the start of the activation in which the game was decided (the
 * last alien killed for a victory, the last soldier downed for a wipe-out), or the start of the
 * last round when the round limit decided it (RULINGS R2). A Replay step is a keyframe, one per
 * engine transition; the record is replayed by the runner into the same keyframes the app's
 * Replay shows (runner/replay), and the step is the keyframe whose transition produced that event.
 */
import type { GameEvent } from '../../engine/state/types';
import type { GameRecord } from '../../replay/record';
import { replayRecord } from '../../runner';

export interface DecidingMoment {
  /** The Replay step (timeline entry index) to open. */
  readonly step: number;
  readonly round: number;
  /** In words, e.g. "round 4: Chen kills alien3". */
  readonly what: string;
}

function lastIndex(events: GameRecord['events'], test: (e: GameEvent) => boolean): number {
  for (let i = events.length - 1; i >= 0; i--) if (test(events[i].event)) return i;
  return -1;
}

/** The event index the game turned on, and what it was in words. */
function decidingEvent(record: GameRecord): { index: number; what: string } {
  const { events } = record;
  const over = events[events.length - 1]?.event;
  if (over?.type !== 'game.over') throw new Error('the record does not end with game.over');
  const kill = over.outcome === 'victory' ? lastIndex(events, (e) => e.type === 'alien.killed') : -1;
  const down = over.reason.includes('down') ? lastIndex(events, (e) => e.type === 'figure.downed') : -1;
  const decisive = kill >= 0 ? kill : down;
  if (decisive >= 0) {
    const e = events[decisive].event;
    const what = e.type === 'alien.killed' ? `${e.by} kills ${e.figure}, the last alien` : e.type === 'figure.downed' ? `${e.by} downs ${e.figure}, the last soldier standing` : e.type;
    const start = lastIndex(events.slice(0, decisive + 1), (x) => x.type === 'activation.started');
    return { index: start >= 0 ? start : decisive, what };
  }
  const round = lastIndex(events, (e) => e.type === 'round.started');
  return { index: Math.max(0, round), what: `the last round begins; ${over.reason}` };
}

/** The Replay step (keyframe index) whose transition produced event `eventIndex` of the record. */
export function stepOfEvent(record: GameRecord, eventIndex: number): number {
  const { verdict, keyframes } = replayRecord(record);
  if (!verdict.ok) throw new Error(`the record does not replay: ${verdict.path}: ${verdict.problem}`);
  let seen = 0;
  for (let step = 1; step < keyframes.length; step++) {
    seen += keyframes[step].events.length;
    if (eventIndex < seen) return step;
  }
  throw new Error(`event ${eventIndex} is not in the record's replay`);
}

/** The deciding moment of a finished game's record. */
export function decidingMoment(record: GameRecord): DecidingMoment {
  const { index, what } = decidingEvent(record);
  const round = record.events[index].round;
  return { step: stepOfEvent(record, index), round, what: `round ${round}: ${what}` };
}
