/**
 * What the lab's worker threads load: worker.ts and everything it imports, bundled by esbuild into
 * one ES module when the first pool opens (about 0.2 s), and written once per content to the
 * system's temp folder.
 *
 * Why not the sources through tsx, as this thread runs them: on Node 20 tsx's ES module hooks do
 * not reach a worker thread (an import() of a .ts file there fails), so piscina's require() of
 * worker.ts went through tsx's CommonJS hook, which turns every imported binding into a getter
 * call. Profiled, every function of a game then ran slower on a worker thread than on the main
 * thread (7.2 against 5.0 ms of CPU a game); the bundle runs as fast on a thread as the main
 * thread does (issue 18 §1: the 1 -> 2 worker speed-up).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { writeFileAtomic } from './atomic-file';

let bundled: string | null = null;

/** The file URL of the worker bundle, built on the first call of this process. */
export function workerBundle(): string {
  if (bundled) return bundled;
  const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const { outputFiles } = buildSync({
    entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', target: 'node20',
    // A bundled CommonJS package may require() a Node built-in: give the module a require.
    banner: { js: "import { createRequire as __chamberRequire } from 'node:module'; const require = __chamberRequire(import.meta.url);" },
    // Stack traces of a failing game name the sources (the pool starts threads with --enable-source-maps).
    sourcemap: 'inline', sourcesContent: false, write: false, logLevel: 'silent',
    // The Stately inspector is a devDependency the app loads on demand (machines/inspect.ts), never a
    // worker: left unresolved, so the bundle builds where only dependencies are installed (the Dockerfile's image).
    external: ['@statelyai/inspect'],
  });
  const code = outputFiles[0]!.contents;
  const file = join(tmpdir(), `star-chamber-lab-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    // Shards started side by side may write the same bundle: each writes its own file, then renames.
    writeFileAtomic(file, code);
  }
  bundled = pathToFileURL(file).href;
  return bundled;
}
