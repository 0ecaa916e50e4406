/**
 * Solid terrain (kit 05 §3 "solid terrain needs its own blocked marking"; docs/scenarios.md SC-T1):
 * `O` (blocks movement only) is a stack of two crates, waist high, that sight passes over; `X`
 * (blocks movement and sight) is a rock column as tall as the walls, a warmer grey than they are so
 * it never reads as a wall. Each kind is one merged mesh (one draw call: see copies), light baked.
 */
import { memo, useEffect, useMemo } from 'react';
import { BoxGeometry, CylinderGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Board, Terrain } from '../../engine/state/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board/board';
import { squareToWorld } from '../grid';
import { SOLID, SOLID_OPAQUE } from '../palette';
import { bakeLight } from '../canvas/bakedLight';
import { copiesOf } from '../canvas/copies';
import { WALL_TOP } from './Walls';

type SolidKind = Extract<Terrain, 'solid' | 'solidOpaque'>;

function crates(): BufferGeometry {
  const low = new BoxGeometry(0.8, 0.36, 0.8).translate(0, 0.18, 0);
  const top = new BoxGeometry(0.5, 0.26, 0.5).rotateY(0.4).translate(0.05, 0.49, -0.05);
  return bakeLight(mergeGeometries([low.toNonIndexed(), top.toNonIndexed()]), SOLID);
}

function rock(): BufferGeometry {
  return bakeLight(new CylinderGeometry(0.4, 0.47, WALL_TOP, 7).translate(0, WALL_TOP / 2, 0).toNonIndexed(), SOLID_OPAQUE);
}

/** Each solid square's copy of its kind's prop. */
export function solidGeometry(board: Board, kind: SolidKind): BufferGeometry | null {
  const squares = allSquares(board).filter((s) => terrainAt(board, coordOf(s)) === kind);
  if (squares.length === 0) return null;
  const template = kind === 'solid' ? crates() : rock();
  const g = copiesOf(template, squares.map((sq) => ({ ...squareToWorld(board, sq), y: 0 })));
  template.dispose();
  g.userData.squares = squares.length;
  return g;
}

export const SolidTerrain = memo(function SolidTerrain({ board }: { readonly board: Board }) {
  const low = useMemo(() => solidGeometry(board, 'solid'), [board]);
  const tall = useMemo(() => solidGeometry(board, 'solidOpaque'), [board]);
  useEffect(() => () => { low?.dispose(); tall?.dispose(); }, [low, tall]);
  return (
    <group name="solid-terrain">
      {low && <mesh geometry={low} name="solid"><meshBasicMaterial vertexColors /></mesh>}
      {tall && <mesh geometry={tall} name="solid-opaque"><meshBasicMaterial vertexColors /></mesh>}
    </group>
  );
});
