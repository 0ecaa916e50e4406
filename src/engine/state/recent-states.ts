/**
 * Answers remembered for the last few game states asked about, by identity.
 *
 * Engine states are immutable, so an answer computed for a state object (its blocking grid, its
 * movement grids, its sight verdicts) stays true for as long as that object lives. The questions
 * cluster on the newest state or two (legality, the alien rule, the overwatch check all ask about
 * the state in hand), so a handful of slots compared with `===` serves them; a weak map keyed by
 * every state ever made cost more than the answers it saved.
 */
export class RecentStates<S extends object, V> {
  private readonly states: (S | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(size = 4) {
    this.states = new Array(size).fill(undefined);
    this.values = new Array(size).fill(undefined);
  }

  /** The answer for `state`, computed by `make` when it is not among the last few. */
  get(state: S, make: (state: S) => V): V {
    const { states } = this;
    for (let i = 0; i < states.length; i++) if (states[i] === state) return this.values[i]!;
    const value = make(state);
    this.states[this.next] = state;
    this.values[this.next] = value;
    this.next = (this.next + 1) % states.length;
    return value;
  }
}
