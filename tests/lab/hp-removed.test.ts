/**
 * HP removed per game with its 95% interval (issue 32 item 12): the normal approximation over the
 * per-game values, kept as whole-number sums so workers and shards add up to the same interval;
 * report.json and report.md carry it beside the totals.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../src/cli/main';
import { SOLDIER_NAMES } from '../../src/engine/state/types';
import { meanInterval } from '../../src/lab/stats/mean-interval';
import { Z95 } from '../../src/lab/stats/z';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, readStdin: async () => '' });
  return out;
}

describe('meanInterval', () => {
  it('mean ± z·s/√n with the sample standard deviation, clipped at 0', () => {
    // Values 1, 2, 3, 6: mean 3, s² = (4 + 1 + 0 + 9) / 3 = 14/3.
    const m = meanInterval(12, 1 + 4 + 9 + 36, 4);
    expect(m.mean).toBe(3);
    const half = Z95 * Math.sqrt(14 / 3 / 4);
    expect(m.ci95![0]).toBeCloseTo(3 - half, 12);
    expect(m.ci95![1]).toBeCloseTo(3 + half, 12);
    // Values 0, 0, 0, 1: the lower end would be below 0.
    expect(meanInterval(1, 1, 4).ci95![0]).toBe(0);
    expect(meanInterval(0, 0, 40)).toEqual({ mean: 0, ci95: [0, 0] });
    expect(meanInterval(5, 25, 1)).toEqual({ mean: 5, ci95: null });
  });
});

describe('chamber autoplay --report: HP removed per game with its interval', () => {
  it('report.json\'s hpRemovedPerGame is the per-game rows\' mean and interval; report.md says it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-hp-'));
    await chamber('autoplay', '--games', '12', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1', '--report', dir, '--json');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    const col = (name: string) => report.columns.indexOf(name);
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    for (const n of SOLDIER_NAMES) {
      const values: number[] = report.games.map((g: number[]) => g[col(`perSoldier.${n}.hpRemoved`)]);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const s = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
      const got = report.hpRemovedPerGame[n];
      expect(got.mean).toBeCloseTo(mean, 12);
      expect(got.ci95[0]).toBeCloseTo(Math.max(0, mean - (Z95 * s) / Math.sqrt(12)), 9);
      expect(got.ci95[1]).toBeCloseTo(mean + (Z95 * s) / Math.sqrt(12), 9);
      expect(md).toContain(`${n} ${got.mean.toFixed(2)} (${got.ci95[0].toFixed(2)} to ${got.ci95[1].toFixed(2)})`);
    }
    expect(md).toContain('HP removed per game with its 95% interval (normal approximation over the 12 games\' values, clipped at 0)');
  });
});
