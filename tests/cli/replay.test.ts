import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../src/cli/main';
import { recordDigest } from '../../src/replay/build';
import { refused } from './in-process';

const replays = join(__dirname, '../../replays');
const win = join(replays, 'scenario-a-win.json');
const dir = mkdtempSync(join(tmpdir(), 'chamber-replay-'));

async function chamber(...argv: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await main(argv, { stdout: (t) => { out += t; }, readStdin: async () => '' });
  return { code, out };
}

function tampered(): string {
  const r = JSON.parse(readFileSync(win, 'utf8'));
  const shot = r.events.findIndex((e: any) => e.event.type === 'shot.rolled');
  const d = r.events[shot].event.dice[0];
  d.value = d.value === 6 ? 5 : 6;
  r.digest = recordDigest(r);
  const file = join(dir, 'tampered.json');
  writeFileSync(file, JSON.stringify(r));
  return file;
}

/** The bundled win with `edit` made to it and its digest made good again (a forged record). */
function forged(name: string, edit: (record: any) => void, from = win): string {
  const r = JSON.parse(readFileSync(from, 'utf8'));
  edit(r);
  r.digest = recordDigest(r);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(r));
  return file;
}

describe('chamber replay verify', () => {
  it('all bundled records match: one line per file, exit 0', async () => {
    const files = JSON.parse(readFileSync(join(replays, 'index.json'), 'utf8')).map((e: { file: string }) => join(replays, e.file));
    const { code, out } = await chamber('replay', 'verify', ...files);
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(files.length);
    expect(lines.every((l) => l.startsWith('ok '))).toBe(true);
  });

  it('a record that does not replay: MISMATCH line naming the event, exit 1', async () => {
    const { code, out } = await chamber('replay', 'verify', win, tampered());
    expect(code).toBe(1);
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(/^ok /);
    expect(lines[1]).toMatch(/^MISMATCH .*tampered\.json: events\[\d+\]: /);
  });

  it('a bad file: a one-line error (exit 2 in the CLI)', async () => {
    const truncated = join(dir, 'truncated.json');
    writeFileSync(truncated, readFileSync(win, 'utf8').slice(0, 1000));
    await expect(chamber('replay', 'verify', truncated)).rejects.toThrow(/truncated\.json: not valid JSON \(truncated\?\)/);
    await expect(chamber('replay', 'verify', join(dir, 'missing.json'))).rejects.toThrow(/cannot read the file/);
  });
});

describe('chamber replay info and sheet', () => {
  it('info summarises the record', async () => {
    const { out } = await chamber('replay', 'info', win);
    expect(out).toMatch(/scenario A, seed \d+, squad greedy, aliens engine/);
    expect(out).toMatch(/result: victory in round \d/);
    const json = JSON.parse((await chamber('replay', 'info', win, '--json')).out);
    expect(json).toMatchObject({ format: 'star-chamber-record', version: 1, scenario: 'A', outcome: 'victory' });
  });

  it('sheet prints the kit 06 record; --csv gives CSV blocks', async () => {
    const text = (await chamber('replay', 'sheet', win)).out;
    expect(text).toMatch(/^GOLLOPS STAR \/ PLAYTEST RECORD\n/);
    expect(text).toMatch(/SOLDIER \| HP LOST \| HEALING \| KILLS \| XP \| ROUND OF FIRST UNLOCK/);
    const csv = (await chamber('replay', 'sheet', win, '--csv')).out.split('\n');
    expect(csv[0]).toBe('scenario,startingRank,rulesVersion,rounds,outcome,consciousSoldiers');
    expect(csv[1]).toMatch(/^A,Recruit,text kit 0\.2,\d,victory,\d$/);
  });

  it('a record whose start position names a square off the board: one line, exit 2, for verify, info and sheet', async () => {
    const file = forged('z99.json', (r) => { r.start.position.soldiers[0].at = 'Z99'; });
    const line = `${file}: start.position.soldiers[0].at: unknown square "Z99" (squares are A1..L10)`;
    for (const command of ['verify', 'info', 'sheet']) expect(await refused(['replay', command, file])).toBe(line);
  });

  it('a record whose scenario file puts a soldier off its board: one line, exit 2, for verify and info', async () => {
    const file = forged('hall-z26.json', (r) => { r.scenarioFile.soldiers[0].at = 'Z26'; }, join(replays, 'long-hall-waking.json'));
    const line = `${file}: scenarioFile.soldiers[0].at: Z26 is not on the board (squares are A1..X20)`;
    for (const command of ['verify', 'info']) expect(await refused(['replay', command, file])).toBe(line);
  });

  it('a record naming an unknown squad controller: one line, exit 2, for verify and info', async () => {
    const file = forged('bogus.json', (r) => { r.controllers.squad = 'bogus'; });
    const line = `${file}: controllers.squad: expected the squad's controller: random, greedy, planner or human (got "bogus")`;
    for (const command of ['verify', 'info']) expect(await refused(['replay', command, file])).toBe(line);
  });

  it('bad files are one-line errors', async () => {
    const file = join(dir, 'v2.json');
    writeFileSync(file, JSON.stringify({ format: 'star-chamber-record', version: 2 }));
    await expect(chamber('replay', 'info', file)).rejects.toThrow(/v2\.json: version: unsupported version 2/);
    await expect(chamber('replay', 'sheet', file, '--csv')).rejects.toThrow(/unsupported version/);
  });
});
