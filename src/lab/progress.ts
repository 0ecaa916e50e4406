/**
 * Progress of a batch on stderr (issue 18 §1): a live bar (cli-progress) with games done, the
 * win rate so far and an ETA when stderr is a terminal; a plain line every few seconds when it is
 * not; nothing at all for `--json` output going to a pipe, so a script reads clean lines.
 */
import { SingleBar } from 'cli-progress';

export type ProgressMode = 'bar' | 'lines' | 'none';

export interface Progress {
  /** `done` games so far, `wins` of them victories. */
  update(done: number, wins: number): void;
  stop(): void;
}

/** The mode for this process: a bar on a terminal; otherwise lines, or none with --json. */
export function progressMode(json: boolean, stderrIsTerminal: boolean = process.stderr.isTTY === true): ProgressMode {
  if (stderrIsTerminal) return 'bar';
  return json ? 'none' : 'lines';
}

const LINE_EVERY_MS = 5000;

function percent(wins: number, done: number): string {
  return done ? `${((100 * wins) / done).toFixed(1)}%` : '-';
}

/**
 * Starts reporting progress of `total` games; `write` takes the plain lines (the command's
 * stderr), `terminal` draws the bar (process.stderr).
 */
export function startProgress(total: number, mode: ProgressMode, write: (line: string) => void, label = 'games',
  terminal: NodeJS.WritableStream = process.stderr): Progress {
  const started = Date.now();
  if (mode === 'none') return { update: () => undefined, stop: () => undefined };
  if (mode === 'bar') {
    const bar = new SingleBar({
      stream: terminal,
      format: `{bar} {value}/{total} ${label} | win rate {winRate} | ETA {eta_formatted}`,
      hideCursor: true, clearOnComplete: true, etaBuffer: 50,
    });
    bar.start(total, 0, { winRate: '-' });
    return {
      update: (done, wins) => bar.update(done, { winRate: percent(wins, done) }),
      stop: () => bar.stop(),
    };
  }
  let last = started;
  return {
    update(done, wins) {
      const now = Date.now();
      if (now - last < LINE_EVERY_MS || done >= total) return;
      last = now;
      const eta = ((now - started) / done) * (total - done) / 1000;
      write(`chamber: ${done}/${total} ${label}, win rate ${percent(wins, done)}, ETA ${Math.ceil(eta)} s\n`);
    },
    stop: () => undefined,
  };
}
