/**
 * Cover markers (RULINGS C1): the level each cover square gives a figure standing on it, written
 * on the floor (soft -1, hard -2, full -3) so the number is readable without the colour.
 */
import { memo } from 'react';
import type { Board } from '../../engine/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board';
import { squareToWorld } from '../grid';
import { labelTexture } from '../labelTexture';
import { COVER_COLOURS } from '../palette';
import { COVER_RING } from '../rings';

/** Depends on the board and ruleset only: memoised, so a keyframe skips it. */
export const CoverMarkers = memo(function CoverMarkers({ board, ruleset }: { readonly board: Board; readonly ruleset: { cover: { soft: number; hard: number; full: number } } }) {
  return (
    <group name="cover-markers">
      {allSquares(board).map((sq) => {
        const t = terrainAt(board, coordOf(sq));
        if (t !== 'soft' && t !== 'hard' && t !== 'full') return null;
        const p = squareToWorld(board, sq);
        const label = labelTexture(`${t} −${ruleset.cover[t]}`, { color: '#ffffff', background: COVER_COLOURS[t], size: 32, bold: true });
        return (
          <group key={sq} position={[p.x, 0, p.z]}>
            <mesh rotation-x={-Math.PI / 2} position-y={0.011} geometry={COVER_RING}>
              <meshBasicMaterial dispose={null} color={COVER_COLOURS[t]} />
            </mesh>
            {label && (
              <mesh rotation-x={-Math.PI / 2} position={[0, 0.015, 0.36]}>
                <planeGeometry args={[0.16 * label.aspect, 0.16]} />
                <meshBasicMaterial dispose={null} map={label.texture} transparent depthWrite={false} />
              </mesh>
            )}
          </group>
        );
      })}
    </group>
  );
});
