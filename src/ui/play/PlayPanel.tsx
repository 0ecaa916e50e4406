/**
 * Play mode: a person controls the squad. Click a soldier to activate it; hover a square for the
 * path and AP cost, click to move; hover an alien for the exact odds and the accuracy breakdown,
 * click to attack; buttons and keys for the other actions, each disabled with the engine's reason;
 * prompts for the overwatch reaction order and optional rerolls; the game kept at any moment
 * (the Record menu: save, Replay this game, sheet); the game kept in the URL as it goes (UrlFollowsGame).
 */
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { legalDecisions, nextStep } from '../../engine/flow/game';
import { reachableSquares } from '../../engine/board/movement';
import { checkDecision } from '../../engine/legality';
import { alienOf, labelOf, occupantOf } from '../../engine/state/figures';
import { isOrthogonallyAdjacent } from '../../engine/board/board';
import { clickAttack } from './clickAttack';
import type { Decision, FigureId, GameState, Square } from '../../engine/state/types';
import { chamber, useChamber } from '../session/store';
import { useLendSceneInput } from '../session/sceneInput';
import { decide, startGame } from '../live/playback';
import { ScenarioPicker } from '../scenario/ScenarioPicker';
import { useModeKeys } from '../session/keys';
import type { PathView } from '../../scene/overlays/PathPreview';
import { actionButtons, describeDecision, keyDecision } from './actions';
import { OddsPanel } from './OddsPanel';
import { GameRecordButtons } from '../GameRecordButtons';
import { RulesMenu } from '../RulesMenu';
import { errorWords } from '../errorWords';
import { UrlFollowsGame } from './UrlFollowsGame';

function atEnd(): GameState | null {
  const s = useChamber.getState();
  if (s.cursor !== s.entries.length - 1) return null;
  return s.entries[s.cursor].state;
}

/**
 * Applies a person's decisions (one, or a move's steps) through the statecharts, like every live
 * decision; an illegal one shows the engine's reason.
 */
export function applyDecision(...d: Decision[]): void {
  const s = useChamber.getState();
  const state = s.entries[s.cursor]?.state;
  if (!state) return;
  try {
    decide(...d);
    chamber.decisionTaken();
  } catch (err) {
    chamber.showError(errorWords(err));
  }
}

/**
 * The attack a click on this alien stands for (ui/play/clickAttack, as the odds panel shows it):
 * its decision when legal, else the engine's reason.
 */
function attackOnClick(state: GameState, target: FigureId): { decision: Decision } | { refusal: string } | null {
  const me = state.soldiers.find((s) => s.id === state.activeSoldier);
  const alien = alienOf(state, target);
  if (!me || !alien || alien.hp <= 0) return null;
  const attack = clickAttack(state, me, alien);
  if (!attack) return { refusal: `${me.id} has no weapon to attack ${labelOf(state, target)} with` };
  return attack.refusal ? { refusal: attack.refusal } : { decision: attack.decision };
}

function SceneWithInput() {
  const hover = useChamber((s) => s.hoverSquare);
  const entry = useChamber((s) => s.entries[s.cursor]);
  const isEnd = useChamber((s) => s.cursor === s.entries.length - 1);
  const state = entry?.state;
  const path = useMemo<PathView | null>(() => {
    if (!state || !isEnd || !hover || !state.activeSoldier || state.pending) return null;
    const me = state.soldiers.find((s) => s.id === state.activeSoldier)!;
    if (hover === me.at || occupantOf(state, hover)) return null; // a figure's hover is its own (odds)
    const route = reachableSquares(state).get(hover);
    if (route) return { from: me.at, to: hover, squares: route.squares, ap: route.ap, note: `${route.ap} AP` };
    // Next to him, the engine's reason (a closed door); farther, that no path fits his AP.
    const why = isOrthogonallyAdjacent(me.at, hover) ? checkDecision(state, { type: 'move', to: hover }) : null;
    return { from: me.at, to: hover, squares: [], ap: null, note: why ?? `no path within ${me.ap} AP` };
  }, [state, hover, isEnd]);
  const onSquareClick = useCallback((sq: Square) => {
    const st = atEnd();
    if (!st) return;
    const route = reachableSquares(st).get(sq);
    if (route) {
      // One keyframe per square: the cursor steps onto the first and playback walks the rest, so
      // the soldier is animated square by square (a jump to the last would just show him there).
      applyDecision(...route.moves);
      return;
    }
    const occupant = occupantOf(st, sq);
    if (occupant) onFigure(occupant.id);
  }, []);
  const onFigure = useCallback((id: FigureId) => {
    const st = atEnd();
    if (!st) { chamber.selectFigure(id); return; }
    const legal = legalDecisions(st).legal;
    const activate = legal.find((d) => d.type === 'activate' && d.soldier === id);
    if (activate) { chamber.selectFigure(id); applyDecision(activate); return; }
    const attack = attackOnClick(st, id);
    if (attack && 'decision' in attack) { applyDecision(attack.decision); return; }
    chamber.selectFigure(id);
    if (attack?.refusal) chamber.showError(attack.refusal);
    else chamber.dismissError();
  }, []);
  useLendSceneInput(useMemo(() => ({ path, onSquareClick, onFigureClick: onFigure }), [path, onSquareClick, onFigure]));
  return null;
}

