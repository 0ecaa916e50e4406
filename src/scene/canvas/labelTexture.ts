/**
 * Text as canvas textures for sprites (square labels, names, floating numbers). Drawn once per
 * distinct text and cached: no font download, no DOM overlay per frame. Returns null where there
 * is no DOM (node tests), and callers then draw nothing.
 */
import { CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';

export interface LabelStyle {
  readonly color?: string;
  readonly background?: string;
  readonly size?: number; // px font size on the canvas
  readonly bold?: boolean;
}

export interface Label {
  readonly texture: CanvasTexture;
  /** Width / height of the drawn text box, to scale the sprite. */
  readonly aspect: number;
}

const cache = new Map<string, Label>();

/**
 * A 2D context that draws in the page's memory, for a canvas that becomes a texture. By default
 * Chromium draws 2D canvases in the GPU process, and under software GL (SwiftShader) that is CPU
 * work queued before the chamber's own: the labels the first frame shows held it back (A/B of
 * fresh browsers: from the context to the first frame 343 instead of 417 ms, the first chamber
 * ~0.1-0.17 s sooner). Drawn in the page, a label is a plain upload. `willReadFrequently` is the
 * standard way to ask for that.
 */
export function textureCanvasContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  return canvas.getContext('2d', { willReadFrequently: true });
}

export function labelTexture(text: string, style: LabelStyle = {}): Label | null {
  if (typeof document === 'undefined') return null;
  const key = `${text}|${style.color}|${style.background}|${style.size}|${style.bold}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const size = style.size ?? 48;
  const font = `${style.bold ? 'bold ' : ''}${size}px system-ui, sans-serif`;
  const canvas = document.createElement('canvas');
  const ctx = textureCanvasContext(canvas);
  if (!ctx) return null;
  ctx.font = font;
  const pad = Math.round(size * 0.3);
  const w = Math.ceil(ctx.measureText(text).width) + pad * 2;
  const h = Math.round(size * 1.35);
  canvas.width = w;
  canvas.height = h;
  ctx.font = font;
  if (style.background) {
    ctx.fillStyle = style.background;
    const r = h * 0.3;
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, r);
    ctx.fill();
  }
  ctx.fillStyle = style.color ?? '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, w / 2, h / 2 + size * 0.05);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  // Software rendering: no mipmaps, no anisotropic filtering (both cost many samples per pixel).
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  const label = { texture, aspect: w / h };
  cache.set(key, label);
  return label;
}

/**
 * A figure's tag: its name and HP on a chip in its colour, with an HP bar underneath (green, then
 * amber, then red), as one texture; `hpFraction` null draws no bar (a downed soldier).
 */
export function figureTag(text: string, colour: string, hpFraction: number | null): Label | null {
  if (typeof document === 'undefined') return null;
  const frac = hpFraction === null ? null : Math.max(0, Math.min(1, hpFraction));
  const key = `tag|${text}|${colour}|${frac}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // About twice the size it is shown at (figures/tagPlace NAME_TAG_PX): sharp on a 2x screen, and
  // not so large that the unmipmapped texture sparkles when it is shrunk.
  const size = 24;
  const font = `bold ${size}px system-ui, sans-serif`;
  const canvas = document.createElement('canvas');
  const ctx = textureCanvasContext(canvas);
  if (!ctx) return null;
  ctx.font = font;
  const pad = 7;
  const w = Math.ceil(ctx.measureText(text).width) + pad * 2;
  const chip = Math.round(size * 1.3);
  const bar = 8;
  canvas.width = w;
  canvas.height = chip + bar + 4;
  ctx.font = font;
  ctx.fillStyle = colour + 'd0';
  ctx.beginPath();
  ctx.roundRect(0, 0, w, chip, chip * 0.3);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, w / 2, chip / 2 + 2);
  if (frac !== null) {
    ctx.fillStyle = '#111827';
    ctx.fillRect(pad, chip + 4, w - pad * 2, bar);
    ctx.fillStyle = frac > 0.5 ? '#22c55e' : frac > 0.25 ? '#eab308' : '#ef4444';
    ctx.fillRect(pad + 1, chip + 5, (w - pad * 2 - 2) * frac, bar - 2);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  const label = { texture, aspect: canvas.width / canvas.height };
  cache.set(key, label);
  return label;
}
