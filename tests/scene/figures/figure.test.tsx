// @vitest-environment node
import { describe, it, expect } from 'vitest';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { Vector3, type Group } from 'three';
import { Figure } from '../../../src/scene/figures/Figure';
import type { FigureView } from '../../../src/scene/figures/figureViews';
import { facingAngle, squareToWorld } from '../../../src/scene/grid';
import { TEST_CHAMBER } from '../../../src/engine/board/board';
import type { Square } from '../../../src/engine/state/types';

const reyes: FigureView = {
  id: 'Reyes', kind: 'soldier', label: 'Reyes', colour: '#f59e0b', square: 'C3' as Square, facing: 'E',
  hp: 8, maxHp: 8, downed: false, braced: false, overwatch: false, active: false, dormant: false, carriesLog: false,
};

async function mount(view: FigureView, animate: boolean) {
  const r = await ReactThreeTestRenderer.create(<Figure board={TEST_CHAMBER} view={view} selected={false} animate={animate} />);
  const root = () => r.scene.findByProps({ name: 'figure-Reyes' }).instance as Group;
  const body = () => root().children[0] as Group;
  const show = async (next: FigureView, anim: boolean, frames: number) => {
    await r.update(<Figure board={TEST_CHAMBER} view={next} selected={false} animate={anim} />);
    await ReactThreeTestRenderer.act(async () => { await r.advanceFrames(frames, 0.05); });
  };
  const at = (sq: string) => { const p = squareToWorld(TEST_CHAMBER, sq as Square); return root().position.distanceTo(new Vector3(p.x, 0, p.z)); };
  return { r, body, show, at };
}

describe('a figure follows the snapshot', () => {
  it('eases a one-step move and turn over several frames', async () => {
    const f = await mount(reyes, true);
    await f.show({ ...reyes, square: 'C4' as Square, facing: 'S' }, true, 1);
    // One frame in: on its way, neither still at C3 nor yet at C4, and still turning.
    expect(f.at('C4')).toBeGreaterThan(0.1);
    expect(f.at('C3')).toBeGreaterThan(0.1);
    expect(Math.abs(f.body().rotation.y - facingAngle('S'))).toBeGreaterThan(0.1);
    await ReactThreeTestRenderer.act(async () => { await f.r.advanceFrames(40, 0.05); });
    expect(f.at('C4')).toBeLessThan(0.01);
    expect(f.body().rotation.y).toBeCloseTo(facingAngle('S'), 2);
    await f.r.unmount();
  });

  it('snaps on a seek: square, facing and lying down are shown on the first frame', async () => {
    const f = await mount(reyes, true);
    await f.show({ ...reyes, square: 'D4' as Square, facing: 'W', hp: 0, downed: true }, false, 1);
    expect(f.at('D4')).toBeLessThan(1e-9);
    expect(f.body().rotation.y).toBeCloseTo(facingAngle('W'), 9);
    expect(f.body().rotation.z).toBeCloseTo(Math.PI / 2, 9);
    await f.r.unmount();
  });
});
