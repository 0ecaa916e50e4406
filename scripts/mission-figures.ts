/**
 * Mission figures for a scenario file's Lab report (issue 36 §3, docs/lab-missions.md): over a
 * run of greedy games, how the games ended, when the log was secured, dropped and recovered, and
 * when each dormant contact woke.
 *
 *   npx tsx scripts/mission-figures.ts scenarios/station-log.json 400 greedy
 */
import { readFileSync } from 'node:fs';
import { makePolicy } from '../src/ai/policies';
import { parseScenarioFile, gameFromScenarioFile } from '../src/engine/setup/scenario-game';
import { playGame } from '../src/runner';

const [path, gamesText = '400', ai = 'greedy'] = process.argv.slice(2);
const file = parseScenarioFile(JSON.parse(readFileSync(path, 'utf8')));
const games = Number(gamesText);
const reasons = new Map<string, number>();
let secured = 0; let dropped = 0; let recovered = 0; let securedRounds = 0;
const woke = new Map<string, { count: number; rounds: number; waited: number }>();
for (let seed = 1; seed <= games; seed++) {
  const game = playGame(gameFromScenarioFile(file, { seed }), makePolicy(ai, seed));
  let round = 1;
  for (const step of game.steps) {
    for (const e of step.events) {
      if (e.type === 'round.started') round = e.round;
      if (e.type === 'game.over') {
        const reason = e.reason.replace(/\d+/g, 'N');
        reasons.set(`${e.outcome}: ${reason}`, (reasons.get(`${e.outcome}: ${reason}`) ?? 0) + 1);
      }
      if (e.type === 'log.secured') { if (e.recovered) recovered++; else { secured++; securedRounds += round; } }
      if (e.type === 'log.dropped') dropped++;
      if (e.type === 'contact.revealed') {
        const w = woke.get(e.figure) ?? { count: 0, rounds: 0, waited: 0 };
        woke.set(e.figure, { count: w.count + 1, rounds: w.rounds + round, waited: w.waited + (e.waits ? 1 : 0) });
      }
    }
  }
}
const pct = (n: number) => `${((100 * n) / games).toFixed(1)}%`;
console.log(`${games} games of ${file.id} (seeds 1..${games}), squad AI ${ai}`);
for (const [r, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`- ${r}: ${n} (${pct(n)})`);
if (file.objects.length) {
  console.log(`- log secured in ${secured} games (${pct(secured)}), mean round ${(securedRounds / Math.max(1, secured)).toFixed(2)}; dropped ${dropped} times, recovered ${recovered} times`);
}
for (const [id, w] of [...woke].sort()) {
  console.log(`- ${id} revealed in ${w.count} games (${pct(w.count)}), mean round ${(w.rounds / w.count).toFixed(2)}, in the alien phase (waiting a round) ${w.waited} times`);
}
