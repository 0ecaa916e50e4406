/**
 * The Lab's run settings (issue 18 §5): checked as the CLI checks its flags, one line naming a bad
 * value; variants kept only when they differ from the kit; and the command line shown for a run
 * plays exactly that run (the CLI given the line gives the Lab's summary).
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import { LAB_PLANNER_BUDGET, LAB_SQUAD_AI } from '../../../src/lab/default-squad';
import { autoplayLine, compareLine, DEFAULT_RUN, KIT_RULES, specOf, withOverride, withoutOverride, withVariant, type RunForm } from '../../../src/ui/lab/settings';
import { LabPool } from '../../../src/ui/lab/pool';
import { runBatch } from '../../../src/ui/lab/batch';
import { runCompare } from '../../../src/ui/lab/compare-run';
import { DEFAULT_SPRT } from '../../../src/lab/stats/sprt';
import { startInProcess } from './in-process-workers';

const run = (patch: Partial<RunForm>): RunForm => ({ ...DEFAULT_RUN, ...patch });
const problem = (f: () => unknown) => { try { f(); return null; } catch (e) { return (e as Error).message; } };

async function cli(line: string): Promise<Record<string, unknown>> {
  let out = '';
  const code = await main(line.split(' ').slice(1), { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  expect(code).toBe(0);
  return JSON.parse(out);
}

const untimed = (s: object) => { const { gamesPerSecond: _g, wallSeconds: _w, ...rest } = s as Record<string, unknown>; return rest; };

describe('the Lab\'s settings', () => {
  it('the defaults are the CLI\'s default squad (the planner at the lab budget, lab/default-squad.ts) on Scenario A from seed 1 under the kit\'s rules', () => {
    expect(specOf(DEFAULT_RUN, KIT_RULES)).toEqual({ scenario: 'A', games: 200, seed: 1, squadAi: LAB_SQUAD_AI, budget: LAB_PLANNER_BUDGET, variants: {}, overrides: [] });
    expect(LAB_SQUAD_AI).toBe('planner');
  });

  it('a bad value is one line naming it, in the CLI\'s words', () => {
    expect(problem(() => specOf(run({ games: 'many' }), KIT_RULES))).toBe('games must be a whole number from 1 to 1000000, got "many"');
    expect(problem(() => specOf(run({ games: '0' }), KIT_RULES))).toBe('games must be from 1 to 1000000, got 0');
    expect(problem(() => specOf(run({ games: '2.5' }), KIT_RULES))).toBe('games must be a whole number from 1 to 1000000, got "2.5"');
    expect(problem(() => specOf(run({ seed: '4294967296' }), KIT_RULES))).toBe('seed must be from -2147483648 to 4294967295, got 4294967296');
    expect(problem(() => specOf(run({ seed: '4294967295', games: '3' }), KIT_RULES))).toMatch(/^seed 4294967295 with games 3 would play seeds up to 4294967297/);
    expect(problem(() => specOf(run({ squadAi: 'planner', budget: '0' }), KIT_RULES))).toBe('planner budget must be from 1 to 10000, got 0');
    expect(problem(() => specOf(run({ squadAi: 'genius' }), KIT_RULES))).toBe('unknown squad AI "genius" (known: random, greedy, planner)');
  });

  it('the planner\'s budget is part of the spec only for the planner', () => {
    expect(specOf(run({ squadAi: 'planner', budget: '8' }), KIT_RULES).budget).toBe(8);
    expect('budget' in specOf(run({ squadAi: 'greedy', budget: 'nonsense' }), KIT_RULES)).toBe(false);
  });

  it('variants are kept only away from the kit reading; overrides are checked, replaced by path and removed', () => {
    expect(withVariant(KIT_RULES, 'figureCornerBlocks', true).variants).toEqual({ figureCornerBlocks: true });
    expect(withVariant(withVariant(KIT_RULES, 'figureCornerBlocks', true), 'figureCornerBlocks', false).variants).toEqual({});
    expect(withVariant(KIT_RULES, 'shotgunOverwatchPointBlank', false).variants).toEqual({ shotgunOverwatchPointBlank: false });
    // A lifecycle variant is off in the kit: switched on it is kept, switched off again it is dropped.
    expect(withVariant(KIT_RULES, 'reactionFire', true).variants).toEqual({ reactionFire: true });
    expect(withVariant(withVariant(KIT_RULES, 'reactionFire', true), 'reactionFire', false).variants).toEqual({});
    const one = withOverride(KIT_RULES, 'aliens.worker.hp=6');
    expect(withOverride(one, 'aliens.worker.hp=7').overrides).toEqual([{ path: 'aliens.worker.hp', value: 7 }]);
    expect(withoutOverride(one, 'aliens.worker.hp').overrides).toEqual([]);
    expect(problem(() => withOverride(KIT_RULES, 'aliens.worker.hpp=6'))).toMatch(/^override "aliens\.worker\.hpp=6": unknown ruleset path "aliens\.worker\.hpp" \(e\.g\. aliens\.worker\.hp/);
    expect(problem(() => withOverride(KIT_RULES, 'aliens.worker.hp=0'))).toMatch(/aliens\.worker\.hp must be a whole number from 1 to 99 \(the kit has 5\), got "0"/);
    expect(problem(() => withOverride(KIT_RULES, 'xp.thresholds.1=12'))).toMatch(/xp\.thresholds must not decrease/);
  });

  it('the command line shown plays the same batch: the CLI given it prints the Lab\'s summary', async () => {
    const rules = withOverride(withVariant(KIT_RULES, 'shotgunOverwatchPointBlank', false), 'aliens.warrior.hp=8');
    const spec = specOf(run({ games: '4', seed: '12', scenario: 'C', squadAi: 'greedy' }), rules);
    const line = autoplayLine(spec);
    expect(line).toBe('chamber autoplay --scenario C --games 4 --seed 12 --squad-ai greedy --variant shotgunOverwatchPointBlank=off --override aliens.warrior.hp=8 --json');
    const pool = new LabPool(2, startInProcess);
    const report = await runBatch(pool, spec);
    pool.stop();
    expect(untimed(JSON.parse(JSON.stringify(report.summary)))).toEqual(untimed(await cli(line)));
  }, 60_000);

  it('the comparison\'s line plays the same comparison', async () => {
    const a = specOf(run({ games: '4', seed: '2', squadAi: 'greedy' }), KIT_RULES);
    const b = specOf(run({ games: '4', seed: '2', squadAi: 'greedy' }), withOverride(KIT_RULES, 'cover.hard=1'));
    const line = compareLine(a, b);
    expect(line).toBe('chamber compare --scenario A --games 4 --seed 2 --squad-ai greedy --b-override cover.hard=1 --json');
    const pool = new LabPool(2, startInProcess);
    const report = await runCompare(pool, a, b);
    pool.stop();
    expect(JSON.parse(JSON.stringify(report.comparison))).toEqual(await cli(line));
  }, 60_000);

  it('with "stop when decided" the line shown is compare --sprt, and plays the same stopped comparison (issue 34 §5)', async () => {
    const a = specOf(run({ games: '100', seed: '3', squadAi: 'greedy' }), KIT_RULES);
    const line = compareLine(a, a, true);
    expect(line).toBe('chamber compare --scenario A --games 100 --seed 3 --squad-ai greedy --sprt --json');
    const pool = new LabPool(2, startInProcess);
    const report = await runCompare(pool, a, a, { sprt: DEFAULT_SPRT });
    pool.stop();
    const c = await cli(line) as { sprt: { decision: string } };
    expect(c.sprt).toEqual({ ...report.sprt!.result });
    expect(c.sprt.decision).toBe('H0');
    expect(JSON.parse(JSON.stringify({ ...report.comparison, sprt: report.sprt!.result }))).toEqual(c);
  }, 60_000);
});

describe('a run on a scenario file (issue 36 §2: the picker\'s files, the editor\'s "Lab it")', () => {
  it('plays the file, names it by --scenario-file, and a batch of it plays on its board', async () => {
    const { SMALL_MISSION } = await import('../../fixtures/scenarios');
    const { parseScenarioFile } = await import('../../../src/engine/setup/scenario-game');
    const { runStart } = await import('../../../src/lab/run-start');
    const file = parseScenarioFile(SMALL_MISSION);
    const spec = specOf(run({ scenarioFile: file, games: '3', squadAi: 'greedy' }), KIT_RULES);
    expect(spec).toMatchObject({ scenario: 'small-mission', scenarioFile: file, games: 3 });
    expect(autoplayLine(spec)).toContain('--scenario-file small-mission.json');
    expect(runStart(spec, 1, {}).board.width).toBe(10);
    // The page's batch of it (in-process workers) gives the CLI's summary for the same file.
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const path = join(mkdtempSync(join(tmpdir(), 'lab-file-')), 'small-mission.json');
    writeFileSync(path, JSON.stringify(SMALL_MISSION));
    const pool = new LabPool(2, startInProcess);
    const report = await runBatch(pool, spec);
    pool.stop();
    const line = autoplayLine(spec).replace('--scenario-file small-mission.json', `--scenario-file ${path}`);
    expect(untimed(JSON.parse(JSON.stringify(report.summary)))).toEqual(untimed(await cli(line)));
  }, 60_000);
});
