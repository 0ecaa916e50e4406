/**
 * The playouts' legality questions (engine/legality/lists.ts) answer as the engine's others do, on
 * every decision point of random games: isLegal(state, d) is checkDecision(state, d) === null for
 * every decision listed legal or refused (and a few never listed), and legalAttacksFacing(state, f)
 * is legalAttacks of the state with the acting soldier turned to f (kit 05 §3, RULINGS S6-S7).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coordOf, squareName } from '../../../src/engine/board/board';
import { apply, checkDecision, isLegal, legalDecisions, nextStep, step } from '../../../src/engine/flow/game';
import { legalAttacks, legalAttacksFacing } from '../../../src/engine/legality';
import { gameFromScenarioJson } from '../../../src/engine/setup/scenario-game';
import { newGame } from '../../../src/engine/setup/scenarios';
import { replaceSoldier } from '../../../src/engine/state/figures';
import { FACINGS, type Decision, type GameState } from '../../../src/engine/state/types';

/** Decisions never in a list at most moments: asked all the same (the greedy policy asks them). */
function probes(state: GameState): Decision[] {
  const out: Decision[] = [{ type: 'brace' }, { type: 'overwatch' }, { type: 'pass' }, { type: 'secureLog' }, { type: 'reroll', take: true }];
  for (const a of state.aliens) out.push({ type: 'fire', target: a.id }, { type: 'melee', target: a.id }, { type: 'mark', target: a.id });
  for (const s of state.soldiers) out.push({ type: 'medkit', target: s.id }, { type: 'fieldCare', target: s.id }, { type: 'activate', soldier: s.id });
  // The squares around each soldier: moves and doors the advance asks about (ai/greedy.ts).
  for (const s of state.soldiers) {
    const { col, row } = coordOf(s.at);
    for (const c of [{ col, row: row - 1 }, { col: col + 1, row }, { col, row: row + 1 }, { col: col - 1, row }]) {
      if (c.col < 0 || c.row < 1) continue;
      out.push({ type: 'move', to: squareName(c) }, { type: 'door', at: squareName(c) });
    }
  }
  return out;
}

function check(state: GameState): void {
  for (const d of [...legalDecisions(state).legal, ...probes(state)]) expect(isLegal(state, d)).toBe(checkDecision(state, d) === null);
  const active = state.activeSoldier;
  for (const facing of FACINGS) {
    const turned = active && !state.pending ? replaceSoldier(state, active, { facing }) : state;
    expect(legalAttacksFacing(state, facing)).toEqual(legalAttacks(turned));
  }
}

function walk(start: (seed: number) => GameState, seeds: number): number {
  let checked = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    let s = start(seed);
    let pick = seed;
    for (let guard = 0; guard < 5000; guard++) {
      const next = nextStep(s);
      if (next.kind === 'over') break;
      if (next.kind === 'step') { s = step(s).state; continue; }
      check(s);
      checked++;
      const legal = legalDecisions(s).legal;
      pick = (pick * 1103515245 + 12345) % 2147483648;
      s = apply(s, legal[pick % legal.length]).state;
    }
  }
  return checked;
}

describe('isLegal and legalAttacksFacing', () => {
  for (const scenario of ['A', 'C-specialist']) {
    it(`agree with checkDecision and a turned state's legalAttacks in random games of scenario ${scenario}`, () => {
      expect(walk((seed) => newGame(scenario, { seed }), 4)).toBeGreaterThan(50);
    });
  }
  it('on the station log mission', () => {
    const json: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../../scenarios', 'station-log.json'), 'utf8'));
    expect(walk((seed) => gameFromScenarioJson(json, { seed }), 3)).toBeGreaterThan(30);
  });
});
