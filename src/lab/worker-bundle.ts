/**
 * What the lab's worker threads load: worker.ts and everything it imports, bundled by esbuild into
 * one ES module and written once per content to the system's temp folder. A later process reuses
 * that bundle without running esbuild when none of the bundle's inputs has changed (its manifest,
 * below): the build (about 0.2 s of an idle core, and esbuild's own threads on every core) came
 * before every batch's first game, in `--workers 2`'s time as in `--workers 1`'s (issue 33 §6).
 *
 * Why not the sources through tsx, as this thread runs them: on Node 20 tsx's ES module hooks do
 * not reach a worker thread (an import() of a .ts file there fails), so piscina's require() of
 * worker.ts went through tsx's CommonJS hook, which turns every imported binding into a getter
 * call. Profiled, every function of a game then ran slower on a worker thread than on the main
 * thread (7.2 against 5.0 ms of CPU a game); the bundle runs as fast on a thread as the main
 * thread does (issue 18 §1: the 1 -> 2 worker speed-up).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync, version as esbuildVersion, type BuildOptions } from 'esbuild';
import { writeFileAtomic } from './atomic-file';

let bundled: string | null = null;

const entry = () => fileURLToPath(new URL('./worker.ts', import.meta.url));

function options(): BuildOptions {
  return {
    entryPoints: [entry()], bundle: true, format: 'esm', platform: 'node', target: 'node20',
    // A bundled CommonJS package may require() a Node built-in: give the module a require.
    banner: { js: "import { createRequire as __chamberRequire } from 'node:module'; const require = __chamberRequire(import.meta.url);" },
    // Stack traces of a failing game name the sources (the pool starts threads with --enable-source-maps).
    sourcemap: 'inline', sourcesContent: false, write: false, logLevel: 'silent',
    // The Stately inspector is a devDependency the app loads on demand (machines/inspect.ts), never a
    // worker: left unresolved, so the bundle builds where only dependencies are installed (the Dockerfile's image).
    external: ['@statelyai/inspect'],
  };
}

/**
 * What a bundle was built from: every input file's size and modification time, and the bundle's
 * file. One manifest per checkout and build options (its name hashes them with esbuild's version),
 * so worktrees side by side keep their own.
 */
interface Manifest {
  readonly bundle: string;
  readonly inputs: Readonly<Record<string, readonly [number, number]>>;
}

function manifestFile(): string {
  const key = createHash('sha256').update(`${esbuildVersion}\n${entry()}\n${JSON.stringify(options())}`).digest('hex').slice(0, 16);
  return join(tmpdir(), `star-chamber-lab-worker-${key}.manifest.json`);
}

const stamp = (file: string): [number, number] => {
  const s = statSync(file);
  return [s.size, s.mtimeMs];
};

/** The bundle a manifest names, when it and every input are as they were when it was built; else null. */
export function reusableBundle(file: string): string | null {
  try {
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    if (typeof m.bundle !== 'string' || !existsSync(m.bundle) || typeof m.inputs !== 'object' || !Object.keys(m.inputs).length) return null;
    for (const [input, [size, mtime]] of Object.entries(m.inputs)) {
      const [s, t] = stamp(input);
      if (s !== size || t !== mtime) return null;
    }
    return m.bundle;
  } catch {
    // No manifest, a torn one, or an input gone: build.
    return null;
  }
}

/** Builds the bundle, writes it (once per content) and its manifest; the bundle's path. */
export function buildBundle(manifest: string): string {
  const { outputFiles, metafile } = buildSync({ ...options(), metafile: true });
  const code = outputFiles![0]!.contents;
  const file = join(tmpdir(), `star-chamber-lab-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  // Shards started side by side may write the same bundle: each writes its own file, then renames.
  if (!existsSync(file)) writeFileAtomic(file, code);
  // esbuild names inputs relative to the working folder.
  const inputs = Object.fromEntries(Object.keys(metafile!.inputs).map((input) => [resolve(input), stamp(resolve(input))]));
  writeFileAtomic(manifest, JSON.stringify({ bundle: file, inputs } satisfies Manifest));
  return file;
}

/** The file URL of the worker bundle: reused when its inputs are unchanged, else built, on the first call of this process. */
export function workerBundle(): string {
  if (bundled) return bundled;
  const manifest = manifestFile();
  bundled = pathToFileURL(reusableBundle(manifest) ?? buildBundle(manifest)).href;
  return bundled;
}
