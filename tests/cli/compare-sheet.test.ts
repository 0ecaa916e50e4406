/**
 * The playtest sheet under a and under b (issue 34 §4): `chamber compare --report` answers the
 * nine questions from each side's games, exactly as `chamber autoplay --report` answers them for
 * that side's rules, side by side, and marks the verdicts the change of rules changes; a shard's
 * `sheetGames` rows carry the answers through `report merge`, and an edited row is refused.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chamber, refused } from './in-process';
import { SHEET_QUESTIONS } from '../../src/lab/report/answers';
import { verdictKey } from '../../src/lab/report/sheet-side-by-side';

const RUN = ['--scenario', 'A', '--games', '12', '--seed', '5', '--squad-ai', 'greedy', '--workers', '1'];

async function ok(argv: string[]): Promise<string> {
  const r = await chamber(argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: ${r.err}`);
  return r.out;
}

describe('compare --report: the sheet, a against b', () => {
  it('each side\'s answers are autoplay\'s for its rules; a changed verdict is marked in report.json and report.md', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-compare-sheet-'));
    await ok(['compare', ...RUN, '--b-override', 'aliens.worker.hp=1', '--report', join(dir, 'c')]);
    await ok(['autoplay', ...RUN, '--report', join(dir, 'a')]);
    await ok(['autoplay', ...RUN, '--override', 'aliens.worker.hp=1', '--report', join(dir, 'b')]);
    const c = JSON.parse(readFileSync(join(dir, 'c', 'report.json'), 'utf8'));
    const a = JSON.parse(readFileSync(join(dir, 'a', 'report.json'), 'utf8'));
    const b = JSON.parse(readFileSync(join(dir, 'b', 'report.json'), 'utf8'));
    expect(c.answers.map((x: { question: string }) => x.question)).toEqual([...SHEET_QUESTIONS]);
    expect(Object.keys(c.answers[0])).toEqual(['question', 'changed', 'a', 'b']);
    c.answers.forEach((x: { changed: boolean; a: { answer: string; verdict: string }; b: { answer: string; verdict: string } }, i: number) => {
      expect(x.a.answer).toBe(a.answers[i].answer);
      expect(x.b.answer).toBe(b.answers[i].answer);
      expect(x.changed).toBe(verdictKey(a.answers[i].verdict) !== verdictKey(b.answers[i].verdict));
    });
    // Workers with 1 HP: at least the next-variable proposal changes, and the md marks each change.
    const changed = c.answers.filter((x: { changed: boolean }) => x.changed);
    expect(changed.length).toBeGreaterThan(0);
    const md = readFileSync(join(dir, 'c', 'report.md'), 'utf8');
    expect(md).toContain('## The playtest sheet (kit 06) under a and under b');
    expect(md).toContain(`${changed.length} of the 9 verdicts change`);
    for (const x of c.answers) expect(md).toContain(`### ${x.question}${x.changed ? ' (verdict changes)' : ''}\n`);
    expect(md).toMatch(/- \*\*b:\*\* .*rules: aliens\.worker\.hp=1\)/);
  }, 120_000);

  it('shards carry the sheet through report merge; an edited sheet row is named, never merged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chamber-compare-sheet-shard-'));
    const args = ['compare', ...RUN, '--b-variant', 'alternatingActivations'];
    await ok([...args, '--report', join(dir, 'whole')]);
    const files = [1, 2].map((k) => join(dir, `s${k}`, 'report.json'));
    for (const k of [1, 2]) await ok([...args, '--shard', `${k}/2`, '--report', join(dir, `s${k}`)]);
    await ok(['report', 'merge', ...files, '--report', join(dir, 'merged')]);
    for (const f of ['report.json', 'report.md']) expect(readFileSync(join(dir, 'merged', f), 'utf8')).toBe(readFileSync(join(dir, 'whole', f), 'utf8'));
    const shard = JSON.parse(readFileSync(files[0], 'utf8'));
    expect(shard.sheetGames.a).toHaveLength(6);
    const bad = join(dir, 'edited.json');
    const roundsAt = shard.sheetGames.columns.indexOf('rounds');
    shard.sheetGames.b[0][roundsAt] = shard.games[0][5] === 1 ? 2 : 1;
    writeFileSync(bad, JSON.stringify(shard));
    expect(await refused(['report', 'merge', bad, files[1]])).toMatch(/edited\.json: sheetGames\.b\[0\]: game 0's outcome or rounds are not the games row's$/);
    shard.sheetGames.b[0][roundsAt] = shard.games[0][5];
    const shots = shard.sheetGames.columns.indexOf('perSoldier.Reyes.shots');
    expect(shots).toBeGreaterThan(0);
    shard.sheetGames.a[0][shots] += 1;
    writeFileSync(bad, JSON.stringify(shard));
    expect(await refused(['report', 'merge', bad, files[1]])).toMatch(/edited\.json: .*soldierTotals\.a\)$/);
  }, 120_000);
});
