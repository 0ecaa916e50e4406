/**
 * The Lab's skill ladder (issue 33 §4) gives exactly `chamber ladder --json`'s rungs and plateau
 * for the same settings: its games are played on the page's workers (here the worker's own API
 * behind comlink, in-process-workers.ts), its figures by the CLI's own lab/ladder.ts. Its command
 * line is the CLI's, and bad settings are the CLI's one line.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import { LabPool } from '../../../src/ui/lab/pool';
import { ladderFiles, runLadder } from '../../../src/ui/lab/ladder-run';
import { fileText, REPORT_FILE_NAMES } from '../../../src/lab/report/report-files';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DEFAULT_LADDER, KIT_RULES, ladderLine, ladderOfForm } from '../../../src/ui/lab/settings';
import type { LabProgress } from '../../../src/ui/lab/progress';
import { startInProcess } from './in-process-workers';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  const code = await main(argv, { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  expect(code).toBe(0);
  return out;
}

const asJson = (x: unknown) => JSON.parse(JSON.stringify(x));

describe('the Lab\'s skill ladder in Web Workers', () => {
  it('its rungs, steps and plateau are chamber ladder --json\'s for the same settings (an override and a denial too)', async () => {
    const form = { scenario: 'A' as const, games: '4', seed: '31', budgets: '1,2', deny: ['overwatch', 'brace'] as const };
    const rules = { variants: {}, overrides: [{ path: 'aliens.worker.hp', value: 6 }] };
    const { base, budgets } = ladderOfForm(form, rules);
    const line = ladderLine(base, budgets);
    expect(line).toBe('chamber ladder --scenario A --games 4 --seed 31 --budgets 1,2 --deny overwatch --deny brace --override aliens.worker.hp=6 --json');
    const pool = new LabPool(2, startInProcess);
    const done: number[] = [];
    let progress: LabProgress | null = null;
    const report = await runLadder(pool, base, budgets, { onProgress: (p) => { done.push(p.done); progress = p; } });
    pool.stop();
    const dir = mkdtempSync(join(tmpdir(), 'lab-ladder-'));
    const cli = JSON.parse(await chamber(...line.split(' ').slice(1), '--workers', '1', '--report', dir));
    // The page's downloads are the files chamber ladder --report writes, byte for byte (issue 34 §5).
    const files = ladderFiles(report);
    for (const name of REPORT_FILE_NAMES) expect([name, fileText(files[name])]).toEqual([name, readFileSync(join(dir, name), 'utf8')]);
    expect(report.ladder).not.toBeNull();
    expect(asJson({ rungs: report.ladder!.rungs, plateau: { budget: report.ladder!.plateau } })).toEqual(cli);
    expect(report.ladder!.steps).toHaveLength(3);
    expect(report.played).toEqual([4, 4, 4, 4]);
    // Each rung's games, to open in Replay: its spec is the CLI's rung (the denial carried), every game kept.
    expect(report.rungGames.map((r) => [r.spec.squadAi, r.spec.budget, r.spec.deny])).toEqual([
      ['random', undefined, ['overwatch', 'brace']], ['greedy', undefined, ['overwatch', 'brace']],
      ['planner', 1, ['overwatch', 'brace']], ['planner', 2, ['overwatch', 'brace']],
    ]);
    report.rungGames.forEach((r, i) => {
      expect(Array.from(r.games.outcome).filter((o) => o === 1).length).toBe(cli.rungs[i].wins);
      expect(r.games.outcome.includes(0)).toBe(false);
      expect(r.best).not.toBeNull();
    });
    expect(done[done.length - 1]).toBe(16);
    // The ETA's work: all done at the end, the planner's games weighing more than random's.
    const work = (progress as LabProgress | null)!.work!;
    expect(work.done).toBe(work.total);
  }, 120_000);

  it('a stopped ladder has no figures, only what each rung played', async () => {
    const pool = new LabPool(1, startInProcess);
    const { base, budgets } = ladderOfForm({ ...DEFAULT_LADDER, games: '30', budgets: '1' }, KIT_RULES);
    const report = await runLadder(pool, base, budgets, { onProgress: (p) => { if (p.done >= 5) pool.stop(); } });
    expect(report.ladder).toBeNull();
    expect(report.played[0]).toBeGreaterThanOrEqual(5);
    expect(report.played[2]).toBe(0);
  }, 60_000);

  it('bad settings are the CLI\'s one line', () => {
    expect(() => ladderOfForm({ ...DEFAULT_LADDER, budgets: '4,2' }, KIT_RULES)).toThrow('budgets "4,2": budgets must rise (4 then 2)');
    expect(() => ladderOfForm({ ...DEFAULT_LADDER, budgets: '1,x' }, KIT_RULES)).toThrow(/expected budgets as whole numbers/);
    expect(() => ladderOfForm({ ...DEFAULT_LADDER, games: '0' }, KIT_RULES)).toThrow(/games must be from 1/);
    expect(ladderOfForm(DEFAULT_LADDER, KIT_RULES).budgets).toEqual([1, 2, 4, 8]);
    // No denial: no deny key, so the spec is the CLI's without --deny.
    expect('deny' in ladderOfForm(DEFAULT_LADDER, KIT_RULES).base).toBe(false);
  });
});
