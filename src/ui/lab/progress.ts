/**
 * A Lab run's progress as the page shows it (issue 18 §5, as the CLI's bar: games done, the win
 * rate so far and an ETA), counted on the main thread from the answers the workers send.
 */
export interface LabProgress {
  /** Units done (games, or rows of the range) and how many the run has. */
  readonly done: number;
  readonly total: number;
  /** Victories among the games done (0 for the range). */
  readonly wins: number;
  readonly elapsedMs: number;
  /**
   * When the units differ in cost (a ladder: a planner's game at budget 8 takes some eighty of
   * random's), the expected work done and in all (task-work.ts), which the ETA then goes by.
   */
  readonly work?: { readonly done: number; readonly total: number };
}

export function startProgress(total: number): LabProgress {
  return { done: 0, total, wins: 0, elapsedMs: 0 };
}

/** The time left at the pace so far, or null before anything is done. */
export function etaMs(p: LabProgress): number | null {
  if (p.done === 0) return null;
  if (p.work && p.work.done > 0) return (p.elapsedMs / p.work.done) * (p.work.total - p.work.done);
  return (p.elapsedMs / p.done) * (p.total - p.done);
}

/** "12 s", "3 min 5 s", "1 h 2 min". */
export function durationWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
