/**
 * The alien phase chart (kit 05 §1 step 3, §10; RULINGS L1-L6): each alien in contact order takes
 * its actions by the engine's rule (no controller: kit 03, the aliens follow their cards); an action
 * that triggers overwatch (O1) is interrupted by the overwatch chart before the alien continues.
 * Under alternatingActivations (docs/variants.md AA2-AA4) the squad's turn comes after each
 * alien's activation: a soldier to activate, or a Counteract.
 */
import { overwatchChart } from './overwatch';
import { engineStep, gameSetup, needs } from './setup';

export const alienPhaseChart = gameSetup.createStateConfig({
  initial: 'alienActing',
  states: {
    /** With autoStep on, consecutive actions nobody reacts to run as one transition (flow.ts). */
    alienActing: engineStep('alienAction', [
      { guard: 'interrupted', target: 'overwatch' },
      { guard: needs('endRound'), target: '#game.round.endOfRound' },
      { guard: needs('chooseSoldier'), target: '#game.round.squadPhase' },
      { guard: needs('counteract'), target: '#game.round.squadPhase.counteracting' },
    ], 'alienActions'),
    overwatch: {
      ...overwatchChart,
      onDone: [
        { guard: needs('alienAction'), target: 'alienActing' },
        { guard: needs('endRound'), target: '#game.round.endOfRound' },
        { guard: needs('chooseSoldier'), target: '#game.round.squadPhase' },
        { guard: needs('counteract'), target: '#game.round.squadPhase.counteracting' },
      ],
    },
  },
});
