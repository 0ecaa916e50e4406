/**
 * No import circle in src/engine (issue 35 §4): among the engine's modules, following every
 * runtime import (`import type` left out: the one type-only circle, ruleset <-> state types, may
 * stay), no module reaches itself again.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../src/engine');

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? modules(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The engine modules `file` imports at run time. */
function runtimeImports(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'/gms)) {
    const names = m[2].replace(/^\{|\}$/g, '').split(',').map((s) => s.trim()).filter(Boolean);
    if (m[1] || (m[2].startsWith('{') && names.every((n) => n.startsWith('type ')))) continue;
    const base = resolve(dirname(file), m[3]);
    const to = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c));
    if (to?.startsWith(ROOT)) out.push(to);
  }
  return out;
}

/** Strongly connected components of more than one module (Tarjan). */
function circles(files: readonly string[]): string[][] {
  const edges = new Map(files.map((f) => [f, runtimeImports(f)]));
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
      do { w = stack.pop()!; onStack.delete(w); c.push(relative(ROOT, w)); } while (w !== v);
      if (c.length > 1) out.push(c.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out;
}

describe('src/engine imports', () => {
  it('form no circle', () => {
    const files = modules(ROOT);
    expect(files.length).toBeGreaterThan(50);
    expect(circles(files)).toEqual([]);
  });
  it('sees runtime imports through an index (so a circle through one would be found)', () => {
    const a = join(ROOT, 'flow/game.ts');
    const b = join(ROOT, 'legality/index.ts');
    expect(runtimeImports(a)).toContain(b); // game.ts imports legality at run time
  });
  it('has no module left at the engine\'s top level', () => {
    expect(readdirSync(ROOT).filter((f) => /\.tsx?$/.test(f))).toEqual([]);
  });
});
