import { describe, it, expect } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../src/cli/main';
import { readRecordFile } from '../../src/replay/node-file';
import { verifyRecord } from '../../src/runner';

async function chamber(...argv: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await main(argv, { stdout: (t) => { out += t; }, readStdin: async () => '' });
  return { code, out };
}

describe('chamber autoplay', () => {
  it('--json prints exactly games, wins, meanRounds, gamesPerSecond', async () => {
    const { code, out } = await chamber('autoplay', '--scenario', 'A', '--games', '3', '--seed', '5', '--squad-ai', 'random', '--json');
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const summary = JSON.parse(lines[0]);
    expect(Object.keys(summary)).toEqual(['games', 'wins', 'meanRounds', 'gamesPerSecond']);
    expect(summary.games).toBe(3);
    expect(summary.wins).toBeGreaterThanOrEqual(0);
    expect(summary.wins).toBeLessThanOrEqual(3);
    expect(summary.meanRounds).toBeGreaterThanOrEqual(1);
    expect(summary.meanRounds).toBeLessThanOrEqual(6);
    expect(summary.gamesPerSecond).toBeGreaterThan(0);
  });

  it('--out writes DIR/game-<seed>.json for seeds S..S+N-1, each verifiable; wins and rounds agree', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-autoplay-'));
    const { out } = await chamber('autoplay', '--scenario', 'A', '--games', '2', '--seed', '7', '--squad-ai', 'greedy', '--out', dir, '--json');
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

  it('the human form says the same in words', async () => {
    const { out } = await chamber('autoplay', '--games', '1', '--seed', '2');
    expect(out).toMatch(/^1 game of scenario A \(seed 2, squad AI random\): [01] wins?, mean [1-6]\.00 rounds, [\d.]+ games per second\n$/);
  });

  it('bad options are one-line errors', async () => {
    await expect(chamber('autoplay', '--squad-ai', 'genius')).rejects.toThrow(/unknown --squad-ai "genius"/);
    await expect(chamber('autoplay', '--games', 'many')).rejects.toThrow(/--games must be a whole number/);
    await expect(chamber('autoplay', '--scenario', 'Q')).rejects.toThrow(/unknown scenario "Q"/);
    await expect(chamber('autoplay', '--bogus')).rejects.toThrow();
  });
});
