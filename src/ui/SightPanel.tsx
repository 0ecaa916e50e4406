/**
 * With the sight overlay on and a figure selected (or, with none selected, the one acting: issue
 * 17 §6): the engine's verdict for each enemy in words (RULINGS S7: arc and line; S2/S3: every
 * blocker, interior crossing or corner touch and where), beside the lines drawn in the scene. A
 * line opens its full ruling in Inspect, the position as it stands.
 */
import { useMemo } from 'react';
import { sightViews } from '../scene/overlays/sightViews';
import { sightColour } from '../scene/overlays/SightLines';
import { useChamber } from './session/store';

export function SightPanel() {
  const on = useChamber((s) => s.overlays.sight);
  const picked = useChamber((s) => s.selected);
  const state = useChamber((s) => s.entries[s.cursor]?.state);
  const cursor = useChamber((s) => s.cursor);
  const mode = useChamber((s) => s.mode);
  const selected = picked ?? state?.activeSoldier ?? state?.activeAlien ?? null;
  const views = useMemo(() => (on && selected && state ? sightViews(state, selected) : []), [on, selected, state]);
  if (!on || mode === 'inspect') return null;
  const inspect = (from: string, to: string) => {
    if (!state) return;
    const title = `${mode === 'replay' ? 'Replay' : mode === 'play' ? 'Play' : 'Autoplay'} step ${cursor}: sight of ${selected}`;
    void import('./inspect/session').then((m) => m.inspectSightLine(state, from as never, to as never, title));
  };
  if (!selected) return <div className="sight-panel muted">Sight: select a figure (click it or its card).</div>;
  return (
    <div className="sight-panel" data-testid="sight-panel">
      <b>Sight from {selected}</b>
      {views.map((v) => (
        <div key={v.target} className="sight-line" data-sight-target={v.target} title="open this line's ruling in Inspect" onClick={() => inspect(v.from, v.to)}><span className="swatch" style={{ background: sightColour(v) }} />{v.label} ({v.to}): {v.verdict.visible ? 'visible' : v.verdict.reason}{v.verdict.cover !== 'none' ? ` · ${v.verdict.cover} cover` : ''} <u>inspect</u></div>
      ))}
    </div>
  );
}
