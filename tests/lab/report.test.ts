/**
 * `--report DIR` (issue 18 §1): the three files, their agreement with each other and with the
 * summary line, one paragraph per playtest question, and the best and worst games kept as records
 * that open in the app's Replay at the deciding moment (the link's payload is the record file).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../src/cli/main';
import { readRecordFile } from '../../src/replay/node-file';
import { recordTextFromLink } from '../../src/ui/replay/recordLink';
import { replayRecord } from '../../src/runner';
import { SHEET_QUESTIONS } from '../../src/lab/report/answers';
import { ROW_COLUMNS } from '../../src/lab/report/report-data';
import { SOLDIER_NAMES } from '../../src/engine/state/types';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  await main(argv, { stdout: (t) => { out += t; }, readStdin: async () => '' });
  return out;
}

describe('chamber autoplay --report', () => {
  it('writes report.md, report.json and report.csv that agree with the summary line and each other', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-report-'));
    const summary = JSON.parse(await chamber('autoplay', '--scenario', 'C-veteran', '--games', '16', '--seed', '4', '--squad-ai', 'greedy', '--workers', '1', '--report', dir, '--json'));
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.format).toBe('star-chamber-lab-report');
    expect(report.summary).toEqual(summary);
    expect(report.startingXp).toBe(10);
    expect(report.spec).toEqual({ scenario: 'C-veteran', games: 16, seed: 4, squadAi: 'greedy', variants: {}, overrides: [] });
    expect(report.columns).toEqual(ROW_COLUMNS);
    expect(report.games).toHaveLength(16);
    expect(report.games.map((g: unknown[]) => g[1])).toEqual(Array.from({ length: 16 }, (_, i) => 4 + i));
    // The rows add up to the summary.
    const col = (name: string) => report.columns.indexOf(name);
    expect(report.games.filter((g: unknown[]) => g[col('outcome')] === 'victory').length).toBe(summary.wins);
    for (const n of SOLDIER_NAMES) {
      for (const k of ['shots', 'hits', 'hpRemoved', 'kills', 'hpLost', 'downed', 'revived', 'xp']) {
        expect(report.games.reduce((a: number, g: number[]) => a + g[col(`perSoldier.${n}.${k}`)], 0)).toBe(summary.perSoldier[n][k]);
      }
    }
    const csv = readFileSync(join(dir, 'report.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe(ROW_COLUMNS.join(','));
    expect(csv.slice(1)).toEqual(report.games.map((g: unknown[]) => g.join(',')));

    expect(report.answers.map((a: { question: string }) => a.question)).toEqual([...SHEET_QUESTIONS]);
    for (const a of report.answers) expect(a.answer).toMatch(/\d/); // every answer has its numbers
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toContain('# Balance lab: Scenario C-veteran, 16 games');
    expect(md).toContain('starting XP 10');
    expect(md).toContain(`${summary.wins} wins in 16 games`);
    for (const q of SHEET_QUESTIONS) expect(md).toContain(`**${q}**`);
    for (const n of SOLDIER_NAMES) expect(md).toContain(`| ${n} |`);
  });

  it('keeps the best and worst games as records that open in Replay at the deciding moment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-report-kept-'));
    await chamber('autoplay', '--games', '10', '--seed', '30', '--squad-ai', 'greedy', '--workers', '1', '--variant', 'figureCornerBlocks', '--report', dir, '--json');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    for (const role of ['best', 'worst'] as const) {
      const kept = report[role];
      expect(kept.record).toBe(`${role}-game.json`);
      const text = readFileSync(join(dir, kept.record), 'utf8');
      const record = readRecordFile(join(dir, kept.record));
      const replayed = replayRecord(record);
      expect(replayed.verdict.ok).toBe(true);
      expect(record.seed).toBe(kept.seed);
      expect(record.ruleset.variants.figureCornerBlocks).toBe(true);
      expect(record.result.outcome).toBe(kept.outcome);
      // The file names the same step, so Replay's file picker opens it there too (issue 32 item 4).
      expect(record.opensAt).toEqual({ step: kept.step, what: kept.moment });
      // The link is the app's #record=<payload>&step=N, its payload the record file itself.
      const url = new URL(kept.link);
      expect(`${url.origin}/`).toBe('http://127.0.0.1:4173/');
      const hash = new URLSearchParams(url.hash.slice(1));
      expect([...hash.keys()]).toEqual(['record', 'step']);
      expect(Number(hash.get('step'))).toBe(kept.step);
      expect(await recordTextFromLink(hash.get('record')!)).toBe(text);
      expect(md).toContain(`](${kept.link})`);
      // In the app's own timeline (the runner's keyframes) that step starts the deciding activation (or the last round).
      const entries = replayRecord(record).keyframes;
      expect(kept.step).toBeLessThan(entries.length);
      const types = entries[kept.step].events.map((e) => e.type);
      expect(types.includes('activation.started') || types.includes('round.started')).toBe(true);
      expect(kept.moment).toMatch(/^round \d+: /);
      const decided = entries.slice(kept.step).flatMap((e) => e.events);
      if (kept.outcome === 'victory') expect(decided.filter((e) => e.type === 'alien.killed').length).toBeGreaterThanOrEqual(1);
    }
    const rows = report.games;
    const outcome = report.columns.indexOf('outcome');
    if (rows.some((g: unknown[]) => g[outcome] === 'victory')) expect(report.best.outcome).toBe('victory');
    if (rows.some((g: unknown[]) => g[outcome] === 'defeat')) expect(report.worst.outcome).toBe('defeat');
  });
});
