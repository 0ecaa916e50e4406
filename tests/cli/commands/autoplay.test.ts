import { describe, it, expect } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../../src/cli/main';
import { readRecordFile } from '../../../src/replay/node-file';
import { runGame, verifyRecord } from '../../../src/runner';
import { makePolicy } from '../../../src/ai/policies';
import { SOLDIER_NAMES } from '../../../src/engine/state/types';

async function chamber(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { stdout: (t) => { out += t; }, stderr: (t) => { err += t; }, readStdin: async () => '' });
  return { code, out, err };
}

/** Armour deflections (damage rolls with `deflected`) over random-squad Scenario A games seeds seed..seed+games-1, replayed here. */
function deflectionsIn(seed: number, games: number): number {
  let n = 0;
  for (let g = seed; g < seed + games; g++) {
    const record = runGame({ scenario: 'A', seed: g, squad: makePolicy('random', g) });
    n += record.events.filter(({ event: e }) => e.type === 'damage.rolled' && e.deflected).length;
  }
  return n;
}

/** A summary without its two timing keys, the only ones two runs of the same games may differ in. */
function untimed(summary: Record<string, unknown>): Record<string, unknown> {
  const { gamesPerSecond: _g, wallSeconds: _w, ...rest } = summary;
  return rest;
}

const SUMMARY_KEYS = ['games', 'wins', 'meanRounds', 'gamesPerSecond', 'winRate', 'winRateCI95', 'perSoldier', 'aliens', 'overwatch', 'deflections', 'rounds', 'wallSeconds'];

