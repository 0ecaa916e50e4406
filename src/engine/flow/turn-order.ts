/**
 * Turn order as data (issue 35 §4): who acts after whom within a round is a policy the game's
 * rules select, not branches in the activation and alien-phase code. Three policies:
 * - the kit's (kit 05 §1): every soldier activates, then every alien, then the round ends;
 * - Scenario B's measurement exercise (kit 04): the soldiers activate and the round ends, enemies
 *   never act (and there is no objective: combat/casualties.ts asks `aliensAct` too);
 * - alternating activations (docs/variants.md AA1-AA6): a soldier, then an alien, and so on, with
 *   Counteract turns once only aliens are left (variants/alternation.ts).
 * `turnOrderOf(state)` selects one from the scenario (setup/scenarios.ts scenarioRules: a built-in
 * scenario's own flag, nothing stored in a record) and the ruleset's variants.
 */
import { scenarioRules } from '../setup/scenarios';
import { alternates, isCounteracting, isCounteractTurn, phaseAfterAlien, phaseAfterSquadTurn, readySoldiers } from '../variants/alternation';
import type { GameState, Phase } from '../state/types';

export interface TurnOrder {
  readonly name: 'kit' | 'measurement' | 'alternating';
  /** Whether the enemies activate at all (false in Scenario B). */
  readonly aliensAct: boolean;
  /** The phase once a soldier's activation (or a Counteract) has ended, or null to stay in the squad's. */
  afterSoldier(state: GameState): Phase | null;
  /** The phase once an alien's activation has ended, or null to stay in the alien phase (the next alien acts). */
  afterAlien(state: GameState): Phase | null;
  /** The squad's turn comes with no soldier to activate (AA4: counteract or let it go). */
  counteractTurn(state: GameState): boolean;
  /** The acting soldier is counteracting (AA6: one 1 AP action). */
  counteracting(state: GameState): boolean;
}

const never = (): boolean => false;

/** Kit 05 §1: all soldiers, then all aliens. */
const KIT: TurnOrder = {
  name: 'kit',
  aliensAct: true,
  afterSoldier: (state) => (readySoldiers(state).length ? null : 'alien'),
  afterAlien: () => null,
  counteractTurn: never,
  counteracting: never,
};

/** Kit 04 Scenario B: the soldiers' shots are measured; once they have acted the round ends. */
const MEASUREMENT: TurnOrder = {
  name: 'measurement',
  aliensAct: false,
  afterSoldier: (state) => (readySoldiers(state).length ? null : 'end'),
  afterAlien: () => null,
  counteractTurn: never,
  counteracting: never,
};

/** docs/variants.md AA2-AA4: one soldier, then the next alien, and so on. */
const ALTERNATING: TurnOrder = {
  name: 'alternating',
  aliensAct: true,
  afterSoldier: phaseAfterSquadTurn,
  afterAlien: phaseAfterAlien,
  counteractTurn: isCounteractTurn,
  counteracting: isCounteracting,
};

/** The turn order this game plays by. Scenario B's measurement comes first: its enemies never act. */
export function turnOrderOf(state: GameState): TurnOrder {
  if (!scenarioRules(state.scenario).aliensAct) return MEASUREMENT;
  return alternates(state) ? ALTERNATING : KIT;
}
