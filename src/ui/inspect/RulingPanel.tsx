/**
 * The verdict panel (issue 17 §1, §2, §5): the ruling A -> B in words with ruling ids, the cover,
 * the accuracy and exact odds and O2's variant, then in map mode the hovered square's verdict and
 * the squares figureCornerBlocks changes. Beside the chamber, so it hides no square.
 */
import { useMemo } from 'react';
import { labelOf, occupantOf } from '../../engine/state/figures';
import type { GameState, Square } from '../../engine/state/types';
import { MAP_COLOURS, MARK_COLOURS } from '../../scene/overlays/inspectView';
import { useChamber } from '../session/store';
import { changesOf, hoverOf, rulingOf } from './compute';
import { isEdited } from './session';
import { useInspect } from './store';
import { citedParts, verdictBox } from '../verdictWords';
import { pinProblem, pinToStudy } from './pinToStudy';
import { counted } from '../../lab/report/counted';

function who(state: GameState, sq: Square | null): string {
  if (!sq) return '(click a square)';
  const f = occupantOf(state, sq);
  return f ? `${sq} (${labelOf(state, f.id)})` : sq;
}

/** "Blocked (S2): ..." with its ruling ids set off, so they read at a glance. */
function Cited({ text }: { text: string }) {
  return <>{citedParts(text).map((p, i) => (p.cited ? <b key={i} className="rid">{p.text}</b> : p.text))}</>;
}

/** "Pin to study": the ruling on screen, at the Replay step Inspect was opened from (pinToStudy.ts). */
function PinToStudy() {
  const s = useInspect();
  if (!s.replay) return null;
  const problem = pinProblem(s);
  return (
    <div className="inspect-pin">
      <button onClick={pinToStudy} disabled={problem !== null} title={problem ?? `add this ruling to the study at Replay step ${s.replay.step}, and go back there`} data-testid="pin-to-study">
        Pin to study (step {s.replay.step})
      </button>
      {problem && <small className="muted" data-testid="pin-problem"> {problem}</small>}
    </div>
  );
}

export function RulingPanel() {
  const state = useInspect((s) => s.state);
  const a = useInspect((s) => s.a);
  const b = useInspect((s) => s.b);
  const facing = useInspect((s) => s.facing);
  const map = useInspect((s) => s.map);
  const message = useInspect((s) => s.message);
  const origin = useInspect((s) => s.origin);
  const edited = useInspect(isEdited);
  const next = useInspect((s) => s.next);
  const hover = useChamber((s) => (map === 'off' ? null : s.hoverSquare));
  const ruled = useMemo(() => rulingOf(state, a, b, facing), [state, a, b, facing]);
  const hovered = useMemo(() => hoverOf(state, a, hover, map, facing), [state, a, hover, map, facing]);
  const changes = useMemo(() => changesOf(state, a, map, facing), [state, a, map, facing]);
  // The box says S7 and the reason that decides it: the blocked line, else the facing arc.
  const r = ruled?.ruling;
  const decisive = r ? verdictBox(r).decisive : '';
  const rest = (ruled?.lines ?? []).filter((l) => l !== decisive && l !== r?.verdict);
  return (
    <div className="inspect-ruling" data-testid="inspect-ruling">
      <div className="inspect-points"><b>A</b> {who(state, a)} → <b>B</b> {who(state, b)} <small className="muted">(next click sets {next.toUpperCase()})</small></div>
      {(origin || edited) && (
        <div className="muted inspect-origin" data-testid="inspect-origin">{origin && `from ${origin}`}
          {edited && <>{origin && ' · '}<span className="edited" data-testid="inspect-edited" title="changed in the editor since it was opened: no longer that position">edited</span></>}
        </div>
      )}
      {message && <div className="panel-error" data-testid="inspect-message">{message}</div>}
      {ruled ? (
        <>
          <div className={`verdict ${ruled.ruling.visible ? 'yes' : 'no'}`} data-testid="inspect-verdict"><Cited text={ruled.ruling.verdict} /><br /><Cited text={decisive} /></div>
          <PinToStudy />
          <ul className="reasons" data-testid="inspect-reasons">{rest.map((l, i) => <li key={i}><Cited text={l} /></li>)}</ul>
        </>
      ) : <div className="muted">Click two squares in the chamber, or type them below (C3 J8).</div>}
      {map !== 'off' && (
        <div className="inspect-map" data-testid="inspect-map-info">
          <div>{map === 'from' ? `Map: what ${a ?? 'A'} sees` : `Reverse map: every square from which ${a ?? 'A'} is seen`}{' · '}
            {(Object.keys(MAP_COLOURS) as (keyof typeof MAP_COLOURS)[]).map((k) => <span key={k} className="key"><i style={{ background: MAP_COLOURS[k] }} />{k === 'outsideArc' ? 'outside the arc' : k === 'visible' ? 'visible' : `blocked by a ${k}`}</span>)}
          </div>
          {hovered && <div data-testid="inspect-hover"><b>{hovered.ruling.from} → {hovered.ruling.to}</b>: <Cited text={hovered.lines[0]} /> · <Cited text={hovered.ruling.verdict} /></div>}
          <div data-testid="inspect-changes"><i className="changed" />figureCornerBlocks changes {counted(changes.length, 'square')}{changes.length ? ': ' : ''}{changes.map((c) => `${c.square} (${c.off} → ${c.on})`).join(', ')}</div>
        </div>
      )}
      <div className="inspect-keys">{(['wall', 'door', 'figure', 'graze'] as const).map((k) => <span key={k} className="key"><i style={{ background: MARK_COLOURS[k] }} />{k === 'graze' ? 'figure corner grazed' : `${k} blocks`}</span>)}<span className="key"><i style={{ background: '#fde047' }} />square crossed</span></div>
    </div>
  );
}
