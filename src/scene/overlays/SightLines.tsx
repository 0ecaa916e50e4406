/**
 * Sight lines from the selected figure to every enemy (RULINGS S7-S8): green when visible,
 * amber when the line is clear but outside the facing arc, red when blocked. Every blocker is
 * marked (S7 names them all): a corner touch by a dot at the corner itself, an interior crossing
 * by an outline of the square crossed. Lines and marks are drawn over everything: most blockers
 * are walls, and a line drawn inside a wall block, or a mark at its centre, cannot be seen.
 */
import type { GameState } from '../../engine/state/types';
import { Beam } from '../Beam';
import { pointToWorld, squareToWorld } from '../grid';
import type { BlockMark, SightView } from './sightViews';

export function sightColour(v: SightView): string {
  return v.verdict.visible ? '#4ade80' : v.verdict.clear ? '#fbbf24' : '#f87171';
}

/** Above the figures' bodies and the walls' faces, under the labels. */
const OVER_THE_BOARD = 5;
const LINE_Y = 0.55;
const MARK = '#dc2626';

function Mark({ state, mark }: { readonly state: GameState; readonly mark: BlockMark }) {
  if (mark.contact === 'corner') {
    const p = pointToWorld(state.board, mark.at);
    return (
      <mesh position={[p.x, LINE_Y, p.z]} renderOrder={OVER_THE_BOARD} name={`block-corner-${mark.square}`}>
        <sphereGeometry args={[0.11, 12, 8]} />
        <meshBasicMaterial dispose={null} color={MARK} depthTest={false} />
      </mesh>
    );
  }
  // The square's outline, inset a little so two neighbouring blockers read as two.
  const c = squareToWorld(state.board, mark.square);
  const h = 0.44;
  const corners = [{ x: c.x - h, z: c.z - h }, { x: c.x + h, z: c.z - h }, { x: c.x + h, z: c.z + h }, { x: c.x - h, z: c.z + h }];
  return (
    <group name={`block-square-${mark.square}`}>
      {corners.map((a, i) => (
        <Beam key={i} from={a} to={corners[(i + 1) % 4]} y={LINE_Y} width={0.05} colour={MARK} overAll renderOrder={OVER_THE_BOARD} />
      ))}
    </group>
  );
}

/**
 * An invisible bar along a line, wider than it, so a click finds the line (three raycasts
 * invisible meshes too); it stops short of the two figures' squares, which stay clickable.
 */
function HitBar({ from, to, onClick }: { readonly from: { x: number; z: number }; readonly to: { x: number; z: number }; readonly onClick: (shift: boolean) => boolean }) {
  const length = Math.max(0.001, Math.hypot(to.x - from.x, to.z - from.z) - 1);
  return (
    <mesh visible={false} position={[(from.x + to.x) / 2, LINE_Y, (from.z + to.z) / 2]} rotation-y={-Math.atan2(to.z - from.z, to.x - from.x)}
      onClick={(e) => { if (onClick(e.nativeEvent.shiftKey)) e.stopPropagation(); }}>
      <boxGeometry args={[length, 0.3, 0.3]} />
      <meshBasicMaterial />
    </mesh>
  );
}

/** `onLineClick` says whether it took the click (else the squares under the line get it). */
export function SightLines({ state, views, onLineClick }: { readonly state: GameState; readonly views: readonly SightView[]; readonly onLineClick?: (v: SightView, shift: boolean) => boolean }) {
  return (
    <group name="sight-lines">
      {views.map((v) => (
        <group key={v.target}>
          {onLineClick && <HitBar from={squareToWorld(state.board, v.from)} to={squareToWorld(state.board, v.to)} onClick={(shift) => onLineClick(v, shift)} />}
          <Beam from={squareToWorld(state.board, v.from)} to={squareToWorld(state.board, v.to)} y={LINE_Y} width={0.045} colour={sightColour(v)} opacity={0.9} overAll renderOrder={OVER_THE_BOARD} />
          {v.marks.map((m) => <Mark key={`${m.contact}-${m.square}`} state={state} mark={m} />)}
        </group>
      ))}
    </group>
  );
}
