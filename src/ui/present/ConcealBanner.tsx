/**
 * "What would you do?" on the page (issue 37 §3): the switch (Replay's controls; `W` when
 * presenting), the gate that pauses playback at each stop, and the banner over the chamber: the
 * question at a stop, then, revealed (Enter, space or →), the recorded decision in words and the
 * planner's top candidates — the record's kept reasons, or asked of the planner's worker.
 */
import { useEffect, useMemo } from 'react';
import { chamber, useChamber } from '../session/store';
import { usePlanner } from '../planner/planStore';
import { Plan } from '../planner/WhyPanel';
import { captionAt } from './caption';
import { askCandidates, useConcealed, useConcealStops } from './conceal';
import { CONCEAL_MODES, usePresent, type ConcealMode } from './presentStore';

const MODE_WORDS = { off: 'off', decisions: 'before each decision', swings: 'before big swings' } satisfies Record<ConcealMode, string>;

export function ConcealSwitch() {
  const mode = usePresent((s) => s.conceal);
  const setConceal = usePresent((s) => s.setConceal);
  return (
    <label title="stop before the squad's decisions for the audience to guess; Enter reveals">What would you do?
      <select value={mode} onChange={(e) => setConceal(e.target.value as ConcealMode)} data-testid="conceal">
        {CONCEAL_MODES.map((m) => <option key={m} value={m}>{MODE_WORDS[m]}</option>)}
      </select>
    </label>
  );
}

/** Playing on, the clock stops at each stop (the cursor arrives there, the decision still hidden). */
function useConcealGate(): void {
  const stops = useConcealStops();
  const cursor = useChamber((s) => s.cursor);
  useEffect(() => {
    const s = useChamber.getState();
    if (s.playing && stops.has(cursor) && usePresent.getState().revealedAt !== cursor) chamber.pause();
  }, [stops, cursor]);
}

export function ConcealBanner() {
  useConcealGate();
  const stops = useConcealStops();
  const cursor = useChamber((s) => s.cursor);
  const concealed = useConcealed();
  const revealedAt = usePresent((s) => s.revealedAt);
  if (!stops.has(cursor)) return null;
  return concealed ? <Question /> : revealedAt === cursor ? <Revealed step={cursor} /> : null;
}

function Question() {
  const state = useChamber((s) => s.entries[s.cursor]?.state);
  const who = state?.activeSoldier ? `${state.activeSoldier} to act` : 'the squad to choose a soldier';
  return (
    <div className="conceal-banner" data-testid="conceal-question">
      <b>What would you do?</b> {who}, {state ? `round ${state.round}` : ''} · <kbd>Enter</kbd> reveals the decision and the planner's choices
    </div>
  );
}

function Revealed({ step }: { step: number }) {
  const entries = useChamber((s) => s.entries);
  const recordPlans = usePlanner((s) => s.recordPlans);
  const candidates = usePresent((s) => s.candidates);
  const decision = useMemo(() => captionAt(entries, step + 1).words, [entries, step]);
  const kept = recordPlans.get(entries[step]?.state);
  useEffect(() => {
    if (!kept && usePresent.getState().candidates?.step !== step) void askCandidates(step);
  }, [kept, step]);
  const view = kept ?? (candidates?.step === step ? candidates.view : null);
  return (
    <div className="conceal-banner revealed" data-testid="conceal-revealed">
      <div><b>Recorded:</b> <span data-testid="conceal-decision">{decision}</span></div>
      {view ? <div className="conceal-plan" data-testid="conceal-plan"><Plan view={view} stale={false} step={step} /></div>
        : <div className="why-muted">{candidates?.problem ?? 'the planner is weighing this moment…'}</div>}
    </div>
  );
}
