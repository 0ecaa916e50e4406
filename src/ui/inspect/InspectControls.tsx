/**
 * Inspect's bar under the chamber: type the two points, the facing, the map, the switchable
 * rulings (issue 17 §5) and the exports (Markdown, PNG, the link).
 */
import { useState } from 'react';
import { FACINGS, type RulingVariant } from '../../engine/state/types';
import { saveText } from '../download';
import { errorWords } from '../errorWords';
import { rulingOf } from './compute';
import { rulingMarkdown, rulingPng } from './exports';
import type { FacingChoice, MapChoice } from './link';
import { setFacing, setMap, setMessage, setVariant, typePoints } from './session';
import { useInspect } from './store';

const VARIANT_WORDS: Record<RulingVariant, { label: string; title: string }> = {
  figureCornerBlocks: { label: 'figureCornerBlocks', title: 'RULINGS S3 variant: a corner touch of a figure\'s square blocks too; the map outlines the squares it changes' },
  shotgunOverwatchPointBlank: { label: 'shotgunOverwatchPointBlank', title: 'RULINGS O2 variant: an engaged shotgun watcher may react at the adjacent alien; no sight verdict changes, the odds lines show it' },
};

async function exportPng(): Promise<void> {
  const s = useInspect.getState();
  const ruled = rulingOf(s.state, s.a, s.b, s.facing);
  const canvas = document.querySelector<HTMLCanvasElement>('.canvas-wrap canvas');
  if (!canvas) { setMessage('PNG: the chamber is not drawn (no WebGL)'); return; }
  try {
    window.__chamberInvalidate?.();
    const blob = await rulingPng(canvas, ruled ? [`${s.a} → ${s.b}`, ...ruled.lines] : ['no ruling: pick two squares']);
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `chamber-ruling-${s.a ?? 'A'}-${s.b ?? 'B'}.png`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  } catch (err) {
    setMessage(errorWords(err));
  }
}

function exportMarkdown(): void {
  const s = useInspect.getState();
  const ruled = rulingOf(s.state, s.a, s.b, s.facing);
  if (!ruled || !s.a || !s.b) { setMessage('Markdown: pick two squares first'); return; }
  saveText(`chamber-ruling-${s.a}-${s.b}.md`, rulingMarkdown(s.state, s.a, s.b, ruled, window.location.href), 'text/markdown');
}

export function InspectControls() {
  const a = useInspect((s) => s.a);
  const b = useInspect((s) => s.b);
  const facing = useInspect((s) => s.facing);
  const map = useInspect((s) => s.map);
  const variants = useInspect((s) => s.variants);
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? [a, b].filter(Boolean).join(' ');
  return (
    <div className="inspect-controls">
      <div className="row">
        <form onSubmit={(e) => { e.preventDefault(); typePoints(text); setTyped(null); }}>
          <label>Points <input data-testid="inspect-points" value={text} size={8} placeholder="C3 J8" onChange={(e) => setTyped(e.target.value)} /></label>
          <button type="submit">Rule</button>
        </form>
        <label title="the facing of A (RULINGS S6)">Facing <select data-testid="inspect-facing" value={facing} onChange={(e) => setFacing(e.target.value as FacingChoice)}>
          <option value="own">A's own</option>
          {FACINGS.map((f) => <option key={f} value={f}>{f}</option>)}
          <option value="none">none</option>
        </select></label>
        <label>Map <select data-testid="inspect-map" value={map} onChange={(e) => setMap(e.target.value as MapChoice)}>
          <option value="off">off</option>
          <option value="from">from A</option>
          <option value="onto">onto A</option>
        </select></label>
        <button onClick={exportMarkdown} data-testid="inspect-markdown">Markdown</button>
        <button onClick={() => void exportPng()}>PNG</button>
        <button onClick={() => void navigator.clipboard?.writeText(window.location.href).then(() => setMessage('link copied'), () => setMessage(`link: ${window.location.href}`))}>Link</button>
      </div>
      <div className="row">
        {(Object.keys(VARIANT_WORDS) as RulingVariant[]).map((v) => (
          <label key={v} title={VARIANT_WORDS[v].title}><input type="checkbox" data-variant={v} checked={variants[v]} onChange={() => setVariant(v, !variants[v])} />{VARIANT_WORDS[v].label}</label>
        ))}
      </div>
    </div>
  );
}
