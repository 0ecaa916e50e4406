/**
 * Restricted play on the command line: `--deny` and `--without` on autoplay, `chamber probe` (what
 * each mechanic is worth) and `chamber contribution` (what each soldier is worth): their --json
 * shapes, that every figure is `chamber autoplay`'s for the same settings, and bad input refused
 * in one line (exit 2).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { MECHANICS } from '../../src/ai/denial';
import { SOLDIER_NAMES } from '../../src/engine/state/types';
import { readReport } from '../../src/lab/report/read-report';
import { chamber, refused } from './in-process';

const BASE = ['--scenario', 'A', '--games', '6', '--seed', '21', '--squad-ai', 'greedy', '--workers', '1'];

async function json(...argv: string[]): Promise<any> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return JSON.parse(r.out);
}

describe('autoplay --deny and --without', () => {
  it('a record played without a soldier names who was left off (and what was denied) and still verifies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-without-'));
    const s = await json('autoplay', '--scenario', 'A', '--games', '2', '--seed', '21', '--squad-ai', 'greedy', '--workers', '1', '--without', 'voss', '--without', 'Park', '--deny', 'doors', '--out', dir, '--json');
    expect(s.games).toBe(2);
    expect(s.perSoldier.Voss.shots).toBe(0);
    expect(s.perSoldier.Park.shots).toBe(0);
    const files = readdirSync(dir).map((f) => join(dir, f));
    expect(files).toHaveLength(2);
    const record = JSON.parse(readFileSync(files[0], 'utf8'));
    expect(record.title).toBe('Scenario A, squad AI greedy, denied doors, without Voss, Park');
    expect(record.start.position.soldiers.map((p: { name: string }) => p.name)).toEqual(['Reyes', 'Chen', 'Okafor']);
    const verify = await chamber(['replay', 'verify', ...files]);
    expect(verify.code).toBe(0);
    expect(verify.out.split('\n').filter((l) => l.startsWith('ok ')).length).toBe(2);
  });

  it('a report of restricted play says so in its spec and reads back the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-deny-report-'));
    await json('autoplay', ...BASE, '--deny', 'brace', '--without', 'Chen', '--report', dir, '--json');
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.spec.deny).toEqual(['brace']);
    expect(report.spec.without).toEqual(['Chen']);
    expect(readReport(join(dir, 'report.json')).spec).toMatchObject({ deny: ['brace'], without: ['Chen'] });
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toContain('squad AI greedy, denied brace, without Chen');
    // The lines that replay a game or propose the next experiment repeat the restriction.
    expect(md).toContain('--squad-ai greedy --deny brace --without Chen --out DIR');
    expect(md).toMatch(/chamber compare [^`]*--squad-ai greedy --deny brace --without Chen /);
  });

  it('compare --deny and --without restrict both sides: each is autoplay\'s restricted run', async () => {
    const c = await json('compare', ...BASE, '--deny', 'overwatch', '--without', 'Reyes', '--b-override', 'aliens.worker.hp=8', '--json');
    const a = await json('autoplay', ...BASE, '--deny', 'overwatch', '--without', 'Reyes', '--json');
    const b = await json('autoplay', ...BASE, '--deny', 'overwatch', '--without', 'Reyes', '--override', 'aliens.worker.hp=8', '--json');
    expect(c.a).toEqual({ wins: a.wins, winRate: a.winRate, winRateCI95: a.winRateCI95 });
    expect(c.b).toEqual({ wins: b.wins, winRate: b.winRate, winRateCI95: b.winRateCI95 });
    expect(a.overwatch.reactions).toBe(0);
    expect(a.perSoldier.Reyes.shots).toBe(0);
  });

  it('bad names are one line naming the flag and the known names', async () => {
    expect(await refused(['autoplay', ...BASE, '--deny', 'hiding'])).toMatch(/^--deny "hiding": unknown mechanic \(known: overwatch, brace/);
    expect(await refused(['autoplay', ...BASE, '--without', 'Hicks'])).toMatch(/^--without "Hicks": unknown soldier \(the squad: Reyes, Chen, Voss, Okafor, Park\)$/);
    expect(await refused(['autoplay', ...BASE, ...SOLDIER_NAMES.flatMap((n) => ['--without', n])])).toMatch(/^--without: at least one soldier must stay/);
    expect(await refused(['compare', ...BASE, '--deny', 'x'])).toMatch(/^--deny "x": unknown mechanic/);
  });
});

describe('chamber probe', () => {
  it('--json: the full policy and each mechanic denied are autoplay\'s figures; the drop is full - denied', async () => {
    const p = await json('probe', ...BASE, '--json');
    expect(Object.keys(p)).toEqual(['scenario', 'games', 'seed', 'squadAi', 'budget', 'rules', 'full', 'mechanics']);
    expect([p.scenario, p.games, p.seed, p.squadAi, p.budget, p.rules]).toEqual(['A', 6, 21, 'greedy', null, []]);
    expect(Object.keys(p.mechanics)).toEqual([...MECHANICS]);
    const full = await json('autoplay', ...BASE, '--json');
    expect(p.full).toEqual({ wins: full.wins, winRate: full.winRate, winRateCI95: full.winRateCI95 });
    for (const m of ['overwatch', 'doors']) {
      const denied = await json('autoplay', ...BASE, '--deny', m, '--json');
      const w = p.mechanics[m];
      expect(Object.keys(w)).toEqual(['wins', 'winRate', 'winRateCI95', 'drop', 'dropCI95', 'pValue', 'significant']);
      expect([w.wins, w.winRate, w.winRateCI95]).toEqual([denied.wins, denied.winRate, denied.winRateCI95]);
      expect(w.drop).toBeCloseTo(full.winRate - denied.winRate, 12);
      expect(w.dropCI95[0]).toBeLessThanOrEqual(w.drop);
      expect(w.dropCI95[1]).toBeGreaterThanOrEqual(w.drop);
      expect(w.significant).toBe(w.pValue < 0.05);
    }
  });

  it('bad input is one line, exit 2', async () => {
    expect(await refused(['probe', '--games', '0'])).toMatch(/^--games must be from 1 to 1000000, got 0$/);
    expect(await refused(['probe', '--squad-ai', 'smart'])).toMatch(/^unknown --squad-ai "smart"/);
    expect(await refused(['probe', '--deny', 'brace'])).toMatch(/^unknown option --deny/);
  });
});

describe('chamber contribution', () => {
  it('--json: Shapley values that add up to the full win rate; leave-one-out against autoplay --without', async () => {
    const c = await json('contribution', ...BASE, '--json');
    expect(Object.keys(c)).toEqual(['fullWinRate', 'soldiers']);
    expect(Object.keys(c.soldiers)).toEqual([...SOLDIER_NAMES]);
    for (const n of SOLDIER_NAMES) {
      expect(Object.keys(c.soldiers[n])).toEqual(['shapley', 'shapleyCI95', 'leaveOneOut']);
      expect(c.soldiers[n].shapleyCI95).toHaveLength(2);
    }
    const total = SOLDIER_NAMES.reduce((s, n) => s + c.soldiers[n].shapley, 0);
    expect(total).toBeCloseTo(c.fullWinRate, 12);
    const full = await json('autoplay', ...BASE, '--json');
    expect(c.fullWinRate).toBe(full.winRate);
    for (const n of ['Voss', 'Okafor'] as const) {
      const without = await json('autoplay', ...BASE, '--without', n, '--json');
      expect(c.soldiers[n].leaveOneOut).toBeCloseTo(full.winRate - without.winRate, 12);
    }
  });

  it('a scenario file that fields two soldiers: their 3 squads, values for those two only, adding up; the sharded run merges to the whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-two-'));
    const a = JSON.parse(readFileSync('scenarios/scenario-a.json', 'utf8'));
    const file = join(dir, 'two.json');
    writeFileSync(file, JSON.stringify({ ...a, id: 'two', soldiers: a.soldiers.filter((s: { name: string }) => s.name === 'Reyes' || s.name === 'Chen') }));
    const args = ['--scenario-file', file, '--games', '6', '--seed', '21', '--squad-ai', 'greedy', '--workers', '1'];
    const c = await json('contribution', ...args, '--json');
    expect(Object.keys(c.soldiers)).toEqual(['Reyes', 'Chen']);
    expect(c.soldiers.Reyes.shapley + c.soldiers.Chen.shapley).toBeCloseTo(c.fullWinRate, 12);
    const full = await json('autoplay', ...args, '--json');
    const withoutChen = await json('autoplay', ...args, '--without', 'Chen', '--json');
    const withoutReyes = await json('autoplay', ...args, '--without', 'Reyes', '--json');
    expect(c.fullWinRate).toBe(full.winRate);
    expect(c.soldiers.Chen.leaveOneOut).toBeCloseTo(full.winRate - withoutChen.winRate, 12);
    // Two players: each Shapley value is the mean of its two marginal contributions (the empty squad loses).
    expect(c.soldiers.Reyes.shapley).toBeCloseTo((full.winRate - withoutReyes.winRate + withoutChen.winRate) / 2, 12);
    expect((await chamber(['contribution', ...args])).out).toMatch(/all 3 squads made by leaving soldiers off/);
    const shards = [0, 1].map((i) => join(dir, `s${i}`));
    for (const [i, k] of ['1/2', '2/2'].entries()) expect((await chamber(['contribution', ...args, '--shard', k, '--report', shards[i]])).code).toBe(0);
    const merged = await chamber(['report', 'merge', ...shards.map((d) => join(d, 'report.json')), '--json']);
    expect(JSON.parse(merged.out)).toEqual(c);
    // A soldier the file does not field cannot be left off, and neither can everyone.
    expect(await refused(['autoplay', ...args, '--without', 'Voss'])).toBe('--without "Voss": Voss is not on this scenario\'s board (its squad: Reyes, Chen)');
    expect(await refused(['compare', ...args, '--without', 'Reyes', '--without', 'chen'])).toMatch(/^--without: at least one soldier must stay on the board/);
  });

  it('a record played without the one soldier who could reach a hostile still loads and verifies (SC-V3 judges a file as designed)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-split-'));
    const a = JSON.parse(readFileSync('scenarios/scenario-a.json', 'utf8'));
    // The lower east room sealed (F7 walled, row 6 walled east of F), Park alone in it with the warrior.
    const board = (a.board as string).replace(' 6 # . . . . # . . . . . #', ' 6 # . . . . # # # # # # #').replace(' 7 # . . . . D . . F . . #', ' 7 # . . . . # . . F . . #');
    const split = {
      ...a, id: 'split', board, doors: [{ squares: ['F4'] }],
      soldiers: a.soldiers.map((s: { name: string }) => (s.name === 'Park' ? { ...s, at: 'H8' } : s)),
      aliens: a.aliens.map((x: { contact: number }) => (x.contact === 2 ? { ...x, at: 'H4' } : x)),
    };
    const file = join(dir, 'split.json');
    writeFileSync(file, JSON.stringify(split));
    const out = join(dir, 'records');
    expect((await chamber(['autoplay', '--scenario-file', file, '--games', '1', '--seed', '5', '--squad-ai', 'greedy', '--workers', '1', '--without', 'Park', '--out', out, '--json'])).code).toBe(0);
    const verified = await chamber(['replay', 'verify', join(out, 'game-5.json')]);
    expect([verified.code, verified.err]).toEqual([0, '']);
  });

  it('bad input is one line, exit 2', async () => {
    expect(await refused(['contribution', '--games', 'many'])).toMatch(/^--games must be a whole number from 1 to 1000000, got "many"$/);
    expect(await refused(['contribution', '--deny', 'x'])).toMatch(/^--deny "x": unknown mechanic/);
    expect(await refused(['contribution', '--without', 'Voss'])).toMatch(/^unknown option --without/);
  });
});
