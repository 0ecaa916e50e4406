/**
 * The playtest sheet's answers (kit 06) from a run's totals: each paragraph carries the numbers
 * it is built from and states its verdict by the threshold it names.
 */
import { describe, expect, it } from 'vitest';
import { coverVerdict, sheetAnswers, SHEET_QUESTIONS } from '../../../src/lab/report/answers';
import { emptyGameStats } from '../../../src/lab/game-stats';
import { emptyQuestionStats } from '../../../src/lab/question-stats';
import type { RunTotals } from '../../../src/lab/totals';
import type { RunSpec } from '../../../src/lab/run-spec';

const spec: RunSpec = { scenario: 'A', games: 100, seed: 1, squadAi: 'greedy', variants: {}, overrides: [] };

type Editable = { -readonly [K in keyof RunTotals]: RunTotals[K] };

function totals(edit: (t: Editable) => void): RunTotals {
  const t: Editable = { games: 100, wins: 50, roundsPlayed: 500, rounds: { 1: 0, 2: 0, 3: 0, 4: 20, 5: 30, 6: 50 }, consciousSoldiers: 300, stats: emptyGameStats(), questions: emptyQuestionStats(), hpRemovedSquares: { Reyes: 0, Chen: 0, Voss: 0, Okafor: 0, Park: 0 } };
  edit(t);
  return t;
}

const answer = (t: RunTotals, i: number, s: RunSpec = spec) => sheetAnswers(s, t)[i].answer;

describe('playtest sheet answers', () => {
  it('answer the nine questions in the sheet\'s order', () => {
    expect(sheetAnswers(spec, totals(() => undefined)).map((a) => a.question)).toEqual([...SHEET_QUESTIONS]);
    expect(SHEET_QUESTIONS).toHaveLength(9);
  });

  it('Voss dominates exposed and soft fights at 40% of their damage, not below', () => {
    const t = (voss: number) => totals((x) => {
      x.questions.attacks.Voss.none = { attacks: 10, shots: 30, hits: 9, hpRemoved: voss, kills: 2 };
      x.questions.attacks.Chen.soft = { attacks: 10, shots: 10, hits: 4, hpRemoved: 100 - voss, kills: 3 };
    });
    expect(answer(t(45), 0)).toMatch(/Voss made 10 of them \(50\.0%\) and removed 45 of the 100 HP they took \(45\.0%\).*Yes/);
    expect(answer(t(30), 0)).toMatch(/did not dominate/);
    expect(answer(t(10), 0)).toMatch(/No: he did no more than a fair share/);
  });

  it('the shotgun is overwhelming past 40% of the kills', () => {
    const t = totals((x) => {
      x.stats.aliens.killed = 10;
      x.questions.shotgun = { attacks: 20, shots: 20, hits: 10, hpRemoved: 40, kills: 5 };
      x.questions.attacks.Chen.none = { attacks: 20, shots: 20, hits: 10, hpRemoved: 40, kills: 5 };
      x.questions.attacks.Okafor.none = { attacks: 20, shots: 20, hits: 10, hpRemoved: 40, kills: 5 };
    });
    expect(answer(t, 1)).toMatch(/fired the shotgun 20 times \(0\.20 a game\).*5 of the 10 kills \(50\.0%\).*Overwhelming/);
  });

  it('four-attack activations are punishing when a quarter or more down a soldier', () => {
    const t = (downs: number) => totals((x) => {
      x.stats.aliens.meleeAttacks = 80; x.stats.aliens.fourMeleeActivations = 20;
      x.questions.fourMeleeDowns = downs; x.questions.fourMeleeHpRemoved = 60;
    });
    expect(answer(t(5), 5)).toMatch(/20 activations \(0\.20 a game\) made four melee attacks.*3\.00 HP each.*Punishing: 25\.0%/);
    expect(answer(t(4), 5)).toMatch(/Not too punishing: 20\.0%/);
  });

  it('the next variable is a chamber compare line on the same run', () => {
    const losing = totals((x) => { x.wins = 10; });
    expect(answer(losing, 8)).toMatch(/Win rate 10\.0% \(95% CI 5\.5%-17\.4%\).*`chamber compare --scenario A --games 100 --seed 1 --squad-ai greedy --b-override aliens\.warrior\.hp=8`/);
    const winning = totals((x) => { x.wins = 90; });
    expect(answer(winning, 8)).toMatch(/--b-override aliens\.worker\.hp=6/);
    const withRules: RunSpec = { ...spec, variants: { figureCornerBlocks: true }, overrides: [{ path: 'roundLimit', value: 7 }] };
    expect(answer(winning, 8, withRules)).toMatch(/--a-variant figureCornerBlocks --a-override roundLimit=7 --b-variant figureCornerBlocks --b-override roundLimit=7 --b-override aliens\.worker\.hp=6/);
  });

  it('each verdict is a whole sentence, as the Lab\'s side-by-side sheets show it alone: the rank question\'s too', () => {
    const declined = totals((x) => { x.questions.rerollsOffered = 10; x.questions.rerollsDeclined = 7; });
    for (const t of [totals(() => undefined), declined]) {
      for (const a of sheetAnswers(spec, t)) expect(a.verdict).toMatch(/^[A-Z].*\.$/);
    }
    expect(sheetAnswers(spec, declined)[7].verdict).toBe('No, but most offered rerolls were declined: the policy rarely finds them worth taking.');
    expect(answer(declined, 7)).toMatch(/offered 10 times and declined 7 times\. The engine applies every skill it holds, so none is forgotten\. No, but most/);
    expect(sheetAnswers(spec, totals(() => undefined))[7].verdict).toBe('No: no skill showed as unclear in play.');
  });

  it('counts of one are singular ("1 kill", not "1 kills")', () => {
    const ones = totals((x) => {
      x.games = 1; x.wins = 1;
      x.questions.attacks.Voss.none = { attacks: 1, shots: 1, hits: 1, hpRemoved: 2, kills: 1 };
      x.questions.rerollsOffered = 1; x.questions.rerollsDeclined = 1;
      x.questions.medkits = 1; x.questions.fieldCare = 1; x.questions.meleeDowns = 1; x.questions.ranksReached = 1;
      x.stats.perSoldier.Park.downed = 1;
    });
    const text = sheetAnswers(spec, ones).map((a) => a.answer).join(' ');
    for (const one of ['the squad made 1 ranged attack;', 'caused 0 of the 1 down.', 'with 1 kill.', 'Park used 1 medkit (', 'Field Care 1 time,', 'was downed 1 time', 'and 1 down.', 'reached 1 rank;', 'offered 1 time and declined 1 time.']) expect(text).toContain(one);
    expect(text).not.toMatch(/\b1 (kills|medkits|times|downs|ranks|games|ranged attacks)\b/);
  });

  it('every answer states numbers, none says NaN', () => {
    for (const a of sheetAnswers(spec, totals(() => undefined))) {
      expect(a.answer).toMatch(/\d/);
      expect(a.answer).not.toMatch(/NaN|undefined/);
    }
  });
});

