/** Workers, Run and Stop, the progress (done, win rate so far, ETA) and the Lab's one error line. */
import { etaMs, durationWords } from './progress';
import { MAX_LAB_WORKERS } from './pool';
import { useLab } from './store';
import { stopRun } from './jobs';
import { pct } from './format';

export function RunControls({ onRun, unit }: { readonly onRun: () => void; readonly unit: string }) {
  const job = useLab((s) => s.job);
  const view = useLab((s) => s.view);
  const workers = useLab((s) => s.workers);
  const giveWay = useLab((s) => s.giveWay);
  const error = useLab((s) => s.error);
  const busy = useLab((s) => s.busy);
  const setWorkers = useLab((s) => s.setWorkers);
  const setGiveWay = useLab((s) => s.setGiveWay);
  const cores = Math.max(MAX_LAB_WORKERS, navigator.hardwareConcurrency || 2);
  return (
    <div className="lab-run">
      <div className="row">
        <label title="Web Workers playing the games (by default one per core but one, which the chamber keeps, up to four); results are the same for any number">workers
          <select value={workers} disabled={job !== null} onChange={(e) => setWorkers(Number(e.target.value))} data-testid="lab-workers">
            {Array.from({ length: cores }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <button className="primary" onClick={onRun} disabled={job !== null} data-testid="lab-run">Run</button>
        <button onClick={stopRun} disabled={job === null} data-testid="lab-stop">Stop</button>
      </div>
      <label className="lab-give-way" title="while Autoplay or a Replay plays a game, each worker rests four times as long as it plays: the batch goes at a fifth of its speed and the chamber keeps its frame rate (the results are the same)">
        <input type="checkbox" checked={giveWay} onChange={(e) => setGiveWay(e.target.checked)} data-testid="lab-give-way" /> give way to the chamber while it plays
      </label>
      {job && (
        <div className="lab-progress" data-testid="lab-progress">
          <progress max={job.progress.total} value={job.progress.done} />
          <span>
            {job.kind !== view ? `${job.kind}: ` : ''}{job.progress.done}/{job.progress.total} {unit}
            {job.kind !== 'firing' && job.kind !== 'ladder' && job.kind !== 'calibrate' && job.progress.done > 0 ? `, win rate ${pct(job.progress.wins / job.progress.done)}` : ''}
            {etaMs(job.progress) !== null ? `, ETA ${durationWords(etaMs(job.progress)!)}` : ''}
          </span>
        </div>
      )}
      {busy && <div className="lab-busy">{busy}</div>}
      {error && <div className="lab-problem" data-testid="lab-error">{error}</div>}
    </div>
  );
}
