/**
 * The chamber, connected to the store: passes the cursor's snapshot (and, when the cursor moved one
 * step, the transition's events to animate) to the pure Chamber scene inside the Canvas
 * (scene/canvas/ChamberView), and routes input back. The Canvas follows only whether the game
 * plays on by itself; the scene inside it follows the cursor.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { Square } from '../engine/state/types';
import { Chamber } from '../scene/Chamber';
import { BANNER_ROOM, CameraRig, fullDistance } from '../scene/CameraRig';
import { framingOf } from '../scene/framing';
import { usePresent } from './present/presentStore';
import { framedPoints } from './present/framingAt';
import { presentable } from './present/presentKeys';
import { StudyMarks } from '../scene/overlays/StudyMarks';
import { useAnnotationsShown } from './present/StudyNotes';
import { useConcealed } from './present/conceal';
import { useStudy } from './replay/study/studyStore';
import { pickSquare } from './replay/study/studyEdit';
import { ChamberView, ScreenProbe } from '../scene/canvas/ChamberView';
import { warmFigureTagsInSlices } from '../scene/figures/warmTags';
import { squareToWorld } from '../scene/grid';
import { withoutDormant } from '../scene/figures/squadView';
import { chamber, useChamber } from './session/store';
import { useSceneInput } from './session/sceneInput';
import { activityOf, playsOnItsOwn } from './session/playsOnItsOwn';
import { useGhost } from './planner/useGhost';
import { usePlanner } from './planner/planStore';
import { drawOnlyWhatMoves } from '../scene/motion';
import { ClipRoot } from './clips/root';
import { useCameraEpoch } from './clips/cameraEpoch';

const InspectScene = lazy(() => import('./inspect/InspectScene'));

const takeCamera = () => usePresent.getState().takeCamera();

export function ChamberPanel() {
  const continuous = useChamber((s) => playsOnItsOwn(activityOf(s)));
  const shown = useChamber((s) => s.chamberShown);
  // While Autoplay waits for the planner (the chamber comes to rest first: planner/plannerSquad.ts)
  // and while it searches, the chamber draws only what moves or changes (issue 19: frame time
  // while the planner thinks).
  useEffect(() => {
    const drawWhileWaiting = (p: { thinking: unknown; waiting: unknown }) => drawOnlyWhatMoves(p.thinking !== null || p.waiting !== null);
    drawWhileWaiting(usePlanner.getState());
    const stop = usePlanner.subscribe(drawWhileWaiting);
    return () => { stop(); drawOnlyWhatMoves(false); };
  }, []);
  return (
    <ChamberView continuous={continuous} shown={shown} onFirstFrame={chamber.chamberDrawn} onContextLost={chamber.chamberContextLost}>
      <ClipRoot />
      <ConnectedScene />
    </ChamberView>
  );
}

function ConnectedScene() {
  const input = useSceneInput();
  const cursor = useChamber((s) => s.cursor);
  const entry = useChamber((s) => s.entries[s.cursor]);
  const prev = useChamber((s) => s.entries[s.cursor - 1]);
  const overlays = useChamber((s) => s.overlays);
  const selected = useChamber((s) => s.selected);
  const camera = useChamber((s) => s.camera);
  const follow = useChamber((s) => s.follow);
  const inspecting = useChamber((s) => s.mode === 'inspect');
  // A ghost at a "What would you do?" stop would show the hidden decision (issue 37 §3).
  const concealed = useConcealed();
  const planGhost = useGhost();
  const ghost = concealed ? null : planGhost;
  // Presentation frames the action (issue 37 §1) until the presenter takes the camera.
  const presentableMode = useChamber((s) => presentable(s.mode));
  const presenting = usePresent((s) => s.on) && presentableMode;
  const framing = usePresent((s) => !s.cameraTaken) && presenting;
  const entries = useChamber((s) => s.entries);
  const size = useThree((s) => s.size);
  const annotations = useAnnotationsShown();
  // A study tool picked (Replay's study editor): a square clicked is the annotation's.
  const picking = useStudy((s) => s.tool !== null) && !inspecting;
  // Play: the person is the squad, who does not know where dormant contacts wait (kit 05 §1, SC-C1).
  const squadOnly = useChamber((s) => s.mode === 'play');
  const shown = useMemo(() => (entry && squadOnly ? withoutDormant(entry.state) : entry?.state), [entry, squadOnly]);
  const cameraEpoch = useCameraEpoch((s) => s.epoch);
  const lastCursor = useRef(-1);
  // Animate a transition only when the cursor moved exactly one step forward; a seek just shows.
  const last = useMemo(() => {
    const stepped = cursor === lastCursor.current + 1 && prev && entry;
    lastCursor.current = cursor;
    return stepped ? { before: prev.state, events: entry.events, key: cursor } : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor, entry]);
  // Stable callbacks (the store's actions too), so memoised scene parts (board, figures) skip re-rendering.
  // A sight line clicked opens its ruling in Inspect, the position as it stands (issue 17 §6). In
  // Play a click on the board moves or attacks: there it takes Shift+click.
  const onSightLineClick = useCallback((from: Square, to: Square, shift: boolean) => {
    const s = useChamber.getState();
    const state = s.entries[s.cursor]?.state;
    if (!state || s.mode === 'inspect' || (s.mode === 'play' && !shift)) return false;
    const title = `${s.mode === 'replay' ? 'Replay' : s.mode === 'play' ? 'Play' : 'Autoplay'} step ${s.cursor}: sight line ${from} → ${to}`;
    void import('./inspect/session').then((m) => m.inspectSightLine(state, from, to, title));
    return true;
  }, []);
  // Once per game (or loaded record): draw and upload every figure tag in idle slices, so later
  // seeks never draw a tag or upload its texture on the spot.
  const first = useChamber((s) => s.entries[0]?.state);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    if (!first) return;
    return warmFigureTagsInSlices(first, (t) => gl.initTexture(t), 300);
  }, [first, gl]);
  if (!entry || !shown) return null;
  const state = shown;
  const actor = state.activeSoldier ?? state.activeAlien;
  const actorAt = actor ? (state.soldiers.find((s) => s.id === actor)?.at ?? state.aliens.find((a) => a.id === actor)?.at) : undefined;
  const focus = follow && actorAt ? squareToWorld(state.board, actorAt) : null;
  const frame = framing && camera === 'three-quarter'
    ? framingOf(framedPoints(entries, cursor), { x: 0, z: 0.5 }, fullDistance(state.board, size.width / Math.max(1, size.height), BANNER_ROOM / Math.max(1, size.height)))
    : null;
  return (
    <>
      <ScreenProbe board={state.board} />
      {/* Keyed by presentation: leaving it puts the camera back where the view had it; and by the
          clip epoch: a clip starts from a camera made afresh (ui/clips/cameraEpoch). */}
      <CameraRig key={`${presenting ? 'present' : 'view'}-${cameraEpoch}`} board={state.board} preset={camera} focus={focus} frame={frame} onTaken={framing ? takeCamera : undefined} />
      <Chamber
        state={state}
        last={last}
        overlays={overlays}
        selected={selected}
        path={input?.path ?? null}
        ghost={ghost}
        onSquareHover={chamber.hoverOverSquare}
        onSquareClick={picking ? pickSquare : input?.onSquareClick}
        onFigureClick={input?.onFigureClick ?? chamber.toggleSelected}
        onFigureHover={chamber.hoverOverFigure}
        onSightLineClick={onSightLineClick}
      >
        {inspecting && <Suspense fallback={null}><InspectScene /></Suspense>}
        {annotations.length > 0 && <StudyMarks board={state.board} annotations={annotations} />}
      </Chamber>
    </>
  );
}

