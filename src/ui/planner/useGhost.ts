/**
 * The chamber's ghost at the cursor (issue 19 §2), from the planner's store: in Autoplay the plan
 * in progress (from the moment it was made until its last decision is taken), in Play the hint
 * for the moment on screen; none in Replay (records keep no plans).
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
  const hint = usePlanner((s) => s.hint);
  return useMemo(() => {
    if (mode !== 'autoplay' && mode !== 'play') return null;
    const at = planAt(entries, cursor, mode === 'autoplay' ? plans : NO_PLANS, mode === 'play' ? hint : null);
    return at?.inProgress ? at.view.ghost : null;
  }, [mode, entries, cursor, plans, hint]);
}
