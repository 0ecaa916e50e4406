/**
 * Brace and overwatch tokens (kit 05 §6-§7) and, for overwatch, the watched half-plane (facing
 * fixed: RULINGS O2), plus Reyes's spotter mark on its alien (kit 02 Spotter).
 */
import type { GameState, SoldierState, WeaponId } from '../../engine/types';
import { coordOf } from '../../engine/board';
import { halfPlaneRect, squareToWorld } from '../grid';
import { labelTexture } from '../labelTexture';
import { BRACE, OVERWATCH, SPOTTER } from '../palette';
import { BRACE_RING, SPOTTER_RING } from '../rings';

function tokenLabel(text: string, colour: string) {
  return labelTexture(text, { color: '#111827', background: colour, size: 36, bold: true });
}

const overwatchText = (s: Pick<SoldierState, 'overwatch' | 'reservedAp'>) => `OVERWATCH ${s.overwatch} · ${s.reservedAp} AP`;

/**
 * Every token label a soldier can show (brace, spotted, overwatch with each of its `guns` and any
 * reserved AP up to `maxAp`), drawn ahead of time like the figure tags (figures/warmTags).
 */
export function tokenLabels(guns: readonly WeaponId[], maxAp: number) {
  const out = [tokenLabel('BRACED +2', BRACE), tokenLabel('SPOTTED +1', SPOTTER)];
  for (const overwatch of guns) {
    for (let reservedAp = 0; reservedAp <= maxAp; reservedAp++) out.push(tokenLabel(overwatchText({ overwatch, reservedAp }), OVERWATCH));
  }
  return out;
}

function Tag({ text, colour, y, x = 0 }: { text: string; colour: string; y: number; x?: number }) {
  const label = tokenLabel(text, colour);
  if (!label) return null;
  return (
    <sprite position={[x, y, 0]} scale={[0.2 * label.aspect, 0.2, 1]} renderOrder={4}>
      <spriteMaterial dispose={null} map={label.texture} depthTest={false} />
    </sprite>
  );
}

export function Tokens({ state, showWatchedPlanes = true }: { readonly state: GameState; readonly showWatchedPlanes?: boolean }) {
  return (
    <group name="tokens">
      {state.soldiers.filter((s) => s.hp > 0).map((s) => {
        const p = squareToWorld(state.board, s.at);
        const rect = halfPlaneRect(state.board, coordOf(s.at), s.facing);
        return (
          <group key={s.id}>
            <group position={[p.x, 0, p.z]}>
              {s.braced && (
                <>
                  <mesh rotation-x={-Math.PI / 2} position-y={0.02} geometry={BRACE_RING}>
                    <meshBasicMaterial dispose={null} color={BRACE} />
                  </mesh>
                  <Tag text="BRACED +2" colour={BRACE} y={1.55} />
                </>
              )}
              {s.overwatch && <Tag text={overwatchText(s)} colour={OVERWATCH} y={s.braced ? 1.78 : 1.55} />}
            </group>
            {s.overwatch && showWatchedPlanes && (
              <mesh position={[rect.x, 0.014, rect.z]} rotation-x={-Math.PI / 2} name={`watched-${s.id}`}>
                <planeGeometry args={[rect.w, rect.d]} />
                <meshBasicMaterial dispose={null} color={OVERWATCH} transparent opacity={0.07} depthWrite={false} />
              </mesh>
            )}
          </group>
        );
      })}
    </group>
  );
}

export function SpotterMark({ state }: { readonly state: GameState }) {
  const alien = state.spotterMark ? state.aliens.find((a) => a.id === state.spotterMark && a.hp > 0) : undefined;
  if (!alien) return null;
  const p = squareToWorld(state.board, alien.at);
  return (
    <group position={[p.x, 0, p.z]} name="spotter-mark">
      <mesh rotation-x={-Math.PI / 2} position-y={0.03} geometry={SPOTTER_RING}>
        <meshBasicMaterial dispose={null} color={SPOTTER} />
      </mesh>
      <Tag text="SPOTTED +1" colour={SPOTTER} y={1.7} />
    </group>
  );
}
