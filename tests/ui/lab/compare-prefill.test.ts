/**
 * The Compare view starts with the change the batch's report proposes (issue 32 item 10): it was
 * pre-filled with aliens.worker.ap=3 while the report said "Change aliens.worker.hp=6". Side a
 * plays the batch's rules, b the same with the report's change (report/answers.ts
 * nextExperiment, the sheet's last answer); before any batch, the change a report proposes on no
 * evidence. (That a finished batch sets them, unless the person has, is in the browser test.)
 */
import { describe, expect, it } from 'vitest';
import { emptyGameStats } from '../../../src/lab/game-stats';
import { emptyQuestionStats } from '../../../src/lab/question-stats';
import { sheetAnswers } from '../../../src/lab/report/answers';
import type { RunSpec } from '../../../src/lab/run-spec';
import type { RunTotals } from '../../../src/lab/totals';
import { overrideTexts } from '../../../src/engine/rule-changes/overrides';
import { comparePrefill } from '../../../src/ui/lab/settings';
import { useLab } from '../../../src/ui/lab/store';

function totals(games: number, wins: number): RunTotals {
  return {
    games, wins, roundsPlayed: 5 * games, rounds: { 1: 0, 2: 0, 3: 0, 4: 0, 5: games, 6: 0 }, consciousSoldiers: 4 * games,
    stats: emptyGameStats(), questions: emptyQuestionStats(), hpRemovedSquares: { Reyes: 0, Chen: 0, Voss: 0, Okafor: 0, Park: 0 },
  };
}

const spec: RunSpec = { scenario: 'A', games: 100, seed: 1, squadAi: 'greedy', variants: {}, overrides: [] };
/** The change the report's last answer names ("Change X and measure it"). */
const reportChange = (s: RunSpec, t: RunTotals) => sheetAnswers(s, t)[8].answer.match(/Change (\S+) and measure/)![1];

describe('the Compare view\'s rules', () => {
  it('a batch the squad wins too often: b is the report\'s aliens.worker.hp=6, not aliens.worker.ap=3', () => {
    const t = totals(100, 90);
    expect(reportChange(spec, t)).toBe('aliens.worker.hp=6');
    const p = comparePrefill(spec, t);
    expect(overrideTexts(p.a.overrides)).toEqual([]);
    expect(overrideTexts(p.b.overrides)).toEqual(['aliens.worker.hp=6']);
    expect(p.note).toContain('aliens.worker.hp=6');
  });

  it('the batch\'s own rules go to both sides, the change to b only; it is always the report\'s', () => {
    const own: RunSpec = { ...spec, variants: { figureCornerBlocks: true }, overrides: [{ path: 'cover.soft', value: 2 }] };
    for (const t of [totals(100, 90), totals(100, 10), totals(100, 50), totals(0, 0)]) {
      const p = comparePrefill(own, t);
      expect(p.a).toEqual({ variants: { figureCornerBlocks: true }, overrides: [{ path: 'cover.soft', value: 2 }] });
      expect(p.b.variants).toEqual({ figureCornerBlocks: true });
      expect(overrideTexts(p.b.overrides)).toEqual(['cover.soft=2', reportChange(own, t)]);
    }
  });

  it('before any batch: the change a report proposes on no evidence (hard cover), and the store starts with it', () => {
    const p = comparePrefill(null, null);
    expect(overrideTexts(p.b.overrides)).toEqual([reportChange(spec, totals(0, 0))]);
    expect(overrideTexts(p.b.overrides)).toEqual(['cover.hard=1']);
    expect(useLab.getState().b).toEqual(p.b);
    expect(useLab.getState().a).toEqual(p.a);
  });
});
