/**
 * The timeline bar: a scrubber over every keyframe with round and activation marks. Dragging seeks
 * instantly (keyframes, not re-simulation). In Autoplay, Play and Replay the win-chance graph
 * runs above it (ui/planner, issue 19 §3), short or tall (issue 32 item 6).
 */
import { memo, useMemo } from 'react';
import { marksOf } from './session/timeline';
import { chamber, useChamber } from './session/store';
import { WinChanceGraph } from './planner/WinChanceGraph';
import { usePlanner } from './planner/planStore';
import { StudyStrip } from './replay/study/StudyStrip';

export function Timeline() {
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const graph = useChamber((s) => s.mode === 'autoplay' || s.mode === 'play' || s.mode === 'replay') && entries.length > 0;
  const tall = usePlanner((s) => s.graphTall);
  const replay = useChamber((s) => s.mode === 'replay');
  return (
    <div className={graph ? `timeline with-graph${tall ? ' tall' : ''}` : 'timeline'}>
      {graph && <WinChanceGraph entries={entries} />}
      <Marks entries={entries} />
      {replay && <StudyStrip />}
      <input type="range" min={0} max={entries.length - 1} value={cursor} aria-label="timeline"
        data-testid="scrubber"
        onChange={(e) => chamber.jumpTo(Number(e.target.value))} />
      <span className="pos">{entries.length ? `step ${cursor} / ${entries.length - 1}` : 'no record open'}</span>
    </div>
  );
}

/** Round and activation marks: they depend on the timeline only, never on the cursor. */
const Marks = memo(function Marks({ entries }: { entries: Parameters<typeof marksOf>[0] }) {
  const marks = useMemo(() => marksOf(entries), [entries]);
  const last = Math.max(1, entries.length - 1);
  const pct = (i: number) => `${(i / last) * 100}%`;
  return (
    <div className="marks">
      {marks.activations.map((i) => <span key={`a${i}`} className="mark act" style={{ left: pct(i) }} />)}
      {marks.rounds.map((r) => (
        <span key={`r${r.index}`} className="mark round" style={{ left: pct(r.index) }} onClick={() => chamber.jumpTo(r.index)}>
          <em>R{r.round}</em>
        </span>
      ))}
    </div>
  );
});
