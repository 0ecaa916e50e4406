/**
 * The timeline bar: a scrubber over every keyframe with round and activation marks. Dragging seeks
 * instantly (keyframes, not re-simulation).
 */
import { useMemo } from 'react';
import { marksOf } from './timeline';
import { useChamber } from './store';

export function Timeline() {
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const seek = useChamber((s) => s.seek);
  const set = useChamber((s) => s.set);
  const marks = useMemo(() => marksOf(entries), [entries]);
  const last = Math.max(1, entries.length - 1);
  const pct = (i: number) => `${(i / last) * 100}%`;
  return (
    <div className="timeline">
      <div className="marks">
        {marks.activations.map((i) => <span key={`a${i}`} className="mark act" style={{ left: pct(i) }} />)}
        {marks.rounds.map((r) => (
          <span key={`r${r.index}`} className="mark round" style={{ left: pct(r.index) }} onClick={() => { set({ playing: false }); seek(r.index); }}>
            <em>R{r.round}</em>
          </span>
        ))}
      </div>
      <input type="range" min={0} max={entries.length - 1} value={cursor} aria-label="timeline"
        data-testid="scrubber"
        onChange={(e) => { set({ playing: false }); seek(Number(e.target.value)); }} />
      <span className="pos">step {cursor} / {entries.length - 1}</span>
    </div>
  );
}
