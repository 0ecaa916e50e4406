/**
 * Facing arcs (RULINGS S6): each conscious soldier's forward half-plane, boundary included, drawn
 * on the floor: a half-disc at its feet (all of them one merged mesh: one draw call), and the
 * whole half-plane for the selected soldier.
 */
import { useEffect, useMemo } from 'react';
import { BufferAttribute, CircleGeometry, Color, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { FigureId, GameState } from '../../engine/types';
import { coordOf } from '../../engine/board';
import { facingAngle, halfPlaneRect, squareToWorld } from '../grid';
import { SOLDIER_COLOURS } from '../palette';

const tint = new Color();

function arcsGeometry(state: GameState): BufferGeometry | null {
  const parts = state.soldiers.filter((s) => s.hp > 0).map((s) => {
    const p = squareToWorld(state.board, s.at);
    // A half-disc spans -90..+90 degrees around +x once turned; lay it flat, face it, place it.
    const g = new CircleGeometry(0.9, 16, -Math.PI / 2, Math.PI).rotateX(-Math.PI / 2).rotateY(facingAngle(s.facing)).translate(p.x, 0.012, p.z);
    tint.set(SOLDIER_COLOURS[s.id]);
    const n = g.getAttribute('position').count;
    const c = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) c.set([tint.r, tint.g, tint.b], i * 3);
    g.setAttribute('color', new BufferAttribute(c, 3));
    return g;
  });
  return parts.length ? mergeGeometries(parts) : null;
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
          <meshBasicMaterial vertexColors transparent opacity={0.35} depthWrite={false} />
        </mesh>
      )}
      {chosen && rect && (
        <mesh position={[rect.x, 0.008, rect.z]} rotation-x={-Math.PI / 2} name={`half-plane-${chosen.id}`}>
          <planeGeometry args={[rect.w, rect.d]} />
          <meshBasicMaterial color={SOLDIER_COLOURS[chosen.id]} transparent opacity={0.14} depthWrite={false} />
        </mesh>
      )}
    </group>
  );
}
