/**
 * A plain CPU loop on worker threads side by side: what the machine's cores give at that moment,
 * the reference the lab benches read their 1 -> 2 worker speed-ups against.
 *
 * Why it may have to run as long as the work it is read against: this machine is a VM whose
 * second core comes and goes with the host's load. On 2026-12-07, two plain C loops of 15 s each
 * ran side by side in 30.8 s against 15.1 s alone (the host gave one core's worth), at full speed
 * each an hour later, and at 1.85x ten minutes after that, while loops of 1-2 s had run two at once
 * in the time of one all day. A short loop can see two cores in a phase where an 8-second batch
 * does not, so cli-batch.bench.ts runs its loop about as long as its batch.
 */
import { Worker } from 'node:worker_threads';

/** One lap of the loop: 4e8 steps, about 1.4 s on one core here. */
const LOOP = `
  const { workerData, parentPort } = require('node:worker_threads');
  let sum = 0;
  for (let lap = 0; lap < workerData.laps; lap++) { let x = 0; for (let i = 0; i < 4e8; i++) x += i & 7; sum += x; }
  parentPort.postMessage(sum);`;

/** Seconds for `threads` worker threads to each run `laps` laps of the same plain CPU loop side by side. */
export async function plainLoopSeconds(threads: number, laps = 1): Promise<number> {
  const started = performance.now();
  await Promise.all(Array.from({ length: threads }, () => new Promise((resolve, reject) => {
    const w = new Worker(LOOP, { eval: true, workerData: { laps } });
    w.once('message', resolve);
    w.once('error', reject);
  })));
  return (performance.now() - started) / 1000;
}
