/**
 * The three cover squares as distinct props (kit 04 S/H/F, RULINGS C1): soft = a low ring of
 * sandbags, hard = waist-high concrete corners, full = four tall pillars under a roof slab.
 * They are enterable: props hug the square's edges so a figure can stand inside. Each prop is one
 * merged geometry (one draw call), built once per kind.
 */
import { memo, useMemo } from 'react';
import { BoxGeometry, SphereGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Board, Square, Terrain } from '../../engine/state/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board/board';
import { squareToWorld } from '../grid';
import { COVER_COLOURS } from '../palette';
import { bakeLight } from '../canvas/bakedLight';

type CoverTerrain = Extract<Terrain, 'soft' | 'hard' | 'full'>;

function placed(g: BufferGeometry, x: number, y: number, z: number, sx = 1, sy = 1, sz = 1): BufferGeometry {
  return g.scale(sx, sy, sz).translate(x, y, z);
}

function softGeometry(): BufferGeometry {
  const bags: [number, number][] = [[-0.38, -0.2], [-0.38, 0.2], [0.38, -0.2], [0.38, 0.2], [-0.2, -0.38], [0.2, -0.38], [-0.2, 0.38], [0.2, 0.38]];
  return mergeGeometries(bags.map(([x, z]) => {
    const side = Math.abs(x) > 0.3;
    return placed(new SphereGeometry(0.5, 8, 6), x, 0.1, z, side ? 0.16 : 0.34, 0.2, side ? 0.34 : 0.16);
  }));
}

function hardGeometry(): BufferGeometry {
  const parts: BufferGeometry[] = [];
  for (const [sx, sz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
    parts.push(placed(new BoxGeometry(0.12, 0.6, 0.4), sx * 0.4, 0.3, sz * 0.25));
    parts.push(placed(new BoxGeometry(0.4, 0.6, 0.12), sx * 0.25, 0.3, sz * 0.4));
  }
  return mergeGeometries(parts);
}

function fullGeometry(): BufferGeometry {
  const parts: BufferGeometry[] = [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([sx, sz]) => placed(new BoxGeometry(0.16, 1.4, 0.16), sx * 0.4, 0.7, sz * 0.4));
  parts.push(placed(new BoxGeometry(0.96, 0.08, 0.96), 0, 1.45, 0));
  return mergeGeometries(parts);
}

const BUILD: Record<CoverTerrain, () => BufferGeometry> = { soft: softGeometry, hard: hardGeometry, full: fullGeometry };

export const CoverProps = memo(function CoverProps({ board }: { readonly board: Board }) {
  const squares = useMemo(() => allSquares(board)
    .map((sq) => ({ sq, t: terrainAt(board, coordOf(sq)) }))
    .filter((x): x is { sq: Square; t: CoverTerrain } => x.t === 'soft' || x.t === 'hard' || x.t === 'full'), [board]);
  // Light baked into vertex colours: drawn unlit (see bakedLight).
  const geometries = useMemo(() => ({
    soft: bakeLight(BUILD.soft(), COVER_COLOURS.soft), hard: bakeLight(BUILD.hard(), COVER_COLOURS.hard), full: bakeLight(BUILD.full(), COVER_COLOURS.full),
  }), []);
  return (
    <group name="cover">
      {squares.map(({ sq, t }) => {
        const p = squareToWorld(board, sq);
        return (
          <mesh key={sq} position={[p.x, 0, p.z]} name={`cover-${t}-${sq}`} geometry={geometries[t]}>
            <meshBasicMaterial vertexColors />
          </mesh>
        );
      })}
    </group>
  );
});
