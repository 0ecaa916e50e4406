/**
 * The win-chance graph along the timeline (issue 19 §3): the squad's estimated win chance at the
 * start, at each activation's start and at the end, filled in as the worker estimates it
 * (winChances.ts); the biggest swings beyond the estimates' noise marked (swings.ts) with their size; a click anywhere on it
 * jumps the cursor to the nearest moment measured (a swing's mark: to the activation it happened
 * in). In Autoplay and Replay; it spans the same width as the timeline's marks.
 */
import { memo, useEffect, useMemo, type MouseEvent } from 'react';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';
import { useChamber } from '../session/store';
import type { Entry } from '../session/timeline';
import { biggestSwings, graphPoints, nearestPoint, type Swing } from './swings';
import { useChances, wantChances } from './winChances';

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
    if (!shown || seed === null || entries.length === 0 || (mode === 'replay' && !digest)) { wantChances(null, cursorNow); return; }
    const key = digest ? `record:${digest}` : `live:${gameId}`;
    wantChances({ key, seed, digest, points: points.map((index) => ({ index, state: entries[index].state })) }, cursorNow);
  }, [shown, mode, digest, seed, gameId, points, entries]);
  return points;
}

const jump = (i: number) => { const s = useChamber.getState(); s.set({ playing: false }); s.seek(i); };

export const WinChanceGraph = memo(function WinChanceGraph({ entries }: { entries: readonly Entry[] }) {
  const points = useChanceJob(entries);
  const chances = useChances((s) => s.chances);
  const problem = useChances((s) => s.problem);
  const last = Math.max(1, entries.length - 1);
  const swings = useMemo(() => biggestSwings(points, chances, { playouts: GRAPH_PLAYOUTS }), [points, chances]);
  const x = (i: number) => (i / last) * 1000;
  const y = (c: number) => 2 + (1 - c) * 26;
  // The line, broken where a moment is not estimated yet.
  const runs: string[] = [];
  let run: string[] = [];
  for (const p of points) {
    const c = chances.get(p);
    if (c === undefined) { if (run.length > 1) runs.push(run.join(' ')); run = []; continue; }
    run.push(`${x(p).toFixed(1)},${y(c).toFixed(1)}`);
  }
  if (run.length > 1) runs.push(run.join(' '));
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const at = nearestPoint(points, Math.round(((e.clientX - r.left) / Math.max(1, r.width)) * last));
    if (at !== null) jump(at);
  };
  const done = points.filter((p) => chances.has(p)).length;
  return (
    <div className="winchance" data-testid="winchance" data-known={done} data-points={points.length} onClick={onClick}
      title={`the squad's estimated win chance at each activation's start (${done} of ${points.length} estimated); click to jump there`}>
      <svg viewBox="0 0 1000 30" preserveAspectRatio="none" aria-hidden="true">
        <rect x="0" y="2" width="1000" height="13" className="wc-upper" />
        <line x1="0" x2="1000" y1="15" y2="15" className="wc-half" />
        {runs.map((r, i) => <polyline key={i} points={r} className="wc-line" vectorEffect="non-scaling-stroke" />)}
        {points.map((p) => {
          const c = chances.get(p);
          return c === undefined ? null : <circle key={p} cx={x(p)} cy={y(c)} r="1" className="wc-dot" vectorEffect="non-scaling-stroke" />;
        })}
        {swings.map((s) => <rect key={s.from} x={x(s.from)} width={Math.max(2, x(s.to) - x(s.from))} y="0" height="30" className={s.delta > 0 ? 'wc-swing up' : 'wc-swing down'} />)}
      </svg>
      {swings.map((s) => <SwingMark key={s.from} swing={s} left={(s.to / last) * 100} />)}
      <GraphCursor last={last} points={points} chances={chances} shown={!problem} />
      {problem && <span className="wc-problem" title={problem}>win chance unavailable: {problem}</span>}
    </div>
  );
});

function SwingMark({ swing, left }: { swing: Swing; left: number }) {
  const points = Math.round(swing.delta * 100);
  return (
    <span className={swing.delta > 0 ? 'wc-mark up' : 'wc-mark down'} style={{ left: `${left}%` }} data-testid="swing"
      title={`win chance ${points > 0 ? '+' : ''}${points} points during the activation from step ${swing.from} to ${swing.to}: click to watch it`}
      onClick={(e) => { e.stopPropagation(); jump(swing.from); }}>
      {points > 0 ? '▲' : '▼'}{Math.abs(points)}
    </span>
  );
}

/**
 * The cursor's place on the graph, and the win chance there (the last moment measured at or
 * before it), at the graph's right: its own component, the one part that follows the cursor.
 */
function GraphCursor({ last, points, chances, shown }: { last: number; points: readonly number[]; chances: ReadonlyMap<number, number>; shown: boolean }) {
  const cursor = useChamber((s) => s.cursor);
  let here: number | undefined;
  for (const p of points) if (p <= cursor && chances.has(p)) here = chances.get(p);
  return (
    <>
      <span className="wc-cursor" style={{ left: `${(cursor / last) * 100}%` }} />
      {shown && <span className="wc-now" data-testid="winchance-now">win {here === undefined ? '…' : `${Math.round(here * 100)}%`}</span>}
    </>
  );
}
