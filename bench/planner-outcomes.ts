/**
 * Plays Scenario A games with the planner at one budget, game for game as the lab plays them
 * (src/lab/play-game.ts: seed S + i for the dice and the planner), and writes each game's outcome
 * to a fixture (bench/fixtures/), for the paired strength check of bench/planner-games.bench.ts:
 *
 *   npx tsx bench/planner-outcomes.ts --budget 48 --games 400 --seed 1 --out bench/fixtures/planner-b48-old.json
 *
 * One thread; 400 games of the old budget-48 planner took about a quarter of an hour.
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playGame } from '../src/lab/play-game';
import type { RunSpec } from '../src/lab/run-spec';
import { plannerOutcomes, type OutcomeFixture } from './planner-fixture';

const { values } = parseArgs({
  options: {
    budget: { type: 'string' }, games: { type: 'string', default: '400' }, seed: { type: 'string', default: '1' },
    out: { type: 'string' }, note: { type: 'string', default: '' },
  },
});
if (!values.budget || !values.out) {
  console.error('usage: npx tsx bench/planner-outcomes.ts --budget N [--games 400] [--seed 1] --out FILE [--note TEXT]');
  process.exit(2);
}
const budget = Number(values.budget);
const games = Number(values.games);
const seed = Number(values.seed);
const spec: RunSpec = { scenario: 'A', games, seed, squadAi: 'planner', budget, variants: {}, overrides: [] };

const t0 = performance.now();
const won = plannerOutcomes(games, (i) => {
  const r = playGame(spec, i, { keepRecord: false });
  if ((i + 1) % 20 === 0) console.error(`${i + 1}/${games} games, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return r.outcome === 'victory';
});
const commit = process.env.PLANNER_COMMIT ?? execSync('git rev-parse --short HEAD').toString().trim();
const fixture: OutcomeFixture = {
  about: `Scenario A, planner at budget ${budget}, seeds ${seed}..${seed + games - 1} (lab seeds: game i plays seed ${seed} + i); `
    + `played by bench/planner-outcomes.ts at commit ${commit}${values.note ? ` (${values.note})` : ''}, `
    + `${((performance.now() - t0) / 1000).toFixed(0)} s on one thread`,
  scenario: 'A', budget, seed, games, won,
};
writeFileSync(values.out, `${JSON.stringify(fixture, null, 2)}\n`);
console.error(`${values.out}: ${[...won].filter((c) => c === '1').length}/${games} won`);
