/**
 * The chamber's ghost at the cursor (issue 19 §2), from the planner's store: in Autoplay the plan
 * in progress (from the moment it was made until its last decision is taken), in Play the hint
 * for the moment on screen; in Replay the plan the record kept (replay/plan-notes.ts).
 */
import { useMemo } from 'react';
import type { GhostView } from '../../scene/overlays/PlanGhost';
import type { GameState } from '../../engine/types';
import { useChamber } from '../session/store';
import { planAt } from './planAt';
import { usePlanner } from './planStore';
import type { PlanView } from './protocol';

const NO_PLANS: ReadonlyMap<GameState, PlanView> = new Map();

export function useGhost(): GhostView | null {
  const mode = useChamber((s) => s.mode);
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const plans = usePlanner((s) => s.plans);
  const recordPlans = usePlanner((s) => s.recordPlans);
  const hint = usePlanner((s) => s.hint);
  return useMemo(() => {
    if (mode === 'inspect') return null;
    const shown = mode === 'autoplay' ? plans : mode === 'replay' ? recordPlans : NO_PLANS;
    const at = planAt(entries, cursor, shown, mode === 'play' ? hint : null);
    return at?.inProgress ? at.view.ghost : null;
  }, [mode, entries, cursor, plans, recordPlans, hint]);
}
