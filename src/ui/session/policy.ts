/**
 * Squad policies for Autoplay, from the AI module (src/ai/policies.ts) behind one small adapter:
 * a Controller becomes the driver's Chooser.
 */
import { legalDecisions } from '../../engine/game';
import type { Controller } from '../../ai/controller';
import { makePolicy } from '../../ai/policies';
import type { Chooser } from './driver';
import type { PolicyName } from './store';

export function fromController(c: Controller): Chooser {
  return (state) => {
    const legal = c.wantsLegal === false ? [] : legalDecisions(state).legal;
    return c.decide(state, legal);
  };
}

export function makeChooser(policy: PolicyName, seed: number): Chooser {
  return fromController(makePolicy(policy, seed));
}
