/**
 * No folder circle in src/ui (issue 35 §5): among src/ui's folders, following every static runtime
 * import (`import type` left out, and a dynamic `import()`: a mode's chunk loads on first use), no
 * folder reaches itself again. src/ui's own top-level files (the shell: App, the panels it lays
 * out, small helpers) are no folder and are left out. `session` (the store, the timeline, keys,
 * the URL) is the bottom of the page: it imports no other folder of src/ui at all.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../src/ui');

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? modules(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The src/ui modules `file` imports statically at run time. */
function runtimeImports(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'/gms)) {
    const names = m[2].replace(/^\{|\}$/g, '').split(',').map((s) => s.trim()).filter(Boolean);
    if (m[1] || (m[2].startsWith('{') && names.every((n) => n.startsWith('type ')))) continue;
    const base = resolve(dirname(file), m[3]);
    const to = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c));
    if (to?.startsWith(ROOT + sep)) out.push(to);
  }
  return out;
}

/** The folder a module belongs to: its first folder under src/ui, or '.' for the shell's files. */
const folderOf = (file: string) => { const parts = relative(ROOT, file).split(sep); return parts.length > 1 ? parts[0] : '.'; };

/** Folder -> the folders it imports from at run time. */
function folderEdges(files: readonly string[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const f of files) {
    const from = folderOf(f);
    if (from === '.') continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const t of runtimeImports(f)) if (folderOf(t) !== from && folderOf(t) !== '.') edges.get(from)!.add(folderOf(t));
  }
  return edges;
}

/** Strongly connected components of more than one folder (Tarjan). */
function circles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); c.push(w); } while (w !== v);
      if (c.length > 1) out.push(c.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('src/ui folders', () => {
  it('form no import circle', () => {
    const files = modules(ROOT);
    expect(files.length).toBeGreaterThan(50);
    expect(circles(folderEdges(files))).toEqual([]);
  });
  it('session imports no other folder', () => {
    expect([...folderEdges(modules(ROOT)).get('session')!]).toEqual([]);
  });
  it('sees a runtime import across folders (so a circle through one would be found)', () => {
    const edges = folderEdges(modules(ROOT));
    expect(edges.get('replay')).toContain('session'); // replay/openRecord.ts imports the store
  });
});
