/**
 * Doors (kit 04 "D"): a frame and a panel that slides into the wall when the engine's state lists
 * the door as open, and back when it closes. The slide is animated in useFrame on refs when the
 * cursor moved one step, and snaps on a seek.
 */
import { memo, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { frameStep } from '../frameStep';
import { BoxGeometry, type Mesh } from 'three';
import type { Board, Square } from '../../engine/types';
import { coordOf, doorSquares, neighbour, terrainAt } from '../../engine/board';
import { squareToWorld } from '../grid';
import { DOOR, WALL } from '../palette';
import { WALL_HEIGHT } from './Walls';
import { bakeLight } from '../bakedLight';

// Shared by every door, light baked in (drawn unlit: see bakedLight).
const FRAME_NS = bakeLight(new BoxGeometry(0.5, 0.16, 1), WALL);
const FRAME_EW = bakeLight(new BoxGeometry(1, 0.16, 0.5), WALL);
const PANEL_NS = bakeLight(new BoxGeometry(0.14, 0.9, 0.96), DOOR);
const PANEL_EW = bakeLight(new BoxGeometry(0.96, 0.9, 0.14), DOOR);

/** A door panel runs along the wall it sits in: north-south when walls are north and south of it. */
export function doorRunsNorthSouth(board: Board, square: Square): boolean {
  const c = coordOf(square);
  return terrainAt(board, neighbour(c, 'N')) === 'wall' || terrainAt(board, neighbour(c, 'S')) === 'wall';
}

const Door = memo(function Door({ board, square, open, animate }: { board: Board; square: Square; open: boolean; animate: boolean }) {
  const panel = useRef<Mesh>(null);
  const p = squareToWorld(board, square);
  const ns = doorRunsNorthSouth(board, square);
  useFrame((state, elapsed) => {
    const m = panel.current;
    if (!m) return;
    const dt = frameStep(elapsed);
    // Slide 0.95 along the wall axis into the neighbouring wall block.
    const goal = open ? 0.95 : 0;
    const cur = ns ? m.position.z : m.position.x;
    const next = cur + (goal - cur) * (animate ? Math.min(1, dt * 6) : 1);
    if (ns) m.position.z = next; else m.position.x = next;
    // Drawn on demand while paused: ask for frames until the panel is in place.
    if (Math.abs(goal - next) > 0.002) state.invalidate();
  });
  const frameTop = WALL_HEIGHT - 0.1;
  return (
    <group position={[p.x, 0, p.z]} name={`door-${square}`}>
      <mesh position={[0, frameTop - 0.08, 0]} geometry={ns ? FRAME_NS : FRAME_EW}>
        <meshBasicMaterial vertexColors />
      </mesh>
      <mesh ref={panel} position={[0, 0.45, 0]} geometry={ns ? PANEL_NS : PANEL_EW}>
        <meshBasicMaterial vertexColors />
      </mesh>
    </group>
  );
});

/** Memoised: a state keeps the same openDoors list until a door moves, so most seeks skip this. */
export const Doors = memo(function Doors({ board, openDoors, animate }: { readonly board: Board; readonly openDoors: readonly Square[]; readonly animate: boolean }) {
  const squares = useMemo(() => doorSquares(board), [board]);
  return (
    <group name="doors">
      {squares.map((sq) => <Door key={sq} board={board} square={sq} open={openDoors.includes(sq)} animate={animate} />)}
    </group>
  );
});
