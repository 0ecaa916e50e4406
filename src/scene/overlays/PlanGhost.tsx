/**
 * The planner's chosen plan as a ghost (issue 19 §2), drawn before the figure moves: the path it
 * will walk, a pale figure where it will stand, the way it will face, and a line to its target
 * (the alien it attacks or marks, the soldier it treats, the door it works). No caption: over the
 * figure's own tags it was unreadable, and the why-panel beside the chamber says it in words.
 * View data only (a GhostView from the store): the planner never draws.
 */
import { CylinderGeometry, RingGeometry } from 'three';
import type { Board, Decision, Facing, FigureId, Square } from '../../engine/state/types';
import { Beam } from '../Beam';
import { facingVector, squareToWorld } from '../grid';

/** What the ghost shows (ui/planner builds it from the plan). */
export interface GhostView {
  readonly figure: FigureId;
  readonly from: Square;
  readonly path: readonly Square[];
  readonly end: Square;
  readonly facing: Facing | null;
  readonly action: Decision['type'];
  readonly target: Square | null;
  /** The plan's last decision in words, with its win chance: "fire at worker 2 · win 72%" (the ghost's title). */
  readonly caption: string;
}

export const GHOST_COLOUR = '#67e8f9';
const AIM_COLOURS: Partial<Record<Decision['type'], string>> = { fire: '#f87171', melee: '#f87171', mark: '#f43f5e', medkit: '#4ade80', fieldCare: '#4ade80', trade: '#fde047', door: '#fb923c' };

// Shared: a ghost comes and goes with every plan, and rebuilding geometry each time costs a seek.
const GHOST_BODY = new CylinderGeometry(0.24, 0.28, 0.7, 20);
const GHOST_RING = new RingGeometry(0.34, 0.44, 32);
const TARGET_RING = new RingGeometry(0.3, 0.42, 4, 1, Math.PI / 4);

export function PlanGhost({ board, ghost }: { readonly board: Board; readonly ghost: GhostView }) {
  const pts = [ghost.from, ...ghost.path].map((s) => squareToWorld(board, s));
  const end = squareToWorld(board, ghost.end);
  const aim = ghost.target ? squareToWorld(board, ghost.target) : null;
  const aimColour = AIM_COLOURS[ghost.action] ?? GHOST_COLOUR;
  const face = ghost.facing ? facingVector(ghost.facing) : null;
  return (
    <group name="plan-ghost" userData={{ caption: ghost.caption }}>
      {pts.slice(1).map((p, i) => <Beam key={`p${i}`} from={pts[i]} to={p} y={0.07} width={0.1} colour={GHOST_COLOUR} opacity={0.75} />)}
      {ghost.path.length > 0 && (
        <mesh name="ghost-figure" geometry={GHOST_BODY} position={[end.x, 0.36, end.z]}>
          <meshBasicMaterial dispose={null} color={GHOST_COLOUR} transparent opacity={0.32} depthWrite={false} />
        </mesh>
      )}
      <mesh name="ghost-end" geometry={GHOST_RING} position={[end.x, 0.04, end.z]} rotation-x={-Math.PI / 2}>
        <meshBasicMaterial dispose={null} color={GHOST_COLOUR} transparent opacity={0.8} depthWrite={false} />
      </mesh>
      {face && <Beam from={end} to={{ x: end.x + face.x * 0.55, z: end.z + face.z * 0.55 }} y={0.1} width={0.07} colour={GHOST_COLOUR} opacity={0.9} />}
      {aim && (
        <>
          <Beam from={end} to={aim} y={0.55} width={0.05} colour={aimColour} opacity={0.7} />
          <mesh name="ghost-target" geometry={TARGET_RING} position={[aim.x, 0.05, aim.z]} rotation-x={-Math.PI / 2}>
            <meshBasicMaterial dispose={null} color={aimColour} transparent opacity={0.9} depthWrite={false} />
          </mesh>
        </>
      )}
    </group>
  );
}
