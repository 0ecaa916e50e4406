/**
 * Trees of whole counts (GameStats, QuestionStats): added key by key, flattened into named columns
 * for report.csv and report.json rows, and rebuilt from them. One key order everywhere: the
 * order of the empty tree's keys.
 */
export type CountTree = { [key: string]: number | CountTree };

/** Adds every count of `from` into `into` (same shape). */
export function addCounts<T extends object>(into: T, from: T): T {
  const a = into as unknown as CountTree;
  const b = from as unknown as CountTree;
  for (const key of Object.keys(a)) {
    const v = a[key];
    if (typeof v === 'number') a[key] = v + (b[key] as number);
    else addCounts(v, b[key] as CountTree);
  }
  return into;
}

/** The dotted column names of a tree, in key order. */
export function columnsOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, v]) => (typeof v === 'number' ? [`${prefix}${key}`] : columnsOf(v, `${prefix}${key}.`)));
}

/** A tree's counts in column order. */
export function valuesOf(tree: object): number[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'number' ? [v] : valuesOf(v)));
}

/** A tree shaped like `empty` filled from `values` in column order (the inverse of valuesOf). */
export function treeFrom<T extends object>(empty: T, values: readonly number[]): T {
  let at = 0;
  const fill = (node: CountTree): CountTree => Object.fromEntries(Object.entries(node).map(([k, v]) => [k, typeof v === 'number' ? values[at++] : fill(v)]));
  const out = fill(empty as unknown as CountTree);
  if (at !== values.length) throw new Error(`expected ${at} counts, got ${values.length}`);
  return out as unknown as T;
}
