/**
 * `chamber report merge` trusts no row (hostile-inputs issue, item 4): a hand-edited shard row
 * is refused naming the file, the row and the column, checked against the run's spec and the
 * rules' bounds (R1, R2); a summary that is not its rows' sum is refused; a device or a pipe is
 * never read. Real shards of several runs still merge.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mergeShards } from '../../src/lab/report/merge';
import { ROW_COLUMNS } from '../../src/lab/report/report-data';
import { chamber, refused } from '../cli/in-process';

const base = mkdtempSync(join(tmpdir(), 'chamber-merge-rows-'));
const RUN = ['autoplay', '--scenario', 'A', '--games', '14', '--seed', '21', '--squad-ai', 'greedy', '--workers', '1'];
const shard1 = join(base, 's1', 'report.json');
const shard2 = join(base, 's2', 'report.json');
let report2: any;

beforeAll(async () => {
  for (const k of [1, 2]) {
    const r = await chamber([...RUN, '--shard', `${k}/2`, '--report', join(base, `s${k}`), '--json']);
    expect(r.code).toBe(0);
  }
  report2 = JSON.parse(readFileSync(shard2, 'utf8'));
}, 60_000);

const col = (name: string) => ROW_COLUMNS.indexOf(name);

/** Shard 2's report.json with `edit` applied, written beside the others; returns its path. */
function edited(name: string, edit: (r: any) => void, raw?: (text: string) => string): string {
  const copy = JSON.parse(JSON.stringify(report2));
  edit(copy);
  const file = join(base, `${name}.json`);
  const text = JSON.stringify(copy);
  writeFileSync(file, raw ? raw(text) : text);
  return file;
}

function mergeError(file: string): string {
  try {
    mergeShards([shard1, file]);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('expected the merge to be refused');
}

/** Row 3 of shard 2: game 10, seed 31. */
const ROW = 3;
const at = (file: string) => `${file}: games[${ROW}] (game 10, seed 31)`;

describe('report merge checks every row against the run', () => {
  it('the real shards merge', () => {
    expect(mergeShards([shard1, shard2]).store.size).toBe(14);
  });

  it('a kills cell of 9999: more than the aliens the scenario fields', () => {
    const file = edited('kills-9999', (r) => { r.games[ROW][col('perSoldier.Reyes.kills')] = 9999; });
    expect(mergeError(file)).toBe(`${at(file)}: perSoldier.Reyes.kills 9999 is more than the 3 aliens Scenario A fields`);
  });

  it('a negative cell (kills -40)', () => {
    const file = edited('kills-negative', (r) => { r.games[ROW][col('perSoldier.Reyes.kills')] = -40; });
    expect(mergeError(file)).toBe(`${at(file)}: perSoldier.Reyes.kills -40 is negative: every count is from 0`);
  });

  it('rounds 99 with a round limit of 6 (R2)', () => {
    const file = edited('rounds-99', (r) => { r.games[ROW][col('rounds')] = 99; });
    expect(mergeError(file)).toBe(`${at(file)}: rounds 99 is more than the run's round limit of 6 (R2)`);
  });

  it('a flipped outcome (R1)', () => {
    const won = report2.games.findIndex((g: unknown[]) => g[col('outcome')] === 'victory');
    const [index, seed, , , standing] = report2.games[won];
    const file = edited('flipped', (r) => { r.games[won][col('outcome')] = 'defeat'; });
    expect(mergeError(file)).toBe(`${file}: games[${won}] (game ${index}, seed ${seed}): outcome defeat, but all 3 aliens were killed with ${standing} soldiers standing: that is a victory (R1)`);
  });

  it('a seed outside the shard\'s range', () => {
    const file = edited('seed', (r) => { r.games[ROW][col('seed')] = 999; });
    expect(mergeError(file)).toBe(`${file}: games[${ROW}] (game 10, seed 999): seed 999 is not game 10's: a run seeded 21 plays it with seed 31`);
  });

  it('2^53 + 1, which JSON cannot hold exactly', () => {
    const file = edited('unsafe', (r) => { r.games[ROW][col('perSoldier.Reyes.shots')] = 424242; }, (t) => t.replace('424242', '9007199254740993'));
    expect(mergeError(file)).toBe(`${at(file)}: perSoldier.Reyes.shots 9007199254740992 is past the whole numbers JSON holds exactly (2^53)`);
  });

  it('a summary that is not its rows\' sum', () => {
    const file = edited('wins', (r) => { r.summary.wins += 1; });
    expect(mergeError(file)).toBe(`${file}: summary.wins ${report2.summary.wins + 1} is not what the rows add up to (${report2.summary.wins})`);
    const totals = edited('totals', (r) => { r.totals.questions.medkits += 5; });
    expect(mergeError(totals)).toBe(`${totals}: totals.questions.medkits ${report2.totals.questions.medkits + 5} is not what the rows add up to (${report2.totals.questions.medkits})`);
  });
});

describe('chamber report merge: one line, exit 2, nothing written', () => {
  it('a hand-edited row', async () => {
    const file = edited('kills-cli', (r) => { r.games[ROW][col('perSoldier.Reyes.kills')] = 9999; });
    const out = join(base, 'merged');
    expect(await refused(['report', 'merge', shard1, file, '--report', out])).toBe(`${at(file)}: perSoldier.Reyes.kills 9999 is more than the 3 aliens Scenario A fields`);
    expect(() => readFileSync(join(out, 'report.json'))).toThrow();
  });

  it('/dev/zero and a named pipe are never read', async () => {
    expect(await refused(['report', 'merge', shard1, '/dev/zero'])).toBe('/dev/zero: is not a regular file (a device or a pipe?), not a report file');
    const pipe = join(base, 'pipe');
    execFileSync('mkfifo', [pipe]);
    expect(await refused(['report', 'merge', shard1, pipe])).toBe(`${pipe}: is not a regular file (a device or a pipe?), not a report file`);
  });
});
