/**
 * The one seeded generator (RULINGS D1). Its state lives in GameState.rng as plain numbers, so a
 * state can be serialised and a game reproduced die for die.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = readonly number[];

/** The generator state for a seed (any 32-bit integer). */
export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/** Rolls one D6: the value and the generator state after it. */
export function rollD6(rng: RngState): { value: number; rng: RngState } {
  const gen = xoroshiro128plusFromState(rng);
  const value = uniformInt(gen, 1, 6);
  return { value, rng: gen.getState() };
}

/**
 * A mutable roller over an immutable state, for one engine transition: roll as many dice as the
 * rules need, then read `.state` back into the new GameState.
 */
export class DiceRoller {
  private gen;
  constructor(rng: RngState) {
    this.gen = xoroshiro128plusFromState(rng);
  }
  d6(): number {
    return uniformInt(this.gen, 1, 6);
  }
  get state(): RngState {
    return this.gen.getState();
  }
}
