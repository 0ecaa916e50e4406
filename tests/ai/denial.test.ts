/**
 * Restricted play (ai/denial.ts): a policy denied a mechanic never uses it, read from the events
 * of whole games for every policy; the rules stay as they are (only the squad's choices change).
 */
import { describe, expect, it } from 'vitest';
import { allowedOf, allows, denying, MECHANICS, parseMechanics, type Mechanic } from '../../src/ai/denial';
import { makePolicy } from '../../src/ai/policies';
import { greedyPolicy } from '../../src/ai/greedy';
import { newGame } from '../../src/engine/setup/scenarios';
import { playGame } from '../../src/lab/play-game';
import type { RunSpec } from '../../src/lab/run-spec';
import { runGame } from '../../src/runner';
import type { Decision, GameEvent, Square } from '../../src/engine/state/types';
import { usesMechanic } from './mechanic-use';

const board = newGame('C-specialist', { seed: 1 }).board;
const sq = (s: string) => s as Square;

function events(spec: RunSpec, games: number): GameEvent[][] {
  return Array.from({ length: games }, (_, i) => playGame(spec, i, { keepRecord: true }).record!.events.map((e) => e.event));
}

const spec = (squadAi: string, deny: Mechanic[], extra: Partial<RunSpec> = {}): RunSpec =>
  ({ scenario: 'C-specialist', games: 3, seed: 5, squadAi, variants: {}, overrides: [], ...(deny.length ? { deny } : {}), ...extra });

describe('what each denial covers', () => {
  const state = newGame('A', { seed: 1 });
  it('each mechanic filters its own decisions and nothing else', () => {
    const cases: [Mechanic, Decision, Decision][] = [
      ['overwatch', { type: 'overwatch' }, { type: 'pass' }],
      ['brace', { type: 'brace' }, { type: 'overwatch' }],
      ['cover', { type: 'move', to: sq('I3') }, { type: 'move', to: sq('H3') }],
      ['cover', { type: 'quickStep', path: [sq('H5'), sq('I5')] }, { type: 'quickStep', path: [sq('H4')] }],
      ['medkit', { type: 'medkit', target: 'Chen' }, { type: 'fieldCare', target: 'Chen' }],
      ['fieldCare', { type: 'fieldCare', target: 'Chen' }, { type: 'medkit', target: 'Chen' }],
      ['spotter', { type: 'mark', target: 'alien1' }, { type: 'fire', target: 'alien1' }],
      ['quickStep', { type: 'quickStep', path: [sq('H4')] }, { type: 'move', to: sq('H4') }],
      ['reroll', { type: 'reroll', take: true }, { type: 'reroll', take: false }],
      // Doors: opening is denied, closing an open door is not.
      ['doors', { type: 'door', at: sq('F4') }, { type: 'move', to: sq('E4') }],
    ];
    for (const [m, denied, kept] of cases) {
      expect(allows(state, denied, [m]), `${m} denies ${JSON.stringify(denied)}`).toBe(false);
      expect(allows(state, denied, []), `nothing denied allows ${JSON.stringify(denied)}`).toBe(true);
      expect(allows(state, kept, [m]), `${m} keeps ${JSON.stringify(kept)}`).toBe(true);
    }
    expect(allows({ ...state, openDoors: [sq('F4')] }, { type: 'door', at: sq('F4') }, ['doors'])).toBe(true);
    expect(allowedOf(state, [{ type: 'brace' }, { type: 'pass' }], ['brace'])).toEqual([{ type: 'pass' }]);
  });

  it('names are read in any case, each once, in the table order; an unknown one is one line naming the known', () => {
    expect(parseMechanics(['Doors', 'overwatch', 'OVERWATCH'])).toEqual(['overwatch', 'doors']);
    expect(() => parseMechanics(['hide'])).toThrow(/^--deny "hide": unknown mechanic \(known: overwatch, brace, cover, medkit, fieldCare, spotter, quickStep, reroll, doors\)$/);
  });

  it('a policy that chooses a denied decision anyway is stopped, not trusted', () => {
    const stubborn = { name: 'stubborn', decide: (): Decision => ({ type: 'brace' }) };
    expect(() => denying(stubborn, ['brace']).decide(state, [{ type: 'brace' }, { type: 'pass' }])).toThrow(/uses a denied mechanic \(brace\)/);
  });
});

describe('a denied mechanic never appears in the events', () => {
  it('random and greedy use these mechanics in full play (so the checks below can fail)', () => {
    const used = (ai: string) => MECHANICS.filter((m) => events(spec(ai, []), 3).some((ev) => usesMechanic(board, ev, m)));
    expect(used('random')).toEqual(expect.arrayContaining(['overwatch', 'brace', 'spotter', 'quickStep', 'reroll']));
    expect(used('greedy')).toEqual(expect.arrayContaining(['overwatch', 'brace', 'doors']));
  });

  for (const ai of ['random', 'greedy']) {
    it(`${ai}: each mechanic denied in turn, three games each`, () => {
      for (const m of MECHANICS) {
        for (const ev of events(spec(ai, [m]), 3)) expect(usesMechanic(board, ev, m), `${ai} denied ${m}`).toBe(false);
      }
    });
  }

  it('planner (its candidates and its playouts): every mechanic, three denied a game at budget 1', () => {
    // A planner game of Scenario C-specialist takes seconds: three games cover the nine mechanics.
    const groups: Mechanic[][] = [['overwatch', 'medkit', 'quickStep'], ['brace', 'fieldCare', 'reroll'], ['cover', 'spotter', 'doors']];
    expect(groups.flat().sort()).toEqual([...MECHANICS].sort());
    for (const deny of groups) {
      const [ev] = events(spec('planner', deny, { budget: 1 }), 1);
      for (const m of deny) expect(usesMechanic(board, ev, m), `planner denied ${m}`).toBe(false);
    }
  });

  it('cover: a random squad beside two cover squares steps onto them, and never when denied', () => {
    const position = { soldiers: [{ name: 'Voss', at: 'I4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K9' }], round: 1 };
    const coverMoves = (deny: Mechanic[]) => [1, 2, 3, 4].filter((seed) => {
      const record = runGame({ scenario: 'custom', seed, squad: makePolicy('random', seed, { deny }), position });
      return usesMechanic(board, record.events.map((e) => e.event), 'cover');
    }).length;
    expect(coverMoves([])).toBeGreaterThan(0);
    expect(coverMoves(['cover'])).toBe(0);
  });

  it('greedy keeps its choice of reroll only when taking one is allowed', () => {
    const state = newGame('A', { seed: 1 });
    const pending = { ...state, pending: { kind: 'reroll', skill: 'precision', soldier: 'Park', die: 'attack', value: 1, attack: {} } } as unknown as typeof state;
    expect(greedyPolicy().decide(pending, [{ type: 'reroll', take: true }, { type: 'reroll', take: false }])).toEqual({ type: 'reroll', take: true });
    expect(greedyPolicy().decide(pending, [{ type: 'reroll', take: false }])).toEqual({ type: 'reroll', take: false });
  });
});
