/**
 * Floor squares (every non-wall square of the engine's board) as one instanced mesh, plus an
 * invisible picking plane that reports the square under the pointer through callbacks.
 */
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, InstancedMesh, Object3D } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import type { Board, Square } from '../../engine/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board';
import { squareToWorld, worldToSquare } from '../grid';
import { FLOOR } from '../palette';

const dummy = new Object3D();
const colour = new Color();

export interface FloorProps {
  readonly board: Board;
  readonly onSquareHover?: (square: Square | null) => void;
  readonly onSquareClick?: (square: Square) => void;
}

export const Floor = memo(function Floor({ board, onSquareHover, onSquareClick }: FloorProps) {
  const squares = useMemo(() => allSquares(board).filter((s) => terrainAt(board, coordOf(s)) !== 'wall'), [board]);
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    squares.forEach((sq, i) => {
      const p = squareToWorld(board, sq);
      const c = coordOf(sq);
      dummy.position.set(p.x, -0.05, p.z);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
      mesh.setColorAt(i, colour.set((c.col + c.row) % 2 ? FLOOR.a : FLOOR.b));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  }, [board, squares]);

  const pick = (e: ThreeEvent<PointerEvent | MouseEvent>) => worldToSquare(board, { x: e.point.x, z: e.point.z });
  return (
    <group>
      <instancedMesh ref={ref} args={[undefined, undefined, squares.length]} name="floor">
        <boxGeometry args={[0.96, 0.1, 0.96]} />
        {/* A flat floor shades the same everywhere: no per-pixel lighting needed. */}
        <meshBasicMaterial />
      </instancedMesh>
      <mesh
        rotation-x={-Math.PI / 2}
        position-y={0.001}
        visible={false}
        onPointerMove={(e) => { e.stopPropagation(); onSquareHover?.(pick(e)); }}
        onPointerOut={() => onSquareHover?.(null)}
        onClick={(e) => { e.stopPropagation(); const sq = pick(e); if (sq) onSquareClick?.(sq); }}
      >
        <planeGeometry args={[board.width, board.height]} />
        <meshBasicMaterial />
      </mesh>
    </group>
  );
});
