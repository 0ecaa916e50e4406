/**
 * Play mode: the path to the hovered square (found by the UI through the engine's legal moves)
 * and its AP cost, or the reason it cannot be reached.
 */
import type { Board, Square } from '../../engine/types';
import { Beam } from '../Beam';
import { squareToWorld } from '../grid';
import { labelTexture } from '../labelTexture';

export interface PathView {
  readonly from: Square;
  readonly squares: readonly Square[];
  readonly ap: number | null;
  readonly note: string;
}

export function PathPreview({ board, path }: { readonly board: Board; readonly path: PathView }) {
  const pts = [path.from, ...path.squares].map((s) => squareToWorld(board, s));
  const end = path.squares.length ? path.squares[path.squares.length - 1] : null;
  const label = labelTexture(path.note, { color: '#0f172a', background: path.ap === null ? '#fca5a5' : '#bef264', size: 36, bold: true });
  const at = end ? squareToWorld(board, end) : null;
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
      {label && at && (
        <sprite position={[at.x, 0.9, at.z]} scale={[0.22 * label.aspect, 0.22, 1]} renderOrder={5}>
          <spriteMaterial dispose={null} map={label.texture} depthTest={false} />
        </sprite>
      )}
    </group>
  );
}
