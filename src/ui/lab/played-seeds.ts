/**
 * The seeds a batch played, in words: "seeds 1..40" for a whole run, and for a stopped one only
 * the games played by then ("seeds 1..12, 17..18"): the workers take chunks in turn, so a stopped
 * run's games need not be the first ones. Game i plays seed S + i (lab/run-spec).
 */

/** Runs of consecutive played indices [from, to] (to inclusive), in order. */
export function playedRuns(played: ArrayLike<number>): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < played.length; i++) {
    if (!played[i]) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === i - 1) last[1] = i; else runs.push([i, i]);
  }
  return runs;
}

const SHOWN = 4;

/** "seed 7", "seeds 1..14", "seeds 1..10, 13..16", or "no seeds" when nothing was played. */
export function playedSeedsText(seed: number, played: ArrayLike<number>): string {
  const runs = playedRuns(played);
  if (!runs.length) return 'no seeds';
  const one = runs.length === 1 && runs[0][0] === runs[0][1];
  const text = runs.slice(0, SHOWN).map(([a, b]) => (a === b ? `${seed + a}` : `${seed + a}..${seed + b}`));
  const more = runs.length > SHOWN ? `, and ${runs.length - SHOWN} more runs of seeds` : '';
  return `${one ? 'seed' : 'seeds'} ${text.join(', ')}${more}`;
}
