/**
 * The sequential test in words (issue 34 §3), for compare's report.md, its human output and the
 * Lab's Compare view alike: "LLR 2.96 (-2.94, 2.94) [0.00, 0.05]", the decision, and the caveat
 * that the figures after an early stop are a fixed-size run's, uncorrected.
 */
import type { PairedTable } from '../stats/newcombe';
import type { SprtResult, SprtSettings } from '../stats/sprt';

const two = (x: number) => x.toFixed(2);

/** "LLR 2.96 (-2.94, 2.94) [0.00, 0.05]": the LLR, its bounds, and [delta0, delta1]. */
export function sprtLine(r: SprtResult, s: Pick<SprtSettings, 'delta0' | 'delta1'>): string {
  return `LLR ${two(r.llr)} (${two(r.lower)}, ${two(r.upper)}) [${two(s.delta0)}, ${two(s.delta1)}]`;
}

/** The decision in words, with the games it took. */
export function sprtDecisionText(r: SprtResult, s: SprtSettings, maxGames: number): string {
  const after = `after ${r.games} of at most ${maxGames} paired games`;
  if (r.decision === 'H1') return `H1: b - a >= ${two(s.delta1)} (b is better), ${after}`;
  if (r.decision === 'H0') return `H0: b - a <= ${two(s.delta0)} (b is not better by ${two(s.delta1)}), ${after}`;
  return `undecided ${after}: neither bound was reached`;
}

/** Why the interval and p-value of a stopped run are not a fixed-size run's: said wherever they are shown. */
export const SPRT_BIAS_NOTE = 'The interval and p-value are those of a fixed-size run of the games played and are not corrected for the early stop: '
  + 'a run that stops early tends to stop when the difference seen so far is large, so they overstate it somewhat (biased; uncorrected).';

/** report.md's and the human output's lines: the test, the paired counts and the caveat. */
export function sprtMarkdown(r: SprtResult, s: SprtSettings, maxGames: number, t: PairedTable, batch: number): string[] {
  return [
    `## Sequential test (SPRT): stop when the answer is clear`, '',
    `H0 "b - a <= ${two(s.delta0)}" against H1 "b - a >= ${two(s.delta1)}" in win rate, alpha ${s.alpha}, beta ${s.beta}, checked every ${batch} pairs.`, '',
    `**${sprtLine(r, s)}**: ${sprtDecisionText(r, s, maxGames)}.`, '',
    `Paired games: both won ${t.both}, only a ${t.onlyA}, only b ${t.onlyB}, neither ${t.neither}.`, '',
    SPRT_BIAS_NOTE, '',
  ];
}
