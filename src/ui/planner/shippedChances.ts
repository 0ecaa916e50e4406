/**
 * The bundled records' win-chance graphs, estimated ahead and shipped with them
 * (replays/graph/win-chances.json, written by scripts/bundled-chances.ts): a bundled record opens
 * with its graph whole, and the Present mode's swing stops are there at once, where the planner's
 * worker would take 4-10 s of a core to fill it in (more on a loaded machine).
 *
 * The numbers are the worker's own: the script asks `estimateWinChance` for each of the graph's
 * points as the worker does (the record's seed, GRAPH_PLAYOUTS), and an estimate is deterministic
 * from the state, the seed and the playout count. A file whose playout count is not today's, or
 * that does not hold the record's digest, is not used: the worker estimates as before.
 */
import { z } from 'zod';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';

export const SHIPPED_CHANCES_FORMAT = 'star-chamber-win-chances';

const shippedSchema = z.object({
  format: z.literal(SHIPPED_CHANCES_FORMAT),
  version: z.literal(1),
  playouts: z.number().int().positive(),
  /** By the bundled record's name: its digest and each point's chance, by keyframe index. */
  records: z.record(z.string(), z.object({
    digest: z.string(),
    chances: z.record(z.string().regex(/^\d+$/), z.number().min(0).max(1)),
  })),
});
export type ShippedChances = z.infer<typeof shippedSchema>;

/**
 * The shipped chances of the record with this digest, by keyframe index; null when the file holds
 * none for it, is not a shipped-chances file, or was estimated with another playout count.
 */
export function shippedChancesFor(file: unknown, digest: string): Map<number, number> | null {
  const parsed = shippedSchema.safeParse(file);
  if (!parsed.success || parsed.data.playouts !== GRAPH_PLAYOUTS) return null;
  const entry = Object.values(parsed.data.records).find((r) => r.digest === digest);
  return entry ? new Map(Object.entries(entry.chances).map(([i, c]) => [Number(i), c])) : null;
}
