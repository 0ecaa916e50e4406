/**
 * `npm test`: the type-check, the unit tests and the browser tests, side by side.
 *
 * Run one after another they took 13-14 minutes on CI's 2-core machine, over the brief's 10. The
 * browser tests' time is mostly waits (pages loading, games animating at their speed) that leave a
 * core idle; the type-check and the unit tests (one worker) fit in those gaps, as does a second
 * browser file (vite.config.ts). Vitest runs its projects' groups one after another (groupSpecs),
 * so each project runs in its own process here. On this 2-core machine: 525 s one after another
 * (install included), 337 s side by side.
 *
 * The browser run is shown as it goes; the type-check's and the unit run's output are held and
 * printed whole when each ends, so no two reports interleave. The exit code is non-zero when any of
 * the three failed. Arguments (`npm test -- tests/engine`) go to one plain `vitest run` instead.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Run { readonly name: string; readonly code: number; readonly seconds: number }

const bin = (tool: string) => join(ROOT, 'node_modules/.bin', tool);
/** package.json's own `typecheck` script, so that the type-check's options have one owner. */
const TYPECHECK = ['run', '--silent', 'typecheck'];

/** Runs a command; `live` streams its output, otherwise it is printed whole under a header at its end. */
function run(name: string, command: string, args: readonly string[], live: boolean): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => held.push(d));
    child.stderr?.on('data', (d: Buffer) => held.push(d));
    const finish = (code: number) => {
      const seconds = (performance.now() - started) / 1000;
      if (!live) {
        process.stdout.write(`\n── ${name} (${seconds.toFixed(0)} s) ${'─'.repeat(40)}\n`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name, code, seconds });
    };
    child.on('error', (e) => { held.push(Buffer.from(`${name}: could not start ${command}: ${e.message}\n`)); finish(1); });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  if (extra.length > 0) {
    const tsc = await run('type-check', 'npm', TYPECHECK, true);
    return tsc.code || (await run('vitest', bin('vitest'), ['run', ...extra], true)).code;
  }
  const runs = await Promise.all([
    run('type-check', 'npm', TYPECHECK, false),
    run('unit tests', bin('vitest'), ['run', '--project', 'unit'], false),
    run('browser tests', bin('vitest'), ['run', '--project', 'browser'], true),
  ]);
  process.stdout.write(`\n${runs.map((r) => `${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(0)} s`).join(' · ')}\n`);
  return runs.some((r) => r.code !== 0) ? 1 : 0;
}

process.exitCode = await main();
