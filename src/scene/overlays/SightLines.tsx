/**
 * Sight lines from the selected figure to every enemy (RULINGS S7-S8): green when visible,
 * amber when the line is clear but outside the facing arc, red when blocked, with the first
 * blocking point marked (a corner touch is marked at the corner itself).
 */
import type { GameState } from '../../engine/types';
import { Beam } from '../Beam';
import { pointToWorld, squareToWorld } from '../grid';
import type { SightView } from './sightViews';

export function sightColour(v: SightView): string {
  return v.verdict.visible ? '#4ade80' : v.verdict.clear ? '#fbbf24' : '#f87171';
}

export function SightLines({ state, views }: { readonly state: GameState; readonly views: readonly SightView[] }) {
  return (
    <group name="sight-lines">
      {views.map((v) => {
        const a = squareToWorld(state.board, v.from);
        const b = squareToWorld(state.board, v.to);
        const mark = v.blockAt ? pointToWorld(state.board, v.blockAt) : null;
        return (
          <group key={v.target}>
            <Beam from={a} to={b} y={0.55} width={0.045} colour={sightColour(v)} opacity={0.9} />
            {mark && (
              <mesh position={[mark.x, 0.55, mark.z]}>
                <sphereGeometry args={[0.11, 12, 8]} />
                <meshBasicMaterial dispose={null} color="#dc2626" />
              </mesh>
            )}
          </group>
        );
      })}
    </group>
  );
}
