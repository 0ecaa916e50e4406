/**
 * Floor squares (every non-wall square of the engine's board) as one merged mesh (one draw call:
 * see copies), plus an invisible picking plane that reports the square under the pointer.
 */
import { memo, useEffect, useMemo } from 'react';
import { BoxGeometry, type BufferGeometry } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import type { Board, Square } from '../../engine/state/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board/board';
import { squareToWorld, worldToSquare } from '../grid';
import { FLOOR } from '../palette';
import { copiesOf } from '../canvas/copies';

/** A tile per floor square, in the board's checker colours. */
export function floorGeometry(board: Board): BufferGeometry {
  const tile = new BoxGeometry(0.96, 0.1, 0.96);
  const squares = allSquares(board).filter((s) => terrainAt(board, coordOf(s)) !== 'wall');
  const g = copiesOf(tile, squares.map((sq) => {
    const p = squareToWorld(board, sq);
    const c = coordOf(sq);
    return { x: p.x, y: -0.05, z: p.z, colour: (c.col + c.row) % 2 ? FLOOR.a : FLOOR.b };
  }));
  tile.dispose();
  g.userData.squares = squares.length;
  return g;
}

export interface FloorProps {
  readonly board: Board;
  readonly onSquareHover?: (square: Square | null) => void;
  readonly onSquareClick?: (square: Square) => void;
}

export const Floor = memo(function Floor({ board, onSquareHover, onSquareClick }: FloorProps) {
  const geometry = useMemo(() => floorGeometry(board), [board]);
  useEffect(() => () => geometry.dispose(), [geometry]);

  const pick = (e: ThreeEvent<PointerEvent | MouseEvent>) => worldToSquare(board, { x: e.point.x, z: e.point.z });
  return (
    <group>
      <mesh geometry={geometry} name="floor">
        {/* A flat floor shades the same everywhere: no per-pixel lighting needed. */}
        <meshBasicMaterial vertexColors />
      </mesh>
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
