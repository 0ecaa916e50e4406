// @vitest-environment node
/**
 * The why-panel's plan list as it renders (ui/planner/WhyPanel.tsx Plan, issue 32 item 5): words,
 * not "po"; a small kill chance is not "0%"; a candidate that won more often than the chosen
 * plan says why it was not chosen; the panel says how the planner picks and what its win chance
 * estimates beside the graph's.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Plan } from '../../../src/ui/planner/WhyPanel';
import type { CandidateView, PlanView } from '../../../src/ui/planner/protocol';

const candidate = (label: string, winChance: number, playouts: number, extra: Partial<CandidateView> = {}): CandidateView => ({
  label, decisions: [{ type: 'pass' }], greedy: false, playouts, winChance, actorHpLost: 0, actorDownedChance: 0, attack: null, ...extra,
});

const view = (candidates: CandidateView[]): PlanView => ({
  actor: 'Reyes' as PlanView['actor'], chosen: candidates[0], candidates, scored: 8, playouts: 24, ghost: null,
});

/** The rendered markup's text, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the why-panel\'s plan list', () => {
  const attack = { target: 'warrior 3', weapon: 'Pistol', expectedHpRemoved: '5/4', expectedHp: 1.25, kill: '73/23328', killChance: 73 / 23328 };
  const html = renderToStaticMarkup(<Plan view={view([
    candidate('Quick Step to C2', 5 / 7, 7, { attack }),
    candidate('move to D3', 3 / 7, 7),
    candidate('Quick Step to D3', 1, 1),
  ])} stale={false} step={2} />);
  const shown = text(html);

  it('spells playouts out, and a kill chance of 73/23328 is 0.3%, not 0%', () => {
    expect(shown).not.toMatch(/\bpo\b/);
    expect(shown).toMatch(/7 playouts/);
    expect(shown).toMatch(/1 playout\b/);
    expect(shown).toMatch(/kill 0\.3%/);
    expect(shown).not.toMatch(/kill 0%/);
  });

  it('says why a plan that won 1 of 1 was not chosen over 5 of 7: its interval, too few playouts to trust', () => {
    const reasons = [...html.matchAll(/data-testid="why-not"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(reasons).toHaveLength(1);
    expect(text(reasons[0])).toMatch(/^Set aside after 1 playout.*Won 1 of 1: 95% interval 21% to 100%, too few playouts to trust/);
  });

  it('says how the planner picks and what each win chance estimates', () => {
    expect(shown).toMatch(/Chosen by halving: .*most playouts/);
    expect(shown).toMatch(/win: share of the plan's own playouts won \(the plan, then greedy play\)/);
    expect(shown).toMatch(/The graph's win: greedy play from each activation's start/);
  });
});
