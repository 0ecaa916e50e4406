/**
 * Clips (issue 37 §4). The CLI's clip is a valid WebM (read back with mediabunny here: codec,
 * size, one packet per frame of the plan) whose frames decode in Chromium (WebCodecs
 * VideoDecoder), the same command twice gives the same bytes and the same decoded frames, a GIF
 * has the plan's frames at its size; Replay's Export clip dialog makes and downloads a clip by
 * the same renderer. Small clips (a few steps at 320x180): the whole suite stays short.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { BufferSource, EncodedPacketSink, Input, WEBM } from 'mediabunny';
import { decompressFrames, parseGIF } from 'gifuct-js';
import type { Page } from 'playwright-core';
import { chamber as cli } from '../cli/in-process';
import { chamber, open, shot, waitFor } from './app-harness';
import { downloaded } from './harness';
import { clipPlan } from '../../src/ui/clips/plan';
import { readRecordFile } from '../../src/replay/node-file';
import { replayRecord } from '../../src/runner';
import { studyText } from '../../src/replay/study/studyFile';
import { stepOfFrame } from '../../src/ui/clips/plan';

const loss = join(__dirname, '../../replays/scenario-a-loss.json');
const record = readRecordFile(loss);
const events = replayRecord(record).keyframes.map((k) => k.events);
const dir = mkdtempSync(join(tmpdir(), 'chamber-clips-'));
/** A study with one note at step 42 (the acting side's shot), no chapters. */
const study = join(dir, 'study.json');
writeFileSync(study, studyText({ chapters: [], annotations: [{ kind: 'note', step: 42, text: 'The shotgun misses at long range' }] }, record));

async function demux(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: [WEBM] });
  const track = (await input.getPrimaryVideoTrack())!;
  let packets = 0;
  let keys = 0;
  for await (const p of new EncodedPacketSink(track).packets()) { packets++; if (p.type === 'key') keys++; }
  return { codec: track.codec, width: track.displayWidth, height: track.displayHeight, packets, keys, mime: await input.getMimeType() };
}

async function decodeIn(page: Page, bytes: Uint8Array, pngsAt: number[] = []) {
  return page.evaluate(([b64, at]) => window.__chamberClip!.decode(b64, at), [Buffer.from(bytes).toString('base64'), pngsAt] as const);
}

