/**
 * Mission 1's station log (kit 05 §8) lying on the floor: a cyan data slate in a ring with a "LOG"
 * label, where it starts or where its carrier went down. Carried, it is drawn on the carrier's back
 * (figures/Figure); once secured it is no longer on the board (docs/scenarios.md SC-L1).
 */
import { memo } from 'react';
import type { Board, Square } from '../../engine/state/types';
import { squareToWorld, textScale } from '../grid';
import { labelTexture } from '../canvas/labelTexture';
import { STATION_LOG } from '../palette';
import { LOG_RING } from '../rings';

export const StationLog = memo(function StationLog({ board, at }: { readonly board: Board; readonly at: Square }) {
  const p = squareToWorld(board, at);
  const label = labelTexture('LOG', { color: '#082f49', background: STATION_LOG, size: 32, bold: true });
  const height = 0.22 * textScale(board);
  return (
    <group position={[p.x, 0, p.z]} name={`station-log-${at}`}>
      <mesh rotation-x={-Math.PI / 2} position-y={0.012} geometry={LOG_RING}>
        <meshBasicMaterial dispose={null} color={STATION_LOG} />
      </mesh>
      <mesh position={[0, 0.05, 0]} rotation-y={0.5}>
        <boxGeometry args={[0.3, 0.06, 0.22]} />
        <meshBasicMaterial color={STATION_LOG} />
      </mesh>
      {label && (
        <sprite position={[0, 0.3, -0.28]} scale={[height * label.aspect, height, 1]} renderOrder={2}>
          <spriteMaterial dispose={null} map={label.texture} depthTest={false} />
        </sprite>
      )}
    </group>
  );
});
