/**
 * The lab's Indexed Job (deploy/job.yaml, issue §6), run locally: the manifest's own container
 * args, for each completion index with JOB_COMPLETION_INDEX set as the Job sets it and $(NAME)
 * expanded from the container's env as Kubernetes does, through the CLI the image's ENTRYPOINT
 * runs (the Dockerfile's, src/cli/main.ts); the volume's mount path is a temp folder. Only the
 * env's sizes are made small (GAMES, BUDGETS, WORKERS) so the test is quick. The shards are then
 * merged as deploy/README.md says and the merge must equal the whole run, unsharded.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse } from 'yaml';
import { chamber } from '../cli/in-process';

const ROOT = join(import.meta.dirname, '..', '..');
/** The sizes the test plays instead of the manifest's: one game a pod, the planner at budget 1 only. */
const SMALL = { GAMES: '4', BUDGETS: '1', WORKERS: '1' };

interface Container { name: string; image: string; command?: string[]; args: string[]; env: { name: string; value: string }[]; volumeMounts: { name: string; mountPath: string }[] }

/** Kubernetes' expansion of a container's args: $(NAME) from the env (left as is when undefined), $$ is $. */
function expand(arg: string, env: Readonly<Record<string, string>>): string {
  return arg.replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, name?: string) => (name === undefined ? '$' : env[name] ?? whole));
}

async function run(argv: string[], index: number | null): Promise<string> {
  if (index === null) delete process.env.JOB_COMPLETION_INDEX; else process.env.JOB_COMPLETION_INDEX = String(index);
  try {
    const r = await chamber(argv);
    if (r.code !== 0) throw new Error(`chamber ${argv.join(' ')}: exit ${r.code}: ${r.err}`);
    return r.out;
  } finally {
    delete process.env.JOB_COMPLETION_INDEX;
  }
}

describe('deploy/job.yaml: the Indexed Job, run locally', () => {
  const job = parse(readFileSync(join(ROOT, 'deploy', 'job.yaml'), 'utf8'));
  const container: Container = job.spec.template.spec.containers[0];

  it('is an Indexed Job whose completions are its --shard auto/N, running the image\'s chamber ENTRYPOINT', () => {
    expect([job.apiVersion, job.kind, job.spec.completionMode]).toEqual(['batch/v1', 'Job', 'Indexed']);
    const shard = container.args[container.args.indexOf('--shard') + 1];
    expect(shard).toBe(`auto/${job.spec.completions}`);
    expect(job.spec.parallelism).toBeLessThanOrEqual(job.spec.completions);
    // No command of its own: the image's ENTRYPOINT, which is the chamber CLI.
    expect(container.command).toBeUndefined();
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:24-slim$/m);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["node", "--import", "tsx", "src\/cli\/main\.ts"\]$/m);
    expect(existsSync(join(ROOT, 'src', 'cli', 'main.ts'))).toBe(true);
    // The report goes to the mounted volume, one folder per index.
    expect(container.args).toContain(`${container.volumeMounts[0].mountPath}/shard-$(JOB_COMPLETION_INDEX)`);
  });

  it('each index\'s run of the manifest\'s args, merged, is the whole run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-job-'));
    const mount = container.volumeMounts[0].mountPath;
    const env = { ...Object.fromEntries(container.env.map((e) => [e.name, e.value])), ...SMALL };
    const argsFor = (index: number) => container.args
      .map((a) => expand(a, { ...env, JOB_COMPLETION_INDEX: String(index) }))
      .map((a) => (a === mount || a.startsWith(`${mount}/`) ? dir + a.slice(mount.length) : a));
    const shardLines: string[] = [];
    for (let index = 0; index < job.spec.completions; index++) shardLines.push(await run(argsFor(index), index));
    expect(shardLines.map((l) => JSON.parse(l).rungs[0].games)).toEqual([1, 1, 1, 1]);
    const shardFiles = Array.from({ length: job.spec.completions }, (_, i) => join(dir, `shard-${i}`, 'report.json'));
    const merged = await run(['report', 'merge', ...shardFiles, '--report', join(dir, 'merged'), '--json'], null);

    // The whole run: the same args without --shard, its report beside the merged one.
    const whole = argsFor(0);
    whole.splice(whole.indexOf('--shard'), 2);
    whole[whole.indexOf('--report') + 1] = join(dir, 'whole');
    expect(merged).toBe(await run(whole, null));
    for (const f of ['report.json', 'report.md', 'report.csv']) {
      expect(readFileSync(join(dir, 'merged', f), 'utf8'), f).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    }
  }, 120_000);
});
