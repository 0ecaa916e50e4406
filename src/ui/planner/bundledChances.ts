/**
 * The bundled records' shipped win-chance graphs (shippedChances.ts), fetched once, when a graph
 * first asks (its own small chunk, as each bundled record is). Apart from shippedChances.ts, which
 * scripts/bundled-chances.ts imports outside Vite.
 */
import { shippedChancesFor } from './shippedChances';

const files = import.meta.glob('/replays/graph/win-chances.json', { import: 'default' }) as Record<string, () => Promise<unknown>>;

let file: Promise<unknown> | null = null;

/** The shipped chances of the bundled record with this digest, or null (not bundled, or no file). */
export async function bundledChances(digest: string): Promise<Map<number, number> | null> {
  const [load] = Object.values(files); // the one file the glob names, when it exists
  if (!load) return null;
  file ??= load().catch(() => null);
  return shippedChancesFor(await file, digest);
}
