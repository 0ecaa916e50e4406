// @vitest-environment node
/**
 * Inspect's drawing (issue 17 §1): every corner touch a point at the exact corner with its chip,
 * blockers outlined in their kind's colour, crossed squares shaded, all over the walls.
 */
import { describe, expect, it } from 'vitest';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { Mesh, MeshBasicMaterial, Object3D } from 'three';
import { TEST_CHAMBER } from '../../src/engine/board/board';
import { explainLine } from '../../src/engine/sight';
import { InspectOverlay } from '../../src/scene/overlays/InspectOverlay';
import { lineMarks, MARK_COLOURS, type InspectView } from '../../src/scene/overlays/inspectView';
import { pointToWorld } from '../../src/scene/grid';
import type { Square } from '../../src/engine/state/types';

const sq = (s: string) => s as Square;

describe('InspectOverlay', () => {
  it('draws corner points at their corners, blockers by kind, the crossed squares and A and B', async () => {
    const ruling = explainLine({ board: TEST_CHAMBER, from: sq('E2'), to: sq('G4'), figures: [sq('D3')] });
    const view: InspectView = { a: sq('E2'), b: sq('G4'), line: { from: sq('E2'), to: sq('G4'), visible: false, clear: false }, ...lineMarks(ruling), map: null, changed: [sq('D2')], hover: null };
    const r = await ReactThreeTestRenderer.create(<InspectOverlay board={TEST_CHAMBER} view={view} />);
    const corner = r.scene.findByProps({ name: 'corner-E2/F2/E3/F3' }).instance as Object3D;
    const dot = corner.children[1] as Mesh;
    const at = pointToWorld(TEST_CHAMBER, { col: 4.5, row: 2.5 });
    expect([dot.position.x, dot.position.z]).toEqual([at.x, at.z]);
    expect((dot.material as MeshBasicMaterial).color.getHexString()).toBe(MARK_COLOURS.wall.slice(1));
    const door = r.scene.findByProps({ name: 'corner-F3/G3/F4/G4' }).instance as Object3D;
    expect(((door.children[1] as Mesh).material as MeshBasicMaterial).color.getHexString()).toBe(MARK_COLOURS.door.slice(1));
    expect(r.scene.findAllByProps({ name: 'blocker-wall-F3' }).length).toBeGreaterThan(0);
    expect(r.scene.findAllByProps({ name: 'crossed-F3' }).length).toBeGreaterThan(0);
    expect(r.scene.findAllByProps({ name: 'changed-D2' }).length).toBeGreaterThan(0);
    expect(r.scene.findAllByProps({ name: 'point-A' }).length).toBeGreaterThan(0);
    expect(r.scene.findAllByProps({ name: 'point-B' }).length).toBeGreaterThan(0);
    await r.unmount();
  });
});
