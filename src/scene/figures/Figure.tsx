/**
 * One figure on the board. Position, facing and lying-down are eased toward the snapshot's values
 * in useFrame by mutating refs (STYLE: no setState per frame), so a one-square move animates
 * square by square as the cursor advances. A seek (`animate` off) snaps: the position is shown at
 * once, and the chamber draws one frame, not the half second of frames a turn takes to ease.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { frameStep } from '../frameStep';
import { keepDrawing } from '../motion';
import { Vector3, type Group, type Mesh } from 'three';
import type { Board, FigureId } from '../../engine/state/types';
import { facingAngle, squareToWorld } from '../grid';
import type { FigureView } from './figureViews';
import { Body } from './Models';
import { DORMANT_RING, FIGURE_RING } from '../rings';
import { DORMANT, STATION_LOG } from '../palette';
import { registerBody } from './bodies';

const goal = new Vector3();
/** Closer than this (world units or radians) a figure has arrived: no more frames needed for it. */
const SETTLED = 0.002;

function shortestAngle(from: number, to: number): number {
  let d = (to - from) % (Math.PI * 2);
  if (d > Math.PI) d -= Math.PI * 2;
  if (d < -Math.PI) d += Math.PI * 2;
  return d;
}

export interface FigureProps {
  readonly board: Board;
  readonly view: FigureView;
  readonly selected: boolean;
  readonly dimmed?: boolean;
  /** Ease toward the view (the cursor moved one step), or snap to it (a seek). */
  readonly animate: boolean;
  readonly onClick?: (id: FigureId) => void;
  readonly onHover?: (id: FigureId | null) => void;
}

/** Same picture, same props: skip re-rendering figures a transition did not touch. */
function sameFigure(a: FigureProps, b: FigureProps): boolean {
  const v = a.view;
  const w = b.view;
  return a.board === b.board && a.animate === b.animate && a.selected === b.selected && a.dimmed === b.dimmed && a.onClick === b.onClick && a.onHover === b.onHover
    && v.square === w.square && v.facing === w.facing && v.hp === w.hp && v.downed === w.downed && v.active === w.active
    && v.braced === w.braced && v.overwatch === w.overwatch && v.label === w.label
    && v.dormant === w.dormant && v.carriesLog === w.carriesLog;
}

export const Figure = memo(FigureBody, sameFigure);

function FigureBody({ board, view, selected, dimmed, animate, onClick, onHover }: FigureProps) {
  const root = useRef<Group>(null);
  const body = useRef<Group>(null);
  const ring = useRef<Mesh>(null);
  const p = squareToWorld(board, view.square);
  const yaw = view.facing ? facingAngle(view.facing) : 0;
  // Where the figure first stood: a prop that never changes, so React never moves the group itself
  // (a changed position prop would jump it to the new square before useFrame could ease it there).
  const [start] = useState(() => [p.x, 0, p.z] as const);
  // Its tag is drawn by the tag layer (TagLayer), which keeps every tag off every body.
  useEffect(() => (body.current ? registerBody(view.id, body.current) : undefined), [view.id]);
  useFrame((state, elapsed) => {
    const g = root.current;
    const b = body.current;
    if (!g || !b) return;
    const dt = frameStep(elapsed);
    const ease = (rate: number) => (animate ? Math.min(1, dt * rate) : 1);
    goal.set(p.x, 0, p.z);
    const dist = g.position.distanceTo(goal);
    if (dist > 2.5) g.position.copy(goal); // a jump in a live game (no step to animate)
    else g.position.lerp(goal, ease(9));
    const turn = shortestAngle(b.rotation.y, yaw);
    b.rotation.y += turn * ease(10);
    // Downed soldiers lie down (kit 05 §9).
    const lie = view.downed ? Math.PI / 2 : 0;
    b.rotation.z += (lie - b.rotation.z) * ease(6);
    // Drawn on demand (paused, or while the planner searches): ask for frames until the figure has arrived.
    if (dist > SETTLED || Math.abs(turn) > SETTLED || Math.abs(lie - b.rotation.z) > SETTLED) keepDrawing(state);
    b.position.y = view.downed ? 0.12 : 0;
    if (ring.current) {
      const s = 1 + (view.active ? Math.sin(state.clock.elapsedTime * 6) * 0.08 : 0);
      ring.current.scale.setScalar(s);
    }
  });
  return (
    <group
      ref={root}
      position={start}
      name={`figure-${view.id}`}
      onClick={(e) => { e.stopPropagation(); onClick?.(view.id); }}
      onPointerOver={(e) => { e.stopPropagation(); onHover?.(view.id); }}
      onPointerOut={() => onHover?.(null)}
    >
      <group ref={body}>
        <Body kind={view.kind} colour={dimmed ? '#4b5563' : view.dormant ? DORMANT : view.colour} />
        {/* The station log on the carrier's back (kit 05 §8): it goes where the soldier goes. */}
        {view.carriesLog && (
          <mesh position={[-0.2, 0.45, 0]} name={`log-carried-${view.id}`}>
            <boxGeometry args={[0.1, 0.26, 0.2]} />
            <meshBasicMaterial color={STATION_LOG} />
          </mesh>
        )}
      </group>
      {view.dormant && (
        // A contact not yet revealed (kit 05 §1, SC-C1): grey, an octagon round it, for the designer.
        <mesh rotation-x={-Math.PI / 2} position-y={0.015} geometry={DORMANT_RING} name={`dormant-${view.id}`}>
          <meshBasicMaterial dispose={null} color={DORMANT} />
        </mesh>
      )}
      {(selected || view.active) && (
        <mesh ref={ring} rotation-x={-Math.PI / 2} position-y={0.02} geometry={FIGURE_RING}>
          <meshBasicMaterial dispose={null} color={selected ? '#ffffff' : '#fde047'} transparent opacity={0.9} />
        </mesh>
      )}
    </group>
  );
}
