/**
 * Brace and overwatch tokens (kit 05 §6-§7) and, for overwatch, the watched half-plane (facing
 * fixed: RULINGS O2), plus Reyes's spotter mark on its alien (kit 02 Spotter): the rings on the
 * floor. Their tags hang in the figure's tag block (figures/tagPlace, figures/TagLayer).
 */
import { useEffect, useMemo } from 'react';
import type { Ruleset } from '../../engine/ruleset/ruleset';
import type { GameState, WeaponId } from '../../engine/state/types';
import { squareToWorld } from '../grid';
import { watchedGeometry, watchKey } from './watchedSquares';
import { labelTexture } from '../canvas/labelTexture';
import { BRACE, OVERWATCH, SPOTTER } from '../palette';
import { BRACE_RING, SPOTTER_RING } from '../rings';
import { bracedText, overwatchText, spottedText } from '../figures/tagPlace';

/** A token tag's texture (figures/TagLayer draws it, in the figure's tag block). */
export function tokenLabel(text: string, colour: string) {
  return labelTexture(text, { color: '#111827', background: colour, size: 24, bold: true });
}

/**
 * Every token label a soldier can show (brace, spotted, overwatch with each of its `guns` and any
 * reserved AP up to `maxAp`), drawn ahead of time like the figure tags (figures/warmTags).
 */
export function tokenLabels(ruleset: Ruleset, guns: readonly WeaponId[], maxAp: number) {
  const out = [tokenLabel(bracedText(ruleset), BRACE), tokenLabel(spottedText(ruleset), SPOTTER)];
  for (const overwatch of guns) {
    for (let reservedAp = 0; reservedAp <= maxAp; reservedAp++) out.push(tokenLabel(overwatchText({ overwatch, reservedAp }), OVERWATCH));
  }
  return out;
}

/** Every square watched by an overwatching soldier, tinted once however many watch it. */
function WatchedSquares({ state }: { readonly state: GameState }) {
  const key = watchKey(state);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const geometry = useMemo(() => watchedGeometry(state), [key, state.board]);
  useEffect(() => () => geometry?.dispose(), [geometry]);
  if (!geometry) return null;
  return (
    <mesh geometry={geometry} name="watched-squares">
      <meshBasicMaterial dispose={null} vertexColors transparent depthWrite={false} />
    </mesh>
  );
}

export function Tokens({ state, showWatchedPlanes = true }: { readonly state: GameState; readonly showWatchedPlanes?: boolean }) {
  return (
    <group name="tokens">
      {showWatchedPlanes && <WatchedSquares state={state} />}
      {state.soldiers.filter((s) => s.hp > 0).map((s) => {
        const p = squareToWorld(state.board, s.at);
        return (
          <group key={s.id} position={[p.x, 0, p.z]}>
            {s.braced && (
              <mesh rotation-x={-Math.PI / 2} position-y={0.02} geometry={BRACE_RING}>
                <meshBasicMaterial dispose={null} color={BRACE} />
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
    </group>
  );
}
