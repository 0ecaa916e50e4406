/**
 * Golden games (STYLE 9): whole games through the engine alone, seeds 1..N of Scenario A with the
 * random and greedy policies and of Scenario C with the skills unlocked, must end exactly as they
 * did when golden-games.json was written on main before the engine was made faster: the same
 * outcome, round, decision and event counts, the same state hash after every squad decision, the
 * same events and final state (as Merkle hashes and as JSON text, key order included).
 */
import { describe, expect, it } from 'vitest';
import golden from './golden-games.json';
import { GOLDEN_RUNS, playGolden, type GoldenGame } from './engine-game';

const expected = golden as GoldenGame[];

describe('golden games', () => {
  it('the fixture holds every run', () => {
    expect(expected.length).toBe(GOLDEN_RUNS.reduce((n, r) => n + r.seeds, 0));
  });
  for (const run of GOLDEN_RUNS) {
    it(`Scenario ${run.scenario}, ${run.policy} policy, seeds 1..${run.seeds} play out exactly as before`, () => {
      const want = expected.filter((g) => g.scenario === run.scenario && g.policy === run.policy);
      const got = want.map((g) => playGolden(g.scenario, g.policy, g.seed));
      expect(got).toEqual(want);
    }, 60_000);
  }
});
