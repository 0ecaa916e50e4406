/**
 * Plays several variations of one run on the same seeds, one after another, each as a paired side
 * (compare.ts): what the lab's probes ask for (`chamber probe`, `contribution`, `ladder`), each
 * side through the one batch runner (run-batch.ts), so a side's figures are exactly `chamber
 * autoplay`'s for its spec.
 */
import { PairedSide } from './compare';
import type { GameRow } from './game-row';
import { rulesTexts } from './rules-texts';
import type { ProgressMode } from './progress';
import { runBatch } from './run-batch';
import type { RunSpec } from './run-spec';
import { shardIndices, type Shard } from './shard';
import { counted } from './report/counted';

export interface PairedPlayOptions {
  readonly workers: number;
  readonly progress: ProgressMode;
  readonly writeLine: (line: string) => void;
  /** Also given every game row (the ladder tallies greedy's and the top rung's for their sheet answers). */
  readonly onRow?: (row: GameRow) => void;
}

/**
 * Plays the games of `spec` (every game, or one shard's: `chamber ladder --shard`) and keeps their
 * outcomes by index; `label` names the side in the progress.
 */
export async function playSide(spec: RunSpec, label: string, options: PairedPlayOptions, shard: Shard | null = null): Promise<PairedSide> {
  const side = new PairedSide(spec);
  await runBatch(spec, shardIndices(spec.games, shard), {
    workers: options.workers, outDir: null, progress: options.progress, writeLine: options.writeLine,
    label, onRow: (row) => { side.add(row); options.onRow?.(row); },
  });
  return side;
}

export { rulesTexts };

/** The run's head in words: "24 games of Scenario A (seeds 1..24), squad AI greedy, the kit as written". */
export function runHead(spec: RunSpec, squad: string): string {
  const rules = rulesTexts(spec);
  return `${counted(spec.games, 'game')} of Scenario ${spec.scenario} (seeds ${spec.seed}..${spec.seed + spec.games - 1}), `
    + `squad AI ${squad}, ${rules.length ? `rules: ${rules.join(', ')}` : 'the kit as written'}`;
}
