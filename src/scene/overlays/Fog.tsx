/**
 * Fog of war: squares no conscious soldier can see (facing and walls, RULINGS S7) are darkened.
 * One instanced mesh; the visible set comes from the engine's visibility map.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { InstancedMesh, Object3D } from 'three';
import type { GameState, Square } from '../../engine/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board';
import { squareToWorld } from '../grid';

const dummy = new Object3D();

export function Fog({ state, visible }: { readonly state: GameState; readonly visible: ReadonlySet<Square> }) {
  const board = state.board;
  const hidden = useMemo(() => allSquares(board).filter((s) => terrainAt(board, coordOf(s)) !== 'wall' && !visible.has(s)), [board, visible]);
  const ref = useRef<InstancedMesh>(null);
  const capacity = board.width * board.height;
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    hidden.forEach((sq, i) => {
      const p = squareToWorld(board, sq);
      dummy.position.set(p.x, 0.03, p.z);
      dummy.rotation.set(-Math.PI / 2, 0, 0);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
    });
    mesh.count = hidden.length;
    mesh.instanceMatrix.needsUpdate = true;
  }, [board, hidden]);
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, capacity]} name="fog" renderOrder={1}>
      <planeGeometry args={[1, 1]} />
      <meshBasicMaterial dispose={null} color="#020617" transparent opacity={0.62} depthWrite={false} />
    </instancedMesh>
  );
}
