/**
 * `chamber replay video FILE --from A --to B --out clip.webm [...]`: a clip of a record's steps A
 * to B as WebM video or an animated GIF (issue 37 §4), drawn by the app itself in headless
 * Chromium (cli/clip-browser.ts) on a fixed clock, so the same command gives the same frames on
 * any machine. Every input is checked before the browser starts: the record verified in full, the
 * range against its steps, the size, fps, speed, the output file's folder.
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineCommand, oneRecordFile } from '../command';
import { UsageError } from '../errors';
import { flag, integer, text } from '../options';
import { readRegularFile, readRecordFile } from '../../replay/node-file';
import { MAX_RECORD_BYTES } from '../../replay/record';
import { replayRecord } from '../../runner';
import { CLIP_DEFAULTS, CLIP_LIMITS, clipPlan, rangeProblem, settingsProblem, type ClipSettings } from '../../ui/clips/plan';
import { writeBytesFile } from '../files';
import { clipPage, ensureBuilt, launchChromium, renderInPage, serveDist } from '../clip-browser';
import { readStudyFor } from '../study-file';

const STEP = { min: 0, max: 100_000 };

/** "2", "0.5", "1.25": a plain decimal, nothing else ("1e3", "2x" are refused). */
function speedOf(value: string | undefined): number {
  if (value === undefined) return CLIP_DEFAULTS.speed;
  if (!/^\d+(\.\d+)?$/.test(value.trim())) throw new UsageError(`--speed must be a number from ${CLIP_LIMITS.speed.min} to ${CLIP_LIMITS.speed.max} such as 0.5 or 2, got ${JSON.stringify(value).slice(0, 40)}`);
  return Number(value.trim());
}

/** The output file: its extension says its format, its folder must exist, it must not be a folder. */
function checkOut(out: string | undefined, gif: boolean): string {
  if (!out) throw new UsageError('--out FILE is required (the clip to write, .webm, or .gif with --gif)');
  const ext = gif ? '.gif' : '.webm';
  if (!out.toLowerCase().endsWith(ext)) throw new UsageError(`--out ${out}: ${gif ? 'with --gif the file must end in .gif' : 'the file must end in .webm (or give --gif for a .gif)'}`);
  const folder = dirname(resolve(out));
  let stat;
  try { stat = statSync(folder); } catch { throw new UsageError(`--out ${out}: no such folder ${folder}`); }
  if (!stat.isDirectory()) throw new UsageError(`--out ${out}: ${folder} is not a folder`);
  try { if (statSync(out).isDirectory()) throw new UsageError(`--out ${out}: is a folder, not a file`); } catch (err) { if (err instanceof UsageError) throw err; }
  return out;
}

export const replayVideo = defineCommand({
  name: 'replay video',
  summary: 'a clip of a record\'s steps as WebM video or an animated GIF, drawn in headless Chromium',
  usage: 'chamber replay video FILE --from A --to B --out clip.webm [--width W --height H] [--fps F] [--speed X] [--study STUDY] [--gif]',
  options: {
    from: integer('A', 'the first step shown (the step counter\'s and the permalink\'s numbers)', STEP),
    to: integer('B', 'the last step shown (inclusive)', STEP),
    out: text('FILE', 'the clip to write: .webm (VP9), or .gif with --gif'),
    width: integer('W', 'frame width in pixels (even)', { ...CLIP_LIMITS.width, default: CLIP_DEFAULTS.width }),
    height: integer('H', 'frame height in pixels (even)', { ...CLIP_LIMITS.height, default: CLIP_DEFAULTS.height }),
    fps: integer('F', 'frames per second', { ...CLIP_LIMITS.fps, default: CLIP_DEFAULTS.fps }),
    speed: text('X', `playback speed, ${CLIP_LIMITS.speed.min} to ${CLIP_LIMITS.speed.max} (default 1: each step held as Replay holds it)`),
    study: text('STUDY', 'a study file of the record (chapters, annotations): its notes, marks and chapter names are drawn in'),
    gif: flag('write an animated GIF instead of WebM'),
  },
  async run(positionals, values, io) {
    const file = oneRecordFile(positionals, 'chamber replay video FILE --from A --to B --out clip.webm');
    if (values.from === undefined || values.to === undefined) throw new UsageError('--from A and --to B are required (the steps of the clip)');
    const out = checkOut(values.out, values.gif === true);
    const settings: ClipSettings = {
      from: values.from, to: values.to,
      width: values.width ?? CLIP_DEFAULTS.width, height: values.height ?? CLIP_DEFAULTS.height,
      fps: values.fps ?? CLIP_DEFAULTS.fps, speed: speedOf(values.speed), format: values.gif ? 'gif' : 'webm',
    };
    const bad = settingsProblem(settings);
    if (bad) throw new UsageError(bad);
    const record = readRecordFile(file);
    const { verdict, keyframes } = replayRecord(record);
    if (!verdict.ok) throw new Error(`${file}: record: ${verdict.path}: ${verdict.problem}`);
    const range = rangeProblem(settings.from, settings.to, keyframes.length);
    if (range) throw new UsageError(`${file}: ${range}`);
    const study = values.study === undefined ? null : readStudyFor(values.study, record, keyframes.length, keyframes[0].state.board);
    const plan = clipPlan(keyframes.map((k) => k.events), settings);

    ensureBuilt((line) => io.stderr?.(`${line}\n`));
    const server = await serveDist();
    const browser = await launchChromium();
    try {
      const page = await clipPage(browser, server.url, settings.width, settings.height);
      const clip = await renderInPage(page, readRegularFile(file, 'record', MAX_RECORD_BYTES), settings, undefined, study);
      if (clip.frames !== plan.frames) throw new Error(`the page drew ${clip.frames} frames, the plan has ${plan.frames}`);
      writeBytesFile('--out', out, clip.bytes);
      io.stdout(`${out}: steps ${settings.from}-${settings.to}, ${settings.width}x${settings.height}, ${clip.frames} frames at ${settings.fps} fps (${clip.seconds.toFixed(2)} s), ${(clip.bytes.length / 1024).toFixed(0)} KB\n`);
    } finally {
      await browser.close();
      await server.close();
    }
    return 0;
  },
});
