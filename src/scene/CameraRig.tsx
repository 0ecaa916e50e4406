/**
 * Cameras: a three-quarter perspective for presenting and a top-down orthographic view for
 * rulings (straight lines and corners read true), both with orbit/pan/zoom; optional
 * follow-the-action eases the orbit target toward the acting figure.
 */
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { frameStep } from './frameStep';
import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import { Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { Board } from '../engine/types';
import type { WorldXZ } from './grid';

const target = new Vector3();
const FOV = 40;
const ELEVATION = (60 * Math.PI) / 180;

/** A three-quarter viewpoint from the south that fits the board (and its edge labels) in view. */
export function perspectivePosition(board: Pick<Board, 'width' | 'height'>, aspect: number): [number, number, number] {
  const half = Math.tan(((FOV / 2) * Math.PI) / 180);
  const w = board.width + 1.6;
  const d = (board.height + 1.6) * Math.sin(ELEVATION) + 1.2 * Math.cos(ELEVATION);
  const dist = Math.max(w / 2 / (half * aspect), d / 2 / half) * 1.08;
  return [0, dist * Math.sin(ELEVATION), dist * Math.cos(ELEVATION) + 0.5];
}

export interface CameraRigProps {
  readonly board: Board;
  readonly preset: 'three-quarter' | 'top';
  /** Where the action is, when following it. */
  readonly focus: WorldXZ | null;
}

export function CameraRig({ board, preset, focus }: CameraRigProps) {
  const controls = useRef<OrbitControlsImpl>(null);
  const size = useThree((s) => s.size);
  const zoom = Math.min(size.width / (board.width + 1.5), size.height / (board.height + 1.5));
  const persp = perspectivePosition(board, size.width / Math.max(1, size.height));
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    c.target.set(0, 0, preset === 'top' ? 0 : 0.5);
    c.update();
  }, [preset]);
  useFrame((state, elapsed) => {
    const c = controls.current;
    if (!c || !focus) return;
    const dt = frameStep(elapsed);
    target.set(focus.x, 0, focus.z);
    c.target.lerp(target, Math.min(1, dt * 2));
    c.update();
    // Drawn on demand while paused: ask for frames until the camera has caught up.
    if (c.target.distanceTo(target) > 0.002) state.invalidate();
  });
  return (
    <>
      {preset === 'top'
        ? <OrthographicCamera key="top" makeDefault position={[0, 30, 0.001]} zoom={zoom} near={0.1} far={100} />
        : <PerspectiveCamera key="persp" makeDefault position={persp} fov={FOV} near={0.1} far={200} />}
      <OrbitControls ref={controls} key={preset} makeDefault enableRotate={preset !== 'top'} enableDamping={false}
        maxPolarAngle={Math.PI / 2.1} target={[0, 0, preset === 'top' ? 0 : 0.5]} />
    </>
  );
}
