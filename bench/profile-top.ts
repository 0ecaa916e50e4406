/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and the
 * total (inclusive) time of the functions named on the command line, as shares of the profile.
 *
 *   npx tsx bench/profile-top.ts test-results/prof/CPU....cpuprofile [top=25] [name ...]
 */
import { readFileSync } from 'node:fs';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [file, topArg, ...names] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(src|bench|node_modules)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  all += dt;
  const leaf = byId.get(id)!;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + dt);
  // Inclusive: each function name once per sample, however deep it recurses.
  const seen = new Set<string>();
  for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
    const name = n.callFrame.functionName;
    if (!seen.has(name)) { seen.add(name); total.set(name, (total.get(name) ?? 0) + dt); }
  }
});
const pct = (v: number) => `${((100 * v) / all).toFixed(1).padStart(5)}%`;
console.log(`${(all / 1e6).toFixed(1)} s sampled; top self time:`);
for (const [name, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg) || 25)) console.log(`${pct(v)}  ${name}`);
if (names.length) {
  console.log('total (inclusive) time:');
  for (const name of names) console.log(`${pct(total.get(name) ?? 0)}  ${name}`);
}
