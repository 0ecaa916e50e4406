// @vitest-environment node
import { describe, it, expect } from 'vitest';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { Group, Mesh } from 'three';
import { LIVE_LAYER, STATIC_LAYER } from '../../src/scene/canvas/staticLayer';
import { newGame } from '../../src/engine/setup/scenarios';
import type { Square } from '../../src/engine/state/types';
import { Chamber, type OverlayFlags } from '../../src/scene/Chamber';
import { DOOR_SLIDE, Doors } from '../../src/scene/board/Doors';
import { TEST_CHAMBER } from '../../src/engine/board/board';

const overlays: OverlayFlags = { facing: true, sight: true, cover: true, tokens: true, fog: false, spotter: true };

describe('the chamber scene (test renderer, node)', () => {
  it('draws the engine board: 120 squares as walls and floor, two doors, three cover props, eight figures', async () => {
    const state = newGame('A', { seed: 1 });
    const r = await ReactThreeTestRenderer.create(<Chamber state={state} last={null} overlays={overlays} selected="Reyes" />);
    const scene = r.scene;
    // Floor tiles and wall blocks are merged meshes (one draw call each); they say how many squares.
    const walls = (scene.findByProps({ name: 'walls' }).instance as Mesh).geometry.userData.squares as number;
    const floor = (scene.findByProps({ name: 'floor' }).instance as Mesh).geometry.userData.squares as number;
    expect(walls + floor).toBe(120);
    expect(walls).toBe(TEST_CHAMBER.terrain.flat().filter((t) => t === 'wall').length);
    expect(scene.findByProps({ name: 'door-F4' })).toBeTruthy();
    expect(scene.findByProps({ name: 'door-F7' })).toBeTruthy();
    for (const c of ['cover-soft-I3', 'cover-hard-I5', 'cover-full-I7']) expect(scene.findByProps({ name: c })).toBeTruthy();
    for (const id of ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park', 'alien1', 'alien2', 'alien3']) expect(scene.findByProps({ name: `figure-${id}` })).toBeTruthy();
    // Reyes is selected: his forward half-plane and his sight lines to three aliens.
    expect(scene.findByProps({ name: 'half-plane-Reyes' })).toBeTruthy();
    expect(scene.findByProps({ name: 'sight-lines' }).children.length).toBe(3);
    await r.unmount();
  });

  it('splits the scene into a static layer that depends on the board alone and a live layer for the rest', async () => {
    const state = newGame('A', { seed: 1 });
    const r = await ReactThreeTestRenderer.create(<Chamber state={state} last={null} overlays={overlays} selected="Reyes" />);
    const staticLayer = r.scene.findByProps({ name: STATIC_LAYER }).instance as Group;
    const live = r.scene.findByProps({ name: LIVE_LAYER }).instance as Group;
    // The cache is rebuilt when this changes (scene/staticLayer): it must name all the layer shows.
    expect(staticLayer.userData.content).toBe(state.board);
    const names = (root: Group) => { const out: string[] = []; root.traverse((o) => { if (o.name) out.push(o.name); }); return out; };
    // (The edge labels need a 2D canvas, so they are not drawn in node.)
    expect(names(staticLayer)).toEqual(expect.arrayContaining(['floor', 'walls', 'cover-full-I7']));
    // Whatever changes with the game state (doors open, figures move, overlays follow) is live.
    expect(names(staticLayer).filter((n) => /door|figure|half-plane|sight|token/.test(n))).toEqual([]);
    expect(names(live)).toEqual(expect.arrayContaining(['door-F4', 'figure-Reyes', 'half-plane-Reyes', 'sight-lines']));
    await r.unmount();
  });

  it('a door panel slides open into the wall after the state opens it', async () => {
    const r = await ReactThreeTestRenderer.create(<Doors board={TEST_CHAMBER} openDoors={[]} animate />);
    const panel = () => r.scene.findByProps({ name: 'door-panel-F4' }).instance as Mesh;
    expect(panel().position.z).toBe(0);
    await r.update(<Doors board={TEST_CHAMBER} openDoors={['F4' as Square]} animate />);
    await ReactThreeTestRenderer.act(async () => { await r.advanceFrames(1, 0.05); });
    expect(panel().position.z).toBeGreaterThan(0);
    expect(panel().position.z).toBeLessThan(0.9);
    await ReactThreeTestRenderer.act(async () => { await r.advanceFrames(30, 0.05); });
    expect(panel().position.z).toBeGreaterThan(0.8);
    await r.unmount();
  });

  it('on a seek a door is shown open at once', async () => {
    const r = await ReactThreeTestRenderer.create(<Doors board={TEST_CHAMBER} openDoors={[]} animate={false} />);
    const panel = () => r.scene.findByProps({ name: 'door-panel-F4' }).instance as Mesh;
    await r.update(<Doors board={TEST_CHAMBER} openDoors={['F4' as Square]} animate={false} />);
    await ReactThreeTestRenderer.act(async () => { await r.advanceFrames(1, 0.05); });
    expect(panel().position.z).toBeCloseTo(DOOR_SLIDE, 9);
    await r.unmount();
  });
});
