/**
 * Regenerates the bundled game records in replays/ (issue 3 §3): searches seeds and the built-in
 * policies for games that show each case the designer asked for, writes each record and
 * replays/index.json (file, title, scenario, outcome) for the front end, then their win-chance
 * graphs (bundled-chances.ts).
 *
 *   npx tsx scripts/make-replays.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseScenarioFile } from '../src/engine/setup/scenario-game';
import type { ScenarioFile } from '../src/engine/setup/scenario-file';
import { join } from 'node:path';
import { makePolicy } from '../src/ai/policies';
import { runGame } from '../src/runner';
import type { GameRecord } from '../src/replay/record';
import { verifyRecord } from '../src/runner';
import { writeBundledChances } from './bundled-chances';

interface Wanted {
  readonly file: string;
  readonly title: string;
  readonly scenario: string;
  readonly policies: readonly string[];
  /** A scenario file in scenarios/ the game is played on (docs/scenarios.md), embedded in the record. */
  readonly scenarioFile?: string;
  readonly test: (r: GameRecord) => boolean;
}

const has = (r: GameRecord, pred: (e: GameRecord['events'][number]['event']) => boolean) => r.events.some((e) => pred(e.event));

/** Two or more reaction attacks answering one trigger (kit 05 §7, RULINGS O3). */
export function maxReactionsPerTrigger(r: GameRecord): number {
  let best = 0;
  let current = -1;
  for (const { event } of r.events) {
    if (event.type === 'overwatch.triggered') current = 0;
    else if (event.type === 'attack.declared' && event.reaction && current >= 0) best = Math.max(best, ++current);
    else if (event.type === 'alien.targeted' || event.type === 'activation.ended') current = -1;
  }
  return best;
}

const WANTED: readonly Wanted[] = [
  { file: 'scenario-a-win.json', title: 'Scenario A: the squad clears the chamber', scenario: 'A', policies: ['greedy'],
    test: (r) => r.result.outcome === 'victory' },
  // A loss by a squad that plays to win (issue 32): the greedy policy, not the random one, whose
  // losses show only a squad wandering. (The planner lost none of Scenario A's seeds 1..56 at its
  // headless budget, so a planner's loss would take a long search; greedy loses about one in four.)
  { file: 'scenario-a-loss.json', title: 'Scenario A: the aliens hold out', scenario: 'A', policies: ['greedy'],
    test: (r) => r.result.outcome === 'defeat' },
  { file: 'scenario-c-unlock.json', title: 'Scenario C: a soldier reaches Trooper and unlocks a skill', scenario: 'C', policies: ['greedy'],
    test: (r) => has(r, (e) => e.type === 'skill.unlocked') },
  { file: 'overwatch-several-watchers.json', title: 'Two or more watchers react to one trigger', scenario: 'A', policies: ['greedy', 'random'],
    test: (r) => maxReactionsPerTrigger(r) >= 2 },
  { file: 'medkit-revive.json', title: 'Park revives a downed soldier with a medkit', scenario: 'A', policies: ['greedy', 'random'],
    test: (r) => has(r, (e) => e.type === 'revived') },
  { file: 'warrior-plasma.json', title: 'The warrior fires its plasma pistol', scenario: 'A', policies: ['greedy', 'random'],
    test: (r) => has(r, (e) => e.type === 'attack.declared' && e.weapon === 'plasma') },
  // The original missions (issue 36 §3), played on their scenario files.
  { file: 'station-log-recovered.json', title: 'Station log: the log secured and the station cleared', scenario: 'station-log', scenarioFile: 'station-log.json', policies: ['greedy'],
    test: (r) => r.result.outcome === 'victory' && has(r, (e) => e.type === 'log.secured') && has(r, (e) => e.type === 'contact.revealed') },
  { file: 'long-hall-waking.json', title: 'The long hall: contacts wake room by room behind the blast door', scenario: 'long-hall', scenarioFile: 'long-hall.json', policies: ['greedy'],
    test: (r) => r.result.outcome === 'victory' && r.events.filter((e) => e.event.type === 'contact.revealed').length >= 4 },
];

/** A shipped scenario file, checked. */
function scenarioFileOf(name: string): ScenarioFile {
  return parseScenarioFile(JSON.parse(readFileSync(join(process.cwd(), 'scenarios', name), 'utf8')));
}

function main(): void {
  const dir = join(process.cwd(), 'replays');
  mkdirSync(dir, { recursive: true });
  const index: { file: string; title: string; scenario: string; outcome: string | null; seed: number; squad: string }[] = [];
  const used = new Set<string>(); // each bundled record is a different game
  for (const want of WANTED) {
    let found: GameRecord | null = null;
    const scenarioFile = want.scenarioFile ? scenarioFileOf(want.scenarioFile) : undefined;
    search: for (let seed = 1; seed <= 2000; seed++) {
      for (const policy of want.policies) {
        const game = `${want.scenario}:${policy}:${seed}`;
        if (used.has(game)) continue;
        const record = runGame({ scenario: want.scenario, seed, squad: makePolicy(policy, seed), title: want.title, ...(scenarioFile ? { scenarioFile } : {}) });
        if (want.test(record)) { found = record; used.add(game); break search; }
      }
    }
    if (!found) throw new Error(`no game found for ${want.file}`);
    const verdict = verifyRecord(found);
    if (!verdict.ok) throw new Error(`${want.file}: does not verify: ${verdict.path}: ${verdict.problem}`);
    writeFileSync(join(dir, want.file), JSON.stringify(found) + '\n');
    index.push({ file: want.file, title: want.title, scenario: want.scenario, outcome: found.result.outcome, seed: found.seed, squad: found.controllers.squad });
    console.log(`${want.file}: seed ${found.seed}, ${found.controllers.squad}, ${found.result.outcome} in round ${found.result.rounds}`);
  }
  writeFileSync(join(dir, 'index.json'), JSON.stringify(index, null, 2) + '\n');
  writeBundledChances(dir);
}

if (process.argv[1] && /make-replays\.ts$/.test(process.argv[1])) main();
