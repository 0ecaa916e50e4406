/**
 * `chamber sweep` (issue 34 §1): the --json shape, each value's row exactly `chamber autoplay
 * --override PATH=VALUE`'s on the same seeds (win rate, Wilson interval, mean rounds and each
 * soldier's HP removed and lost), the step between neighbours, --report's files, and bad input
 * refused in one line (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { SOLDIER_NAMES } from '../../../src/engine/state/types';
import { chamber, refused } from '../in-process';

const BASE = ['--scenario', 'A', '--games', '5', '--seed', '17', '--workers', '1'];

async function json(...argv: string[]): Promise<any> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return JSON.parse(r.out);
}

/** A row's figures that autoplay also gives, from a sweep row or an autoplay summary. */
const figures = (x: any) => ({
  games: x.games, wins: x.wins, winRate: x.winRate, winRateCI95: x.winRateCI95, meanRounds: x.meanRounds,
  hp: SOLDIER_NAMES.map((n) => [x.perSoldier[n].hpRemoved, x.perSoldier[n].hpLost]),
});

describe('chamber sweep', () => {
  it('--json: each value\'s row is chamber autoplay --override PATH=VALUE\'s on the same seeds, exactly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-sweep-'));
    const rules = ['--variant', 'figureCornerBlocks=on', '--override', 'roundLimit=12'];
    const s = await json('sweep', ...BASE, '--squad-ai', 'greedy', ...rules, '--path', 'aliens.worker.hp', '--values', '1..3', '--report', dir, '--json');
    expect(Object.keys(s)).toEqual(['path', 'rows']);
    expect(s.path).toBe('aliens.worker.hp');
    expect(s.rows.map((r: any) => r.value)).toEqual([1, 2, 3]);
    for (const row of s.rows) {
      expect(Object.keys(row)).toEqual(['value', 'games', 'wins', 'winRate', 'winRateCI95', 'meanRounds', 'perSoldier', 'step']);
      const a = await json('autoplay', ...BASE, '--squad-ai', 'greedy', ...rules, '--override', `aliens.worker.hp=${row.value}`, '--json');
      expect(figures(row)).toEqual(figures(a));
    }
    // The step from the value before: the later value's win rate minus the earlier one's, paired.
    expect(s.rows[0].step).toBeNull();
    for (const k of [1, 2]) {
      expect(Object.keys(s.rows[k].step)).toEqual(['diff', 'diffCI95', 'pValue', 'significant']);
      expect(s.rows[k].step.diff).toBeCloseTo(s.rows[k].winRate - s.rows[k - 1].winRate, 12);
    }
    // The report holds the same rows and, game by game, what they count.
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.format).toBe('star-chamber-lab-sweep');
    expect(report.rows).toEqual(s.rows);
    expect(report.spec.overrides).toEqual(['roundLimit=12']);
    const csv = readFileSync(join(dir, 'report.csv'), 'utf8').trim().split('\n');
    expect(csv).toHaveLength(6);
    const head = csv[0].split(',');
    expect(head.slice(0, 5)).toEqual(['index', 'seed', 'v1.outcome', 'v1.rounds', 'v1.Reyes.hpRemoved']);
    s.rows.forEach((row: any) => {
      const at = head.indexOf(`v${row.value}.outcome`);
      expect(csv.slice(1).filter((line) => line.split(',')[at] === 'victory')).toHaveLength(row.wins);
      const chen = head.indexOf(`v${row.value}.Chen.hpRemoved`);
      expect(csv.slice(1).reduce((t, line) => t + Number(line.split(',')[chen]), 0)).toBe(row.perSoldier.Chen.hpRemoved);
    });
    // report.md draws each value's win rate on its band, and its mean rounds, in text.
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    const chart = md.slice(md.indexOf('```text\nwin rate by aliens.worker.hp: ● the rate, ─ its 95% Wilson band, on 0% to 100%\n'));
    s.rows.forEach((row: any) => {
      expect(chart).toMatch(new RegExp(`\\n {4}${row.value} \\|[ ─●]{50}\\| ${(100 * row.winRate).toFixed(1)}%\\n`));
      expect(chart).toMatch(new RegExp(`\\n {4}${row.value} \\|█+ ${row.meanRounds.toFixed(2)}\\n`));
    });
    expect(md).toMatch(/^# Sweep of aliens\.worker\.hp: Scenario A\n\nSweep of aliens\.worker\.hp: 5 games of Scenario A \(seeds 17\.\.21\) at each value, every value on the same seeds; squad AI greedy; other rules: figureCornerBlocks on \(RULINGS S3\), roundLimit=12\./);
  }, 240_000);

  it('the planner at its --budget: a row is autoplay\'s with the same squad AI and budget', async () => {
    const argv = ['--scenario', 'A', '--games', '1', '--seed', '5', '--workers', '1', '--squad-ai', 'planner', '--budget', '1'];
    const s = await json('sweep', ...argv, '--path', 'soldiers.Reyes.hp', '--values', '2,6', '--json');
    for (const row of s.rows) {
      const a = await json('autoplay', ...argv, '--override', `soldiers.Reyes.hp=${row.value}`, '--json');
      expect(figures(row)).toEqual(figures(a));
    }
  }, 240_000);

  it('--variant-sweep NAME: the variant off, then on, each row chamber autoplay --variant NAME=off|on\'s', async () => {
    const s = await json('sweep', ...BASE, '--squad-ai', 'greedy', '--override', 'aliens.worker.hp=8', '--variant-sweep', 'shotgunoverwatchpointblank', '--json');
    expect(s.path).toBe('variants.shotgunOverwatchPointBlank');
    expect(s.rows.map((r: any) => r.value)).toEqual(['off', 'on']);
    for (const row of s.rows) {
      const a = await json('autoplay', ...BASE, '--squad-ai', 'greedy', '--override', 'aliens.worker.hp=8', '--variant', `shotgunOverwatchPointBlank=${row.value}`, '--json');
      expect(figures(row)).toEqual(figures(a));
    }
    expect(s.rows[1].step.diff).toBeCloseTo(s.rows[1].winRate - s.rows[0].winRate, 12);
  }, 240_000);

  it('bad input is one line, exit 2', async () => {
    const sweep = (...argv: string[]) => refused(['sweep', '--games', '2', ...argv]);
    expect(await sweep('--values', '1,2')).toBe('sweep needs --path PATH, the ruleset number to sweep (chamber rules lists them), or --variant-sweep NAME');
    expect(await sweep('--variant-sweep', 'diagonalDoors')).toMatch(/^--variant-sweep "diagonalDoors": unknown variant \(known: figureCornerBlocks, /);
    expect(await sweep('--variant-sweep', 'figureCornerBlocks', '--path', 'aliens.worker.hp')).toBe('--variant-sweep plays its variant off and on: give it without --path and --values');
    expect(await sweep('--variant-sweep', 'figureCornerBlocks', '--variant', 'figureCornerBlocks=off')).toBe('--variant-sweep figureCornerBlocks is also switched by --variant figureCornerBlocks: the sweep plays it off and on');
    expect(await sweep('--path', 'aliens.worker.hp')).toBe('sweep needs --values V1,V2,... or LO..HI, the values of aliens.worker.hp');
    expect(await sweep('--path', 'aliens.worker.hq', '--values', '1,2')).toMatch(/^--path "aliens\.worker\.hq": unknown ruleset path "aliens\.worker\.hq" \(e\.g\. aliens\.worker\./);
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '0..3')).toBe('--values "0..3": aliens.worker.hp must be a whole number from 1 to 99 (the kit has 5), got 0');
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '3,2')).toBe('--values "3,2": values must rise (3 then 2)');
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '4..2')).toBe('--values "4..2": LO..HI must rise (4 then 2)');
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '1..40')).toBe('--values "1..40": at most 32 values (each is a whole run of games)');
    expect(await sweep('--path', 'aliens.worker.hp', '--values', 'two,three')).toMatch(/^--values "two,three": expected whole numbers separated by commas/);
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '1,2', '--override', 'aliens.worker.hp=5')).toBe('--path aliens.worker.hp is also given as --override aliens.worker.hp=...: the sweep sets it to each value');
    expect(await sweep('--path', 'xp.thresholds.1', '--values', '1,9', '--override', 'xp.thresholds.2=5')).toMatch(/^--values: at xp\.thresholds\.1=9, xp\.thresholds must not decrease/);
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '1,2', '--squad-ai', 'clever')).toMatch(/^unknown --squad-ai "clever"/);
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '1,2', '--shard', '3/2')).toBe('--shard "3/2": K must be from 1 to 2');
    const file = join(mkdtempSync(join(tmpdir(), 'chamber-sweep-bad-')), 'a-file');
    writeFileSync(file, 'x');
    expect(await sweep('--path', 'aliens.worker.hp', '--values', '1,2', '--report', file)).toMatch(/^--report/);
  });
});
