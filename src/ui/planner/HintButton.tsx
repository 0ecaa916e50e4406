/**
 * Play's hint (issue 19 §2): asks the planner in its worker what it would do at the moment on
 * screen and shows it — the why-panel's candidates and the ghost in the chamber — without taking
 * it. The hint stays while the cursor stands on that moment.
 */
import { BROWSER_BUDGET } from '../../ai/planner/planner';
import { legalOnly, nextStep } from '../../engine/flow/game';
import { useChamber } from '../session/store';
import { errorWords } from '../errorWords';
import { plannerConnection } from './client';
import { usePlanner } from './planStore';

/** Asks for the hint at the cursor's moment (a live game's end, waiting for the squad). */
export async function askHint(): Promise<void> {
  const s = useChamber.getState();
  const state = s.entries[s.cursor]?.state;
  if (!state || nextStep(state).kind !== 'decision') return;
  const p = usePlanner.getState();
  p.hintAsked(state);
  try {
    const answer = await plannerConnection().hint({ seed: s.seed, budget: BROWSER_BUDGET, state, legal: legalOnly(state) });
    p.hintGiven(state, answer.plan, null);
  } catch (err) {
    p.hintGiven(state, null, `The planner could not give a hint: ${errorWords(err)}`);
  } finally {
    p.doneThinking(state);
  }
}

export function HintButton() {
  const state = useChamber((s) => (s.cursor === s.entries.length - 1 ? s.entries[s.cursor]?.state : undefined));
  const asking = usePlanner((s) => s.thinking !== null && s.thinking === state);
  const waits = !!state && nextStep(state).kind === 'decision';
  return (
    <button className="hint" onClick={() => void askHint()} disabled={!waits || asking} data-testid="hint"
      title={waits ? 'ask the planner what it would do here (shown, not taken)' : 'a hint is for a squad decision at the live moment'}>
      {asking ? 'Thinking…' : 'Hint'}
    </button>
  );
}
