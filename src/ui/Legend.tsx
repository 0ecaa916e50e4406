/** The cover legend (kit 04 S/H/F) and the figure key, matching the props' colours. */
import { memo } from 'react';
import { ALIEN_COLOURS, COVER_COLOURS, DOOR, DOOR_TRACK } from '../scene/palette';

export const Legend = memo(function Legend() {
  return (
    <div className="legend" data-testid="legend">
      <span><i style={{ background: COVER_COLOURS.soft }} />S soft cover −1 (sandbags)</span>
      <span><i style={{ background: COVER_COLOURS.hard }} />H hard cover −2 (concrete)</span>
      <span><i style={{ background: COVER_COLOURS.full }} />F full cover −3 (pillars)</span>
      <span><i style={{ background: ALIEN_COLOURS.worker }} />worker</span>
      <span><i style={{ background: ALIEN_COLOURS.warrior }} />warrior</span>
      <span><i style={{ background: DOOR }} />closed door</span>
      <span><i style={{ background: DOOR_TRACK }} />open doorway</span>
    </div>
  );
});
