/**
 * Writes golden-games.json: `npx tsx tests/engine/golden/write-golden.ts`. Run it only on a
 * commit whose results are trusted (it was run on main before the engine speed work); the golden
 * test then holds every later engine change to those results.
 */
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOLDEN_RUNS, playGolden, type GoldenGame } from './engine-game';

const games: GoldenGame[] = [];
for (const run of GOLDEN_RUNS) {
  for (let seed = 1; seed <= run.seeds; seed++) games.push(playGolden(run.scenario, run.policy, seed));
}
const file = join(dirname(fileURLToPath(import.meta.url)), 'golden-games.json');
writeFileSync(file, JSON.stringify(games, null, 0).replace(/\},\{/g, '},\n{') + '\n');
console.log(`wrote ${games.length} games to ${file}`);
