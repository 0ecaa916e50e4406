/**
 * The deciding moment of a game, as a Replay step (issue 18 §1: best and worst games "open in
 * Replay at the deciding moment"): the start of the activation in which the game was decided (the
 * last alien killed for a victory, the last soldier downed for a wipe-out), or the start of the
 * last round when the round limit decided it (RULINGS R2). A Replay step is one engine transition
 * (a decision or an engine step, ui/session/timeline), so the record is re-simulated through the
 * engine to find which transition produced that event.
 */
import { apply, nextStep, step } from '../../engine/game';
import { gameFromPosition } from '../../engine/position';
import type { RulesetOverrides } from '../../engine/ruleset';
import type { GameEvent } from '../../engine/types';
import type { GameRecord } from '../../replay/record';

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

/** The Replay step whose transition produced event `eventIndex` of the record. */
export function stepOfEvent(record: GameRecord, eventIndex: number): number {
  let state = gameFromPosition(record.start.position, {
    seed: record.seed, scenario: record.scenario, ruleset: record.ruleset.overrides as RulesetOverrides,
  });
  let seen = 0;
  let next = 0;
  for (let entry = 1; entry <= record.events.length + record.decisions.length + 1; entry++) {
    const need = nextStep(state);
    if (need.kind === 'over') break;
    const t = need.kind === 'step' ? step(state) : apply(state, record.decisions[next++].decision);
    for (const e of t.events) {
      if (e.type !== record.events[seen]?.event.type) throw new Error(`the record does not replay: event ${seen} differs`);
      if (seen === eventIndex) return entry;
      seen++;
    }
    state = t.state;
  }
  throw new Error(`event ${eventIndex} is not in the record's replay`);
}

/** The deciding moment of a finished game's record. */
export function decidingMoment(record: GameRecord): DecidingMoment {
  const { index, what } = decidingEvent(record);
  const round = record.events[index].round;
  return { step: stepOfEvent(record, index), round, what: `round ${round}: ${what}` };
}
