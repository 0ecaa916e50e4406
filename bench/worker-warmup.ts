/**
 * Issue 33 §6: what a batch thread's first games pay for, JIT or caches? Plays greedy Scenario A
 * games in ONE worker thread running the lab's worker bundle (as the pool does) and prints that
 * thread's own CPU per game (process.threadCpuUsage, so V8's compiler and GC helper threads and
 * the machine's other work are left out) by stretches of games, then a second pass of as many
 * other games in the same thread under a new ruleset object with the kit's numbers
 * (`roundLimit=6`), so every cache keyed by the ruleset or its start state (the attack values,
 * the starting state, its board's plans) starts empty while the compiled code stays warm.
 *
 *   npx tsx bench/worker-warmup.ts [games=1000]
 *   node --no-opt --no-maglev --import tsx bench/worker-warmup.ts   (V8 flags are per process)
 *
 * Measured 2026-12-04 on the shared 2-core machine (load 4-15): first pass games 1-10 about
 * 11-14 ms, 11-50 4-6 ms, 101-250 3 ms, from game 500 2.0-2.4 ms (0.4-0.7 s of warm-up a thread);
 * the cold-cache second pass 3.2 ms for its first 10 games and 2.5-2.7 ms after; with
 * --no-opt --no-maglev 10-12 ms a game from game 11 on, flat; with --no-opt 4.5-5 ms, flat. The
 * slow first games are V8 tiering up the code (Sparkplug, Maglev, TurboFan), not caches being filled.
 */
import { Worker } from 'node:worker_threads';
import { workerBundle } from '../src/lab/worker-bundle';
import { youngGenerationMb } from '../src/lab/young-generation';

const games = Number(process.argv[2]) || 1000;

/** The thread's script (CommonJS, evaluated): imports the bundle (workerBundle gives its file URL) and times each game's chunk. */
const THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const cpu = () => { const u = process.threadCpuUsage(); return (u.user + u.system) / 1000; };
(async () => {
  const { default: task } = await import(workerData.bundle);
  const spec = { scenario: 'A', games: 2 * workerData.games, seed: 1, squadAi: 'greedy', variants: {}, overrides: [] };
  const pass = (overrides, from) => {
    const times = [];
    for (let i = from; i < from + workerData.games; i++) {
      const t = cpu();
      task({ spec: { ...spec, overrides }, indices: [i], outDir: null, reasons: false });
      times.push(cpu() - t);
    }
    return times;
  };
  parentPort.postMessage({ first: pass([], 0), second: pass([{ path: 'roundLimit', value: 6 }], workerData.games) });
})();
`;

interface Passes { readonly first: number[]; readonly second: number[] }

function line(label: string, times: readonly number[]): string {
  const mean = (a: number, b: number) => (times.slice(a, Math.min(b, times.length)).reduce((x, y) => x + y, 0) / (Math.min(b, times.length) - a)).toFixed(2);
  const total = times.reduce((x, y) => x + y, 0);
  const cut = Math.min(500, times.length - 1);
  const steady = times.slice(cut).reduce((x, y) => x + y, 0) / (times.length - cut);
  return `${label}: games 1-10 ${mean(0, 10)} ms, 11-50 ${mean(10, 50)}, 51-100 ${mean(50, 100)}, 101-250 ${mean(100, 250)}, 251-500 ${mean(250, 500)}, 501-${times.length} ${mean(cut, times.length)}; ` +
    `${(total / 1000).toFixed(2)} s thread CPU, ${((total - steady * times.length) / 1000).toFixed(2)} s above the steady rate`;
}

const passes = await new Promise<Passes>((resolve, reject) => {
  const w = new Worker(THREAD, { eval: true, workerData: { bundle: workerBundle(), games }, resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb(1) } });
  w.once('message', resolve);
  w.once('error', reject);
});
console.log(line('one worker thread, first games', passes.first));
console.log(line('the same thread, then a new ruleset object (caches cold, code warm)', passes.second));
