/**
 * The baseline squad policy (issue 3 §2): a uniformly random legal decision, from the policy's own
 * seeded generator (pure-rand), never Math.random, so a seed reproduces the same choices.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Decision, GameState } from '../engine/state/types';
import type { Controller } from './controller';

/** A fresh random policy; give each game its own (the generator advances with every choice). */
export function randomPolicy(options: { seed: number }): Controller {
  const gen = xoroshiro128plus(options.seed | 0);
  return {
    name: 'random',
    decide(_state: GameState, legal: readonly Decision[]): Decision {
      if (legal.length === 0) throw new Error('no legal decision to choose from');
      return legal[uniformInt(gen, 0, legal.length - 1)];
    },
  };
}
