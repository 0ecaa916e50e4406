/**
 * The planner's plans and a record's notes (replay/plan-notes.ts), both ways (issue 19 §2: kept in
 * a record so that Replay shows them too). A live game's plans are keyed by the keyframe state they
 * were made at; a record's notes by the index of the decision each was made for, the chosen
 * plan's first (the last may be for the decision the game waits for, saved while its ghost showed).
 * Only searched plans are kept: "the only legal decision" has nothing to explain.
 */
import type { GameState } from '../engine/state/types';
import { hashValue } from '../engine/state/hash';
import type { PlanNote, PlanNoteView as PlanView } from '../replay/plan-notes';
import type { Keyframe as Entry } from './keyframes';

/** The plans made along `entries` as notes, each at the decision taken right after it was made. */
export function notesOfPlans(entries: readonly Entry[], plans: ReadonlyMap<GameState, PlanView>): PlanNote[] {
  const notes: PlanNote[] = [];
  if (plans.size === 0) return notes;
  let decision = -1;
  for (let i = 0; i + 1 < entries.length; i++) {
    const taken = entries[i + 1].decision;
    if (!taken) continue;
    decision++;
    const view = plans.get(entries[i].state);
    // A plan not followed (the game was taken over at this moment) says nothing about the record.
    if (!view || view.playouts === 0 || hashValue(view.chosen.decisions[0]) !== hashValue(taken)) continue;
    notes.push({ decision, view });
  }
  // The plan for the decision the game waits for (kept while its ghost shows, before the figure moves).
  const pending = plans.get(entries[entries.length - 1].state);
  if (pending && pending.playouts > 0) notes.push({ decision: decision + 1, view: pending });
  return notes;
}

/** A record's notes as plans keyed by the keyframe each was made at (the state before its decision). */
export function plansOfNotes(entries: readonly Entry[], notes: readonly PlanNote[] | undefined): ReadonlyMap<GameState, PlanView> {
  const out = new Map<GameState, PlanView>();
  if (!notes?.length) return out;
  const byDecision = new Map(notes.map((n) => [n.decision, n.view]));
  let decision = -1;
  for (let i = 0; i + 1 < entries.length; i++) {
    if (!entries[i + 1].decision) continue;
    const view = byDecision.get(++decision);
    if (view) out.set(entries[i].state, view);
  }
  const pending = byDecision.get(decision + 1);
  if (pending) out.set(entries[entries.length - 1].state, pending);
  return out;
}
