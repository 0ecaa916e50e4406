/**
 * Whether the chamber is playing a game on by itself at this moment: Autoplay, or a Replay
 * playing, and the game not over. Play waits for the person, so it never counts. The chamber then
 * draws every frame (ChamberPanel), and the Lab's workers give way to it (ui/lab/give-way.ts).
 */
import type { ChamberStore, Mode } from './store';

export interface ChamberActivity {
  readonly mode: Mode;
  readonly playing: boolean;
  /** The cursor's game is over. */
  readonly over: boolean;
}

export function activityOf(s: Pick<ChamberStore, 'mode' | 'playing' | 'entries' | 'cursor'>): ChamberActivity {
  return { mode: s.mode, playing: s.playing, over: s.entries[s.cursor]?.state.phase === 'over' };
}

export function playsOnItsOwn(a: ChamberActivity): boolean {
  return a.playing && a.mode !== 'play' && !a.over;
}
