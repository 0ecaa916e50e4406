/**
 * `chamber compare --sprt` (issue 34 §3): identical rules end in H0; a large effect (greedy with
 * alternatingActivations on side b, about +20 points) ends in H1 after a few batches, not
 * thousands of games; --json adds only "sprt"; a --sprt report holds the games played; bad
 * settings and --sprt with --shard are one line, exit 2.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from './in-process';
import { pairedLlr } from '../../src/lab/stats/sprt';

const RUN = ['compare', '--scenario', 'A', '--games', '2000', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1'];

async function ok(argv: string[]): Promise<string> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return r.out;
}

describe('chamber compare --sprt', () => {
  it('identical rules on both sides end in H0 (every pair agrees: LLR -0.00125 n (n + 1) leaves -ln 19 in the third batch)', async () => {
    const c = JSON.parse(await ok([...RUN, '--sprt', '--json']));
    expect(Object.keys(c)).toEqual(['games', 'a', 'b', 'diff', 'diffCI95', 'pValue', 'significant', 'perSoldier', 'sprt']);
    expect(Object.keys(c.sprt)).toEqual(['llr', 'lower', 'upper', 'decision', 'games']);
    expect(c.sprt.decision).toBe('H0');
    expect(c.sprt.games).toBe(60);
    expect(c.games).toBe(60);
    expect(c.sprt.llr).toBeCloseTo(-0.00125 * 60 * 61, 12);
    expect(c.sprt.lower).toBeCloseTo(-Math.log(19), 12);
    expect(c.sprt.upper).toBeCloseTo(Math.log(19), 12);
    expect(c.diff).toBe(0);
  }, 120_000);

  it('alternatingActivations under greedy (about +20 points) ends in H1 within a few hundred games; its report holds the games played', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-sprt-'));
    const c = JSON.parse(await ok([...RUN, '--b-variant', 'alternatingActivations', '--sprt', '--report', dir, '--json']));
    expect(c.sprt.decision).toBe('H1');
    expect(c.sprt.games).toBeLessThanOrEqual(300);
    expect(c.sprt.games % 20).toBe(0);
    expect(c.diff).toBeGreaterThan(0.1);
    // The LLR is the pairs' own: worked again from the report's rows.
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.games).toHaveLength(c.sprt.games);
    const t = { both: 0, onlyA: 0, onlyB: 0, neither: 0 };
    for (const [, , oa, ob] of report.games) {
      if (oa === 'victory' && ob === 'victory') t.both++; else if (oa === 'victory') t.onlyA++; else if (ob === 'victory') t.onlyB++; else t.neither++;
    }
    expect(c.sprt.llr).toBeCloseTo(pairedLlr(t, 0, 0.05), 12);
    expect(report.comparison.sprt).toEqual(c.sprt);
    expect(report.sprtSettings).toEqual({ delta0: 0, delta1: 0.05, alpha: 0.05, beta: 0.05, batch: 20 });
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toMatch(/\*\*LLR \d\.\d\d \(-2\.94, 2\.94\) \[0\.00, 0\.05\]\*\*: H1/);
    expect(md).toContain(`Paired games: both won ${t.both}, only a ${t.onlyA}, only b ${t.onlyB}, neither ${t.neither}.`);
    expect(md).toMatch(/not corrected for the early stop/);
  }, 120_000);

  it('the human form prints the LLR line and the paired counts; the settings show in it', async () => {
    const out = await ok([...RUN.map((w) => (w === '2000' ? '100' : w)), '--sprt', '--delta0=-0.05', '--delta1', '0.1', '--alpha', '0.1', '--beta', '0.1']);
    // Identical rules: LLR = 0.15 (n + 1) (0 - n 0.025): -1.575 after 20 pairs (inside ln(1/9) = -2.20), -6.15 after 40.
    expect(out).toContain('**LLR -6.15 (-2.20, 2.20) [-0.05, 0.10]**: H0: b - a <= -0.05 (b is not better by 0.10), after 40 of at most 100 paired games.');
    expect(out).toContain('alpha 0.1, beta 0.1, checked every 20 pairs');
    expect(out).toContain('Paired games: both won');
  }, 120_000);

  it('bad settings are one line, exit 2', async () => {
    expect(await refused([...RUN, '--sprt', '--alpha', '0.5'])).toBe('--alpha must be above 0 and below 0.5, got 0.5');
    expect(await refused([...RUN, '--sprt', '--beta', 'x'])).toBe('--beta must be a decimal number, got "x"');
    expect(await refused([...RUN, '--sprt', '--delta1', '0'])).toMatch(/^--delta1 \(0\) must be above --delta0 \(0\)/);
    expect(await refused([...RUN, '--sprt', '--delta0', '1.5'])).toMatch(/^--delta0 must be a win-rate difference above -1 and below 1/);
    expect(await refused([...RUN, '--delta1', '0.1'])).toBe('--delta1 is a setting of the sequential test: give it with --sprt');
    expect(await refused([...RUN, '--sprt', '--shard', '1/2'])).toMatch(/^--sprt cannot be sharded: /);
  });
});
