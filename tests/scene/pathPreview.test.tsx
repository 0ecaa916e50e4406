// @vitest-environment node
/**
 * Play's path preview: the path and its AP cost, or, on a square out of reach, a mark there with
 * the reason (hovering one drew nothing at all, so "out of reach" looked like a lost hover).
 */
import { describe, expect, it } from 'vitest';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { Mesh } from 'three';
import { TEST_CHAMBER } from '../../src/engine/board/board';
import type { Square } from '../../src/engine/state/types';
import { PathPreview } from '../../src/scene/overlays/PathPreview';
import { squareToWorld } from '../../src/scene/grid';

const sq = (s: string) => s as Square;

describe('PathPreview', () => {
  it('marks an unreachable hovered square where it is', async () => {
    const r = await ReactThreeTestRenderer.create(
      <PathPreview board={TEST_CHAMBER} path={{ from: sq('D4'), to: sq('G4'), squares: [], ap: null, note: 'no path within 4 AP' }} />,
    );
    const mark = r.scene.findByProps({ name: 'path-unreachable' }).instance as Mesh;
    const at = squareToWorld(TEST_CHAMBER, sq('G4'));
    expect([mark.position.x, mark.position.z]).toEqual([at.x, at.z]);
    await r.unmount();
  });

  it('draws a reachable path square by square, with no unreachable mark', async () => {
    const r = await ReactThreeTestRenderer.create(
      <PathPreview board={TEST_CHAMBER} path={{ from: sq('D4'), to: sq('E5'), squares: [sq('E4'), sq('E5')], ap: 2, note: '2 AP' }} />,
    );
    expect(r.scene.findAllByProps({ name: 'path-unreachable' })).toHaveLength(0);
    const group = r.scene.findByProps({ name: 'path-preview' });
    // Two path segments and two square tints.
    expect(group.children.length).toBe(4);
    await r.unmount();
  });
});
