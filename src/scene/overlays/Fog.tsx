/**
 * Fog of war: squares no conscious soldier can see (facing and walls, RULINGS S7) are darkened.
 * One merged mesh of floor-sized planes (one draw call: see copies); the visible set comes from
 * the engine's visibility map.
 */
import { useEffect, useMemo } from 'react';
import { PlaneGeometry } from 'three';
import type { GameState, Square } from '../../engine/state/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board/board';
import { squareToWorld } from '../grid';
import { copiesOf } from '../canvas/copies';

const SQUARE = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);

export function Fog({ state, visible }: { readonly state: GameState; readonly visible: ReadonlySet<Square> }) {
  const board = state.board;
  const geometry = useMemo(() => {
    const hidden = allSquares(board).filter((s) => terrainAt(board, coordOf(s)) !== 'wall' && !visible.has(s));
    return copiesOf(SQUARE, hidden.map((sq) => ({ ...squareToWorld(board, sq), y: 0.03 })));
  }, [board, visible]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh geometry={geometry} name="fog" renderOrder={1}>
      <meshBasicMaterial dispose={null} color="#020617" transparent opacity={0.62} depthWrite={false} />
    </mesh>
  );
}
