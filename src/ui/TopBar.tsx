/** Mode tabs, round and phase indicator, camera presets and the overlay toggles. */
import { memo, useMemo } from 'react';
import { nextStep, type NextStep } from '../engine/flow/game';
import type { GameState, Phase } from '../engine/state/types';
import { chamber, MODES, useChamber, type Mode, type OverlayId } from './session/store';
import { useLabBadge } from './lab/badge';

const OVERLAYS: { id: OverlayId; label: string }[] = [
  { id: 'facing', label: 'Facing' }, { id: 'sight', label: 'Sight' }, { id: 'cover', label: 'Cover' },
  { id: 'tokens', label: 'Tokens' }, { id: 'spotter', label: 'Spotter' }, { id: 'fog', label: 'Fog' },
];

/** What the flow waits for (the engine query the statecharts' guards use). */
const WAITING_WORDS = {
  chooseSoldier: 'choose a soldier', counteract: 'counteract or pass', activation: 'activation decision', reroll: 'reroll choice', reactionOrder: 'reaction order',
  refresh: 'squad refresh', alienAction: 'alien action', reaction: 'overwatch reaction', reactionFire: 'reaction fire', endRound: 'end of round',
} satisfies Record<Exclude<NextStep, { kind: 'over' }>['need'], string>;

function waiting(state: GameState): string | null {
  const n = nextStep(state);
  return n.kind === 'over' ? null : WAITING_WORDS[n.need];
}

const PHASE_WORDS = {
  refresh: 'Squad refresh', squad: 'Squad activations', alien: 'Alien activations', end: 'End of round', over: 'Game over',
} satisfies Record<Phase, string>;

/** "round.alienPhase.overwatch.choosingOrder" -> "alien phase › overwatch › choosing order". */
function chartWords(path: string): string {
  return path.split('.').filter((p) => p !== 'round').map((p) => p.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()).join(' › ');
}

/** The statecharts' active state of a live game, read from the actor's snapshot (issue 3). */
export function ChartBadge({ chart }: { chart: string }) {
  return <div className="chart-badge" data-testid="chart" title={`statechart: ${chart}`}>statechart · {chartWords(chart)}</div>;
}

export function TopBar({ state, onMode }: { state: GameState | undefined; onMode: (m: Mode) => void }) {
  const mode = useChamber((s) => s.mode);
  const actor = state ? state.activeSoldier ?? (state.activeAlien ? state.aliens.find((a) => a.id === state.activeAlien) : null) : null;
  const actorName = typeof actor === 'string' ? actor : actor ? `${actor.alienKind} ${actor.contact}` : null;
  // An engine query: once per snapshot, not once per mention.
  const next = useMemo(() => (state ? waiting(state) : null), [state]);
  return (
    <header className="topbar">
      <span className="title">Star Chamber</span>
      <nav className="modes">
        {MODES.map((m) => (
          <button key={m} className={mode === m ? 'on' : ''} onClick={() => onMode(m)} data-mode={m}>{m[0].toUpperCase() + m.slice(1)}{m === 'lab' && mode !== 'lab' && <LabBadge />}</button>
        ))}
      </nav>
      {/* Inspect rules on a position, not a moment of a game: no round or phase to show; the Lab shows no game. */}
      {state && mode !== 'inspect' && mode !== 'lab' && mode !== 'editor' && <PhaseLine state={state} actorName={actorName} next={next} />}
      {mode !== 'lab' && <ViewControls />}
    </header>
  );
}

/** A Lab run going on in the background: how far it is, on the Lab tab. */
function LabBadge() {
  const percent = useLabBadge((s) => s.percent);
  return percent === null ? null : <small className="lab-badge" data-testid="lab-badge" title="a Lab run is going on in the background"> {percent}%</small>;
}

/** Round, phase and who acts; the whole line in the tooltip too, as a narrow window cuts it short (app.css). */
function PhaseLine({ state, actorName, next }: { state: GameState; actorName: string | null; next: string | null }) {
  const where = `${PHASE_WORDS[state.phase] ?? state.phase}${actorName ? ` · ${actorName} acting` : ''}`;
  // A peer lifecycle in effect (docs/variants.md AA, RF) changes what the phase words mean: say so.
  const { alternatingActivations, reactionFire } = state.ruleset.variants;
  const peer = [alternatingActivations && 'AA', reactionFire && 'RF'].filter(Boolean).join(' + ');
  return (
    <span className="phase" data-testid="phase" title={`Round ${state.round} / ${state.ruleset.roundLimit} · ${where}${next ? `; next: ${next}` : ''}${peer ? `; rules: ${peer} (docs/variants.md)` : ''}`}>
      <b>Round {state.round}</b> / {state.ruleset.roundLimit} · {where}{peer && <small className="peer-rules" data-testid="peer-rules"> · {peer}</small>}
    </span>
  );
}

/**
 * Overlay toggles and camera presets: view settings, not the snapshot, so a seek does not
 * re-render them (React re-applies a controlled input's attributes on every render).
 */
const ViewControls = memo(function ViewControls() {
  const overlays = useChamber((s) => s.overlays);
  const camera = useChamber((s) => s.camera);
  const follow = useChamber((s) => s.follow);
  return (
    <>
      <span className="overlays">
        {OVERLAYS.map((o) => (
          <label key={o.id}><input type="checkbox" checked={overlays[o.id]} onChange={() => chamber.toggleOverlay(o.id)} data-overlay={o.id} />{o.label}</label>
        ))}
      </span>
      <span className="camera">
        <button data-camera="three-quarter" className={camera === 'three-quarter' ? 'on' : ''} onClick={() => chamber.setCamera('three-quarter')} title="three-quarter perspective, for presenting">3/4</button>
        <button data-camera="top" className={camera === 'top' ? 'on' : ''} onClick={() => chamber.setCamera('top')} title="top-down orthographic, for rulings">Top</button>
        <label><input type="checkbox" checked={follow} onChange={chamber.toggleFollow} />Follow</label>
      </span>
    </>
  );
});
