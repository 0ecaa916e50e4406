/**
 * The alien phase chart (kit 05 §1 step 3, §10; RULINGS L1-L6): each alien in contact order takes
 * its actions by the engine's rule (no controller: kit 03, the aliens follow their cards); an action
 * that triggers overwatch (O1) with soldiers to react is interrupted by the overwatch chart before
 * the alien continues. The round routes on when the engine waits for anything else: the end of the
 * round or, under alternatingActivations (docs/variants.md AA2-AA4), the squad's turn.
 */
import { overwatchChart } from './overwatch';
import { engineStep, gameSetup, nestedChart } from './setup';

export const alienPhaseChart = gameSetup.createStateConfig({
  initial: 'alienActing',
  states: {
    /** With autoStep on, consecutive actions nobody reacts to run as one transition (flow.ts). */
    alienActing: engineStep('alienAction', 'alienActions'),
    overwatch: nestedChart('round.alienPhase.overwatch', overwatchChart),
  },
});
