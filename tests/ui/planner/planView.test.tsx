// @vitest-environment node
/**
 * The why-panel's and the ghost's view of a plan (ui/planner/planView.ts): the ghost walks the
 * plan's moves on a copy (path, end, facing, target) and stops before any dice; an attack plan's
 * odds are the engine's exact ones at the moment it fires (after its moves and brace), not now's.
 */
import { describe, expect, it } from 'vitest';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import type { Mesh } from 'three';
import { apply } from '../../../src/engine/flow/game';
import { alienOf, soldierOf } from '../../../src/engine/state/figures';
import { attackOddsInGame, fractionString } from '../../../src/engine/combat/odds';
import { gameFromPosition } from '../../../src/engine/setup/position';
import { step } from '../../../src/engine/flow/game';
import type { Decision, FigureId, GameState, Square } from '../../../src/engine/state/types';
import type { PlanReport } from '../../../src/ai/planner/planner';
import { ghostOf, onlyChoiceView, planViewOf } from '../../../src/ai/planner/plan-view';
import { PlanGhost } from '../../../src/scene/overlays/PlanGhost';
import { squareToWorld } from '../../../src/scene/grid';

const sq = (s: string) => s as Square;
const id = (s: string) => s as FigureId;

function reyesActing(): GameState {
  const position = {
    soldiers: [{ name: 'Reyes', at: 'H5', facing: 'E' }],
    aliens: [{ kind: 'worker', contact: 1, at: 'I7', hp: 5 }, { kind: 'worker', contact: 2, at: 'K4', hp: 5 }],
    open: ['F4', 'F7'], round: 1,
  };
  return apply(step(gameFromPosition(position, { seed: 1, scenario: 'test' })).state, { type: 'activate', soldier: 'Reyes' }).state;
}

const report = (state: GameState, plans: Decision[][]): PlanReport => ({
  state, chosen: { decisions: plans[0], label: 'x', prior: 0 }, playouts: 40,
  scores: plans.map((decisions, i) => ({
    candidate: { decisions, label: `plan ${i}`, prior: 0, greedy: i === 1 }, playouts: 20 - i, winChance: 0.7 - i / 10,
    alienHpLeft: 3, actorHpLost: 1.5, actorDownedChance: 0.25, value: 0.7,
  })),
});

describe('the plan view', () => {
  it('ghosts a move-brace-fire plan: its path, its end, its target, and the odds where it fires', () => {
    const s = reyesActing();
    const plan: Decision[] = [{ type: 'move', to: sq('H4') }, { type: 'brace' }, { type: 'fire', target: id('alien2') }];
    const view = planViewOf(report(s, [plan, [{ type: 'pass' }]]));
    expect(view.ghost).toEqual({
      figure: 'Reyes', from: 'H5', path: ['H4'], end: 'H4', facing: null, action: 'fire', target: 'K4',
      caption: 'fire at worker 2 · win 70%',
    });
    const at = apply(apply(s, plan[0]).state, plan[1]).state;
    const me = soldierOf(at, 'Reyes')!;
    expect(me.braced).toBe(true);
    const odds = attackOddsInGame(at, me, alienOf(at, id('alien2'))!, { weapon: me.weapons[0] });
    const unbraced = attackOddsInGame(s, soldierOf(s, 'Reyes')!, alienOf(s, id('alien2'))!, { weapon: me.weapons[0] });
    expect(fractionString(odds.kill)).not.toBe(fractionString(unbraced.kill));
    expect(view.chosen.attack).toMatchObject({ target: 'worker 2', expectedHpRemoved: fractionString(odds.expectedHpRemoved), kill: fractionString(odds.kill) });
    expect(view.chosen.attack!.killChance).toBeCloseTo(odds.kill.valueOf(), 12);
    expect(view.candidates[1]).toMatchObject({ label: 'plan 1', greedy: true, attack: null, playouts: 19, actorDownedChance: 0.25 });
    expect(view).toMatchObject({ actor: 'Reyes', scored: 2, playouts: 40 });
  });

  it('ghosts a turn and overwatch with the facing, and a medkit with its patient', () => {
    const s = reyesActing();
    expect(ghostOf(s, { decisions: [{ type: 'move', to: sq('G5') }, { type: 'turn', facing: 'W' }, { type: 'overwatch' }] }, 0.5))
      .toMatchObject({ path: ['G5'], end: 'G5', facing: 'W', action: 'overwatch', target: null, caption: 'overwatch · win 50%' });
    expect(ghostOf(s, { decisions: [{ type: 'overwatch' }] }, 0.5)).toMatchObject({ path: [], end: 'H5', facing: 'E' });
    expect(ghostOf(s, { decisions: [{ type: 'pass' }] }, 0.5)).toMatchObject({ path: [], facing: null, target: null });
    const view = onlyChoiceView(s, { type: 'pass' });
    expect(view).toMatchObject({ playouts: 0, candidates: [{ label: 'pass', playouts: 0 }] });
    expect(view.ghost?.caption).toBe('pass');
  });
});

describe('PlanGhost', () => {
  it('draws the path, the pale figure at its end and the ring on its target', async () => {
    const s = reyesActing();
    const ghost = ghostOf(s, { decisions: [{ type: 'move', to: sq('H4') }, { type: 'fire', target: id('alien2') }] }, 0.6)!;
    const r = await ReactThreeTestRenderer.create(<PlanGhost board={s.board} ghost={ghost} />);
    const body = r.scene.findByProps({ name: 'ghost-figure' }).instance as Mesh;
    const end = squareToWorld(s.board, sq('H4'));
    expect([body.position.x, body.position.z]).toEqual([end.x, end.z]);
    const target = r.scene.findByProps({ name: 'ghost-target' }).instance as Mesh;
    const k4 = squareToWorld(s.board, sq('K4'));
    expect([target.position.x, target.position.z]).toEqual([k4.x, k4.z]);
    await r.unmount();
    // A plan that stays put draws no pale figure.
    const still = await ReactThreeTestRenderer.create(<PlanGhost board={s.board} ghost={ghostOf(s, { decisions: [{ type: 'overwatch' }] }, 0.6)!} />);
    expect(still.scene.findAllByProps({ name: 'ghost-figure' })).toHaveLength(0);
    expect(still.scene.findAllByProps({ name: 'ghost-end' })).toHaveLength(1);
    await still.unmount();
  });
});
