/**
 * The win-chance graph along the timeline (issue 19 §3, issue 32 item 6): the squad's estimated
 * win chance at the start, at each activation's start and at the end, filled in as the worker
 * estimates it (winChances.ts), on a 0/50/100% scale; the biggest swings beyond the estimates'
 * noise marked (swings.ts) with their size; a hover reads the moment measured nearest the pointer
 * (its value and step, graphWords.ts) and a click jumps the cursor there (a swing's mark: to the
 * activation it happened in). Drawn short or tall (the button beside it). In Autoplay, Play and
 * Replay; it spans the same width as the timeline's marks.
 */
import { memo, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';
import { chamber, useChamber } from '../session/store';
import type { Entry } from '../session/timeline';
import { biggestSwings, graphPoints, nearestPoint, type Swing } from './swings';
import { chanceEstimates, useChances } from './winChances';
import { usePlanner } from './planStore';
import { hoverWords, GRAPH_MEANS, SCALE } from './graphWords';
import { percent } from './whyWords';

const cursorNow = () => useChamber.getState().cursor;

/** Asks for the chances of the game on screen; returns the graph's points. */
function useChanceJob(entries: readonly Entry[]): number[] {
  const mode = useChamber((s) => s.mode);
  const digest = useChamber((s) => (s.mode === 'replay' ? s.record?.digest ?? null : null));
  const seed = useChamber((s) => (s.mode === 'replay' ? s.record?.seed ?? null : s.seed));
  const gameId = useChamber((s) => s.gameId);
  // Not before the chamber's first frame: on two shared cores the estimates would hold it back.
  const shown = useChamber((s) => s.chamberShown);
  const points = useMemo(() => graphPoints(entries), [entries]);
  useEffect(() => {
    if (!shown || seed === null || entries.length === 0 || (mode === 'replay' && !digest)) { chanceEstimates.want(null, cursorNow); return; }
    const key = digest ? `record:${digest}` : `live:${gameId}`;
    chanceEstimates.want({ key, seed, digest, points: points.map((index) => ({ index, state: entries[index].state })) }, cursorNow);
  }, [shown, mode, digest, seed, gameId, points, entries]);
  return points;
}

const jump = (i: number) => chamber.jumpTo(i);

/** The plot's coordinates: x in 0..1000 over the timeline, y in 0..100 with chance 1 at the top. */
const Y = (c: number) => (1 - c) * 100;

export const WinChanceGraph = memo(function WinChanceGraph({ entries }: { entries: readonly Entry[] }) {
  const points = useChanceJob(entries);
  const chances = useChances((s) => s.chances);
  const problem = useChances((s) => s.problem);
  const tall = usePlanner((s) => s.graphTall);
  const [hover, setHover] = useState<number | null>(null);
  const last = Math.max(1, entries.length - 1);
  const swings = useMemo(() => biggestSwings(points, chances, { playouts: GRAPH_PLAYOUTS }), [points, chances]);
  const x = (i: number) => (i / last) * 1000;
  // The line, broken where a moment is not estimated yet.
  const runs: string[] = [];
  let run: string[] = [];
  for (const p of points) {
    const c = chances.get(p);
    if (c === undefined) { if (run.length > 1) runs.push(run.join(' ')); run = []; continue; }
    run.push(`${x(p).toFixed(1)},${Y(c).toFixed(1)}`);
  }
  if (run.length > 1) runs.push(run.join(' '));
  /** The point measured nearest the pointer, read against the plot (the scale beside it is not the timeline). */
  const pointAt = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.querySelector('.wc-plot')!.getBoundingClientRect();
    if (e.clientX < r.left - 4 || e.clientX > r.right + 4) return null;
    const at = Math.min(1, Math.max(0, (e.clientX - r.left) / Math.max(1, r.width)));
    return nearestPoint(points, Math.round(at * last));
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => { const at = pointAt(e); if (at !== null) jump(at); };
  const onMove = (e: MouseEvent<HTMLDivElement>) => { const at = pointAt(e); if (at !== hover) setHover(at); };
  const done = points.filter((p) => chances.has(p)).length;
  return (
    <div className={tall ? 'winchance tall' : 'winchance'} data-testid="winchance" data-known={done} data-points={points.length}
      onClick={onClick} onMouseMove={onMove} onMouseLeave={() => setHover(null)}
      aria-label={`win-chance graph: ${GRAPH_MEANS}; ${done} of ${points.length} estimated; click to jump there`}>
      <div className="wc-plot">
        <svg viewBox="0 0 1000 100" preserveAspectRatio="none" aria-hidden="true">
          <rect x="0" y="0" width="1000" height="50" className="wc-upper" />
          {SCALE.map((c) => <line key={c} x1="0" x2="1000" y1={Y(c)} y2={Y(c)} className={c === 0.5 ? 'wc-half' : 'wc-grid'} />)}
          {swings.map((s) => <rect key={s.from} x={x(s.from)} width={Math.max(2, x(s.to) - x(s.from))} y="0" height="100" className={s.delta > 0 ? 'wc-swing up' : 'wc-swing down'} />)}
          {runs.map((r, i) => <polyline key={i} points={r} className="wc-line" vectorEffect="non-scaling-stroke" />)}
          {points.map((p) => {
            const c = chances.get(p);
            return c === undefined ? null : <circle key={p} cx={x(p)} cy={Y(c)} r="1" className="wc-dot" vectorEffect="non-scaling-stroke" />;
          })}
        </svg>
        {SCALE.map((c) => <span key={c} className="wc-tick" style={{ top: `${Y(c)}%` }} data-testid="winchance-tick">{c * 100}%</span>)}
        <GraphCursor last={last} points={points} chances={chances} shown={!problem} />
        {hover !== null && <HoverMark entries={entries} index={hover} chance={chances.get(hover)} left={(hover / last) * 100} />}
      </div>
      {swings.map((s) => <SwingMark key={s.from} swing={s} left={(s.to / last) * 100} />)}
      <button className="wc-size" data-testid="winchance-size" title={tall ? 'draw the graph short: more room for the chamber' : 'draw the graph tall'}
        onClick={(e) => { e.stopPropagation(); usePlanner.getState().toggleGraphTall(); }}>{tall ? '▴ shorter' : '▾ taller'}</button>
      {problem && <span className="wc-problem" title={problem}>win chance unavailable: {problem}</span>}
    </div>
  );
});

/** What a hover reads: the value and the step of the moment measured nearest the pointer, and what the value estimates. */
function HoverMark({ entries, index, chance, left }: { entries: readonly Entry[]; index: number; chance: number | undefined; left: number }) {
  const words = hoverWords(entries, index, chance);
  return (
    <>
      <span className="wc-hover-line" style={{ left: `${left}%` }} />
      {chance !== undefined && <span className="wc-hover-dot" style={{ left: `${left}%`, top: `${Y(chance)}%` }} />}
      <span className={left > 60 ? 'wc-hover flip' : 'wc-hover'} style={{ left: `${left}%` }} data-testid="winchance-hover" data-step={index}>
        <b>{words.value}</b> at {words.step}<small>greedy play from here, {GRAPH_PLAYOUTS} playouts; click to go there</small>
      </span>
    </>
  );
}

function SwingMark({ swing, left }: { swing: Swing; left: number }) {
  const points = Math.round(swing.delta * 100);
  return (
    // Near an end the mark keeps inside the plot, off the scale beside it.
    <span className={`wc-mark ${swing.delta > 0 ? 'up' : 'down'}${left > 96 ? ' at-end' : ''}`} style={{ left: `${left}%` }} data-testid="swing"
      title={`win chance ${points > 0 ? '+' : ''}${points} points during the activation from step ${swing.from} to ${swing.to}: click to watch it`}
      onClick={(e) => { e.stopPropagation(); jump(swing.from); }}>
      {points > 0 ? '▲' : '▼'}{Math.abs(points)}
    </span>
  );
}

/**
 * The cursor's place on the graph, and the win chance there (the last moment measured at or
 * before it), beside the graph's scale: its own component, the one part that follows the cursor.
 */
function GraphCursor({ last, points, chances, shown }: { last: number; points: readonly number[]; chances: ReadonlyMap<number, number>; shown: boolean }) {
  const cursor = useChamber((s) => s.cursor);
  let here: number | undefined;
  for (const p of points) if (p <= cursor && chances.has(p)) here = chances.get(p);
  return (
    <>
      <span className="wc-cursor" style={{ left: `${(cursor / last) * 100}%` }} />
      {shown && (
        <span className="wc-now" title={GRAPH_MEANS}>
          <span data-testid="winchance-now">win {here === undefined ? '…' : percent(here)}</span>
          <small>greedy play</small>
        </span>
      )}
    </>
  );
}
