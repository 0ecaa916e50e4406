/**
 * `chamber compare` (issue 18 §3): paired games on the same seeds, each side's Wilson interval,
 * Newcombe's paired interval for b - a, the exact McNemar test, and the --json shape.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../../src/cli/main';
import { commands } from '../../../src/cli/commands';
import { exactMcNemar } from '../../../src/lab/stats/mcnemar';
import { newcombePairedInterval } from '../../../src/lab/stats/newcombe';
import { wilsonInterval } from '../../../src/lab/stats/wilson';
import { SOLDIER_NAMES } from '../../../src/engine/state/types';
import { VARIANT_NAMES } from '../../../src/engine/rule-changes/variants';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, readStdin: async () => '' });
  return out;
}

const BASE = ['--scenario', 'A', '--games', '24', '--seed', '11', '--squad-ai', 'greedy', '--workers', '1'];

describe('chamber compare', () => {
  it('the same rules on both sides: difference exactly 0, p = 1, not significant', async () => {
    const c = JSON.parse(await chamber('compare', ...BASE, '--json'));
    expect(Object.keys(c)).toEqual(['games', 'a', 'b', 'diff', 'diffCI95', 'pValue', 'significant', 'perSoldier']);
    expect(Object.keys(c.a)).toEqual(['wins', 'winRate', 'winRateCI95']);
    expect(c.b).toEqual(c.a);
    expect(c.diff).toBe(0);
    expect(c.pValue).toBe(1);
    expect(c.significant).toBe(false);
    expect(c.diffCI95[0]).toBeLessThanOrEqual(0);
    expect(c.diffCI95[1]).toBeGreaterThanOrEqual(0);
    for (const n of SOLDIER_NAMES) expect(Object.values(c.perSoldier[n])).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('each side is the autoplay run of its rules on the same seeds; the statistics follow from the pairs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-compare-'));
    const c = JSON.parse(await chamber('compare', ...BASE, '--b-override', 'aliens.worker.hp=8', '--b-variant', 'shotgunOverwatchPointBlank', '--report', dir, '--json'));
    const a = JSON.parse(await chamber('autoplay', ...BASE, '--json'));
    const b = JSON.parse(await chamber('autoplay', ...BASE, '--override', 'aliens.worker.hp=8', '--variant', 'shotgunOverwatchPointBlank', '--json'));
    expect(c.games).toBe(24);
    expect(c.a).toEqual({ wins: a.wins, winRate: a.winRate, winRateCI95: a.winRateCI95 });
    expect(c.b).toEqual({ wins: b.wins, winRate: b.winRate, winRateCI95: b.winRateCI95 });
    expect(c.diff).toBeCloseTo(b.winRate - a.winRate, 12);
    for (const n of SOLDIER_NAMES) expect(c.perSoldier[n].hpRemoved).toBeCloseTo((b.perSoldier[n].hpRemoved - a.perSoldier[n].hpRemoved) / 24, 12);
    // The pairs, from the report's rows, give the interval and the p-value.
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    const t = { both: 0, onlyA: 0, onlyB: 0, neither: 0 };
    for (const [, , oa, ob] of report.games) {
      if (oa === 'victory' && ob === 'victory') t.both++; else if (oa === 'victory') t.onlyA++; else if (ob === 'victory') t.onlyB++; else t.neither++;
    }
    expect(t.both + t.onlyA).toBe(a.wins);
    expect(c.diffCI95).toEqual([...newcombePairedInterval(t).interval]);
    expect(c.pValue).toBe(exactMcNemar(t.onlyA, t.onlyB));
    expect(c.significant).toBe(c.pValue < 0.05);
    expect(c.a.winRateCI95).toEqual([...wilsonInterval(a.wins, 24)]);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toMatch(/Newcombe's paired method 10/);
  });

  it('names its interval method in --help', async () => {
    const help = await chamber('compare', '--help');
    expect(help).toMatch(/Newcombe/);
    expect(help).toMatch(/McNemar/);
    expect(commands.find((c) => c.name === 'compare')!.summary).toMatch(/Wilson/);
  });

  it('autoplay --help names every variant, the peer lifecycles (issue 20 §3) with their ids too', async () => {
    const help = await chamber('autoplay', '--help');
    for (const name of VARIANT_NAMES) expect(help).toContain(name);
    expect(help).toMatch(/alternatingActivations \(docs\/variants\.md AA\)/);
  });

  it('bad flags are one line naming the flag', async () => {
    await expect(chamber('compare', '--a-variant', 'x', '--json')).rejects.toThrow(/^--a-variant "x": unknown variant/);
    await expect(chamber('compare', '--b-override', 'q=1', '--json')).rejects.toThrow(/^--b-override "q=1": unknown ruleset path "q"/);
    await expect(chamber('compare', '--games', '-3', '--json')).rejects.toThrow(/^--games must be from 1 to 1000000, got -3$/);
    await expect(chamber('compare', '--workers', 'all', '--json')).rejects.toThrow(/^--workers must be a whole number from 1 to 64, got "all"$/);
    await expect(chamber('compare', '--scenario', 'B-Voss-soft', '--json')).rejects.toThrow(/Scenario B is run by chamber firing-range/);
  });
});
