/**
 * The bundled records in /replays, imported lazily (each its own chunk, fetched only when picked:
 * they must not bloat the first load). Their names are the file names without ".json".
 */
const files = import.meta.glob('/replays/*.json', { query: '?raw', import: 'default' }) as Record<string, () => Promise<string>>;

export interface BundledInfo {
  readonly name: string;
  readonly title: string;
}

export function bundledNames(): string[] {
  return Object.keys(files).map((p) => p.replace(/^.*\//, '').replace(/\.json$/, '')).filter((n) => n !== 'index').sort();
}

/** Titles from replays/index.json when it exists, else the names. */
export async function bundledList(): Promise<BundledInfo[]> {
  const names = bundledNames();
  const index = files['/replays/index.json'];
  if (!index) return names.map((name) => ({ name, title: name }));
  try {
    const json = JSON.parse(await index()) as unknown;
    const list = Array.isArray(json) ? json : (json as { replays?: unknown[] }).replays ?? [];
    const titles = new Map<string, string>();
    for (const item of list as { file?: string; name?: string; title?: string; description?: string }[]) {
      const n = (item.file ?? item.name ?? '').replace(/^.*\//, '').replace(/\.json$/, '');
      if (n) titles.set(n, item.title ?? item.description ?? n);
    }
    return names.map((name) => ({ name, title: titles.get(name) ?? name }));
  } catch {
    return names.map((name) => ({ name, title: name }));
  }
}

export async function bundledText(name: string): Promise<string> {
  // replays/index.json lists the records' titles; it is no record (bundledNames leaves it out too).
  const load = bundledNames().includes(name) ? files[`/replays/${name}.json`] : undefined;
  if (!load) throw new Error(`record: no bundled replay named "${name}" (known: ${bundledNames().join(', ') || 'none'})`);
  return load();
}
