/**
 * `chamber autoplay --scenario A --games N --seed S --squad-ai random|greedy [--out DIR] [--json]`:
 * N whole games through the statecharts, headless (issue 3 §2). Game i uses seed S+i, for the
 * dice and for the policy. --json prints exactly {"games":N,"wins":W,"meanRounds":x,"gamesPerSecond":y}.
 * --out writes each game's record as DIR/game-<seed>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from '../command';
import { UsageError } from '../errors';
import { integerValue } from './odds';
import { policyNames, makePolicy } from '../../ai/policies';
import { runGame } from '../../runner';
import { newGame } from '../../engine/scenarios';

export interface AutoplaySummary {
  readonly games: number;
  readonly wins: number;
  readonly meanRounds: number;
  readonly gamesPerSecond: number;
}

export const autoplay: Command = {
  name: 'autoplay',
  summary: 'play whole games headless with a squad AI and count the wins',
  usage: 'chamber autoplay --scenario A --games N --seed S --squad-ai random|greedy [--out DIR] [--json]',
  options: {
    scenario: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    'squad-ai': { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  },
  run(positionals, values, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (usage: ${autoplay.usage})`);
    const scenario = typeof values.scenario === 'string' ? values.scenario : 'A';
    const games = values.games === undefined ? 1 : integerValue('--games', values.games);
    if (games < 1) throw new UsageError(`--games must be 1 or more, got ${games}`);
    const seed = values.seed === undefined ? 1 : integerValue('--seed', values.seed);
    if (seed < -2147483648 || seed + games - 1 > 4294967295) throw new UsageError('--seed must be a 32-bit integer');
    const ai = typeof values['squad-ai'] === 'string' ? values['squad-ai'] : 'random';
    if (!policyNames.includes(ai)) throw new UsageError(`unknown --squad-ai "${ai}" (known: ${policyNames.join(', ')})`);
    newGame(scenario, { seed }); // an unknown scenario fails here, before any game runs
    const out = typeof values.out === 'string' ? values.out : null;
    if (out) mkdirSync(out, { recursive: true });

    let wins = 0;
    let rounds = 0;
    const started = performance.now();
    for (let i = 0; i < games; i++) {
      const gameSeed = seed + i;
      const record = runGame({ scenario, seed: gameSeed, squad: makePolicy(ai, gameSeed) });
      if (record.result.outcome === 'victory') wins++;
      rounds += record.result.rounds;
      if (out) writeFileSync(join(out, `game-${gameSeed}.json`), JSON.stringify(record) + '\n');
    }
    const seconds = (performance.now() - started) / 1000;
    const summary: AutoplaySummary = {
      games, wins, meanRounds: rounds / games,
      gamesPerSecond: Math.round((games / Math.max(seconds, 1e-9)) * 10) / 10,
    };
    if (values.json) {
      io.stdout(JSON.stringify(summary) + '\n');
    } else {
      const seeds = games === 1 ? `seed ${seed}` : `seeds ${seed}..${seed + games - 1}`;
      io.stdout(`${games} game${games === 1 ? '' : 's'} of scenario ${scenario} (${seeds}, squad AI ${ai}): `
        + `${wins} win${wins === 1 ? '' : 's'}, mean ${summary.meanRounds.toFixed(2)} rounds, ${summary.gamesPerSecond} games per second`
        + `${out ? `; records in ${out}` : ''}\n`);
    }
    return 0;
  },
};
