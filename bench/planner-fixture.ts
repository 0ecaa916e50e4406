/**
 * A fixture of per-seed planner outcomes (bench/fixtures/*.json), written by
 * bench/planner-outcomes.ts and read by bench/planner-games.bench.ts for the paired strength check.
 */
import { readFileSync } from 'node:fs';

export interface OutcomeFixture {
  /** How and at which commit the games were played. */
  readonly about: string;
  readonly scenario: 'A';
  readonly budget: number;
  /** Game i was played with seed `seed + i` (src/lab/seeds.ts). */
  readonly seed: number;
  readonly games: number;
  /** One character a game in seed order: "1" the squad won, "0" it lost. */
  readonly won: string;
}

/** The outcomes of `games` games, game i won when `play(i)` is true, as a fixture's `won` string. */
export function plannerOutcomes(games: number, play: (index: number) => boolean): string {
  let won = '';
  for (let i = 0; i < games; i++) won += play(i) ? '1' : '0';
  return won;
}

export function readOutcomeFixture(path: string | URL): OutcomeFixture {
  const f = JSON.parse(readFileSync(path, 'utf8')) as OutcomeFixture;
  if (f.won.length !== f.games || /[^01]/.test(f.won)) throw new Error(`${String(path)}: "won" must hold ${f.games} characters 0 or 1`);
  return f;
}
