/**
 * `--position FILE` (src/cli/position-file.ts) for every command that reads one: a bad position is
 * one line naming the flag, the file, the JSON path and the problem, as `--scenario-file` names
 * its file (`--scenario-file F: scenario: soldiers.0.at: ...`), exit 2.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { refused } from './in-process';

const dir = mkdtempSync(join(tmpdir(), 'chamber-position-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

const COMMANDS = [['alien-decision', '--alien', '1'], ['board'], ['los', 'C3', 'J8', '--explain'], ['visibility', 'C3']];

describe('--position FILE: the file and the JSON path in one line', () => {
  it.each(COMMANDS)('%s: a square off the board', async (...command) => {
    const position = file('z99.json', { soldiers: [{ name: 'Reyes', at: 'Z99' }] });
    expect(await refused([...command, '--position', position]))
      .toBe(`--position ${position}: position: soldiers.0.at: unknown square "Z99" (squares are A1..L10)`);
  });

  it.each(COMMANDS)('%s: a number out of range, and a placement the schema cannot see', async (...command) => {
    const ap = file('ap.json', { soldiers: [{ name: 'Reyes', at: 'C3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3', ap: 1e15 }] });
    expect(await refused([...command, '--position', ap]))
      .toBe(`--position ${ap}: position: aliens.0.ap: expected a whole number from 0 to 99 (got 1000000000000000)`);
    const wall = file('wall.json', { soldiers: [{ name: 'Reyes', at: 'F3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3' }] });
    expect(await refused([...command, '--position', wall])).toBe(`--position ${wall}: position: Reyes stands on F3, which is a wall`);
  });
});
