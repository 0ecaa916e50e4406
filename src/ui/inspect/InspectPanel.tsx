/**
 * The Inspect mode's panels (issue 17), loaded on first use: the verdict beside the chamber, the
 * position editor on the left, the controls under the chamber. The controls part also routes the
 * chamber's input here (a click picks a point, a figure dragged onto a square moves it) and keeps
 * the player's keys from running a game.
 */
import { useEffect } from 'react';
import type { FigureId, Square } from '../../engine/state/types';
import { useChamber } from '../session/store';
import { useModeKeys } from '../session/keys';
import { useLendSceneInput, type SceneInput } from '../session/sceneInput';
import { InspectControls } from './InspectControls';
import { PositionEditor } from './PositionEditor';
import { RulingPanel } from './RulingPanel';
import { moveFigure } from './edit';
import { grabbedFigure } from './grab';
import { clickSquare, editPosition, setDragging } from './session';
import { useInspect } from './store';
import { installInspectHook } from './testHook';

const atOf = (id: FigureId): Square | null => {
  const st = useInspect.getState().state;
  return [...st.soldiers, ...st.aliens].find((f) => f.id === id && f.hp > 0)?.at ?? null;
};

/** Space and the arrows would step or play a game: Inspect has one position and takes them. */
const takeKeys = (e: KeyboardEvent) => [' ', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(e.key);

/**
 * A press on a figure, or anywhere on its square (grab.ts), picks it up (the camera does not turn
 * meanwhile); the release drops it on the square under the pointer, or, released where it was,
 * is a click on its square.
 */
/** Inspect's clicks on the scene: a square picks A or B (session.ts); a figure is a click on its square. */
const INSPECT_INPUT: SceneInput = {
  path: null,
  onSquareClick: clickSquare,
  onFigureClick: (id: FigureId) => { const at = atOf(id); if (at) clickSquare(at); },
};

function useDragAndClicks(): void {
  useModeKeys(takeKeys);
  useLendSceneInput(INSPECT_INPUT);
  useEffect(() => {
    const wrap = document.querySelector<HTMLElement>('.canvas-wrap');
    // A press on a figure is handled here, its release being the click: the scene must not take
    // the same press as a second click.
    let swallow = false;
    const down = (e: PointerEvent) => {
      const app = useChamber.getState();
      const figure = grabbedFigure(useInspect.getState().state, app.hoverFigure, app.hoverSquare);
      if (e.button !== 0 || !figure) return;
      setDragging(figure);
      e.stopPropagation();
      e.preventDefault();
      swallow = true;
    };
    const click = (e: MouseEvent) => { if (swallow) e.stopPropagation(); };
    const up = () => {
      const figure = useInspect.getState().dragging;
      if (!figure) return;
      setTimeout(() => { swallow = false; }, 0);
      setDragging(null);
      const from = atOf(figure);
      const to = useChamber.getState().hoverSquare;
      if (!from) return;
      if (!to || to === from) clickSquare(from);
      else editPosition((p) => moveFigure(p, figure, to));
    };
    wrap?.addEventListener('pointerdown', down, true);
    wrap?.addEventListener('click', click, true);
    window.addEventListener('pointerup', up, true);
    return () => {
      wrap?.removeEventListener('pointerdown', down, true);
      wrap?.removeEventListener('click', click, true);
      window.removeEventListener('pointerup', up, true);
    };
  }, []);
}

function Controls() {
  useDragAndClicks();
  return <InspectControls />;
}

export default function InspectPanel({ part }: { part: 'ruling' | 'editor' | 'controls' }) {
  useEffect(installInspectHook, []);
  if (part === 'ruling') return <RulingPanel />;
  if (part === 'editor') return <PositionEditor />;
  return <Controls />;
}
