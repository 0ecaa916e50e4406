/**
 * Every game of a report, each opening in Replay at its deciding moment (issue 18 §5): the best
 * and worst games first (as the CLI report keeps them), then every game by index, a page at a
 * time, filtered by outcome; any game by its number too.
 */
import { useMemo, useState } from 'react';
import type { GameRow } from '../../lab/game-row';
import type { RunSpec } from '../../lab/run-spec';
import { DEFEAT, VICTORY, type GameTable } from './batch';
import { openGame } from './jobs';
import { useLab } from './store';

const PAGE = 50;
type Filter = 'all' | 'victory' | 'defeat';

function indicesOf(table: GameTable, filter: Filter): Int32Array {
  const want = filter === 'victory' ? [VICTORY] : filter === 'defeat' ? [DEFEAT] : [VICTORY, DEFEAT];
  const out = new Int32Array(table.outcome.length);
  let n = 0;
  for (let i = 0; i < table.outcome.length; i++) if (want.includes(table.outcome[i])) out[n++] = i;
  return out.subarray(0, n);
}

function KeptLine({ title, row, spec, side }: { readonly title: string; readonly row: GameRow | null; readonly spec: RunSpec; readonly side: string }) {
  if (!row) return null;
  return (
    <li>
      <b>{title}</b>: game {row.index} (seed {row.seed}), {row.outcome} in round {row.rounds}, {row.consciousSoldiers} standing, {row.stats.aliens.killed} aliens killed{' '}
      <button onClick={() => void openGame(spec, row.index, side)} data-testid={`lab-open-${title.toLowerCase()}`}>Replay at the deciding moment</button>
    </li>
  );
}

/**
 * `side` tells apart games of one seed played differently (a ladder's rungs): it goes into the
 * opened record's name (jobs.ts openGame). `heading` replaces the list's heading.
 */
export function GamesList({ spec, table, best, worst, side = '', heading = 'Games' }: {
  readonly spec: RunSpec; readonly table: GameTable; readonly best: GameRow | null; readonly worst: GameRow | null;
  readonly side?: string; readonly heading?: string;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const [wanted, setWanted] = useState('');
  const busy = useLab((s) => s.busy);
  const shown = useMemo(() => indicesOf(table, filter), [table, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const at = Math.min(page, pages - 1);
  const openWanted = () => {
    const n = Number(wanted.trim());
    if (!Number.isInteger(n) || n < 0 || n >= table.outcome.length || table.outcome[n] === 0) {
      useLab.getState().showError(`game "${wanted}": give a game number of this run, from 0 to ${table.outcome.length - 1}${table.outcome.includes(0) ? ' (played before the stop)' : ''}`);
      return;
    }
    void openGame(spec, n, side);
  };
  return (
    <section className="lab-games" data-testid="lab-games-list">
      <h3>{heading}</h3>
      <ul className="lab-kept"><KeptLine title="Best" row={best} spec={spec} side={side} /><KeptLine title="Worst" row={worst} spec={spec} side={side} /></ul>
      <div className="row">
        <label>show <select value={filter} onChange={(e) => { setFilter(e.target.value as Filter); setPage(0); }}>
          <option value="all">every game</option><option value="victory">victories</option><option value="defeat">defeats</option>
        </select></label>
        <button onClick={() => setPage(at - 1)} disabled={at === 0}>◀</button>
        <span>page {at + 1} of {pages} ({shown.length} games)</span>
        <button onClick={() => setPage(at + 1)} disabled={at >= pages - 1}>▶</button>
        <form onSubmit={(e) => { e.preventDefault(); openWanted(); }}>
          <input value={wanted} onChange={(e) => setWanted(e.target.value)} placeholder="game #" size={7} data-testid="lab-game-number" />
          <button type="submit" disabled={busy !== null}>Replay</button>
        </form>
      </div>
      <table>
        <thead><tr><th>game</th><th>seed</th><th>outcome</th><th>round</th><th>standing</th><th>aliens killed</th><th /></tr></thead>
        <tbody>
          {Array.from(shown.subarray(at * PAGE, at * PAGE + PAGE), (i) => (
            <tr key={i} className={table.outcome[i] === VICTORY ? 'victory' : 'defeat'}>
              <td>{i}</td><td>{spec.seed + i}</td><td>{table.outcome[i] === VICTORY ? 'victory' : 'defeat'}</td>
              <td>{table.rounds[i]}</td><td>{table.standing[i]}</td><td>{table.killed[i]}</td>
              <td><button onClick={() => void openGame(spec, i, side)} disabled={busy !== null} data-game={i}>Replay</button></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
