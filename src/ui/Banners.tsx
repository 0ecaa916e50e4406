/**
 * Banners over the chamber: the overwatch interrupt (naming the watchers and the trigger, while
 * the alien visibly pauses) and victory / defeat with a summary.
 */
import { useState } from 'react';
import { labelOf } from '../engine/state/figures';
import type { GameEvent, GameState } from '../engine/state/types';
import { counted } from '../lab/report/counted';

export function OverwatchBanner({ before, events }: { before: GameState; events: readonly GameEvent[] }) {
  const t = events.find((e) => e.type === 'overwatch.triggered');
  if (!t || t.type !== 'overwatch.triggered' || t.watchers.length === 0) return null;
  const alien = labelOf(before, t.trigger.alien);
  const cause = t.trigger.cause === 'move' ? `moved to ${t.trigger.at}` : `opened a door, standing at ${t.trigger.at}`;
  const watchers = t.watchers.join(', ');
  return (
    <div className="banner overwatch" data-testid="overwatch-banner" title={`OVERWATCH — ${alien} ${cause}. Watching: ${watchers}`}>
      <b>OVERWATCH</b> — {alien} {cause}. Watching: {watchers}
    </div>
  );
}

/**
 * Victory or defeat. One line at the chamber's top edge (the strip the cameras keep free:
 * CameraRig BANNER_ROOM), so the column letters and the top rows of the final position stay in
 * view (issue 32 §9); a click unfolds the whole summary over the board, another folds it again.
 */
export function GameOverBanner({ state, events }: { state: GameState; events: readonly GameEvent[] }) {
  const [open, setOpen] = useState(false);
  if (state.phase !== 'over' || !state.outcome) return null;
  const over = events.find((e) => e.type === 'game.over');
  const reason = over && over.type === 'game.over' ? over.reason : '';
  const conscious = state.soldiers.filter((s) => s.hp > 0).length;
  const kills = state.soldiers.filter((s) => s.kills > 0).map((s) => `${s.id} ${s.kills}`).join(', ') || 'none';
  const title = state.outcome === 'victory' ? 'VICTORY' : 'DEFEAT';
  const totals = `Round ${state.round} · ${counted(conscious, 'conscious soldier')} · aliens left ${state.aliens.filter((a) => a.hp > 0).length} · kills: ${kills}`;
  const xp = `XP: ${state.soldiers.map((s) => `${s.id} ${s.xp}`).join(', ')}`;
  return (
    <div className={`banner over ${state.outcome}${open ? ' open' : ''}`} data-testid="game-over" onClick={() => setOpen(!open)}
      title={open ? 'fold to one line (to see the board under it)' : `${title}: ${reason}\n${totals}\n${xp}\n(click for the summary)`}>
      {open ? (
        <>
          <div className="big">{title}</div>
          <div>{reason}</div>
          <div>{totals}</div>
          <div>{xp}</div>
        </>
      ) : (
        <><b className="title">{title}</b> {reason} · kills: {kills} <span className="more">▾</span></>
      )}
    </div>
  );
}
