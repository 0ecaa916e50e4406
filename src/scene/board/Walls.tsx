/**
 * Wall blocks: every wall square of the engine's board, one merged mesh (kit 04 legend "#"; one
 * draw call: see copies).
 */
import { memo, useEffect, useMemo } from 'react';
import { BoxGeometry, BufferAttribute, Color, type BufferGeometry } from 'three';
import type { Board } from '../../engine/state/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board/board';
import { squareToWorld } from '../grid';
import { WALL } from '../palette';
import { copiesOf } from '../canvas/copies';

export const WALL_HEIGHT = 1.1;
/** The blocks stand 0.1 into the floor, so their tops are at this height. */
export const WALL_TOP = WALL_HEIGHT - 0.1;

/**
 * A wall block with its light baked into vertex colours (tops bright, south/east faces mid,
 * north/west darker), drawn unlit: software rendering pays for per-pixel lighting on every wall.
 */
function shadedBlock(): BoxGeometry {
  const g = new BoxGeometry(1, WALL_HEIGHT, 1);
  const normals = g.getAttribute('normal');
  const base = new Color(WALL);
  const out = new Float32Array(normals.count * 3);
  const c = new Color();
  for (let i = 0; i < normals.count; i++) {
    const nx = normals.getX(i);
    const ny = normals.getY(i);
    const nz = normals.getZ(i);
    const light = ny > 0.5 ? 1.1 : 0.55 + 0.25 * Math.max(0, nx) + 0.3 * Math.max(0, nz);
    c.copy(base).multiplyScalar(light);
    out.set([c.r, c.g, c.b], i * 3);
  }
  g.setAttribute('color', new BufferAttribute(out, 3));
  return g;
}

/** A block per wall square. */
export function wallsGeometry(board: Board): BufferGeometry {
  const block = shadedBlock();
  const squares = allSquares(board).filter((s) => terrainAt(board, coordOf(s)) === 'wall');
  const g = copiesOf(block, squares.map((sq) => {
    const p = squareToWorld(board, sq);
    return { x: p.x, y: WALL_TOP - WALL_HEIGHT / 2, z: p.z };
  }));
  block.dispose();
  g.userData.squares = squares.length;
  return g;
}

export const Walls = memo(function Walls({ board }: { readonly board: Board }) {
  const geometry = useMemo(() => wallsGeometry(board), [board]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} name="walls">
      <meshBasicMaterial vertexColors />
    </mesh>
  );
});
