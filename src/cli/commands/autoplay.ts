/**
 * `chamber autoplay --scenario A --games N --seed S --squad-ai random|greedy [--out DIR] [--json]`:
 * N whole games through the statecharts, headless (issue 3 §2). Game i uses seed S+i, for the
 * dice and for the policy. --json prints exactly {"games":N,"wins":W,"meanRounds":x,"gamesPerSecond":y}.
 * --out writes each game's record as DIR/game-<seed>.json; the folder is checked (and made)
 * before the first game, so a bad one is one line at once (issue 16 §5).
 */
import { join } from 'node:path';
import { defineCommand } from '../command';
import { UsageError } from '../errors';
import { prepareFolder, writeTextFile } from '../files';
import { flag, integer, text } from '../options';
import { policyNames, makePolicy } from '../../ai/policies';
import { runGame } from '../../runner';
import { newGame } from '../../engine/scenarios';

export interface AutoplaySummary {
  readonly games: number;
  readonly wins: number;
  readonly meanRounds: number;
  readonly gamesPerSecond: number;
}

/** A seed is a 32-bit word, signed or not (the record format's range, RULINGS D1). */
export const SEED = integer('S', 'the first game\'s seed (game i plays seed S+i)', { min: -2147483648, max: 4294967295, default: 1 });
/** A million games is hours of play, the most a single run is asked for. */
export const GAMES = integer('N', 'how many games to play', { min: 1, max: 1_000_000, default: 1 });

const USAGE = 'chamber autoplay --scenario A --games N --seed S --squad-ai random|greedy [--out DIR] [--json]';

export const autoplay = defineCommand({
  name: 'autoplay',
  summary: 'play whole games headless with a squad AI and count the wins',
  usage: USAGE,
  options: {
    scenario: text('NAME', 'the scenario played (default A)'),
    games: GAMES,
    seed: SEED,
    'squad-ai': text('AI', `the squad's policy: ${policyNames.join(', ')} (default random)`),
    out: text('DIR', 'write each game\'s record as DIR/game-<seed>.json (the folder is made if missing)'),
    json: flag('print {"games","wins","meanRounds","gamesPerSecond"}'),
  },
  run(positionals, values, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (usage: ${USAGE})`);
    const scenario = values.scenario ?? 'A';
    const games = values.games ?? GAMES.default;
    const seed = values.seed ?? SEED.default;
    const last = seed + games - 1;
    if (last > SEED.max) {
      throw new UsageError(`--seed ${seed} with --games ${games} would play seeds up to ${last}, past ${SEED.max}: give --seed ${SEED.max - games + 1} or less`);
    }
    const ai = values['squad-ai'] ?? 'random';
    if (!policyNames.includes(ai)) throw new UsageError(`unknown --squad-ai "${ai}" (known: ${policyNames.join(', ')})`);
    newGame(scenario, { seed }); // an unknown scenario fails here, before any game runs
    const out = values.out ?? null;
    if (out !== null) prepareFolder('--out', out);

    let wins = 0;
    let rounds = 0;
    const started = performance.now();
    for (let i = 0; i < games; i++) {
      const gameSeed = seed + i;
      const record = runGame({ scenario, seed: gameSeed, squad: makePolicy(ai, gameSeed) });
      if (record.result.outcome === 'victory') wins++;
      rounds += record.result.rounds;
      if (out !== null) writeTextFile('--out', join(out, `game-${gameSeed}.json`), JSON.stringify(record) + '\n');
    }
    const seconds = (performance.now() - started) / 1000;
    const summary: AutoplaySummary = {
      games, wins, meanRounds: rounds / games,
      gamesPerSecond: Math.round((games / Math.max(seconds, 1e-9)) * 10) / 10,
    };
    if (values.json) {
      io.stdout(JSON.stringify(summary) + '\n');
    } else {
      const seeds = games === 1 ? `seed ${seed}` : `seeds ${seed}..${last}`;
      io.stdout(`${games} game${games === 1 ? '' : 's'} of scenario ${scenario} (${seeds}, squad AI ${ai}): `
        + `${wins} win${wins === 1 ? '' : 's'}, mean ${summary.meanRounds.toFixed(2)} rounds, ${summary.gamesPerSecond} games per second`
        + `${out ? `; records in ${out}` : ''}\n`);
    }
    return 0;
  },
});
