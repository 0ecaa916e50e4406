/**
 * A flat bar from one world point to another, a little above the floor: sight lines, tracers and
 * path segments. (WebGL lines are one pixel wide; a thin box reads at any zoom.)
 */
import { forwardRef } from 'react';
import type { Mesh } from 'three';
import type { WorldXZ } from './grid';

export interface BeamProps {
  readonly from: WorldXZ;
  readonly to: WorldXZ;
  readonly y?: number;
  readonly width?: number;
  readonly colour: string;
  readonly opacity?: number;
  /** Drawn over whatever stands in front of it (a sight line through a wall): no depth test. */
  readonly overAll?: boolean;
  readonly renderOrder?: number;
}

export const Beam = forwardRef<Mesh, BeamProps>(function Beam({ from, to, y = 0.5, width = 0.05, colour, opacity = 1, overAll = false, renderOrder = 0 }, ref) {
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const length = Math.hypot(dx, dz) || 0.001;
  return (
    <mesh ref={ref} position={[(from.x + to.x) / 2, y, (from.z + to.z) / 2]} rotation-y={-Math.atan2(dz, dx)} renderOrder={renderOrder}>
      <boxGeometry args={[length, width, width]} />
      <meshBasicMaterial dispose={null} color={colour} transparent opacity={opacity} depthWrite={false} depthTest={!overAll} />
    </mesh>
  );
});
