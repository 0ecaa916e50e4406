/**
 * "What would you do?" in the page (issue 37 §3): the stops of the record open in Replay, read
 * from the stores, and the planner's candidates at a stop (the record's kept reasons, else asked
 * of the planner's worker as Play's hint is).
 */
import { useMemo } from 'react';
import { BROWSER_BUDGET } from '../../ai/planner/planner';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';
import { legalOnly, nextStep } from '../../engine/flow/game';
import { useChamber } from '../session/store';
import { biggestSwings, graphPoints } from '../planner/swings';
import { useChances } from '../planner/winChances';
import { plannerConnection } from '../planner/client';
import { errorWords } from '../errorWords';
import type { Entry } from '../session/timeline';
import { concealStops } from './concealStops';
import { usePresent, type ConcealMode } from './presentStore';

function stopsFor(entries: readonly Entry[], mode: ConcealMode, chances: ReadonlyMap<number, number>): ReadonlySet<number> {
  // The graph's own marks: the same noise floor for its playouts as WinChanceGraph draws them with.
  return concealStops(entries, mode, mode === 'swings' ? biggestSwings(graphPoints(entries), chances, { playouts: GRAPH_PLAYOUTS }) : []);
}

/** The stops now (conceal works in Replay only: a live game has no decision ahead to hide). */
export function stopsNow(): ReadonlySet<number> {
  const s = useChamber.getState();
  const mode = s.mode === 'replay' ? usePresent.getState().conceal : 'off';
  return stopsFor(s.entries, mode, useChances.getState().chances);
}

/** True when the cursor stands at a stop whose decision is still hidden. */
export function concealedHere(): boolean {
  const s = useChamber.getState();
  const p = usePresent.getState();
  if (s.mode !== 'replay' || p.conceal === 'off' || p.revealedAt === s.cursor) return false;
  return stopsNow().has(s.cursor);
}

/** The stops, for a component (the progress line draws them; the gate pauses on them). */
const NO_CHANCES: ReadonlyMap<number, number> = new Map();

export function useConcealStops(): ReadonlySet<number> {
  const entries = useChamber((s) => s.entries);
  const replay = useChamber((s) => s.mode === 'replay');
  const mode = usePresent((s) => s.conceal);
  // Only "swings" reads the graph's chances: otherwise each chance measured would re-render the
  // chamber's scene for nothing (and a re-render draws a frame: a paused chamber must draw none).
  const chances = useChances((s) => (mode === 'swings' && replay ? s.chances : NO_CHANCES));
  return useMemo(() => stopsFor(entries, replay ? mode : 'off', chances), [entries, replay, mode, chances]);
}

/** Whether the decision after the cursor is hidden now (the why-panel and the ghost keep it too). */
export function useConcealed(): boolean {
  const stops = useConcealStops();
  const cursor = useChamber((s) => s.cursor);
  const revealedAt = usePresent((s) => s.revealedAt);
  return stops.has(cursor) && revealedAt !== cursor;
}

/** Asks the planner for its candidates at a stop that the record kept no reasons for. */
export async function askCandidates(step: number): Promise<void> {
  const s = useChamber.getState();
  const state = s.entries[step]?.state;
  if (!state || nextStep(state).kind !== 'decision') return;
  const p = usePresent.getState();
  p.candidatesAsked(step);
  try {
    const answer = await plannerConnection().hint({ seed: s.record?.seed ?? s.seed, budget: BROWSER_BUDGET, state, legal: legalOnly(state) });
    usePresent.getState().candidatesGiven(step, answer.plan, null);
  } catch (err) {
    usePresent.getState().candidatesGiven(step, null, `the planner could not answer: ${errorWords(err)}`);
  }
}
