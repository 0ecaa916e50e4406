/**
 * Brace and overwatch tokens (kit 05 §6-§7) and, for overwatch, the watched half-plane (facing
 * fixed: RULINGS O2), plus Reyes's spotter mark on its alien (kit 02 Spotter).
 */
import { useEffect, useMemo } from 'react';
import type { Ruleset } from '../../engine/ruleset';
import type { GameState, SoldierState, WeaponId } from '../../engine/types';
import { squareToWorld } from '../grid';
import { watchedGeometry, watchKey } from './watchedSquares';
import { labelTexture } from '../canvas/labelTexture';
import { BRACE, OVERWATCH, SPOTTER } from '../palette';
import { BRACE_RING, SPOTTER_RING } from '../rings';
import { TAG_HEIGHT, tagAnchorY } from '../figures/tagPlace';

function tokenLabel(text: string, colour: string) {
  return labelTexture(text, { color: '#111827', background: colour, size: 36, bold: true });
}

const overwatchText = (s: Pick<SoldierState, 'overwatch' | 'reservedAp'>) => `OVERWATCH ${s.overwatch} · ${s.reservedAp} AP`;
/** The tokens' bonuses as the ruleset has them (a balance experiment may change them). */
const bracedText = (ruleset: Ruleset) => `BRACED +${ruleset.brace.accuracy}`;
const spottedText = (ruleset: Ruleset) => `SPOTTED +${ruleset.spotter.accuracy}`;

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

const TOKEN_HEIGHT = 0.24;
const GAP = 0.03;

/**
 * A token's tag, hung from the figure's tag anchor like its name tag and stacked above it in
 * screen space (`slot` 0 just over the name tag, 1 over that): sprite offsets are in the sprite's
 * own size, so the stack holds in the top-down view too, where every height meets in one point.
 */
function Tag({ text, colour, slot, anchorY }: { text: string; colour: string; slot: number; anchorY: number }) {
  const label = tokenLabel(text, colour);
  if (!label) return null;
  const bottom = TAG_HEIGHT + GAP + slot * (TOKEN_HEIGHT + GAP);
  return (
    <sprite position={[0, anchorY, 0]} center={[0.5, -bottom / TOKEN_HEIGHT]} scale={[TOKEN_HEIGHT * label.aspect, TOKEN_HEIGHT, 1]} renderOrder={4}>
      <spriteMaterial dispose={null} map={label.texture} depthTest={false} />
    </sprite>
  );
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
              <>
                <mesh rotation-x={-Math.PI / 2} position-y={0.02} geometry={BRACE_RING}>
                  <meshBasicMaterial dispose={null} color={BRACE} />
                </mesh>
                <Tag text={bracedText(state.ruleset)} colour={BRACE} slot={0} anchorY={tagAnchorY('soldier')} />
              </>
            )}
            {s.overwatch && <Tag text={overwatchText(s)} colour={OVERWATCH} slot={s.braced ? 1 : 0} anchorY={tagAnchorY('soldier')} />}
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
      <Tag text={spottedText(state.ruleset)} colour={SPOTTER} slot={0} anchorY={tagAnchorY(alien.alienKind)} />
    </group>
  );
}
