/**
 * The cover legend (kit 04 S/H/F) and the figure key, matching the props' colours; a mission's
 * things (issue 36 §2: solid terrain, locked doors, assemblies, dormant contacts, the log) only
 * when the game on screen has them.
 */
import { memo } from 'react';
import { ALIEN_COLOURS, COVER_COLOURS, DOOR, DOOR_ASSEMBLY, DOOR_TRACK, DORMANT, LOCKED_DOOR, SOLID, SOLID_OPAQUE, STATION_LOG } from '../scene/palette';
import { useChamber } from './session/store';
import type { GameState } from '../engine/state/types';

/** Which mission keys the state needs, as one string (a narrow selector: re-rendered when it changes). */
function missionKeys(state: GameState | undefined): string {
  if (!state) return '';
  const t = new Set(state.board.terrain.flat());
  const m = state.mission;
  return [t.has('solid') && 'O', t.has('solidOpaque') && 'X', m?.locked.length && 'L', m?.assemblies.length && 'A', m?.dormant.length && 'Z', m?.log && 'G'].filter(Boolean).join('');
}

export const Legend = memo(function Legend() {
  // Play is the squad's view: it is not told that dormant contacts wait somewhere (SC-C1).
  const keys = useChamber((s) => missionKeys(s.entries[0]?.state).replace(s.mode === 'play' ? 'Z' : '#', ''));
  return (
    <div className="legend" data-testid="legend">
      <span><i style={{ background: COVER_COLOURS.soft }} />S soft cover −1 (sandbags)</span>
      <span><i style={{ background: COVER_COLOURS.hard }} />H hard cover −2 (concrete)</span>
      <span><i style={{ background: COVER_COLOURS.full }} />F full cover −3 (pillars)</span>
      <span><i style={{ background: ALIEN_COLOURS.worker }} />worker</span>
      <span><i style={{ background: ALIEN_COLOURS.warrior }} />warrior</span>
      <span><i style={{ background: DOOR }} />closed door</span>
      <span><i style={{ background: DOOR_TRACK }} />open doorway</span>
      {keys.includes('O') && <span><i style={{ background: SOLID }} />O crates (block moving)</span>}
      {keys.includes('X') && <span><i style={{ background: SOLID_OPAQUE }} />X rock (blocks moving and sight)</span>}
      {keys.includes('L') && <span><i style={{ background: LOCKED_DOOR }} />locked door</span>}
      {keys.includes('A') && <span><i style={{ background: DOOR_ASSEMBLY }} />door assembly (opens as one)</span>}
      {keys.includes('Z') && <span><i style={{ background: DORMANT }} />dormant contact</span>}
      {keys.includes('G') && <span><i style={{ background: STATION_LOG }} />station log</span>}
    </div>
  );
});
