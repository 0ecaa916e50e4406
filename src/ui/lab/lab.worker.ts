/**
 * The Lab's Web Worker: the balance lab's games and firing range off the page's main thread, so
 * the chamber keeps its frame rate while a batch runs (issue 18 §5). Started by pool.ts as a
 * module worker; comlink carries the calls and their answers.
 */
import { expose } from 'comlink';
import { labWorkerApi } from './worker-api';

expose(labWorkerApi);
