/**
 * The live game so far (Autoplay or Play) as a game record: what 'Save record', 'Sheet (CSV)' and
 * 'Replay this game' keep (with the planner's reasons, when Autoplay keeps them). In Play the
 * squad is the person at the table ('human'); a game taken over from a record keeps that record's rules and says where it came from. Kept between two
 * engine steps, the record runs on to the squad's next decision (throughEngineSteps): records
 * stop only there.
 */
import { HUMAN_SQUAD, type GameRecord } from '../../replay/record';
import { liveGameTitle, useChamber, variantOverrides } from '../session/store';
import { recordFromEntries, throughEngineSteps } from './records';
import { usePlanner } from '../planner/planStore';
import { notesOfPlans } from '../../runner';
import { chosenFile, choiceTitle } from '../scenario/choice';
import { useScenario } from '../scenario/store';

export function liveGameRecord(): GameRecord {
  const s = useChamber.getState();
  const squad = s.mode === 'play' ? HUMAN_SQUAD : s.policy;
  const entries = throughEngineSteps(s.entries);
  if (s.origin) {
    const title = `${s.origin.title}, played on from step ${s.origin.step} by a person`;
    return recordFromEntries(entries, { seed: s.seed, squad, title, overrides: s.origin.overrides, scenarioFile: s.origin.scenarioFile });
  }
  // The planner's reasons go with an Autoplay game (issue 19 §2), so that Replay shows them too.
  const plans = s.mode === 'autoplay' && usePlanner.getState().keepReasons ? notesOfPlans(entries, usePlanner.getState().plans) : [];
  return recordFromEntries(entries, { seed: s.seed, squad, title: liveGameTitle(s.seed, squad, s.variants, choiceTitle(useScenario.getState().choice)), overrides: variantOverrides(s.variants), plans, scenarioFile: chosenFile(useScenario.getState().choice) });
}
