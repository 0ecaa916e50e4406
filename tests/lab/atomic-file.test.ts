/**
 * Files written whole or not at all (lab/atomic-file.ts): a full disk (ENOSPC, as /dev/full
 * gives) leaves neither a truncated file under the file's name nor the temporary one, and says the
 * path and the problem in words.
 */
import * as fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { FileWriteError, writeFileAtomic, type FileCalls } from '../../src/lab/atomic-file';

const dir = fs.mkdtempSync(join(tmpdir(), 'chamber-atomic-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The real calls, but the disk fills after `room` bytes (writeSync then fails as on /dev/full). */
function diskWithRoom(room: number): FileCalls {
  let used = 0;
  return {
    openSync: fs.openSync, closeSync: fs.closeSync, renameSync: fs.renameSync, unlinkSync: fs.unlinkSync,
    writeSync: ((fd: number, bytes: Uint8Array, offset: number, length: number) => {
      const n = Math.min(length, room - used);
      if (n <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      used += n;
      return fs.writeSync(fd, bytes, offset, n);
    }) as FileCalls['writeSync'],
  };
}

describe('writeFileAtomic', () => {
  it('a full disk: one error naming the file and the problem; no file, truncated or empty, is left', () => {
    const file = join(dir, 'report.json');
    const write = () => writeFileAtomic(file, ['{"games": [', '1,'.repeat(5000), '0]}\n'], diskWithRoom(100));
    expect(write).toThrow(new FileWriteError(file, 'no space left on the device'));
    expect(write).toThrow(`cannot write ${file}: no space left on the device`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('an old file of that name stays as it was when the new one cannot be written', () => {
    const file = join(dir, 'game-3.json');
    fs.writeFileSync(file, 'the old record\n');
    expect(() => writeFileAtomic(file, 'x'.repeat(1000), diskWithRoom(10))).toThrow(FileWriteError);
    expect(fs.readFileSync(file, 'utf8')).toBe('the old record\n');
    expect(fs.readdirSync(dir)).toEqual(['game-3.json']);
    fs.rmSync(file);
  });

  it('short writes are written on until the whole text is out; pieces come out in order', () => {
    const file = join(dir, 'report.csv');
    let calls = 0;
    const stingy: FileCalls = { ...diskWithRoom(Infinity), writeSync: ((fd: number, bytes: Uint8Array, offset: number) => { calls++; return fs.writeSync(fd, bytes, offset, 1); }) as FileCalls['writeSync'] };
    writeFileAtomic(file, ['a,b\n', '1,é\n'], stingy);
    expect(fs.readFileSync(file, 'utf8')).toBe('a,b\n1,é\n');
    expect(calls).toBe(9);
    expect(fs.readdirSync(dir)).toEqual(['report.csv']);
    fs.rmSync(file);
  });

  it('a folder where the file should be: said in words, with the path', () => {
    const folder = join(dir, 'report.md');
    fs.mkdirSync(folder);
    expect(() => writeFileAtomic(folder, '# report\n')).toThrow(`cannot write ${folder}: is a folder, not a file`);
    expect(fs.readdirSync(dir)).toEqual(['report.md']);
    fs.rmdirSync(folder);
  });
});
