import { describe, expect, it } from 'vitest';
import { batchBasics } from '../../src/cli/batch-basics';
import { LAB_PLANNER_BUDGET, LAB_SQUAD_AI, labSquad } from '../../src/lab/default-squad';
import { DEFAULT_RUN, specOf, KIT_RULES } from '../../src/ui/lab/settings';
import { SQUAD_AI } from '../../src/cli/lab-options';

describe('one default squad for the CLI and the Lab page', () => {
  it('a batch without --squad-ai plays the planner at the lab budget, as the page does', () => {
    const cli = labSquad(batchBasics({}).squadAi, undefined);
    const page = specOf(DEFAULT_RUN, KIT_RULES);
    expect(cli).toEqual({ squadAi: LAB_SQUAD_AI, budget: LAB_PLANNER_BUDGET });
    expect({ squadAi: page.squadAi, budget: page.budget }).toEqual(cli);
    expect(LAB_PLANNER_BUDGET).toBe(8);
  });

  it('the planner without --budget plays the lab budget; random and greedy stay available and take no budget', () => {
    expect(labSquad('planner', undefined)).toEqual({ squadAi: 'planner', budget: LAB_PLANNER_BUDGET });
    expect(labSquad('planner', 32)).toEqual({ squadAi: 'planner', budget: 32 });
    expect(labSquad('random', undefined)).toEqual({ squadAi: 'random' });
    expect(labSquad('greedy', undefined)).toEqual({ squadAi: 'greedy' });
  });

  it('a budget for random or greedy is refused, not dropped in silence', () => {
    expect(() => labSquad('random', 4)).toThrow("--budget is the planner's playouts per decision, and random searches none: drop --budget, or play --squad-ai planner");
    expect(() => labSquad('greedy', 1)).toThrow(/greedy searches none/);
  });

  it('--help says the default and why', () => {
    expect(SQUAD_AI.help).toMatch(/default planner at budget 8: .*plateau/);
  });
});
