/**
 * One clip frame: the chamber's pixels read back at the clip's size, and over them what
 * presentation mode shows in the page (ui/present/PresentationLayer): the step's caption large at
 * the foot with its dice drawn as dice, where the frame stands, and the study's notes at the head.
 * The words are drawn once per step onto a layer of their own (a 2D canvas) and blended over each
 * frame's pixels here, only where they have ink: under software WebGL, drawing the chamber's canvas
 * into a 2D canvas and making a VideoFrame of that cost ~25 ms of CPU a frame (a copy of the
 * drawing buffer, its read-back and Skia's raster); reading the pixels back straight costs ~2.
 */
import type { CaptionDice } from '../present/caption';
import { DIE_COLOURS } from '../../scene/palette';
import type { FrameWords } from './frameWords';

const BAND = 'rgba(11, 16, 32, 0.82)';
type Ctx = OffscreenCanvasRenderingContext2D;

/** Cuts `text` to fit `width`, with an ellipsis. */
function fitted(ctx: Ctx, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= width) lo = mid; else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** Pip spots of a d6 face on a 3x3 grid (0..8, row by row). */
const PIPS: Record<number, readonly number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function die(ctx: Ctx, x: number, y: number, s: number, roll: CaptionDice['dice'][number]): void {
  const colour = DIE_COLOURS[roll.purpose];
  roundRect(ctx, x, y, s, s, s * 0.18, colour.face);
  ctx.fillStyle = colour.pip;
  for (const p of PIPS[roll.value] ?? []) {
    ctx.beginPath();
    ctx.arc(x + s * (0.25 + 0.25 * (p % 3)), y + s * (0.25 + 0.25 * Math.floor(p / 3)), s * 0.085, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The row's width, or draws it at (x, y) when `draw`: label, dice, outcome. */
function diceRow(ctx: Ctx, row: CaptionDice, x: number, y: number, s: number, draw: boolean): number {
  const pad = s * 0.25;
  ctx.font = `500 ${Math.round(s * 0.45)}px system-ui, sans-serif`;
  const label = ctx.measureText(row.label).width;
  ctx.font = `700 ${Math.round(s * 0.5)}px system-ui, sans-serif`;
  const outcome = ctx.measureText(row.outcome).width;
  const width = pad + label + pad + row.dice.length * (s + pad) + outcome + pad;
  if (!draw) return width;
  roundRect(ctx, x, y, width, s + 2 * pad, 8, BAND);
  ctx.textBaseline = 'middle';
  ctx.font = `500 ${Math.round(s * 0.45)}px system-ui, sans-serif`;
  ctx.fillStyle = '#cbd5e1';
  ctx.fillText(row.label, x + pad, y + pad + s / 2);
  let at = x + pad + label + pad;
  for (const d of row.dice) { die(ctx, at, y + pad, s, d); at += s + pad; }
  ctx.font = `700 ${Math.round(s * 0.5)}px system-ui, sans-serif`;
  ctx.fillStyle = row.good ? '#86efac' : '#fca5a5';
  ctx.fillText(row.outcome, at, y + pad + s / 2);
  return width;
}

/** Draws the words onto `ctx` (the clip's size, transparent). */
function drawWords(ctx: Ctx, words: FrameWords): void {
  const { width, height } = ctx.canvas;
  // Sized by the height, as presentation's caption is (vh units): the same look at every size.
  const size = Math.max(11, Math.round(height * 0.036));
  const pad = Math.round(size * 0.5);
  let y = height - pad;

  ctx.textBaseline = 'alphabetic';
  ctx.font = `600 ${Math.round(size * 0.6)}px system-ui, sans-serif`;
  const where = fitted(ctx, words.where, width - 4 * pad);
  roundRect(ctx, pad, y - size * 0.85, ctx.measureText(where).width + pad, size * 0.85, 4, BAND);
  ctx.fillStyle = '#fde047';
  ctx.fillText(where, pad * 1.5, y - size * 0.22);
  y -= size * 0.85 + pad;

  if (words.dice.length) {
    const s = Math.round(size * 1.2);
    const rows = words.dice.slice(0, 4);
    const gap = pad;
    const total = rows.reduce((w, r) => w + diceRow(ctx, r, 0, 0, s, false), 0) + gap * (rows.length - 1);
    let x = Math.max(pad, (width - total) / 2);
    y -= s + s * 0.5;
    for (const r of rows) x += diceRow(ctx, r, x, y, s, true) + gap;
    y -= pad;
  }

  ctx.font = `600 ${size}px system-ui, sans-serif`;
  ctx.textBaseline = 'alphabetic';
  const line = fitted(ctx, words.words, width - 4 * pad);
  const w = ctx.measureText(line).width;
  roundRect(ctx, (width - w) / 2 - pad, y - size * 1.35, w + 2 * pad, size * 1.5, 8, BAND);
  ctx.fillStyle = '#f8fafc';
  ctx.fillText(line, (width - w) / 2, y - size * 0.32);

  let top = pad;
  ctx.font = `500 ${Math.round(size * 0.8)}px system-ui, sans-serif`;
  for (const note of words.notes.slice(0, 3)) {
    const text = fitted(ctx, note, width - 4 * pad);
    const nw = ctx.measureText(text).width + 2 * pad;
    roundRect(ctx, pad, top, nw, size * 1.3, 6, 'rgba(250, 204, 21, 0.94)');
    ctx.fillStyle = '#111827';
    ctx.fillText(text, 2 * pad, top + size * 0.95);
    top += size * 1.3 + pad / 2;
  }
}

/** The words of a frame as pixels (RGBA, not premultiplied) and, per row, the columns they ink. */
export interface WordsLayer {
  readonly data: Uint8ClampedArray;
  /** [first, last + 1) columns with ink in each row; first >= last: none. */
  readonly from: Int32Array;
  readonly to: Int32Array;
}

/** The words drawn at the clip's size, or null when there are none. */
export function wordsLayer(width: number, height: number, words: FrameWords | null): WordsLayer | null {
  if (!words) return null;
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!;
  drawWords(ctx, words);
  const { data } = ctx.getImageData(0, 0, width, height);
  const from = new Int32Array(height).fill(width);
  const to = new Int32Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * 4 + 3; x < width; x++, i += 4) {
      if (data[i] === 0) continue;
      if (x < from[y]) from[y] = x;
      to[y] = x + 1;
    }
  }
  return { data, from, to };
}

/**
 * Reads the chamber's drawing buffer (the clip's size, drawn opaque) into `out` top row first
 * (`scratch` takes WebGL's bottom-up rows), then blends the words over it.
 */
export function composeFrame(gl: WebGL2RenderingContext, out: Uint8Array, scratch: Uint8Array, words: WordsLayer | null): void {
  const width = gl.drawingBufferWidth;
  const height = gl.drawingBufferHeight;
  const row = width * 4;
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, scratch);
  for (let y = 0; y < height; y++) out.set(scratch.subarray((height - 1 - y) * row, (height - y) * row), y * row);
  if (!words) return;
  const { data, from, to } = words;
  for (let y = 0; y < height; y++) {
    for (let i = y * row + from[y] * 4, end = y * row + to[y] * 4; i < end; i += 4) {
      const a = data[i + 3];
      if (a === 0) continue;
      const b = 255 - a;
      out[i] = (data[i] * a + out[i] * b + 127) / 255;
      out[i + 1] = (data[i + 1] * a + out[i + 1] * b + 127) / 255;
      out[i + 2] = (data[i + 2] * a + out[i + 2] * b + 127) / 255;
    }
  }
}
