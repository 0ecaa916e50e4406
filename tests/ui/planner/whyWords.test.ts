// @vitest-environment node
/**
 * The why-panel's words (ui/planner/whyWords.ts, issue 32 item 5): chances too small or too large
 * for a whole percent keep a decimal or their exact fraction (never "0%" for a chance that is not
 * 0); a candidate that won more often than the chosen plan says why it was not chosen: set aside
 * by the search's halving after few playouts, with its Wilson interval and "too few playouts to
 * trust" when that interval reaches down to the chosen plan's estimate, or outscored in as many
 * playouts; and the panel says how the planner picks and what its win chance and the graph's
 * each estimate.
 */
import { describe, expect, it } from 'vitest';
import { plannerPolicy } from '../../../src/ai/planner/planner';
import { legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';
import { wilsonInterval } from '../../../src/lab/stats/wilson';
import { GRAPH_PLAYOUTS } from '../../../src/ai/planner/win-chance';
import { LOSS_CREDIT, SPARE_ROUND } from '../../../src/ai/planner/search';
import { percent, playoutsWords, unsearchedWords, whyNotChosen, winsOf, GRAPH_WIN_WORDS, PANEL_WIN_WORDS, PICK_WORDS, SCORE_WORDS } from '../../../src/ui/planner/whyWords';

const plan = (winChance: number, playouts: number) => ({ winChance, playouts });

describe('percent', () => {
  it('words a whole percent where that is honest', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(5 / 7)).toBe('71%');
    expect(percent(0.5)).toBe('50%');
  });

  it('keeps one decimal below 1% and above 99%: 73/23328 is 0.3%, never 0%', () => {
    expect(percent(73 / 23328, '73/23328')).toBe('0.3%');
    expect(percent(73 / 23328)).toBe('0.3%');
    expect(percent(1 - 73 / 23328)).toBe('99.7%');
    expect(percent(1 / 200)).toBe('0.5%');
  });

  it('gives the exact fraction (or "under 0.1%") when even a decimal would round to 0 or 100', () => {
    expect(percent(1 / 23328, '1/23328')).toBe('1/23328');
    expect(percent(1 / 23328)).toBe('<0.1%');
    expect(percent(1 - 1 / 23328, '23327/23328')).toBe('23327/23328');
    expect(percent(1 - 1 / 23328)).toBe('>99.9%');
  });

  it('says nothing made up for a chance not measured', () => {
    expect(percent(Number.NaN)).toBe('–');
  });
});

describe('why not this plan', () => {
  it('counts wins back from the share', () => {
    expect(winsOf(plan(5 / 7, 7))).toBe(5);
    expect(winsOf(plan(1, 1))).toBe(1);
    expect(playoutsWords(1)).toBe('1 playout');
    expect(playoutsWords(9)).toBe('9 playouts');
  });

  it('a higher win chance from one playout: set aside by the halving, its interval, too few playouts to trust', () => {
    // The case: "Quick Step to D3, win 100%, 1 po" under a chosen 71% of 7.
    const why = whyNotChosen(plan(5 / 7, 7), plan(1, 1))!;
    const [lo] = wilsonInterval(1, 1);
    expect(why).toMatch(/^Set aside after 1 playout/);
    expect(why).toContain('Won 1 of 1');
    expect(why).toContain(`${percent(lo)} to 100%`);
    expect(why).toMatch(/too few playouts to trust/);
    // "pass 100%" under a chosen 90%: 3 of 3 reaches down to 44%, under 90%.
    expect(whyNotChosen(plan(0.9, 10), plan(1, 3))).toMatch(/Won 3 of 3: 95% interval 44% to 100%, too few playouts to trust/);
  });

  it('an interval wholly above the chosen plan\'s estimate is shown, without "too few to trust"', () => {
    const why = whyNotChosen(plan(0.25, 16), plan(1, 8))!;
    expect(wilsonInterval(8, 8)[0]).toBeGreaterThan(0.25);
    expect(why).toMatch(/^Set aside after 8 playouts/);
    expect(why).toContain('Won 8 of 8');
    expect(why).not.toMatch(/too few/);
  });

  it('as many playouts and more wins: the score ranked it lower (sooner wins, closer losses)', () => {
    expect(whyNotChosen(plan(5 / 9, 9), plan(7 / 9, 9))).toMatch(/^As many playouts \(9\), more wins \(7 to 5\), but no higher a score/);
    expect(whyNotChosen(plan(5 / 7, 7), plan(5 / 7, 7))).toMatch(/^As many playouts \(7\) and wins \(5\): no higher a score/);
  });

  it('needs no reason for a plan that won less often, nor for plans not scored', () => {
    expect(whyNotChosen(plan(0.9, 10), plan(0.5, 10))).toBeNull();
    expect(whyNotChosen(plan(0.9, 10), plan(0.5, 2))).toBeNull();
    expect(whyNotChosen(plan(Number.NaN, 0), plan(1, 0))).toBeNull();
    expect(whyNotChosen(plan(0.5, 0), plan(1, 3))).toBeNull();
  });
});

describe('the panel\'s key', () => {
  it('says how the planner picks, with the score\'s own numbers', () => {
    expect(PICK_WORDS).toMatch(/better-scoring half/);
    expect(PICK_WORDS).toMatch(/most playouts/);
    expect(SCORE_WORDS).toContain(String(SPARE_ROUND));
    expect(SCORE_WORDS).toContain(String(LOSS_CREDIT));
  });

  it('says what its win chance and the graph\'s each estimate', () => {
    expect(PANEL_WIN_WORDS).toMatch(/playouts.*then greedy play/);
    expect(GRAPH_WIN_WORDS).toMatch(/greedy play from each activation's start/);
    expect(GRAPH_WIN_WORDS).toContain(`${GRAPH_PLAYOUTS} playouts`);
  });
});

describe('a decision taken without a search', () => {
  it('who acts next is greedy\'s rule, not "the only legal decision", while others could activate', () => {
    // Scenario A's first squad decision: any of the five soldiers may activate (kit 05 §1).
    let state = newGame('A', { seed: 1 });
    while (nextStep(state).kind === 'step') state = step(state).state;
    const legal = legalOnly(state);
    expect(legal.filter((d) => d.type === 'activate').length).toBe(5);
    const planner = plannerPolicy({ seed: 1, budget: 8 });
    const decision = planner.decide(state, legal);
    expect(planner.lastPlan).toBeNull(); // no search
    expect(decision.type).toBe('activate');
    expect(unsearchedWords(decision)).toMatch(/^who acts next, by greedy's rule \(not searched\)/);
    expect(unsearchedWords(decision)).not.toMatch(/only legal/);
  });

  it('anything else unsearched was the one candidate there was', () => {
    expect(unsearchedWords({ type: 'pass' })).toBe('the only plan there was to weigh (not searched)');
  });

  it('in the alternating variant, counteracting or letting the turn go outside an activation is who acts next too', () => {
    expect(unsearchedWords({ type: 'counteract', soldier: 'Voss' }, null)).toBe('who acts next, by greedy\'s rule (not searched)');
    expect(unsearchedWords({ type: 'pass' }, null)).toBe('who acts next, by greedy\'s rule (not searched)');
    // A pass inside an activation ends it: the one candidate there was.
    expect(unsearchedWords({ type: 'pass' }, 'Voss')).toBe('the only plan there was to weigh (not searched)');
  });
});
