/**
 * Inspect's drawing inside the chamber (issue 17 §1-§2): the store's points, facing and map, the
 * hovered square, turned into the overlay's view (compute.ts) and drawn by scene/overlays.
 */
import { useMemo } from 'react';
import { InspectOverlay } from '../../scene/overlays/InspectOverlay';
import { useChamber } from '../session/store';
import { viewOf } from './compute';
import { useInspect } from './store';

export default function InspectScene() {
  const state = useInspect((s) => s.state);
  const a = useInspect((s) => s.a);
  const b = useInspect((s) => s.b);
  const facing = useInspect((s) => s.facing);
  const map = useInspect((s) => s.map);
  const hover = useChamber((s) => (map === 'off' ? null : s.hoverSquare));
  const view = useMemo(() => viewOf(state, a, b, facing, map, hover), [state, a, b, facing, map, hover]);
  if (typeof window !== 'undefined') window.__inspectView = view;
  return <InspectOverlay board={state.board} view={view} />;
}

declare global {
  interface Window { __inspectView?: unknown }
}