describe('what each answer measured, and the cover verdict from what happened (issue: answers about the rules, not the squad AI, §2)', () => {
  it('every answer names the squad AI and budget, the games and the rules', () => {
    const planner: RunSpec = { ...spec, squadAi: 'planner', budget: 8, overrides: [] };
    for (const a of sheetAnswers(planner, totals(() => undefined))) {
      expect(a.answer).toMatch(/\(squad AI: planner, budget 8; 100 games; the kit as written\)$/);
      expect(a.squad).toBe('planner (budget 8)');
    }
    expect(sheetAnswers(spec, totals(() => undefined))[3].answer).toMatch(/\(squad AI: greedy; 100 games; the kit as written\)$/);
  });

  it('cover is judged by attacks into cover and steps onto cover squares (RULINGS C1), not by games running out of rounds', () => {
    const shots = (inCover: number, steps: number, onCover: number, timedOut = 0) => totals((x) => {
      x.questions.attacks.Voss.none = { attacks: 1000 - inCover, shots: 1000 - inCover, hits: 0, hpRemoved: 0, kills: 0 };
      x.questions.attacks.Voss.hard = { attacks: inCover, shots: inCover, hits: 0, hpRemoved: 0, kills: 0 };
      x.questions.squadSquares = steps;
      x.questions.squadCoverSquares = onCover;
      x.questions.timedOut = timedOut;
    });
    // The case: 0.1% of the attacks into cover and few steps onto it, with 21% of games timed out.
    expect(coverVerdict(shots(1, 1000, 20, 21))).toMatch(/^Neither: cover hardly came into play \(0\.1% of the squad's ranged attacks went into cover and 2\.0% of its steps ended on a cover square/);
    expect(answer(shots(1, 1000, 20, 21), 2)).not.toMatch(/did not merely stall/);
    expect(coverVerdict(shots(100, 1000, 300))).toMatch(/^It encouraged movement: 10\.0% .* and 30\.0% of its steps ended on a cover square/);
    expect(coverVerdict(shots(100, 1000, 50))).toMatch(/^It shaped the shooting more than the movement/);
    expect(coverVerdict(shots(600, 1000, 300, 60))).toMatch(/^It stalled: 60\.0% of the squad's ranged attacks went into cover/);
  });
});
