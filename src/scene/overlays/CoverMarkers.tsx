/**
 * Cover markers (RULINGS C1): a ring on each cover square and the level it gives a figure standing
 * on it (soft -1, hard -2, full -3), so the number is readable without the colour. The label is a
 * sprite at the square's near edge, facing the camera and drawn over the props: written flat on
 * the floor it was a few squashed pixels in the three-quarter view, and the full-cover block hid it.
 */
import { memo } from 'react';
import type { Board } from '../../engine/state/types';
import { allSquares, coordOf, terrainAt } from '../../engine/board/board';
import { squareToWorld, textScale } from '../grid';
import { labelTexture } from '../canvas/labelTexture';
import { COVER_COLOURS } from '../palette';
import { COVER_RING } from '../rings';

/** World height of a cover label: about a figure tag's (0.3), a little smaller. */
const LABEL_HEIGHT = 0.24;

/** Depends on the board and ruleset only: memoised, so a keyframe skips it. */
export const CoverMarkers = memo(function CoverMarkers({ board, ruleset }: { readonly board: Board; readonly ruleset: { cover: { soft: number; hard: number; full: number } } }) {
  return (
    <group name="cover-markers">
      {allSquares(board).map((sq) => {
        const t = terrainAt(board, coordOf(sq));
        if (t !== 'soft' && t !== 'hard' && t !== 'full') return null;
        const p = squareToWorld(board, sq);
        // Larger on a big board, where the camera stands further off (grid textScale).
        const height = LABEL_HEIGHT * textScale(board);
        const label = labelTexture(`${t} −${ruleset.cover[t]}`, { color: '#ffffff', background: COVER_COLOURS[t], size: 32, bold: true });
        return (
          <group key={sq} position={[p.x, 0, p.z]}>
            <mesh rotation-x={-Math.PI / 2} position-y={0.011} geometry={COVER_RING}>
              <meshBasicMaterial dispose={null} color={COVER_COLOURS[t]} />
            </mesh>
            {label && (
              <sprite position={[0, 0.2, 0.3]} scale={[height * label.aspect, height, 1]} renderOrder={2}>
                <spriteMaterial dispose={null} map={label.texture} depthTest={false} />
              </sprite>
            )}
          </group>
        );
      })}
    </group>
  );
});
