/**
 * Doors (kit 04 "D"): an orange panel across the doorway, its top just under the walls' so both
 * camera presets see it, that slides into the wall when the engine's state lists the door as open
 * (and back when it closes), uncovering a dark track on the doorway's floor: a closed door is a
 * bar across the gap, an open one a marked gap. The slide is animated in useFrame on refs when the
 * cursor moved one step, and snaps on a seek.
 */
import { memo, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { frameStep } from '../frameStep';
import { keepDrawing } from '../motion';
import { BoxGeometry, type Mesh } from 'three';
import type { Board, Square } from '../../engine/state/types';
import { coordOf, doorSquares, neighbour, terrainAt } from '../../engine/board/board';
import { squareToWorld } from '../grid';
import { DOOR, DOOR_ASSEMBLY, DOOR_TRACK, LOCKED_DOOR } from '../palette';
import { Beam } from '../Beam';
import { WALL_TOP } from './Walls';
import { bakeLight } from '../canvas/bakedLight';

/** The panel's height: under the walls' tops, so an open panel hides inside its wall block. */
const PANEL_HEIGHT = WALL_TOP - 0.06;
/** How far an opening panel slides along the wall: its whole length, into the next wall block. */
export const DOOR_SLIDE = 1;
// Shared by every door, light baked in (drawn unlit: see bakedLight). Nothing stands over the
// panel: a lintel there hid it from above (the top-down view saw no door at all).
const PANEL_NS = bakeLight(new BoxGeometry(0.34, PANEL_HEIGHT, 0.98), DOOR);
const PANEL_EW = bakeLight(new BoxGeometry(0.98, PANEL_HEIGHT, 0.34), DOOR);
// A locked door (kit 05 §8, docs/scenarios.md SC-D2): the same panel in red.
const LOCKED_NS = bakeLight(new BoxGeometry(0.34, PANEL_HEIGHT, 0.98), LOCKED_DOOR);
const LOCKED_EW = bakeLight(new BoxGeometry(0.98, PANEL_HEIGHT, 0.34), LOCKED_DOOR);
const TRACK_NS = bakeLight(new BoxGeometry(0.34, 0.01, 1), DOOR_TRACK);
const TRACK_EW = bakeLight(new BoxGeometry(1, 0.01, 0.34), DOOR_TRACK);

/** A door panel runs along the wall it sits in: north-south when walls are north and south of it. */
export function doorRunsNorthSouth(board: Board, square: Square): boolean {
  const c = coordOf(square);
  return terrainAt(board, neighbour(c, 'N')) === 'wall' || terrainAt(board, neighbour(c, 'S')) === 'wall';
}

const Door = memo(function Door({ board, square, open, locked, animate }: { board: Board; square: Square; open: boolean; locked: boolean; animate: boolean }) {
  const panel = useRef<Mesh>(null);
  const p = squareToWorld(board, square);
  const ns = doorRunsNorthSouth(board, square);
  useFrame((state, elapsed) => {
    const m = panel.current;
    if (!m) return;
    const dt = frameStep(elapsed);
    // Slide along the wall axis into the neighbouring wall block.
    const goal = open ? DOOR_SLIDE : 0;
    const cur = ns ? m.position.z : m.position.x;
    const next = cur + (goal - cur) * (animate ? Math.min(1, dt * 6) : 1);
    if (ns) m.position.z = next; else m.position.x = next;
    // Drawn on demand (paused, or while the planner searches): ask for frames until the panel is in place.
    if (Math.abs(goal - next) > 0.002) keepDrawing(state);
  });
  return (
    <group position={[p.x, 0, p.z]} name={`door-${square}`}>
      <mesh position={[0, 0.006, 0]} geometry={ns ? TRACK_NS : TRACK_EW} name={`door-track-${square}`}>
        <meshBasicMaterial vertexColors />
      </mesh>
      <mesh ref={panel} position={[0, PANEL_HEIGHT / 2, 0]} geometry={locked ? (ns ? LOCKED_NS : LOCKED_EW) : (ns ? PANEL_NS : PANEL_EW)} name={`door-${locked ? 'locked' : 'panel'}-${square}`}>
        <meshBasicMaterial vertexColors />
      </mesh>
    </group>
  );
});

/**
 * A door assembly (kit 05 §8, SC-D1: its squares open and close as one): a yellow bar along the
 * run's middle, on the floor and over the panels' tops, so the squares read as one door.
 */
function Assembly({ board, squares }: { board: Board; squares: readonly Square[] }) {
  const [a, b] = [squares[0], squares[squares.length - 1]].map((sq) => squareToWorld(board, sq));
  // From the run's first square's far edge to its last's.
  const k = 0.45 / (Math.hypot(b.x - a.x, b.z - a.z) || 1);
  const ends = [{ x: a.x - (b.x - a.x) * k, z: a.z - (b.z - a.z) * k }, { x: b.x + (b.x - a.x) * k, z: b.z + (b.z - a.z) * k }];
  return (
    <group name={`door-assembly-${squares.join('-')}`}>
      <Beam from={ends[0]} to={ends[1]} y={0.02} width={0.1} colour={DOOR_ASSEMBLY} opacity={0.9} />
      <Beam from={ends[0]} to={ends[1]} y={PANEL_HEIGHT + 0.01} width={0.08} colour={DOOR_ASSEMBLY} opacity={0.9} />
    </group>
  );
}

export interface DoorsProps {
  readonly board: Board;
  readonly openDoors: readonly Square[];
  readonly animate: boolean;
  /** A mission's locked door squares and door assemblies (state.mission), none without one. */
  readonly locked?: readonly Square[];
  readonly assemblies?: readonly (readonly Square[])[];
}

/** Memoised: a state keeps the same openDoors list until a door moves, so most seeks skip this. */
export const Doors = memo(function Doors({ board, openDoors, animate, locked, assemblies }: DoorsProps) {
  const squares = useMemo(() => doorSquares(board), [board]);
  return (
    <group name="doors">
      {squares.map((sq) => <Door key={sq} board={board} square={sq} open={openDoors.includes(sq)} locked={locked?.includes(sq) ?? false} animate={animate} />)}
      {assemblies?.map((a) => <Assembly key={a.join('-')} board={board} squares={a} />)}
    </group>
  );
});
