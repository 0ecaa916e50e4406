/**
 * Facing arcs (RULINGS S6): each conscious soldier's forward half-plane, boundary included, drawn
 * on the floor: a half-disc at its feet (all of them one merged mesh: one draw call), and the
 * whole half-plane for the selected soldier.
 */
import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, Color } from 'three';
import type { FigureId, GameState } from '../../engine/state/types';
import { coordOf } from '../../engine/board/board';
import { facingAngle, halfPlaneRect, squareToWorld } from '../grid';
import { SOLDIER_COLOURS } from '../palette';

const tint = new Color();
const SEGMENTS = 16;
const RADIUS = 0.9;

/**
 * Every conscious soldier's half-disc, written straight into one non-indexed geometry (a fan of
 * SEGMENTS triangles each). Built on every keyframe where a soldier moved or turned, so it must be
 * cheap: no per-soldier geometries merged (that cost most of a far seek).
 */
export function arcsGeometry(state: GameState): BufferGeometry | null {
  const soldiers = state.soldiers.filter((s) => s.hp > 0);
  if (soldiers.length === 0) return null;
  const count = soldiers.length * SEGMENTS * 3;
  const pos = new Float32Array(count * 3);
  const col = new Float32Array(count * 3);
  let v = 0;
  const put = (x: number, z: number) => {
    pos[v * 3] = x; pos[v * 3 + 1] = 0.012; pos[v * 3 + 2] = z;
    col[v * 3] = tint.r; col[v * 3 + 1] = tint.g; col[v * 3 + 2] = tint.b;
    v++;
  };
  for (const s of soldiers) {
    const p = squareToWorld(state.board, s.at);
    const phi = facingAngle(s.facing);
    tint.set(SOLDIER_COLOURS[s.id]);
    // The arc spans -90..+90 degrees around the facing: a point at angle t of a disc lying flat
    // (x = cos t, z = -sin t), turned by phi about the vertical axis.
    const at = (t: number): [number, number] => {
      const x = Math.cos(t) * RADIUS;
      const z = -Math.sin(t) * RADIUS;
      return [p.x + x * Math.cos(phi) + z * Math.sin(phi), p.z - x * Math.sin(phi) + z * Math.cos(phi)];
    };
    for (let i = 0; i < SEGMENTS; i++) {
      const [ax, az] = at(-Math.PI / 2 + (Math.PI * i) / SEGMENTS);
      const [bx, bz] = at(-Math.PI / 2 + (Math.PI * (i + 1)) / SEGMENTS);
      // Counter-clockwise seen from above (normal +y), so the fan faces the camera.
      put(p.x, p.z); put(ax, az); put(bx, bz);
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(pos, 3));
  g.setAttribute('color', new BufferAttribute(col, 3));
  return g;
}

export function FacingArcs({ state, selected }: { readonly state: GameState; readonly selected: FigureId | null }) {
  const soldiers = state.soldiers;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const geometry = useMemo(() => arcsGeometry(state), [soldiers, state.board]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  const chosen = soldiers.find((s) => s.id === selected && s.hp > 0);
  const rect = chosen ? halfPlaneRect(state.board, coordOf(chosen.at), chosen.facing) : null;
  return (
    <group name="facing-arcs">
      {geometry && (
        <mesh geometry={geometry}>
          <meshBasicMaterial dispose={null} vertexColors transparent opacity={0.35} depthWrite={false} />
        </mesh>
      )}
      {chosen && rect && (
        <mesh position={[rect.x, 0.008, rect.z]} rotation-x={-Math.PI / 2} name={`half-plane-${chosen.id}`}>
          <planeGeometry args={[rect.w, rect.d]} />
          <meshBasicMaterial dispose={null} color={SOLDIER_COLOURS[chosen.id]} transparent opacity={0.14} depthWrite={false} />
        </mesh>
      )}
    </group>
  );
}
