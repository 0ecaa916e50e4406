/**
 * One clip frame: the chamber's canvas drawn at the clip's size, with the step's words drawn over
 * its foot and the notes at its head, as a presenter's caption (ui/clips/caption.ts).
 */
import type { FrameWords } from './caption';

const BAND = 'rgba(11, 16, 32, 0.82)';

/** Cuts `text` to fit `width`, with an ellipsis. */
function fitted(ctx: OffscreenCanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= width) lo = mid; else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

/** Draws the chamber and the words onto `ctx` (the clip's size). */
export function composeFrame(ctx: OffscreenCanvasRenderingContext2D, chamber: CanvasImageSource, words: FrameWords | null): void {
  const { width, height } = ctx.canvas;
  ctx.fillStyle = '#0b1020';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(chamber, 0, 0, width, height);
  if (!words) return;
  const size = Math.max(12, Math.round(height / 26));
  const pad = Math.round(size * 0.6);
  const shown = words.lines.slice(-2);
  const rows = 1 + shown.length;
  const band = pad * 2 + rows * size * 1.3;
  ctx.fillStyle = BAND;
  ctx.fillRect(0, height - band, width, band);
  ctx.textBaseline = 'top';
  let y = height - band + pad;
  ctx.font = `600 ${Math.round(size * 0.75)}px system-ui, sans-serif`;
  ctx.fillStyle = '#93c5fd';
  ctx.fillText(fitted(ctx, words.where, width - 2 * pad), pad, y + size * 0.15);
  y += size * 1.3;
  ctx.font = `500 ${size}px system-ui, sans-serif`;
  ctx.fillStyle = '#f8fafc';
  for (const line of shown) {
    ctx.fillText(fitted(ctx, line, width - 2 * pad), pad, y);
    y += size * 1.3;
  }
  if (words.notes.length) {
    const note = words.notes.join(' · ');
    ctx.font = `500 ${size}px system-ui, sans-serif`;
    const text = fitted(ctx, note, width - 4 * pad);
    const w = ctx.measureText(text).width + 2 * pad;
    ctx.fillStyle = 'rgba(250, 204, 21, 0.92)';
    ctx.fillRect(pad, pad, w, size * 1.3 + pad);
    ctx.fillStyle = '#111827';
    ctx.fillText(text, 2 * pad, pad + pad / 2);
  }
}
