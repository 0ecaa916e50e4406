/**
 * The scene's view of a mission's new things (issue 36 §2, docs/scenarios.md): dormant contacts
 * marked for the designer and left out of the squad's view (kit 05 §1, SC-C1), the log on its
 * carrier (kit 05 §8), solid terrain of both kinds as its own props (kit 05 §3, SC-T1).
 */
import { describe, expect, it } from 'vitest';
import { gameFromScenarioJson } from '../../src/engine/setup/scenario-game';
import { figureViews } from '../../src/scene/figures/figureViews';
import { withoutDormant } from '../../src/scene/figures/squadView';
import { solidGeometry } from '../../src/scene/board/SolidTerrain';
import { tagBlocks } from '../../src/scene/figures/tagPlace';
import { newGame } from '../../src/engine/setup/scenarios';
import { SMALL_MISSION } from '../fixtures/scenarios';
import type { GameState } from '../../src/engine/state/types';

const mission = (): GameState => gameFromScenarioJson(SMALL_MISSION, { seed: 1 });

describe('dormant contacts (kit 05 §1, SC-C1)', () => {
  it('are marked dormant for the designer, tag included; the active one is not', () => {
    const views = figureViews(mission());
    expect(views.find((v) => v.label.startsWith('worker 2'))).toMatchObject({ dormant: true, label: 'worker 2 · dormant' });
    expect(views.find((v) => v.label.startsWith('worker 1'))).toMatchObject({ dormant: false, label: 'worker 1' });
    const tags = tagBlocks(mission(), { tokens: true, spotter: true }).map((b) => b.lines.at(-1)!.kind === 'name' ? b.lines.at(-1)!.text : '');
    expect(tags).toContain('worker 2 · dormant 5/5');
  });

  it('are left out of the squad\'s view (Play), and only they', () => {
    const s = mission();
    expect(withoutDormant(s).aliens.map((a) => a.contact)).toEqual([1]);
    expect(withoutDormant(s).soldiers).toBe(s.soldiers);
    const plain = newGame('A', { seed: 1 });
    expect(withoutDormant(plain)).toBe(plain);
  });
});

describe('the station log (kit 05 §8)', () => {
  it('rides on its carrier\'s figure, and on nobody else\'s', () => {
    const s = mission();
    expect(figureViews(s).some((v) => v.carriesLog)).toBe(false);
    const carried: GameState = { ...s, mission: { ...s.mission!, log: { at: null, carrier: 'Chen', recovered: false } } };
    expect(figureViews(carried).filter((v) => v.carriesLog).map((v) => v.id)).toEqual(['Chen']);
  });
});

describe('solid terrain (kit 05 §3, SC-T1)', () => {
  it('has a prop per square of each kind, and none on a board without it', () => {
    const s = mission();
    expect(solidGeometry(s.board, 'solid')!.userData.squares).toBe(1);
    expect(solidGeometry(s.board, 'solidOpaque')!.userData.squares).toBe(1);
    expect(solidGeometry(newGame('A', { seed: 1 }).board, 'solid')).toBeNull();
  });

  it('the rock stands as tall as the walls; the crates are under half that (sight passes over them)', () => {
    const s = mission();
    const top = (g: ReturnType<typeof solidGeometry>) => { g!.computeBoundingBox(); return g!.boundingBox!.max.y; };
    expect(top(solidGeometry(s.board, 'solidOpaque'))).toBeCloseTo(1.0, 5);
    expect(top(solidGeometry(s.board, 'solid'))).toBeLessThan(0.7);
  });
});
