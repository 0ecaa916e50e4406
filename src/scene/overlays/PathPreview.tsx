/**
 * Play mode: the path to the hovered square (the engine's reachable squares) and its AP cost, or,
 * on the hovered square itself, why it cannot be reached.
 */
import type { Board, Square } from '../../engine/state/types';
import { Beam } from '../Beam';
import { squareToWorld } from '../grid';
import { labelTexture } from '../canvas/labelTexture';

export interface PathView {
  readonly from: Square;
  /** The hovered square: the path's end, or where the reason it is out of reach shows. */
  readonly to: Square;
  readonly squares: readonly Square[];
  readonly ap: number | null;
  readonly note: string;
}

export function PathPreview({ board, path }: { readonly board: Board; readonly path: PathView }) {
  const pts = [path.from, ...path.squares].map((s) => squareToWorld(board, s));
  const label = labelTexture(path.note, { color: '#0f172a', background: path.ap === null ? '#fca5a5' : '#bef264', size: 36, bold: true });
  const at = squareToWorld(board, path.to);
  return (
    <group name="path-preview">
      {pts.slice(1).map((p, i) => <Beam key={i} from={pts[i]} to={p} y={0.06} width={0.12} colour="#bef264" opacity={0.85} />)}
      {path.squares.map((s) => {
        const p = squareToWorld(board, s);
        return (
          <mesh key={s} position={[p.x, 0.03, p.z]} rotation-x={-Math.PI / 2}>
            <planeGeometry args={[0.9, 0.9]} />
            <meshBasicMaterial dispose={null} color="#bef264" transparent opacity={0.25} depthWrite={false} />
          </mesh>
        );
      })}
      {path.ap === null && (
        <mesh position={[at.x, 0.03, at.z]} rotation-x={-Math.PI / 2} name="path-unreachable">
          <planeGeometry args={[0.9, 0.9]} />
          <meshBasicMaterial dispose={null} color="#fca5a5" transparent opacity={0.3} depthWrite={false} />
        </mesh>
      )}
      {label && (
        <sprite position={[at.x, 0.9, at.z]} scale={[0.26 * label.aspect, 0.26, 1]} renderOrder={5}>
          <spriteMaterial dispose={null} map={label.texture} depthTest={false} />
        </sprite>
      )}
    </group>
  );
}
