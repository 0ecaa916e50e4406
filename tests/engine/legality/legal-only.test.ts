/**
 * The fast legal-decision list (legalOnly, engine/legality/lists.ts) is exactly legalDecisions(state).legal —
 * same decisions, same order — on every decision point of many whole games, in every built-in
 * scenario with skills and on the shipped missions (docs/scenarios.md: solid terrain, locked doors,
 * the log), with the S3 figure-corner variant, and with the active soldier's AP,
 * brace and once-per-activation tokens varied (kit 05 §2-§9, RULINGS A4, M1-M3, S1-S7).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameFromScenarioJson } from '../../../src/engine/setup/scenario-game';
import { apply, legalDecisions, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { replaceSoldier, soldierOf } from '../../../src/engine/state/figures';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { Decision, GameState } from '../../../src/engine/state/types';
import { makePolicy } from '../../../src/ai/policies';

function expectSame(state: GameState): void {
  expect(legalOnly(state)).toEqual(legalDecisions(state).legal);
  expect(legalDecisions(state, { reasons: false })).toEqual({ legal: legalDecisions(state).legal, illegal: [] });
}

/** Variations of a mid-activation state that reach the AP and token boundaries. */
function variations(state: GameState): GameState[] {
  if (!state.activeSoldier) return [];
  const s = soldierOf(state, state.activeSoldier)!;
  const out: GameState[] = [];
  for (const ap of [0, 1, 2, 3, 4]) out.push(replaceSoldier(state, s.id, { ap }));
  out.push(replaceSoldier(state, s.id, { braced: !s.braced, usedThisActivation: [] }));
  out.push(replaceSoldier(state, s.id, { items: ['medkit'], usedThisActivation: [...s.skills] }));
  return out;
}

function checkGames(scenario: string, seeds: number, variants?: { figureCornerBlocks: boolean }): number {
  return checkGamesFrom((seed) => newGame(scenario, { seed, ...(variants ? { ruleset: { variants } } : {}) }), seeds);
}

/** The mission kinds (secure, recover and pass the log, consoles: docs/scenarios.md) on a shipped mission. */
const missionStart = (file: string) => {
  const json: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../../scenarios', file), 'utf8'));
  return (seed: number) => gameFromScenarioJson(json, { seed });
};

/** Picks a decision: by default pseudo-randomly from the seed; greedy goes for the log (src/ai/greedy.ts). */
type Picker = (state: GameState, legal: readonly Decision[], pick: number) => Decision;
const randomPick: Picker = (_, legal, pick) => legal[pick % legal.length];

function checkGamesFrom(start: (seed: number) => GameState, seeds: number, seen?: Set<string>, picker: Picker = randomPick): number {
  let checked = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    let s = start(seed);
    let pick = seed;
    for (let guard = 0; guard < 5000; guard++) {
      const next = nextStep(s);
      if (next.kind === 'over') break;
      if (next.kind === 'step') { s = step(s).state; continue; }
      expectSame(s);
      for (const v of variations(s)) expectSame(v);
      checked++;
      const legal = legalDecisions(s).legal;
      for (const d of legal) seen?.add(d.type);
      pick = (pick * 1103515245 + 12345) % 2147483648;
      s = apply(s, picker(s, legal, pick)).state;
    }
  }
  return checked;
}

describe('legalOnly agrees with legalDecisions(...).legal', () => {
  for (const scenario of ['A', 'C', 'C-veteran', 'C-specialist']) {
    it(`on every decision point of random games in scenario ${scenario}`, () => {
      expect(checkGames(scenario, 6)).toBeGreaterThan(50);
    });
  }
  for (const file of ['station-log.json', 'long-hall.json']) {
    it(`on every decision point of random games of the mission ${file}`, () => {
      expect(checkGamesFrom(missionStart(file), 6)).toBeGreaterThan(50);
    });
  }
  it('on every decision point of greedy games of the station log, which secure the log', () => {
    const seen = new Set<string>();
    const greedy = makePolicy('greedy', 1);
    expect(checkGamesFrom(missionStart('station-log.json'), 4, seen, (state, legal) => greedy.decide(state, legal))).toBeGreaterThan(50);
    expect([...seen]).toEqual(expect.arrayContaining(['secureLog']));
  });
  it('with the figure-corner-blocks variant (RULINGS S3)', () => {
    expect(checkGames("C-specialist", 4, { figureCornerBlocks: true })).toBeGreaterThan(30);
  });
  it('lists nothing once the game is over', () => {
    let s = newGame('A', { seed: 1 });
    s = { ...s, phase: 'over', outcome: 'defeat' };
    expect(legalOnly(s)).toEqual([]);
  });
});
