/**
 * One clip frame: the chamber's canvas at the clip's size, and over it what presentation mode
 * shows in the page (ui/present/PresentationLayer): the step's caption large at the foot with its
 * dice drawn as dice, where the frame stands, and the study's notes at the head.
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

/** Draws the chamber and the words onto `ctx` (the clip's size). */
export function composeFrame(ctx: Ctx, chamber: CanvasImageSource, words: FrameWords | null): void {
  const { width, height } = ctx.canvas;
  ctx.fillStyle = '#0b1020';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(chamber, 0, 0, width, height);
  if (!words) return;
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