/** What the person is asked now, with a button per legal answer (exported for its unit test). */
export function Prompt({ state }: { state: GameState }) {
  const playing = useChamber((s) => s.playing);
  const need = nextStep(state);
  if (need.kind === 'over') return <span className="prompt">Game over</span>;
  // Paused (Space, or a step back and End) while the engine has the turn: it waits for the person.
  if (need.kind !== 'decision' && !playing) {
    return <span className="prompt">Paused before the engine's next step (an alien's action, a reaction, the round's end). <button onClick={chamber.play} data-testid="go-on">▶ Go on</button> (Space)</span>;
  }
  if (need.kind !== 'decision') return <span className="prompt">the engine is resolving…</span>;
  const legal = legalDecisions(state).legal;
  const pick = (type: Decision['type']) => legal.filter((d) => d.type === type);
  if (need.need === 'chooseSoldier') {
    return <span className="prompt">Choose a soldier to activate: {pick('activate').map((d, i) => <button key={i} onClick={() => applyDecision(d)} data-testid={`activate-${describeDecision(state, d)}`}>{describeDecision(state, d)}</button>)}</span>;
  }
  if (need.need === 'counteract') {
    // docs/variants.md AA4: no soldier left to activate while aliens are: one 1 AP action, or let it go.
    return <span className="prompt">No soldier left to activate: Counteract (one 1 AP action) with {pick('counteract').map((d, i) => <button key={i} onClick={() => applyDecision(d)} data-testid={`counteract-${describeDecision(state, d)}`}>{describeDecision(state, d)}</button>)} or <button onClick={() => applyDecision({ type: 'pass' })} data-testid="counteract-pass">let it go</button></span>;
  }
  if (need.need === 'reactionOrder') {
    return <span className="prompt warn">{state.pending?.kind === 'reactionOrder' && state.pending.watchers.every((w) => !state.soldiers.find((s) => s.id === w)?.overwatch) ? 'Reaction fire' : 'Overwatch'}: who fires first? {pick('react').map((d, i) => <button key={i} onClick={() => applyDecision(d)}>{describeDecision(state, d)}</button>)}</span>;
  }
  if (need.need === 'reroll') {
    const p = state.pending;
    return <span className="prompt warn">{p && p.kind === 'reroll' ? `${p.soldier} may reroll the ${p.die} die (${p.value}).` : 'Reroll?'} {pick('reroll').map((d, i) => <button key={i} onClick={() => applyDecision(d)}>{describeDecision(state, d)}</button>)}</span>;
  }
  return <span className="prompt">{state.activeSoldier}: {state.soldiers.find((s) => s.id === state.activeSoldier)?.ap} AP — hover a square to move, an alien to see the odds.</span>;
}

/**
 * The prompt's line, with the game kept as a record (or opened in Replay) behind a menu at its
 * right: three buttons there pushed the last row of actions below the panel's fold.
 */
function Head({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  // A click anywhere else closes the menu, as menus do.
  useEffect(() => {
    const close = (e: PointerEvent) => {
      const m = menu.current;
      if (m?.open && !m.contains(e.target as Node)) m.open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);
  return (
    <div className="play-head">
      {children}
      <details className="record-menu" ref={menu}>
        <summary data-testid="record-menu">Record ▾</summary>
        <div className="menu" onClick={(e) => { if (menu.current && !(e.target instanceof HTMLSelectElement)) menu.current.open = false; }}><ScenarioPicker inMenu onChosen={() => startGame('play')} /><GameRecordButtons /><RulesMenu /></div>
      </details>
    </div>
  );
}

function Controls() {
  const entry = useChamber((s) => s.entries[s.cursor]);
  const isEnd = useChamber((s) => s.cursor === s.entries.length - 1);
  // Playing on toward the end: a move of several squares being walked, one keyframe at a time.
  const walking = useChamber((s) => s.playing && s.cursor < s.entries.length - 1);
  const state = entry?.state;
  const buttons = useMemo(() => (state && isEnd ? actionButtons(state) : []), [state, isEnd]);
  const keyHandler = useCallback((e: KeyboardEvent) => {
    const st = atEnd();
    if (!st || e.ctrlKey || e.metaKey) return false;
    const asked = keyDecision(st, e.key);
    if (!asked) return false;
    // A key for an action that cannot be taken says why, as its disabled button does.
    if ('refusal' in asked) chamber.showError(asked.refusal);
    else applyDecision(asked.decision);
    return true;
  }, []);
  useModeKeys(keyHandler);
  if (!state) return null;
  if (walking) return <div className="controls play"><Head><span className="prompt">{state.activeSoldier ?? 'The squad'} moves…</span></Head></div>;
  if (!isEnd) return <div className="controls play"><Head><span className="prompt">Viewing an earlier moment — press End to return to the live game (a decision here rewrites the rest).</span></Head></div>;
  return (
    <div className="controls play">
      <Head><Prompt state={state} /></Head>
      <div className="actions">
        {buttons.map((b) => (
          <span key={b.type} className="action" title={b.reason ?? `${b.label} (${b.key})`}>
            {b.options.length <= 1
              ? <button disabled={!b.options.length} onClick={() => b.options[0] && applyDecision(b.options[0].decision)} data-action={b.type}>{b.label}{b.options[0]?.label ? ` ${b.options[0].label}` : ''}{b.cost && <small className="cost" data-cost>{b.cost}</small>}</button>
              : <span className="opts"><span>{b.label}{b.cost && <small className="cost" data-cost>{b.cost}</small>}</span>{b.options.map((o, i) => <button key={i} onClick={() => applyDecision(o.decision)} data-action={b.type}>{o.label}</button>)}</span>}
            {b.reason && <small className="why">{b.reason}</small>}
          </span>
        ))}
      </div>
      <OddsPanel state={state} />
    </div>
  );
}

export default function PlayPanel({ part }: { part: 'scene' | 'controls' }) {
  return part === 'scene' ? <SceneWithInput /> : <><UrlFollowsGame /><Controls /></>;
}
