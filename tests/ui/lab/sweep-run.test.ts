/**
 * The Lab's sweep (issue 34 §5) gives exactly `chamber sweep --json`'s rows for the same settings,
 * and its report is the one `chamber sweep --report` writes, file for file: its games are played on
 * the page's workers (here the worker's own API behind comlink, in-process-workers.ts), its figures
 * by the CLI's own lab/sweep.ts. Its command line is the CLI's; bad settings are the CLI's one line.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../../src/cli/main';
import { LabPool } from '../../../src/ui/lab/pool';
import { runSweep } from '../../../src/ui/lab/sweep-run';
import { DEFAULT_SWEEP, sweepLine, sweepOfForm } from '../../../src/ui/lab/sweep-settings';
import { KIT_RULES } from '../../../src/ui/lab/settings';
import { startInProcess } from './in-process-workers';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  const code = await main(argv, { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  expect(code).toBe(0);
  return out;
}

const asJson = (x: unknown) => JSON.parse(JSON.stringify(x));

describe('the Lab\'s sweep in Web Workers', () => {
  it('its rows are chamber sweep --json\'s for the same settings (an override too), its report chamber sweep --report\'s', async () => {
    const form = { ...DEFAULT_SWEEP, games: '4', seed: '9', squadAi: 'greedy', path: 'soldiers.Chen.hp', values: '3..5' };
    const rules = { variants: {}, overrides: [{ path: 'aliens.worker.hp', value: 6 }] };
    const plan = sweepOfForm(form, rules);
    const line = sweepLine(plan.base, plan.path, plan.values);
    expect(line).toBe('chamber sweep --scenario A --games 4 --seed 9 --squad-ai greedy --path soldiers.Chen.hp --values 3,4,5 --override aliens.worker.hp=6 --json');
    const pool = new LabPool(2, startInProcess);
    const done: number[] = [];
    const report = await runSweep(pool, plan, { onProgress: (p) => done.push(p.done) });
    pool.stop();
    const dir = mkdtempSync(join(tmpdir(), 'lab-sweep-'));
    const cli = JSON.parse(await chamber(...line.split(' ').slice(1), '--workers', '1', '--report', dir));
    expect(report.figures).not.toBeNull();
    expect(asJson(report.figures)).toEqual(cli);
    expect(report.played).toEqual([4, 4, 4]);
    expect(done[done.length - 1]).toBe(12);
    for (const f of ['report.json', 'report.md', 'report.csv'] as const) expect(report.report![f], f).toBe(readFileSync(join(dir, f), 'utf8'));
  }, 120_000);

  it('a stopped sweep has no figures and no report, only what each value played', async () => {
    const pool = new LabPool(1, startInProcess);
    const plan = sweepOfForm({ ...DEFAULT_SWEEP, games: '30', squadAi: 'greedy' }, KIT_RULES);
    const report = await runSweep(pool, plan, { onProgress: (p) => { if (p.done >= 5) pool.stop(); } });
    expect(report.figures).toBeNull();
    expect(report.report).toBeNull();
    expect(report.played[0]).toBeGreaterThanOrEqual(5);
    expect(report.played[2]).toBe(0);
  }, 60_000);

  it('bad settings are the CLI\'s one line, naming the field', () => {
    expect(() => sweepOfForm({ ...DEFAULT_SWEEP, values: '6,4' }, KIT_RULES)).toThrow('values "6,4": values must rise (6 then 4)');
    expect(() => sweepOfForm({ ...DEFAULT_SWEEP, values: '0..2' }, KIT_RULES)).toThrow('values "0..2": aliens.worker.hp must be a whole number from 1 to 99 (the kit has 5), got 0');
    expect(() => sweepOfForm({ ...DEFAULT_SWEEP, path: 'aliens.worker.hq' }, KIT_RULES)).toThrow(/^path "aliens\.worker\.hq": unknown ruleset path/);
    expect(() => sweepOfForm(DEFAULT_SWEEP, { variants: {}, overrides: [{ path: 'aliens.worker.hp', value: 6 }] }))
      .toThrow('path aliens.worker.hp is also given as override aliens.worker.hp=...: the sweep sets it to each value');
    expect(sweepOfForm(DEFAULT_SWEEP, KIT_RULES).values).toEqual([4, 5, 6]);
  });
});
