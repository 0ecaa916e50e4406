/**
 * Cameras: a three-quarter perspective for presenting and a top-down orthographic view for
 * rulings (straight lines and corners read true), both with orbit/pan/zoom; optional
 * follow-the-action eases the orbit target toward the acting figure.
 */
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { frameStep } from './frameStep';
import { keepDrawing } from './motion';
import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import { PerspectiveCamera as PerspectiveCameraImpl, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { Board } from '../engine/state/types';
import { rimDepth, type WorldXZ } from './grid';
import { easedStep, easeShare, type Framing } from './framing';

const target = new Vector3();
const offset = new Vector3();
const delta = new Vector3();
const FOV = 40;
const ELEVATION = (60 * Math.PI) / 180;

/** How much of the view the chamber may fill, as a share of each half-width of the canvas. */
const FILL = 0.95;
/**
 * Pixels kept free along the bottom of the top-down view for the statechart badge (ui/TopBar
 * ChartBadge): over the chamber's bottom edge it hid the column labels G-L.
 */
export const BADGE_ROOM = 24;
/** ...and along its top (in both presets) for the one-line banners (overwatch, game over: ui/Banners). */
export const BANNER_ROOM = 28;

/** The top-down view's zoom (pixels per square) and how far south of the board's centre it looks. */
export function topDownFit(board: Pick<Board, 'width' | 'height'>, size: { width: number; height: number }): { zoom: number; shift: number } {
  // The board, and its label rim less the half-cell of it the labels leave empty outside them.
  const rim = 2 * rimDepth(board) - 0.5;
  const zoom = Math.min(size.width / (board.width + rim), (size.height - BADGE_ROOM - BANNER_ROOM) / (board.height + rim));
  return { zoom, shift: (BADGE_ROOM - BANNER_ROOM) / 2 / zoom };
}

/**
 * The chamber's visible extent: the board and the ring round it that holds the edge labels
 * (scene/board/EdgeLabels; deeper on a big board: grid rimDepth), from the floor up to the labels
 * at wall-top height.
 */
function chamberCorners(board: Pick<Board, 'width' | 'height'>): Vector3[] {
  const x = board.width / 2 + rimDepth(board);
  const z = board.height / 2 + rimDepth(board);
  const out: Vector3[] = [];
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) for (const y of [0, 1.05]) out.push(new Vector3(sx * x, y, sz * z));
  return out;
}

function placeAt(camera: PerspectiveCameraImpl, dist: number): void {
  camera.position.set(0, dist * Math.sin(ELEVATION), dist * Math.cos(ELEVATION) + 0.5);
  camera.lookAt(0, 0, 0.5);
  camera.updateMatrixWorld();
}

/**
 * A three-quarter viewpoint from the south, as close as it can be with the whole chamber and its
 * edge labels in view at this aspect. Found by projecting the chamber's corners, not from its
 * width alone: the near (south) edge is closer to the camera, so in perspective it is the widest
 * thing on screen (fitting by width at the target's distance cut off row 10's labels).
 * `topRoom` (a share of the canvas height) is kept clear along the top for the banners: in a tall
 * window the chamber's far edge would otherwise reach up under them (issue 32 §9).
 */
export function perspectivePosition(board: Pick<Board, 'width' | 'height'>, aspect: number, topRoom = 0): [number, number, number] {
  const camera = new PerspectiveCameraImpl(FOV, aspect, 0.1, 1000);
  const corners = chamberCorners(board);
  const p = new Vector3();
  const fits = (dist: number) => {
    placeAt(camera, dist);
    return corners.every((c) => {
      p.copy(c).project(camera);
      return p.z < 1 && Math.abs(p.x) <= FILL && Math.abs(p.y) <= FILL && p.y <= 1 - 2 * topRoom;
    });
  };
  let near = 1;
  let far = 500;
  for (let i = 0; i < 40; i++) {
    const mid = (near + far) / 2;
    if (fits(mid)) far = mid;
    else near = mid;
  }
  placeAt(camera, far);
  return [camera.position.x, camera.position.y, camera.position.z];
}

export interface CameraRigProps {
  readonly board: Board;
  readonly preset: 'three-quarter' | 'top';
  /** Where the action is, when following it. */
  readonly focus: WorldXZ | null;
  /**
   * Presentation (issue 37 §1): the camera eases to frame this (its target and distance), or
   * null: the camera is left where it is. Beats `focus`.
   */
  readonly frame?: Framing | null;
  /** The presenter took the camera (dragged, wheeled): presentation stops framing until told. */
  readonly onTaken?: () => void;
}

/** The three-quarter view's whole-chamber distance at this aspect (what framing never goes past). */
export function fullDistance(board: Pick<Board, 'width' | 'height'>, aspect: number, topRoom = 0): number {
  const [x, y, z] = perspectivePosition(board, aspect, topRoom);
  return Math.hypot(x, y, z - 0.5);
}

export function CameraRig({ board, preset, focus, frame = null, onTaken }: CameraRigProps) {
  const controls = useRef<OrbitControlsImpl>(null);
  const size = useThree((s) => s.size);
  const { zoom, shift } = topDownFit(board, size);
  const persp = perspectivePosition(board, size.width / Math.max(1, size.height), BANNER_ROOM / Math.max(1, size.height));
  const targetZ = preset === 'top' ? shift : 0.5;
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    c.target.set(0, 0, targetZ);
    c.update();
  }, [preset, targetZ]);
  useFrame((state, elapsed) => {
    const c = controls.current;
    if (c && frame && preset === 'three-quarter') {
      // Camera and target move together (the view slides, it does not swing), and the camera's
      // distance eases toward the framing's along the direction it looks from.
      // By the time passed, up to a quarter second: a slow software-GL frame still eases as far.
      const dt = Math.min(Math.max(0, elapsed), 0.25);
      const k = easeShare(dt);
      target.set(frame.center.x, 0, frame.center.z);
      delta.copy(target).sub(c.target);
      delta.setLength(easedStep(delta.length(), k, dt));
      c.target.add(delta);
      offset.copy(c.object.position).sub(c.target).add(delta);
      const dist = offset.length();
      offset.setLength(dist + Math.sign(frame.distance - dist) * easedStep(Math.abs(frame.distance - dist), k, dt));
      c.object.position.copy(c.target).add(offset);
      c.update();
      // At rest once arrived (easedStep lands exactly): a clip then keeps its still frames.
      if (c.target.distanceTo(target) > 1e-9 || Math.abs(offset.length() - frame.distance) > 1e-9) keepDrawing(state);
      return;
    }
    if (!c || !focus) return;
    const dt = frameStep(elapsed);
    target.set(focus.x, 0, focus.z);
    c.target.lerp(target, Math.min(1, dt * 2));
    c.update();
    // Drawn on demand (paused, or while the planner searches): ask for frames until the camera has caught up.
    if (c.target.distanceTo(target) > 0.002) keepDrawing(state);
  });
  return (
    <>
      {preset === 'top'
        ? <OrthographicCamera key="top" makeDefault position={[0, 30, shift + 0.001]} zoom={zoom} near={0.1} far={100} />
        : <PerspectiveCamera key="persp" makeDefault position={persp} fov={FOV} near={0.1} far={200} />}
      <OrbitControls ref={controls} key={preset} makeDefault enableRotate={preset !== 'top'} enableDamping={false} onStart={onTaken}
        maxPolarAngle={Math.PI / 2.1} target={[0, 0, targetZ]} />
    </>
  );
}
