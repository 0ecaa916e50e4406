/**
 * What a Lab Web Worker does (issue 18 §5), as plain functions over the balance lab's own code
 * (src/lab): play a chunk of a run's games into rows, play one game again with its record for
 * Replay, fire rows of the Scenario B range. Nothing here touches the DOM or Node, so the same
 * object is exposed by the worker (lab.worker.ts) and called directly by the unit tests.
 */
import type { GameRow } from '../../lab/game-row';
import { fireRows, type FiredRow, type RangeRules } from '../../lab/firing-range';
import { playRows } from '../../lab/play-rows';
import { keptRecord } from '../../lab/report/kept-record';
import type { RunSpec } from '../../lab/run-spec';

/** A game played again for Replay: its record file's text and where it was decided. */
export interface GameForReplay {
  readonly index: number;
  readonly seed: number;
  readonly outcome: GameRow['outcome'];
  readonly rounds: number;
  readonly consciousSoldiers: number;
  /** The record file's text, as `chamber autoplay --out` writes it, naming its deciding moment (opensAt). */
  readonly text: string;
  /** The Replay step of the deciding moment (as the CLI report's links), and what happened there. */
  readonly step: number;
  readonly moment: string;
}

/** Waits `ms` (a worker resting gives its core to the page and the browser's drawing). */
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const labWorkerApi = {
  /**
   * Games `indices` of `spec`, played headless through the one runner; their rows in order. With
   * `restRatio` r > 0 the worker rests r times as long as each game took, after it: the batch then
   * takes 1 / (1 + r) of the worker's core (give-way.ts). The rows are the same for any r.
   */
  async play(spec: RunSpec, indices: readonly number[], restRatio = 0): Promise<GameRow[]> {
    if (!(restRatio > 0)) return playRows(spec, indices);
    const rows: GameRow[] = [];
    for (const index of indices) {
      const started = performance.now();
      rows.push(...playRows(spec, [index]));
      await rest((performance.now() - started) * restRatio);
    }
    return rows;
  },

  /** Game `index` of `spec` played again with its record, and its deciding moment. */
  replay(spec: RunSpec, index: number): GameForReplay {
    const { result, text, moment } = keptRecord(spec, index);
    return { index, seed: result.seed, outcome: result.outcome, rounds: result.rounds, consciousSoldiers: result.consciousSoldiers, text, step: moment.step, moment: moment.what };
  },

  /** Rows `rows` (indices into the protocol) of the firing range, `attacks` attacks each, under `rules` (the kit's by default). */
  fire(attacks: number, seed: number, rows: readonly number[], rules?: RangeRules): FiredRow[] {
    const wanted = [...new Set(rows)].sort((a, b) => a - b);
    const keep = new Set(wanted);
    return fireRows({ attacks, seed, rules, only: (_plan, row) => keep.has(row) });
  },
};

export type LabWorkerApi = typeof labWorkerApi;
