/**
 * `chamber replay video`'s refusals (issue 37 §4): each bad file, range or flag is one line and
 * exit 2, said before any browser starts (each within a second). The clip itself is made and
 * decoded in tests/browser/clips.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { refused } from '../in-process';

const loss = join(__dirname, '../../../replays/scenario-a-loss.json');
const dir = mkdtempSync(join(tmpdir(), 'chamber-video-'));
const out = join(dir, 'clip.webm');
const video = (...args: string[]) => refused(['replay', 'video', ...args]);

describe('chamber replay video: bad input is one line, exit 2', () => {
  it('a range outside the record, reversed, or missing', async () => {
    expect(await video(loss, '--from', '5', '--to', '999', '--out', out)).toBe(`${loss}: --to 999 is outside the record's steps 0 to 145`);
    expect(await video(loss, '--from', '9', '--to', '3', '--out', out)).toBe(`${loss}: --to 3 is before --from 9`);
    expect(await video(loss, '--to', '3', '--out', out)).toBe('--from A and --to B are required (the steps of the clip)');
    expect(await video(loss, '--from', '-1', '--to', '3', '--out', out)).toBe('--from must be from 0 to 100000, got -1');
  });

  it('a missing, malformed or tampered record', async () => {
    expect(await video(join(dir, 'none.json'), '--from', '1', '--to', '3', '--out', out)).toBe(`${join(dir, 'none.json')}: cannot read the file: no such file or folder`);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format": "star-chamber-record"');
    expect(await video(bad, '--from', '1', '--to', '3', '--out', out)).toMatch(new RegExp(`^${bad}: `));
  });

  it('a size, fps or speed out of range', async () => {
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--width', '5000')).toBe('--width must be from 64 to 1920, got 5000');
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--height', '361')).toBe('the size must be even on both sides (4:2:0 video), got 1280x361');
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--fps', '0')).toBe('--fps must be from 1 to 60, got 0');
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--speed', '2x')).toBe('--speed must be a number from 0.25 to 8 such as 0.5 or 2, got "2x"');
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--speed', '16')).toBe('--speed must be from 0.25 to 8, got 16');
  });

  it('an output that is missing, of the wrong kind, a folder, or in no folder', async () => {
    expect(await video(loss, '--from', '1', '--to', '3')).toBe('--out FILE is required (the clip to write, .webm, or .gif with --gif)');
    expect(await video(loss, '--from', '1', '--to', '3', '--out', join(dir, 'clip.gif'))).toBe(`--out ${join(dir, 'clip.gif')}: the file must end in .webm (or give --gif for a .gif)`);
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--gif')).toBe(`--out ${out}: with --gif the file must end in .gif`);
    expect(await video(loss, '--from', '1', '--to', '3', '--out', join(dir, 'no', 'clip.webm'))).toBe(`--out ${join(dir, 'no', 'clip.webm')}: no such folder ${join(dir, 'no')}`);
  });

  it('two files, or an unknown flag', async () => {
    expect(await video(loss, loss, '--from', '1', '--to', '3', '--out', out)).toMatch(/^one record file at a time, got 2: .* \(usage: chamber replay video FILE --from A --to B --out clip.webm\)$/);
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--fsp', '30')).toMatch(/^unknown option --fsp/);
  });
});

describe('chamber replay video --study', () => {
  it('a study for another record, or no study file, is one line', async () => {
    const { studyText } = await import('../../../src/replay/study/studyFile');
    const { readRecordFile } = await import('../../../src/replay/node-file');
    const win = readRecordFile(join(__dirname, '../../../replays/scenario-a-win.json'));
    const other = join(dir, 'other-study.json');
    writeFileSync(other, studyText({ chapters: [], annotations: [{ kind: 'note', step: 1, text: 'hi' }] }, win));
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--study', other))
      .toMatch(new RegExp(`^--study ${other}: study: record\\.digest: this study is for the record \\w{8}, not the record open \\(\\w{8}\\)$`));
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--study', join(dir, 'none.json'))).toBe(`--study ${join(dir, 'none.json')}: cannot read the file: no such file or folder`);
    writeFileSync(join(dir, 'rec-as-study.json'), readFileSync(loss));
    expect(await video(loss, '--from', '1', '--to', '3', '--out', out, '--study', join(dir, 'rec-as-study.json'))).toMatch(/this is a record: open it as a record/);
  });
});
