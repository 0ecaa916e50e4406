/**
 * Plays one transition's effects: a tracer per shot (luck shots in the luck-die colour), damage
 * numbers and deflections, a burst where an alien dies, XP and rank call-outs, the overwatch
 * alarm ring. Each effect animates its own refs in useFrame and fades out; the parent remounts
 * them (by key) when the cursor moves one step.
 */
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group, Mesh, MeshBasicMaterial, Sprite, SpriteMaterial } from 'three';
import type { Board } from '../../engine/state/types';
import { Beam } from '../Beam';
import { squareToWorld } from '../grid';
import { labelTexture } from '../canvas/labelTexture';
import { DIE_COLOURS } from '../palette';
import type { EffectView } from './effectViews';
import { ALARM_RING } from '../rings';
import { keepDrawing } from '../motion';

function useClock(delay: number, duration: number, tick: (t: number) => void) {
  const start = useRef<number | null>(null);
  useFrame((state) => {
    if (start.current === null) start.current = state.clock.elapsedTime;
    const t = (state.clock.elapsedTime - start.current - delay) / duration;
    tick(t);
    // Drawn on demand (paused, or while the planner searches): ask for frames until the effect has played out.
    if (t <= 1) keepDrawing(state);
  });
}

function Tracer({ board, e }: { board: Board; e: Extract<EffectView, { kind: 'tracer' }> }) {
  const ref = useRef<Mesh>(null);
  const from = squareToWorld(board, e.from);
  const to0 = squareToWorld(board, e.to);
  // A miss flies just past the target.
  const to = e.hit ? to0 : { x: to0.x + (to0.x - from.x) * 0.15 + 0.25, z: to0.z + (to0.z - from.z) * 0.15 + 0.25 };
  useClock(e.delay, 0.6, (t) => {
    const m = ref.current;
    if (!m) return;
    m.visible = t >= 0 && t <= 1;
    (m.material as MeshBasicMaterial).opacity = Math.max(0, 1 - t);
  });
  return <Beam ref={ref} from={from} to={to} y={0.45} width={0.06} colour={e.luck ? DIE_COLOURS.luck.face : e.hit ? '#fef08a' : '#94a3b8'} />;
}

function FloatText({ board, e }: { board: Board; e: Extract<EffectView, { kind: 'text' }> }) {
  const ref = useRef<Sprite>(null);
  const p = squareToWorld(board, e.at);
  const label = labelTexture(e.text, { color: e.colour, background: '#0f172acc', size: e.big ? 56 : 40, bold: true });
  const h = e.big ? 0.36 : 0.26;
  useClock(e.delay, 1.4, (t) => {
    const s = ref.current;
    if (!s) return;
    s.visible = t >= 0 && t <= 1;
    s.position.y = 1.3 + (e.lift ?? 0) + Math.max(0, t) * 0.6;
    (s.material as SpriteMaterial).opacity = t < 0.7 ? 1 : Math.max(0, (1 - t) / 0.3);
  });
  if (!label) return null;
  return (
    <sprite ref={ref} position={[p.x, 1.3 + (e.lift ?? 0), p.z]} scale={[h * label.aspect, h, 1]} renderOrder={6} visible={false}>
      <spriteMaterial dispose={null} map={label.texture} depthTest={false} transparent />
    </sprite>
  );
}

function Burst({ board, e }: { board: Board; e: Extract<EffectView, { kind: 'burst' }> }) {
  const ref = useRef<Group>(null);
  const p = squareToWorld(board, e.at);
  useClock(e.delay, 0.9, (t) => {
    const g = ref.current;
    if (!g) return;
    g.visible = t >= 0 && t <= 1;
    const k = Math.max(0, t);
    g.scale.setScalar(0.3 + k * 1.4);
    g.children.forEach((c) => { ((c as Mesh).material as MeshBasicMaterial).opacity = 1 - k; });
  });
  return (
    <group ref={ref} position={[p.x, 0.4, p.z]} visible={false}>
      <mesh>
        <icosahedronGeometry args={[0.5, 1]} />
        <meshBasicMaterial dispose={null} color={e.colour} transparent wireframe />
      </mesh>
      <mesh>
        <sphereGeometry args={[0.3, 12, 8]} />
        <meshBasicMaterial dispose={null} color="#fdf4ff" transparent />
      </mesh>
    </group>
  );
}

function Alarm({ board, e }: { board: Board; e: Extract<EffectView, { kind: 'alarm' }> }) {
  const ref = useRef<Mesh>(null);
  const p = squareToWorld(board, e.at);
  useClock(0, 1, (t) => {
    const m = ref.current;
    if (!m) return;
    m.scale.setScalar(1 + 0.25 * Math.sin(t * Math.PI * 6));
  });
  return (
    <mesh ref={ref} position={[p.x, 0.05, p.z]} rotation-x={-Math.PI / 2} name="overwatch-alarm" geometry={ALARM_RING}>
      <meshBasicMaterial dispose={null} color="#fb923c" transparent opacity={0.95} />
    </mesh>
  );
}

export function EventEffects({ board, effects }: { readonly board: Board; readonly effects: readonly EffectView[] }) {
  return (
    <group name="effects">
      {effects.map((e) => {
        switch (e.kind) {
          case 'tracer': return <Tracer key={e.key} board={board} e={e} />;
          case 'text': return <FloatText key={e.key} board={board} e={e} />;
          case 'burst': return <Burst key={e.key} board={board} e={e} />;
          case 'alarm': return <Alarm key={e.key} board={board} e={e} />;
        }
      })}
    </group>
  );
}
