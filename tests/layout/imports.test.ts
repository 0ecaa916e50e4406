/**
 * The layout's one-way data flow (issue 16 §1): no import circle between the top folders of src/
 * (engine <- machines <- runner <- cli / ui, replay and ai beside them), none between the files
 * of the engine but the type-only pair ruleset <-> types, and every consumer of the charts goes
 * through the runner.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try { if (statSync(candidate).isFile()) return candidate; } catch { /* next */ }
  }
  return null;
}

/** file -> the files it imports, value imports only unless `types` is set. */
function importGraph(types: boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const deps: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gm)) {
      if (m[1] && !types) continue;
      const dep = resolveImport(file, m[2]);
      if (dep) deps.push(dep);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(graph: Map<string, readonly string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); comp.push(w); } while (w !== v);
      if (comp.length > 1) out.push(comp.map((c) => relative(SRC, c)).sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

const topFolder = (file: string) => relative(SRC, file).split('/')[0];

describe('the source layout', () => {
  const graph = importGraph(true);

  it('has no import circle between the top folders of src/', () => {
    const folders = new Map<string, string[]>();
    for (const [file, deps] of graph) {
      const from = topFolder(file);
      const to = deps.map(topFolder).filter((t) => t !== from);
      folders.set(from, [...new Set([...(folders.get(from) ?? []), ...to])]);
    }
    expect(cycles(folders)).toEqual([]);
  });

  it('has no import circle between files but two type-only ones: the engine\'s ruleset/types pair and the page store with its slices', () => {
    expect(cycles(importGraph(false))).toEqual([]);
    // zustand's slices: each slice's set and get are typed by the whole store it is a part of.
    const slices = ['game', 'record', 'timeline', 'view'].map((s) => `ui/session/slices/${s}.ts`);
    expect(cycles(graph)).toEqual([['engine/ruleset/ruleset.ts', 'engine/state/types.ts'], [...slices, 'ui/session/store.ts']]);
  });

  it('keeps the charts behind the runner: the CLI and the page never import src/machines', () => {
    const offenders = [...graph].filter(([file, deps]) => ['cli', 'ui'].includes(topFolder(file)) && deps.some((d) => topFolder(d) === 'machines'));
    expect(offenders.map(([f]) => relative(SRC, f))).toEqual([]);
  });

  it('keeps the page\'s state below its panels: src/ui/session imports no other folder of src/ui (docs/architecture.md)', () => {
    const session = join(SRC, 'ui', 'session');
    const outside = [...graph].flatMap(([file, deps]) => file.startsWith(session + '/')
      // Files at src/ui's top (jsonLink, logText) are no folder: plain helpers any part may use.
      ? deps.filter((d) => topFolder(d) === 'ui' && relative(join(SRC, 'ui'), d).includes('/') && !d.startsWith(session + '/'))
        .map((d) => `${relative(SRC, file)} -> ${relative(SRC, d)}`)
      : []);
    expect(outside).toEqual([]);
  });

  it('keeps the engine pure: no React, three, XState, zustand or node: import in src/engine', () => {
    const impure = sourceFiles(join(SRC, 'engine')).filter((f) => /from\s+'(react|three|xstate|zustand|node:[^']+|@react-three\/[^']+)'/.test(readFileSync(f, 'utf8')));
    expect(impure.map((f) => relative(SRC, f))).toEqual([]);
  });
});
