/**
 * The sweep in the page (issue 34 §5, `chamber sweep`): the same seeds at each value of one
 * ruleset number, played on the Lab's Web Workers as a batch's games are (play-specs.ts: every
 * game is the CLI's); the rows and steps are then the CLI's own (lab/sweep.ts sweepOf), and the
 * report is the one `chamber sweep --report` writes (lab/sweep-report.ts), ready to download.
 */
import type { RunSpec } from '../../lab/run-spec';
import { sweepOf, SweepGames, type SweepFigures } from '../../lab/sweep';
import { sweepReportFiles } from '../../lab/sweep-report';
import type { ReportFiles } from '../../lab/report/report-files';
import type { RunOptions } from './batch';
import { playSpecs } from './play-specs';
import type { LabPool } from './pool';
import type { SweepPlan } from './sweep-settings';

export interface SweepReport {
  /** The run without the swept path. */
  readonly base: RunSpec;
  readonly path: string;
  readonly values: readonly number[];
  /** Null when the run was stopped before every value had played every game. */
  readonly figures: SweepFigures<number> | null;
  /** `chamber sweep --report`'s files for the same run (null when stopped). */
  readonly report: ReportFiles | null;
  /** Games played at each value. */
  readonly played: readonly number[];
  readonly wallSeconds: number;
}

/** Plays every value's games on the pool (the first value's first); the sweep when all are whole. */
export async function runSweep(pool: LabPool, plan: SweepPlan, options: RunOptions = {}): Promise<SweepReport> {
  const { base, path, values, specs } = plan;
  const played = values.map(() => new SweepGames(base.games));
  const { end, wallSeconds } = await playSpecs(pool, specs, (k, rows) => { for (const row of rows) played[k].add(row); }, options);
  const figures = end === 'done' ? sweepOf(path, values, played) : null;
  return {
    base, path, values, figures,
    report: figures && sweepReportFiles(base, values, null, figures, { from: 0, played }),
    played: played.map((g) => g.games),
    wallSeconds,
  };
}
