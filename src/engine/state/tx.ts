/**
 * One engine transition under construction: the state so far, the events so far and the dice.
 * Local mutation only — `done()` hands back a new immutable state, so every exported engine
 * function stays pure (same state + same decision = same result, RULINGS D1).
 *
 * Every write makes a new state object (copy.ts: field by field, not a spread), so a state read
 * from `tx.state` is never changed afterwards and caches keyed by a state's identity stay true.
 */
import { copyState } from './copy';
import { DiceRoller } from '../combat/dice';
import { replaceAlien, replaceSoldier } from './figures';
import type { AlienState, DiePurpose, DieRoll, FigureId, GameEvent, GameState, SoldierName, SoldierState, Transition } from './types';

export class Tx {
  state: GameState;
  readonly events: GameEvent[] = [];
  /** Made at the first die: most transitions roll none. */
  private dice: DiceRoller | null = null;

  constructor(state: GameState) {
    this.state = state;
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  roll(purpose: DiePurpose, rerolls?: 'attack' | 'damage'): DieRoll {
    const value = (this.dice ??= new DiceRoller(this.state.rng)).d6();
    return rerolls ? { purpose, value, rerolls } : { purpose, value };
  }

  set(patch: Partial<GameState>): void {
    this.state = copyState(this.state, patch);
  }

  soldier(name: SoldierName, patch: Partial<SoldierState>): void {
    this.state = replaceSoldier(this.state, name, patch);
  }

  alien(id: FigureId, patch: Partial<AlienState>): void {
    this.state = replaceAlien(this.state, id, patch);
  }

  /** The new state (always a new object); a transition that rolled no die keeps its rng array. */
  done(): Transition {
    return { state: copyState(this.state, this.dice ? { rng: this.dice.state } : undefined), events: this.events };
  }
}
