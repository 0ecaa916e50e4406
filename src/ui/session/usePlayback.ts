/** Runs the clock while playing: one keyframe per tick, held according to its events and speed. */
import { useEffect } from 'react';
import { holdFor, tick } from './playback';
import { useChamber } from './store';

export function usePlayback(): void {
  const playing = useChamber((s) => s.playing);
  const speed = useChamber((s) => s.speed);
  const mode = useChamber((s) => s.mode);
  const gameId = useChamber((s) => s.gameId);
  useEffect(() => {
    if (!playing) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const loop = () => {
      if (stopped) return;
      const moved = tick();
      const s = useChamber.getState();
      const entry = s.entries[s.cursor];
      const wait = moved ? holdFor(entry?.events ?? []) / s.speed : 250;
      timer = setTimeout(loop, wait);
    };
    timer = setTimeout(loop, 300 / speed);
    return () => { stopped = true; clearTimeout(timer); };
  }, [playing, speed, mode, gameId]);
}
