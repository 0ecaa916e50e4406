/**
 * Without WebGL (switched off, or no GPU and no software fallback) the chamber cannot be drawn,
 * and a fault in the scene stops it; either way everything else works on the same snapshots:
 * cards, log, dice, timeline, controls.
 */
export function ChamberUnavailable({ error }: { error: Error }) {
  const why = error.message.split('\n')[0];
  const panels = 'The cards, the log, the dice, the timeline and the controls still follow the game.';
  return (
    <div className="chamber-unavailable" data-testid="chamber-unavailable">
      {/WebGL/i.test(why)
        ? <p><b>The 3D chamber cannot be drawn here</b>: this browser could not start WebGL ({why}). {panels} Turn on WebGL (hardware acceleration) and reload to see the chamber.</p>
        : <p><b>The 3D chamber stopped</b>: {why}. {panels} Reload the page to draw it again.</p>}
    </div>
  );
}