describe('chamber autoplay', () => {
  it('--json prints one line with exactly the summary keys (issue 18 §1)', async () => {
    const { code, out, err } = await chamber('autoplay', '--scenario', 'A', '--games', '6', '--seed', '5', '--squad-ai', 'random', '--workers', '1', '--json');
    expect(code).toBe(0);
    expect(err).toBe(''); // nothing on stderr for --json piped
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const s = JSON.parse(lines[0]);
    expect(Object.keys(s)).toEqual(SUMMARY_KEYS);
    expect(s.games).toBe(6);
    expect(s.winRate).toBe(s.wins / 6);
    expect(s.winRateCI95[0]).toBeLessThanOrEqual(s.winRate);
    expect(s.winRateCI95[1]).toBeGreaterThanOrEqual(s.winRate);
    expect(Object.keys(s.perSoldier)).toEqual([...SOLDIER_NAMES]);
    for (const n of SOLDIER_NAMES) {
      expect(Object.keys(s.perSoldier[n])).toEqual(['shots', 'hits', 'hpRemoved', 'kills', 'hpLost', 'downed', 'revived', 'xp']);
      expect(s.perSoldier[n].hits).toBeLessThanOrEqual(s.perSoldier[n].shots);
    }
    expect(Object.keys(s.aliens)).toEqual(['killed', 'meleeAttacks', 'rangedAttacks', 'fourMeleeActivations']);
    expect(Object.keys(s.overwatch)).toEqual(['triggers', 'reactions', 'hits']);
    expect(s.deflections).toBe(deflectionsIn(5, 6)); // counted from the games' own events
    expect(Object.keys(s.rounds)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(Object.values(s.rounds as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(6);
    expect(SOLDIER_NAMES.reduce((a, n) => a + s.perSoldier[n].kills, 0)).toBe(s.aliens.killed);
    expect(s.meanRounds).toBe(Object.entries(s.rounds as Record<string, number>).reduce((a, [r, n]) => a + Number(r) * n, 0) / 6);
    expect(s.gamesPerSecond).toBeGreaterThan(0);
    expect(s.wallSeconds).toBeGreaterThan(0);
  });

  it('the same games give the same summary for 1, 2 and 3 workers, but for timing', async () => {
    const run = async (workers: string) => untimed(JSON.parse((await chamber('autoplay', '--games', '12', '--seed', '40', '--squad-ai', 'greedy', '--workers', workers, '--json')).out));
    const one = await run('1');
    expect(await run('2')).toEqual(one);
    expect(await run('3')).toEqual(one);
  });

  it('--out writes DIR/game-<seed>.json for seeds S..S+N-1, each verifiable; wins and rounds agree', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-autoplay-'));
    const { out } = await chamber('autoplay', '--scenario', 'A', '--games', '2', '--seed', '7', '--squad-ai', 'greedy', '--out', dir, '--workers', '2', '--json');
    expect(readdirSync(dir).sort()).toEqual(['game-7.json', 'game-8.json']);
    const records = ['game-7.json', 'game-8.json'].map((f) => readRecordFile(join(dir, f)));
    for (const r of records) {
      expect(r.controllers.squad).toBe('greedy');
      expect(verifyRecord(r).ok).toBe(true);
    }
    expect(records.map((r) => r.seed)).toEqual([7, 8]);
    const summary = JSON.parse(out);
    expect(summary.wins).toBe(records.filter((r) => r.result.outcome === 'victory').length);
    expect(summary.meanRounds).toBe((records[0].result.rounds + records[1].result.rounds) / 2);
  });

  it('variants and overrides are played and recorded in the kept records', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-autoplay-rules-'));
    await chamber('autoplay', '--games', '1', '--seed', '3', '--squad-ai', 'random', '--variant', 'figureCornerBlocks', '--variant', 'shotgunOverwatchPointBlank',
      '--override', 'aliens.worker.hp=6', '--override', 'xp.thresholds.1=5', '--out', dir, '--workers', '1', '--json');
    const record = readRecordFile(join(dir, 'game-3.json'));
    expect(record.ruleset.variants).toEqual({ figureCornerBlocks: true, shotgunOverwatchPointBlank: false });
    expect(record.ruleset.overrides).toEqual({
      aliens: { worker: { hp: 6 } }, xp: { thresholds: [0, 5, 10, 18] },
      variants: { figureCornerBlocks: true, shotgunOverwatchPointBlank: false },
    });
    expect(record.start.position.aliens.filter((a) => a.kind === 'worker').map((a) => a.hp ?? 6)).toEqual([6, 6]);
    expect(verifyRecord(record).ok).toBe(true);
  });

  it('an override changes the games: tougher workers are not the kit games', async () => {
    const kit = await chamber('autoplay', '--games', '8', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--json');
    const tough = await chamber('autoplay', '--games', '8', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--override', 'aliens.worker.hp=9', '--json');
    expect(untimed(JSON.parse(tough.out))).not.toEqual(untimed(JSON.parse(kit.out)));
  });

  it('the human form says the same in words; without --squad-ai it plays the lab default, the planner at budget 8', async () => {
    const { out } = await chamber('autoplay', '--games', '1', '--seed', '2', '--workers', '1');
    expect(out).toMatch(/^1 game of scenario A \(seed 2\), squad AI planner \(budget 8\); the kit as written: [01] wins?, win rate (0\.0|100\.0)% \(95% Wilson interval [\d.]+% to [\d.]+%\)\nmean [1-6]\.00 rounds, [\d.]+ games per second\n/);
    for (const n of SOLDIER_NAMES) expect(out).toContain(`  ${n}`);
  });

  it('--report without --squad-ai: the headline and every sheet answer name the squad AI and budget it measured (the lab default, planner at 8)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-autoplay-answers-'));
    await chamber('autoplay', '--games', '1', '--seed', '2', '--workers', '1', '--report', dir, '--json');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.spec).toMatchObject({ squadAi: 'planner', budget: 8 });
    expect(report.answers).toHaveLength(9);
    for (const a of report.answers) {
      expect(a.squad).toBe('planner (budget 8)');
      expect(a.answer).toMatch(/\(squad AI: planner, budget 8; 1 game; the kit as written\)$/);
    }
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toMatch(/^# Balance lab: Scenario A, 1 game, squad AI planner \(budget 8\)\n/);
  });

  it('Scenario C runs at 3, 10 and 18 XP', async () => {
    for (const [scenario, xp] of [['C', 3], ['C-veteran', 10], ['C-specialist', 18]] as const) {
      const s = JSON.parse((await chamber('autoplay', '--scenario', scenario, '--games', '1', '--seed', '9', '--squad-ai', 'random', '--workers', '1', '--json')).out);
      // XP only grows, so every soldier ends at the scenario's starting XP or more (capped at 18).
      for (const n of SOLDIER_NAMES) expect(s.perSoldier[n].xp).toBeGreaterThanOrEqual(xp);
    }
  });

  it('--out with --reasons: each planner record keeps its reasons at decisions it took, and verifies (issue 19 §2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-reasons-'));
    const { code } = await chamber('autoplay', '--games', '2', '--seed', '5', '--squad-ai', 'planner', '--budget', '4', '--out', dir, '--reasons', '--workers', '1', '--json');
    expect(code).toBe(0);
    for (const f of ['game-5.json', 'game-6.json']) {
      const r = readRecordFile(join(dir, f));
      expect(verifyRecord(r).ok).toBe(true);
      expect(r.plans!.length).toBeGreaterThan(5);
      for (const note of r.plans!) expect(note.view.chosen.decisions[0]).toEqual(r.decisions[note.decision].decision);
    }
    // Without --reasons the same games are kept as before: no notes, the same decisions.
    const bare = mkdtempSync(join(tmpdir(), 'chamber-bare-'));
    await chamber('autoplay', '--games', '1', '--seed', '5', '--squad-ai', 'planner', '--budget', '4', '--out', bare, '--workers', '1', '--json');
    const plain = readRecordFile(join(bare, 'game-5.json'));
    expect(plain.plans).toBeUndefined();
    expect(plain.decisions).toEqual(readRecordFile(join(dir, 'game-5.json')).decisions);
  });

  it('bad options are one-line errors naming the flag', async () => {
    const cases: [string[], RegExp][] = [
      [['--squad-ai', 'genius'], /unknown --squad-ai "genius"/],
      [['--games', 'many'], /^--games must be a whole number from 1 to 1000000, got "many"$/],
      [['--games', '0'], /^--games must be from 1 to 1000000, got 0$/],
      [['--games', '1000001'], /^--games must be from 1 to 1000000, got 1000001$/],
      [['--workers', '0'], /^--workers must be from 1 to 64, got 0$/],
      [['--workers', '65'], /^--workers must be from 1 to 64, got 65$/],
      [['--seed', '4294967296'], /^--seed must be from -2147483648 to 4294967295, got 4294967296$/],
      [['--seed', '4294967295', '--games', '2'], /would play seeds up to 4294967296, past 4294967295: give --seed 4294967294 or less/],
      [['--scenario', 'Q'], /^--scenario: unknown scenario "Q" for a batch \(known: A, C, C-veteran, C-specialist\)$/],
      [['--scenario', 'A', '--scenario', 'C'], /--scenario is given twice/],
      [['--out', '/proc/nope'], /^--out \/proc\/nope: cannot create the folder/],
      [['--reasons'], /^--reasons needs --out DIR/],
      [['--reasons', '--out', '/tmp/chamber-never', '--squad-ai', 'greedy'], /^--reasons needs --squad-ai planner: greedy gives no reasons$/],
      [['--squad-ai', 'random', '--budget', '4'], /^--budget is the planner's playouts per decision, and random searches none/],
      [['--report', '/proc/nope'], /^--report \/proc\/nope: cannot create the folder/],
      [['--scenario', 'B-Voss-soft'], /chamber firing-range/],
      [['--variant', 'nope'], /--variant "nope": unknown variant \(known: figureCornerBlocks, shotgunOverwatchPointBlank, alternatingActivations, reactionFire\)/],
      [['--override', 'aliens.worker.hpp=6'], /unknown ruleset path "aliens.worker.hpp" \(e\.g\. aliens\.worker\.hp/],
      [['--override', 'aliens.worker.hp=abc'], /aliens\.worker\.hp must be a whole number from 1 to 99 \(the kit has 5\), got "abc"/],
      [['--override', 'aliens.worker.hp=0'], /from 1 to 99/],
      [['--override', 'aliens.worker.hp=2.5'], /whole number/],
      [['--override', 'aliens.worker.hp'], /expected PATH=VALUE/],
      [['--override', 'variants.figureCornerBlocks=1'], /--variant NAME/],
      [['--override', 'roundLimit=5', '--override', 'roundLimit=7'], /roundLimit is given twice/],
      [['--override', 'xp.thresholds.1=12'], /xp\.thresholds must not decrease/],
      [['--games', '10', '--shard', '3/2'], /K must be from 1 to 2/],
      [['--games', '10', '--shard', '0/2'], /K must be from 1 to 2/],
      [['--games', '10', '--shard', '1/0'], /N must be from 1 to/],
      [['--games', '10', '--shard', 'half'], /expected K\/N/],
      [['--games', '3', '--shard', '1/4'], /N must be from 1 to 3 \(at most one shard per game, and the run has 3 games; at most 10000 shards\)/],
      [['--shard', '3/2'], /N must be from 1 to 1 \(at most one shard per game, and the run has 1 game;/],
      [['stray'], /unexpected argument "stray"/],
    ];
    for (const [args, message] of cases) {
      const failed = chamber('autoplay', ...args, '--json');
      await expect(failed, args.join(' ')).rejects.toThrow(message);
      const text = await failed.catch((e: Error) => e.message);
      expect(text, args.join(' ')).not.toContain('\n');
    }
    await expect(chamber('autoplay', '--bogus')).rejects.toThrow();
  });
});
