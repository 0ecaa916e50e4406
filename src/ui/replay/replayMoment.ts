/**
 * A moment of the record open in Replay, kept while another mode is open (Inspect on that step,
 * issue 37 §2) and shown again on the way back: the record as verified, its timeline and the step.
 * Going back takes nothing from the file or link again (the record was checked when opened).
 */
import type { GameRecord } from '../../replay/record';
import { plansOfNotes } from '../../runner';
import { usePlanner } from '../planner/planStore';
import { chamber, useChamber } from '../session/store';
import type { Entry } from '../session/timeline';
import { warmSeeks } from './warmSeeks';

export interface ReplayMoment {
  readonly recordName: string;
  readonly record: GameRecord;
  /** The link payload the record travels in, if it has one (a file's or a link's record). */
  readonly recordLink: string | null;
  readonly entries: readonly Entry[];
  readonly step: number;
}

/** The moment at `step` (default: the cursor) of the record open in Replay, or null outside Replay. */
export function replayMomentHere(step?: number): ReplayMoment | null {
  const s = useChamber.getState();
  if (s.mode !== 'replay' || !s.record || !s.recordName) return null;
  return { recordName: s.recordName, record: s.record, recordLink: s.recordLink, entries: s.entries, step: step ?? s.cursor };
}

/** Shows a verified record's timeline in Replay at `step`: the one way a record comes on screen (openRecord too). */
export function showRecord(m: Omit<ReplayMoment, 'recordLink'> & { readonly recordLink?: string | null }): void {
  chamber.showRecord({ recordName: m.recordName, record: m.record, recordLink: m.recordLink ?? null, entries: [...m.entries], step: m.step });
  usePlanner.getState().showRecordPlans(plansOfNotes(m.entries, m.record.plans));
  warmSeeks(useChamber.getState().cursor);
}
