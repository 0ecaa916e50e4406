import { Worker } from 'node:worker_threads';
import { workerBundle } from '../src/lab/worker-bundle';
const threads = Number(process.argv[2]) || 1;
const games = Number(process.argv[3]) || 2000;
const young = Number(process.argv[4]) || 768;
const THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const cpu = () => { const u = process.threadCpuUsage(); return (u.user + u.system) / 1000; };
(async () => {
  const { default: task } = await import(workerData.bundle);
  const spec = { scenario: 'A', games: 100000, seed: 1, squadAi: 'greedy', variants: {}, overrides: [] };
  const c0 = cpu(); const t0 = performance.now();
  let warmCpu = 0, warmWall = 0;
  for (let i = workerData.from; i < workerData.from + workerData.games; i += 10) {
    task({ spec, indices: [i,i+1,i+2,i+3,i+4,i+5,i+6,i+7,i+8,i+9], outDir: null, reasons: false });
    if (i - workerData.from === 490) { warmCpu = cpu(); warmWall = performance.now(); }
  }
  const c1 = cpu(); const t1 = performance.now();
  parentPort.postMessage({ total: c1 - c0, warm: warmCpu - c0, steadyPerGame: (c1 - warmCpu) / (workerData.games - 500), wall: t1 - t0, steadyWallPerGame: (t1 - warmWall) / (workerData.games - 500) });
})();
`;
const bundle = workerBundle();
const t0 = performance.now();
const res = await Promise.all(Array.from({ length: threads }, (_, k) => new Promise<any>((resolve) => {
  const w = new Worker(THREAD, { eval: true, workerData: { bundle, games, from: k * games }, resourceLimits: { maxYoungGenerationSizeMb: young } });
  w.on('message', (m) => { resolve(m); void w.terminate(); });
})));
const wall = performance.now() - t0;
const u = process.cpuUsage();
console.log(`threads ${threads} young ${young}: wall ${(wall / 1000).toFixed(2)} s, ${(threads * games / wall * 1000).toFixed(0)} games/s, process cpu ${((u.user + u.system) / 1e6).toFixed(2)} s`);
for (const r of res) console.log(`  thread: cpu ${(r.total / 1000).toFixed(2)} s, first 500 games ${(r.warm / 1000).toFixed(2)} s, steady ${r.steadyPerGame.toFixed(3)} ms cpu/game, ${r.steadyWallPerGame.toFixed(3)} ms wall/game`);
