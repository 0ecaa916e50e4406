/**
 * Runs the clock while playing: one keyframe per tick, held according to its events and speed
 * (and, under Autoplay's "dwell on big swings", longer where the win chance swung: ui/planner).
 */
import { useEffect, useRef } from 'react';
import { idleWait, SwingHold } from '../planner/pacing';
import { holdFor, tick } from './playback';
import { useChamber } from '../session/store';

export function usePlayback(): void {
  const playing = useChamber((s) => s.playing);
  const speed = useChamber((s) => s.speed);
  const mode = useChamber((s) => s.mode);
  const gameId = useChamber((s) => s.gameId);
  // The page's clock keeps its hold across a pause: resumed on the same keyframe, the hold goes on.
  const swingHold = useRef<SwingHold>(null);
  useEffect(() => {
    if (!playing) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const loop = () => {
      if (stopped) return;
      const hold = (swingHold.current ??= new SwingHold()).ms();
      if (hold > 0) { timer = setTimeout(loop, hold); return; }
      const moved = tick();
      const s = useChamber.getState();
      const entry = s.entries[s.cursor];
      const wait = moved ? holdFor(entry?.events ?? []) / s.speed : idleWait();
      timer = setTimeout(loop, wait);
    };
    timer = setTimeout(loop, 300 / speed);
    return () => { stopped = true; clearTimeout(timer); };
  }, [playing, speed, mode, gameId]);
}
