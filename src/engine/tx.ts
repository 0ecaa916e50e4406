/**
 * One engine transition under construction: the state so far, the events so far and the dice.
 * Local mutation only — `done()` hands back a new immutable state, so every exported engine
 * function stays pure (same state + same decision = same result, RULINGS D1).
 */
import { DiceRoller } from './dice';
import { replaceAlien, replaceSoldier } from './figures';
import type { AlienState, DiePurpose, DieRoll, FigureId, GameEvent, GameState, SoldierName, SoldierState, Transition } from './types';

export class Tx {
  state: GameState;
  readonly events: GameEvent[] = [];
  private readonly dice: DiceRoller;

  constructor(state: GameState) {
    this.state = state;
    this.dice = new DiceRoller(state.rng);
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  roll(purpose: DiePurpose, rerolls?: 'attack' | 'damage'): DieRoll {
    const value = this.dice.d6();
    return rerolls ? { purpose, value, rerolls } : { purpose, value };
  }

  set(patch: Partial<GameState>): void {
    this.state = { ...this.state, ...patch };
  }

  soldier(name: SoldierName, patch: Partial<SoldierState>): void {
    this.state = replaceSoldier(this.state, name, patch);
  }

  alien(id: FigureId, patch: Partial<AlienState>): void {
    this.state = replaceAlien(this.state, id, patch);
  }

  done(): Transition {
    return { state: { ...this.state, rng: this.dice.state }, events: this.events };
  }
}
