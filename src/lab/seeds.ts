/**
 * The seed of each game of a run (issue 18 §1): game i (0-based) of a run with seed S is played
 * with seed S + i, for the dice (RULINGS D1) and for the squad policy alike. It depends on S and i
 * alone, never on the worker count or the shard, so any slice of a run replays the same games and
 * `chamber autoplay --seed S+i --games 1` replays game i on its own.
 */

/** The smallest and largest seed a record may carry (replay/record.ts). */
export const SEED_MIN = -2147483648;
export const SEED_MAX = 4294967295;

/** The seed of game `index` of a run seeded `seed`. */
export function gameSeed(seed: number, index: number): number {
  return seed + index;
}

/** Why a run of `games` games from `seed` would need a seed past the record's range, or null. */
export function seedRangeProblem(seed: number, games: number): string | null {
  const last = gameSeed(seed, games - 1);
  if (last <= SEED_MAX) return null;
  return `--seed ${seed} with --games ${games} would play seeds up to ${last}, past ${SEED_MAX}: give --seed ${SEED_MAX - games + 1} or less`;
}