describe('chamber replay video', () => {
  it('writes a WebM of the plan\'s frames at the size asked, the same frames again, and the study\'s note drawn from its step on', async () => {
    const settings = { from: 40, to: 43, fps: 15, speed: 1 };
    const plan = clipPlan(events, settings);
    const runs = [[join(dir, 'a.webm'), '--study', study], [join(dir, 'b.webm'), '--study', study], [join(dir, 'plain.webm')]];
    for (const [out, ...more] of runs) {
      const r = await cli(['replay', 'video', loss, '--from', '40', '--to', '43', '--width', '320', '--height', '180', '--fps', '15', '--out', out, ...more]);
      expect(r.err.replace(/^building the app.*\n/, '')).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toBe(`${out}: steps 40-43, 320x180, ${plan.frames} frames at 15 fps (${plan.seconds.toFixed(2)} s), ${Math.round(readFileSync(out).length / 1024)} KB\n`);
    }
    const [a, b, plain] = runs.map(([f]) => new Uint8Array(readFileSync(f)));
    const meta = await demux(a);
    expect(meta).toMatchObject({ codec: 'vp9', width: 320, height: 180, packets: plan.frames, mime: expect.stringMatching(/^video\/webm; codecs="vp09/) });
    expect(meta.keys).toBeGreaterThanOrEqual(1);
    // Drawn on the clip's clock, not the wall clock: the same command gives the same file.
    expect(Buffer.compare(a, b)).toBe(0);

    const page = await open(chamber.preview.url);
    const noteAt = Array.from({ length: plan.frames }, (_, i) => stepOfFrame(plan, 40, i)).indexOf(42);
    const [da, db, dp] = [await decodeIn(page, a, [0, noteAt + 5]), await decodeIn(page, b), await decodeIn(page, plain, [noteAt + 5])];
    expect(da).toMatchObject({ codec: 'vp9', width: 320, height: 180 });
    expect(da.hashes).toHaveLength(plan.frames);
    expect(db.hashes).toEqual(da.hashes);
    // The chamber moves in it: the frames are not one picture repeated.
    expect(new Set(da.hashes).size).toBeGreaterThan(plan.frames / 4);
    // WebM keeps milliseconds.
    expect(da.timestamps[1]).toBeCloseTo(1 / 15, 2);
    // The note is drawn from its step: the frames before are the plain clip's, the frames from it are not.
    expect(da.hashes.slice(0, noteAt)).toEqual(dp.hashes.slice(0, noteAt));
    for (let i = noteAt; i < noteAt + 5; i++) expect(da.hashes[i], `frame ${i}`).not.toBe(dp.hashes[i]);
    writeFileSync(shot('clip-cli-note.png'), Buffer.from(da.pngs[noteAt + 5].split(',')[1], 'base64'));
  }, 240_000);

  it('with --gif writes an animated GIF of the plan\'s frames at the size asked', async () => {
    const plan = clipPlan(events, { from: 40, to: 41, fps: 10, speed: 2 });
    const out = join(dir, 'c.gif');
    const r = await cli(['replay', 'video', loss, '--from', '40', '--to', '41', '--width', '160', '--height', '90', '--fps', '10', '--speed', '2', '--gif', '--out', out]);
    expect(r.code).toBe(0);
    const buf = readFileSync(out);
    const gif = parseGIF(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
    expect([gif.lsd.width, gif.lsd.height]).toEqual([160, 90]);
    const frames = decompressFrames(gif, false);
    expect(frames).toHaveLength(plan.frames);
    expect(frames[0].delay).toBe(100);
  }, 120_000);
});

describe('Replay\'s Export clip dialog', () => {
  it('offers the round at the cursor, then makes the clip asked for and downloads it; the chamber is given back as it was', async () => {
    const page = await open(`${chamber.preview.url}#replay=scenario-a-loss&step=40`);
    await waitFor(page, 'the record to load', () => window.__chamber.recordName === 'scenario-a-loss' && window.__chamber.cursor === 40);
    const canvasWidth = await page.evaluate(() => document.querySelector('canvas')!.width);
    await page.click('[data-testid=export-clip]');
    await page.waitForSelector('[data-testid=clip-dialog]');
    expect(await page.textContent('.clip-what')).toMatch(/^First offered: round 2 \(steps \d+–\d+\)$/);
    await page.screenshot({ path: shot('clip-dialog.png') });
    await page.selectOption('[data-testid=clip-size]', '3'); // 640x360
    await page.fill('[data-testid=clip-from]', '40');
    await page.fill('[data-testid=clip-to]', '42');
    await page.selectOption('[data-testid=clip-fps]', '15');
    const plan = clipPlan(events, { from: 40, to: 42, fps: 15, speed: 1 });
    expect(await page.textContent('[data-testid=clip-summary]')).toBe(`3 steps · ${plan.seconds.toFixed(1)} s · ${plan.frames} frames`);
    await page.fill('[data-testid=clip-to]', '400');
    expect(await page.textContent('[data-testid=clip-summary]')).toBe('to step 400 is outside the record\'s steps 0 to 145');
    expect(await page.isDisabled('[data-testid=clip-export]')).toBe(true);
    await page.fill('[data-testid=clip-to]', '42');
    const download = page.waitForEvent('download');
    await page.click('[data-testid=clip-export]');
    const file = await download;
    expect(file.suggestedFilename()).toBe('scenario-a-loss-steps-40-42.webm');
    await page.waitForSelector('[data-testid=clip-done]');
    await page.screenshot({ path: shot('clip-dialog-done.png') });
    const bytes = new Uint8Array(await downloaded(file));
    const decoded = await decodeIn(page, bytes, [Math.floor(plan.frames / 2)]);
    expect(decoded).toMatchObject({ codec: 'vp9', width: 640, height: 360 });
    expect(decoded.hashes).toHaveLength(plan.frames);
    await page.click('[data-testid=clip-close]');
    expect(await page.evaluate(() => ({ cursor: window.__chamber.cursor, width: document.querySelector('canvas')!.width, staged: document.documentElement.classList.contains('clip-stage') })))
      .toEqual({ cursor: 40, width: canvasWidth, staged: false });
  }, 120_000);
});
