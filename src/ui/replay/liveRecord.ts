/**
 * The live game so far (Autoplay or Play) as a game record: what 'Save record', 'Sheet (CSV)' and
 * 'Replay this game' keep. In Play the squad is the person at the table ('human').
 */
import type { GameRecord } from '../../replay/record';
import { useChamber } from '../store';
import { recordFromEntries } from './records';

export function liveGameRecord(): GameRecord {
  const s = useChamber.getState();
  const squad = s.mode === 'play' ? 'human' : s.policy;
  return recordFromEntries(s.entries, { seed: s.seed, squad, title: `Scenario A, seed ${s.seed}, ${squad} squad` });
}
