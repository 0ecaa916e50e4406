/** Whatever stops the chamber, the panels work on the same snapshots. */
const PANELS_FOLLOW = 'The cards, the log, the dice, the timeline and the controls still follow the game.';

/**
 * Without WebGL (switched off, or no GPU and no software fallback) the chamber cannot be drawn,
 * and a fault in the scene stops it.
 */
export function ChamberUnavailable({ error }: { error: Error }) {
  const why = error.message.split('\n')[0];
  const panels = PANELS_FOLLOW;
  return (
    <div className="chamber-unavailable" data-testid="chamber-unavailable">
      {/WebGL/i.test(why)
        ? <p><b>The 3D chamber cannot be drawn here</b>: this browser could not start WebGL ({why}). {panels} Turn on WebGL (hardware acceleration) and reload to see the chamber.</p>
        : <p><b>The 3D chamber stopped</b>: {why}. {panels} Reload the page to draw it again.</p>}
    </div>
  );
}

/** While the WebGL context is lost the canvas is blank: say why, and that it comes back by itself. */
export function ChamberLost() {
  return (
    <div className="chamber-unavailable lost" data-testid="chamber-lost">
      <p><b>The 3D chamber is redrawing</b>: the browser lost its graphics context (its GPU process restarted) and the chamber is drawn again as soon as the browser restores it. {PANELS_FOLLOW}</p>
    </div>
  );
}
