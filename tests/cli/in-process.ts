/**
 * Running `chamber` in-process for the limit tests: what it printed on each stream, the exit code
 * the entry point would give (a thrown error is one stderr line and exit 2, as main.ts's entry
 * prints it) and how long it took.
 */
import { errorLine, main } from '../../src/cli/main';

export interface Ran { readonly code: number; readonly out: string; readonly err: string; readonly ms: number }

export async function chamber(argv: string[], stdin = ''): Promise<Ran> {
  let out = '';
  let err = '';
  const started = performance.now();
  let code: number;
  try {
    code = await main(argv, { stdout: (t) => { out += t; }, stderr: (t) => { err += t; }, readStdin: async () => stdin });
  } catch (e) {
    err += errorLine(e);
    code = 2;
  }
  return { code, out, err, ms: performance.now() - started };
}

/** The commands (their first two words) refused once already in this process. */
const loaded = new Set<string>();

/**
 * A refused input: exit 2, nothing on stdout, exactly one stderr line, said within a second.
 * A command's modules are imported on its first use, here through vitest's transform: on CI's
 * load that import took a first refusal of `replay video` to 1.7 s (2026-12-06). So a command's
 * first refusal runs once untimed (a refusal changes nothing) and the second is timed: the limit
 * is on the refusal, not on loading the test's modules.
 */
export async function refused(argv: string[]): Promise<string> {
  const command = argv.slice(0, 2).join(' ');
  if (!loaded.has(command)) { loaded.add(command); await chamber(argv); }
  const r = await chamber(argv);
  if (r.code !== 2 || r.out !== '' || r.err.split('\n').length !== 2 || r.ms >= 1000) {
    throw new Error(`expected one stderr line, exit 2, under 1 s for ${argv.join(' ')}; got ${JSON.stringify(r)}`);
  }
  return r.err.slice('chamber: '.length, -1);
}
