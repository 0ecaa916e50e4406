/**
 * With the sight overlay on and a figure selected: the engine's verdict for each enemy in words
 * (RULINGS S7: arc and line; S2/S3: every blocker, interior crossing or corner touch and where),
 * beside the lines drawn in the scene.
 */
import { useMemo } from 'react';
import { sightViews } from '../scene/overlays/sightViews';
import { sightColour } from '../scene/overlays/SightLines';
import { useChamber } from './session/store';

export function SightPanel() {
  const on = useChamber((s) => s.overlays.sight);
  const selected = useChamber((s) => s.selected);
  const state = useChamber((s) => s.entries[s.cursor]?.state);
  const views = useMemo(() => (on && selected && state ? sightViews(state, selected) : []), [on, selected, state]);
  if (!on) return null;
  if (!selected) return <div className="sight-panel muted">Sight: select a figure (click it or its card).</div>;
  return (
    <div className="sight-panel" data-testid="sight-panel">
      <b>Sight from {selected}</b>
      {views.map((v) => (
        <div key={v.target}><span className="swatch" style={{ background: sightColour(v) }} />{v.label} ({v.to}): {v.verdict.visible ? 'visible' : v.verdict.reason}{v.verdict.cover !== 'none' ? ` · ${v.verdict.cover} cover` : ''}</div>
      ))}
    </div>
  );
}
