/**
 * The Lab's workers for node tests: the worker's own API (worker-api.ts) exposed with comlink on
 * one end of a MessageChannel, as lab.worker.ts exposes it in a Web Worker, so every call and
 * answer goes through comlink and the structured clone exactly as in the page.
 */
import { expose } from 'comlink';
import type { StartWorker } from '../../../src/ui/lab/pool';
import { labWorkerApi } from '../../../src/ui/lab/worker-api';

export const startInProcess: StartWorker = () => {
  const { port1, port2 } = new MessageChannel();
  expose(labWorkerApi, port1 as never);
  return { endpoint: port2 as never, terminate: () => { port1.close(); port2.close(); } };
};
