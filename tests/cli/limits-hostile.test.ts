/**
 * Hostile inputs (the README's promise: every bad input is one line, fast; nothing crashes, hangs
 * or is silently dropped; a record is verified in full): boards of any size, labels that forge
 * lines, control characters meant for the terminal.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { recordDigest } from '../../src/replay/build';
import { chamber, type Ran } from './in-process';

const dir = mkdtempSync(join(tmpdir(), 'chamber-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const win = join(__dirname, '../../replays/scenario-a-win.json');

/** Exit 2, nothing on stdout, exactly one stderr line: that line without "chamber: ". */
function oneLine(r: Ran): string {
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.split('\n')).toHaveLength(2);
  return r.err.slice('chamber: '.length, -1);
}

function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

/** The bundled record with `edit` made to it and its digest made good again (a forged record). */
function forged(name: string, edit: (record: any) => void): string {
  const record = JSON.parse(readFileSync(win, 'utf8'));
  edit(record);
  record.digest = recordDigest(record);
  return file(name, record);
}

const rows = (width: number, height: number) => Array.from({ length: height }, () => '#'.repeat(width)).join('\n');

describe('boards are 4x4 to 26x26 wherever one is read', () => {
  it('a 26x30000 position board (780 KB) is one line, not minutes of visibility', async () => {
    const position = file('tall.json', { soldiers: [], board: rows(26, 30000) });
    expect(oneLine(await chamber(['visibility', 'C3', '--position', position, '--json'])))
      .toBe('position: board: 26 columns x 30000 rows; boards are 4x4 to 26x26');
    expect(oneLine(await chamber(['board', '--position', position]))).toBe('position: board: 26 columns x 30000 rows; boards are 4x4 to 26x26');
  });

  it('an empty "board" is refused, not read as the test chamber', async () => {
    const position = file('empty-board.json', { soldiers: [{ name: 'Reyes', at: 'C3' }], board: '' });
    expect(oneLine(await chamber(['board', '--position', position])))
      .toBe('position: board: no rows (the text is empty; leave "board" out for the kit\'s test chamber)');
  });

  it('a record whose start position has a board out of bounds is refused on load, naming the field', async () => {
    const record = forged('tall-record.json', (r) => { r.start.position.board = rows(26, 27); });
    expect(oneLine(await chamber(['replay', 'verify', record])))
      .toBe(`${record}: start.position.board: 26 columns x 27 rows; boards are 4x4 to 26x26`);
  });
});
