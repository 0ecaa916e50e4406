/**
 * Doors (kit 04 "D"): a frame and a panel that slides into the wall when the engine's state lists
 * the door as open, and back when it closes. The slide is animated in useFrame on refs.
 */
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Mesh } from 'three';
import type { Board, Square } from '../../engine/types';
import { coordOf, doorSquares, neighbour, terrainAt } from '../../engine/board';
import { squareToWorld } from '../grid';
import { DOOR, WALL } from '../palette';
import { WALL_HEIGHT } from './Walls';

/** A door panel runs along the wall it sits in: north-south when walls are north and south of it. */
export function doorRunsNorthSouth(board: Board, square: Square): boolean {
  const c = coordOf(square);
  return terrainAt(board, neighbour(c, 'N')) === 'wall' || terrainAt(board, neighbour(c, 'S')) === 'wall';
}

function Door({ board, square, open }: { board: Board; square: Square; open: boolean }) {
  const panel = useRef<Mesh>(null);
  const p = squareToWorld(board, square);
  const ns = doorRunsNorthSouth(board, square);
  useFrame((_, dt) => {
    const m = panel.current;
    if (!m) return;
    // Slide 0.95 along the wall axis into the neighbouring wall block.
    const goal = open ? 0.95 : 0;
    const cur = ns ? m.position.z : m.position.x;
    const next = cur + (goal - cur) * Math.min(1, dt * 6);
    if (ns) m.position.z = next; else m.position.x = next;
  });
  const frameTop = WALL_HEIGHT - 0.1;
  return (
    <group position={[p.x, 0, p.z]} name={`door-${square}`}>
      <mesh position={[0, frameTop - 0.08, 0]}>
        <boxGeometry args={ns ? [0.5, 0.16, 1] : [1, 0.16, 0.5]} />
        <meshLambertMaterial color={WALL} />
      </mesh>
      <mesh ref={panel} position={[0, 0.45, 0]}>
        <boxGeometry args={ns ? [0.14, 0.9, 0.96] : [0.96, 0.9, 0.14]} />
        <meshLambertMaterial color={DOOR} />
      </mesh>
    </group>
  );
}

export function Doors({ board, openDoors }: { readonly board: Board; readonly openDoors: readonly Square[] }) {
  return (
    <group name="doors">
      {doorSquares(board).map((sq) => <Door key={sq} board={board} square={sq} open={openDoors.includes(sq)} />)}
    </group>
  );
}
