/**
 * Vitest global setup of the browser tests: the production build is made once for every browser
 * test file (each used to build its own; two at once wrote over each other's dist/).
 */
import { buildApp } from './harness';

export default function setup(): void {
  buildApp();
}
