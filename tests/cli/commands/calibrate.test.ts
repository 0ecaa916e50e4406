/**
 * `chamber calibrate` (issue 34 §2): aliens.worker.hp for a 50% win rate under greedy lands in
 * the right neighbourhood (greedy wins about 55% of Scenario A at 9 HP and 38% at 12, 93% at the
 * kit's 5), its figures are `chamber autoplay`'s with that override, its --report files hold the
 * same figures; bad input is one line, exit 2.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from '../in-process';

const RUN = ['--scenario', 'A', '--squad-ai', 'greedy', '--seed', '1', '--workers', '1'];

describe('chamber calibrate', () => {
  it('finds aliens.worker.hp for a 50% win rate under greedy near 10, with autoplay\'s figures and a report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-calibrate-'));
    const r = await chamber(['calibrate', ...RUN, '--path', 'aliens.worker.hp', '--target', '0.5', '--range', '1..20', '--games', '40', '--report', dir, '--json']);
    expect(r.code, r.err).toBe(0);
    const c = JSON.parse(r.out);
    expect(Object.keys(c)).toEqual(['path', 'target', 'value', 'winRate', 'winRateCI95', 'neighbours', 'tried']);
    expect([c.path, c.target]).toEqual(['aliens.worker.hp', 0.5]);
    expect(c.value).toBeGreaterThanOrEqual(8);
    expect(c.value).toBeLessThanOrEqual(12);
    expect(c.winRateCI95[0]).toBeLessThanOrEqual(0.5);
    expect(c.winRateCI95[1]).toBeGreaterThanOrEqual(0.5);
    expect(c.neighbours.map((n: any) => n.value)).toEqual([c.value - 1, c.value + 1]);
    for (const n of c.neighbours) expect(Object.keys(n)).toEqual(['value', 'winRate', 'winRateCI95']);
    for (const t of c.tried) expect(Object.keys(t)).toEqual(['value', 'games', 'winRate']);
    // The ends first; the value and its neighbours with all 40 games.
    expect(c.tried.slice(0, 2).map((t: any) => t.value)).toEqual([1, 20]);
    for (const v of [c.value, c.value - 1, c.value + 1]) expect(c.tried.find((t: any) => t.value === v).games).toBe(40);
    // The value's figures are autoplay's, game for game.
    const a = await chamber(['autoplay', ...RUN, '--games', '40', '--override', `aliens.worker.hp=${c.value}`, '--json']);
    const summary = JSON.parse(a.out);
    expect([c.winRate, c.winRateCI95]).toEqual([summary.winRate, summary.winRateCI95]);
    expect(r.err).toBe('');
    // report.json holds the same figures; report.csv a row a value tried.
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.format).toBe('star-chamber-lab-calibrate');
    expect([report.value, report.winRate, report.reached, report.monotone]).toEqual([c.value, c.winRate, true, true]);
    expect(report.range).toEqual([1, 20]);
    const csv = readFileSync(join(dir, 'report.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('order,value,games,wins,winRate,winRateCI95.lo,winRateCI95.hi');
    expect(csv).toHaveLength(1 + c.tried.length);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain(`Value ${c.value}: `);
  }, 120_000);

  it('says so when no value in the range reaches the target', async () => {
    const r = await chamber(['calibrate', ...RUN, '--path', 'aliens.worker.hp', '--target', '0.05', '--range', '1..3', '--games', '20']);
    expect(r.code, r.err).toBe(0);
    const end = /No value in 1\.\.3 reaches the target: the win rate at both ends is above 5\.0%; (\d), the nearer end, is reported\./.exec(r.out);
    expect(end?.[1]).toMatch(/^[13]$/);
    expect(r.out).toMatch(new RegExp(`^Value ${end![1]}: .* of 20\\)`, 'm'));
  }, 60_000);

  it('refuses bad input in one line, exit 2', async () => {
    const base = ['calibrate', '--games', '10'];
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '60%'])).toMatch(/--target "60%": expected a win rate as a fraction strictly between 0 and 1/);
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '1'])).toMatch(/--target "1"/);
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '0'])).toMatch(/--target "0"/);
    expect(await refused([...base, '--path', 'aliens.wrker.hp', '--target', '0.5'])).toMatch(/--path: unknown ruleset path "aliens.wrker.hp"/);
    expect(await refused([...base, '--target', '0.5'])).toMatch(/--path PATH is needed/);
    expect(await refused([...base, '--path', 'aliens.worker.hp'])).toMatch(/--target T is needed/);
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '0.5', '--range', '0..5'])).toMatch(/aliens.worker.hp takes 1 to 99/);
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '0.5', '--range', '5..5'])).toMatch(/LO must be below HI/);
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '0.5', '--range', '1-5'])).toMatch(/expected LO\.\.HI/);
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '0.5', '--override', 'aliens.worker.hp=6'])).toMatch(/cannot be given with --path/);
    expect(await refused([...base, '--path', 'aliens.worker.hp', '--target', '0.5', '--scenario', 'B'])).toMatch(/unknown scenario/);
  });
});
