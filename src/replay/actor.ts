/**
 * Which figure an event belongs to, for the record's event stream (issue 3 §3: "every event with
 * round, phase, acting figure"). Read from the event itself, so it is the same on every replay.
 */
import type { FigureId, GameEvent } from '../engine/state/types';

/** The acting figure of an event, or null for round and phase bookkeeping. */
export function actorOf(event: GameEvent): FigureId | null {
  switch (event.type) {
    case 'round.started': case 'squad.refreshed': case 'phase.changed': case 'round.ended': case 'game.over': case 'counteract.passed':
      return null;
    case 'attack.declared': case 'shot.rolled': case 'damage.rolled': case 'shot.spent': case 'attack.resolved':
      return event.attacker;
    case 'figure.downed': case 'alien.killed':
      return event.by;
    case 'overwatch.triggered':
      return event.trigger.alien;
    case 'reaction.skipped':
      return event.watcher;
    case 'alien.targeted': case 'alien.passed':
      return event.alien;
    case 'skill.unlocked': case 'xp.gained': case 'rank.reached': case 'reroll.offered': case 'reroll.declined':
      return event.soldier;
    default:
      return event.figure;
  }
}
