/**
 * A study's annotations in the chamber (issue 37 §2): a highlighted square, an arrow between two
 * squares, a pinned sight ruling's line. Notes and a ruling's words are words on the page over the
 * chamber (ui/present/StudyNotes), where they stay readable at any camera.
 */
import type { Board } from '../../engine/types';
import type { Annotation } from '../../replay/study/types';
import { Beam } from '../Beam';
import { squareToWorld } from '../grid';

const MARK = '#f472b6';
const RULING = '#22d3ee';

export function StudyMarks({ board, annotations }: { readonly board: Board; readonly annotations: readonly Annotation[] }) {
  return (
    <group name="study-marks">
      {annotations.map((a, i) => {
        if (a.kind === 'square') {
          const p = squareToWorld(board, a.square);
          return (
            <mesh key={i} position={[p.x, 0.04, p.z]} rotation-x={-Math.PI / 2} renderOrder={4}>
              <ringGeometry args={[0.36, 0.48, 4, 1, Math.PI / 4]} />
              <meshBasicMaterial dispose={null} color={MARK} transparent opacity={0.9} depthWrite={false} />
            </mesh>
          );
        }
        if (a.kind === 'note') return null;
        const from = squareToWorld(board, a.from);
        const to = squareToWorld(board, a.to);
        const colour = a.kind === 'arrow' ? MARK : RULING;
        const angle = Math.atan2(to.z - from.z, to.x - from.x);
        // The arrow stops short of its square's centre, where its head's point is.
        const len = Math.hypot(to.x - from.x, to.z - from.z);
        const back = Math.max(0, len - 0.35) / Math.max(len, 0.001);
        const neck = { x: from.x + (to.x - from.x) * back, z: from.z + (to.z - from.z) * back };
        return (
          <group key={i}>
            <Beam from={from} to={a.kind === 'arrow' ? neck : to} y={0.7} width={a.kind === 'arrow' ? 0.12 : 0.07} colour={colour} opacity={0.95} overAll renderOrder={6} />
            {a.kind === 'arrow' && (
              <mesh position={[neck.x + Math.cos(angle) * 0.17, 0.7, neck.z + Math.sin(angle) * 0.17]} rotation={[0, -angle, -Math.PI / 2]} renderOrder={6}>
                <coneGeometry args={[0.2, 0.4, 12]} />
                <meshBasicMaterial dispose={null} color={colour} depthTest={false} depthWrite={false} transparent />
              </mesh>
            )}
          </group>
        );
      })}
    </group>
  );
}
