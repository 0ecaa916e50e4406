/**
 * What each soldier is worth (`chamber contribution`): each soldier's Shapley value of the squad's
 * win rate over the 32 squads made by leaving soldiers off the board, all played on the same seeds
 * (the empty squad loses by definition). A squad is a bit mask over SOLDIER_NAMES (bit i: soldier i
 * is on the board). The values add up to the full squad's win rate (efficiency); the interval is a
 * percentile bootstrap over the seeds, deterministic from the run's seed (pure-rand).
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { SOLDIER_NAMES, type SoldierName } from '../engine/state/types';

export const SQUAD_SIZE = SOLDIER_NAMES.length;
/** Every squad, the empty one (mask 0) included. */
export const SQUADS = 1 << SQUAD_SIZE;
export const FULL_SQUAD = SQUADS - 1;
/** Bootstrap resamples of the seeds for each interval. */
export const RESAMPLES = 2000;

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** |S|! (n - |S| - 1)!: the Shapley weight of squad S (times n!), for S without the soldier. */
const WEIGHT = Array.from({ length: SQUAD_SIZE }, (_, size) => factorial(size) * factorial(SQUAD_SIZE - size - 1));

/** The mask of a squad: bit i set for SOLDIER_NAMES[i] (squadOf's inverse). */
export function maskOf(squad: readonly SoldierName[]): number {
  return SOLDIER_NAMES.reduce((m, n, i) => (squad.includes(n) ? m | (1 << i) : m), 0);
}

/** The soldiers of a squad mask, in squad order. */
export function squadOf(mask: number): SoldierName[] {
  return SOLDIER_NAMES.filter((_, i) => mask & (1 << i));
}

/**
 * Each soldier's Shapley value times n! (120), from a whole number per squad (its wins over the
 * same games): whole numbers themselves, so their sum is exactly 120 x the full squad's wins.
 */
export function shapleyNumerators(wins: ArrayLike<number>): number[] {
  return SOLDIER_NAMES.map((_, i) => {
    const me = 1 << i;
    let sum = 0;
    for (let s = 0; s < SQUADS; s++) {
      if (s & me) continue;
      sum += WEIGHT[bits(s)] * (wins[s | me] - wins[s]);
    }
    return sum;
  });
}

/** Each soldier's Shapley value of a value per squad (a win rate; value[0] is the empty squad's). */
export function shapleyValues(value: ArrayLike<number>): number[] {
  const n = factorial(SQUAD_SIZE);
  return shapleyNumerators(value).map((x) => x / n);
}

export interface SoldierWorth {
  readonly shapley: number;
  readonly shapleyCI95: readonly [number, number];
  /** The full squad's win rate minus the win rate without this soldier. */
  readonly leaveOneOut: number;
}

export interface Contribution {
  readonly fullWinRate: number;
  readonly soldiers: Readonly<Record<SoldierName, SoldierWorth>>;
}

/**
 * The contribution table from each squad's outcomes game by game (`victories[mask][game]`, 1 a
 * win; mask 0 may be absent: the empty squad loses). Shapley values are linear in the win rates,
 * so each game has its own values and the run's are their mean: the bootstrap resamples games.
 */
export function contributionOf(victories: readonly (ArrayLike<number> | undefined)[], games: number, seed: number, resamples = RESAMPLES): Contribution {
  const perGame = SOLDIER_NAMES.map(() => new Float64Array(games));
  const outcome = new Float64Array(SQUADS);
  for (let g = 0; g < games; g++) {
    for (let s = 1; s < SQUADS; s++) outcome[s] = victories[s]?.[g] ?? Number.NaN;
    outcome[0] = 0;
    shapleyValues(outcome).forEach((v, i) => { perGame[i][g] = v; });
  }
  const wins = new Array<number>(SQUADS).fill(0);
  for (let s = 1; s < SQUADS; s++) for (let g = 0; g < games; g++) wins[s] += victories[s]![g];
  const rate = (s: number) => wins[s] / games;
  const exact = shapleyNumerators(wins).map((x) => x / (factorial(SQUAD_SIZE) * games));
  const intervals = bootstrap(perGame, games, seed, resamples);
  const soldiers = {} as Record<SoldierName, SoldierWorth>;
  SOLDIER_NAMES.forEach((name, i) => {
    // Resampled means are float sums: where every resample agrees (a soldier worth the same in
    // every game) they may miss the exact value by a rounding; the interval always holds it.
    const [lo, hi] = intervals[i];
    soldiers[name] = { shapley: exact[i], shapleyCI95: [Math.min(lo, exact[i]), Math.max(hi, exact[i])], leaveOneOut: rate(FULL_SQUAD) - rate(FULL_SQUAD & ~(1 << i)) };
  });
  return { fullWinRate: rate(FULL_SQUAD), soldiers };
}

/** Percentile 95% intervals of each soldier's mean per-game value over `resamples` resamples of the games. */
function bootstrap(perGame: readonly Float64Array[], games: number, seed: number, resamples: number): [number, number][] {
  const gen = xoroshiro128plus(seed | 0);
  const means = perGame.map(() => new Float64Array(resamples));
  const picks = new Uint32Array(games);
  for (let r = 0; r < resamples; r++) {
    for (let k = 0; k < games; k++) picks[k] = uniformInt(gen, 0, games - 1);
    perGame.forEach((values, i) => {
      let sum = 0;
      for (let k = 0; k < games; k++) sum += values[picks[k]];
      means[i][r] = sum / games;
    });
  }
  return means.map((m) => {
    const sorted = Array.from(m).sort((a, b) => a - b);
    return [quantile(sorted, 0.025), quantile(sorted, 0.975)];
  });
}

/** The q-quantile of sorted values, interpolated between neighbours (Hyndman and Fan type 7). */
export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (at - lo) * (sorted[hi] - sorted[lo]);
}
