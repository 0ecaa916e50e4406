// @vitest-environment node
/**
 * Sight lines mark every blocker the engine names (RULINGS S7): a corner touch at its corner
 * point, an interior crossing as the outline of the square crossed, all drawn over the walls
 * (no depth test), since a mark inside a wall block could not be seen.
 */
import { describe, expect, it } from 'vitest';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { Mesh, MeshBasicMaterial, Object3D } from 'three';
import { newGame } from '../../src/engine/setup/scenarios';
import { SightLines } from '../../src/scene/overlays/SightLines';
import { sightViews } from '../../src/scene/overlays/sightViews';
import { pointToWorld } from '../../src/scene/grid';

const meshesUnder = (o: Object3D) => { const out: Mesh[] = []; o.traverse((c) => { if ((c as Mesh).isMesh) out.push(c as Mesh); }); return out; };

describe('SightLines', () => {
  it('marks each blocker of each line, over the walls', async () => {
    const state = newGame('A', { seed: 1 });
    const views = sightViews(state, 'Reyes');
    const r = await ReactThreeTestRenderer.create(<SightLines state={state} views={views} />);
    const root = r.scene.findByProps({ name: 'sight-lines' }).instance as Object3D;
    // Reyes (C3) to warrior 3 (J8): figure D4 and wall F5 crossed, wall F6 touched at (F5/G5/F6/G6).
    const warrior = views.find((v) => v.to === 'J8')!;
    expect(warrior.marks.map((m) => `${m.contact} ${m.square}`)).toEqual(['interior D4', 'interior F5', 'corner F6']);
    expect(r.scene.findAllByProps({ name: 'block-square-F5' }).length).toBeGreaterThan(0);
    const corner = r.scene.findByProps({ name: 'block-corner-F6' }).instance as Mesh;
    const at = pointToWorld(state.board, { col: 5.5, row: 5.5 });
    expect([corner.position.x, corner.position.z]).toEqual([at.x, at.z]);
    const all = views.reduce((n, v) => n + v.marks.length, 0);
    expect(root.children.flatMap((g) => g.children).filter((c) => c.name.startsWith('block-'))).toHaveLength(all);
    for (const m of meshesUnder(root)) expect((m.material as MeshBasicMaterial).depthTest).toBe(false);
    await r.unmount();
  });
});
