/**
 * A ruling to share (issue 17 §4): Markdown for a rules forum or a bug report (the position as an
 * ASCII board, the two points, the verdict and every reason, the link), and a PNG of the chamber
 * with the verdict written under it.
 */
import { drawBoard, figureMark, TEST_CHAMBER } from '../../engine/board/board';
import { labelOf, occupantOf } from '../../engine/state/figures';
import type { GameState, SoldierState, Square, Variants } from '../../engine/state/types';
import type { Ruled } from './compute';

function pointWords(state: GameState, sq: Square): string {
  const f = occupantOf(state, sq);
  if (!f) return `${sq} (empty)`;
  return f.kind === 'soldier' ? `${sq} (${f.id}, facing ${f.facing}, HP ${f.hp})` : `${sq} (${labelOf(state, f.id)}, HP ${f.hp})`;
}

/** What else of a soldier changes the odds (issue 32): XP, brace, overwatch and its reserve. */
function tokenWords(s: SoldierState): string {
  return `${s.xp ? ` xp ${s.xp}` : ''}${s.braced ? ' braced' : ''}${s.overwatch ? ` overwatch ${s.overwatch} (${s.reservedAp} AP reserved)` : ''}`;
}

/** The board with figures by their marks (figureMark: Okafor is K), A and B on their squares (kit 04 legend). */
export function asciiBoard(state: GameState, a: Square | null, b: Square | null): string {
  const marks = new Map<Square, string>();
  for (const s of state.soldiers) if (s.hp > 0) marks.set(s.at, figureMark(s));
  for (const al of state.aliens) if (al.hp > 0) marks.set(al.at, figureMark(al));
  if (a) marks.set(a, 'A');
  if (b) marks.set(b, 'B');
  const figures = [
    ...state.soldiers.map((s) => `${figureMark(s)} ${s.id} ${s.at} facing ${s.facing} hp ${s.hp}${s.hp <= 0 ? ' (downed)' : ''}${tokenWords(s)}`),
    ...state.aliens.filter((x) => x.hp > 0).map((x) => `${figureMark(x)} ${labelOf(state, x.id)} ${x.at} hp ${x.hp}${state.spotterMark === x.id ? ' spotter mark' : ''}`),
  ];
  return [drawBoard(state, marks), '', ...figures].join('\n');
}

const variantWords = (v: Variants) => Object.entries(v).map(([k, on]) => `${k} ${on ? 'on' : 'off'}`).join(', ');

/** The ruling as Markdown. */
export function rulingMarkdown(state: GameState, a: Square, b: Square, ruled: Ruled, link: string): string {
  const [head, ...rest] = ruled.lines;
  return [
    `### Star Chamber ruling: ${a} → ${b}`,
    '',
    `${state.board === TEST_CHAMBER ? 'Kit 0.2 test chamber' : `A ${state.board.width}x${state.board.height} board`}; open doors: ${state.openDoors.length ? state.openDoors.join(', ') : 'none'}; variants: ${variantWords(state.ruleset.variants)}.`,
    '',
    '```text',
    asciiBoard(state, a, b),
    '```',
    '',
    `- **A** ${pointWords(state, a)}`,
    `- **B** ${pointWords(state, b)}`,
    '',
    `**${head}**`,
    '',
    ...rest.map((l) => `- ${l}`),
    '',
    `[Open this ruling in Star Chamber](${link})`,
    '',
  ].join('\n');
}

/** Words wrapped to lines no wider than `width` pixels in the context's font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) { out.push(line); line = `  ${word}`; } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/**
 * The chamber's canvas (drawn with preserveDrawingBuffer, so it can be read) scaled to at least
 * 960 px across, with the verdict's lines wrapped under it, as a PNG blob.
 */
export async function rulingPng(canvas: HTMLCanvasElement, lines: readonly string[]): Promise<Blob> {
  const width = Math.max(960, canvas.width);
  const scale = width / canvas.width;
  const picture = Math.round(canvas.height * scale);
  const lineHeight = 20;
  const out = document.createElement('canvas');
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('PNG: no 2D canvas in this browser');
  ctx.font = '14px system-ui, sans-serif';
  const rows = lines.flatMap((l, i) => wrap(ctx, l, width - 24).map((text) => ({ text, head: i === 0 })));
  out.width = width;
  out.height = picture + 16 + rows.length * lineHeight;
  ctx.fillStyle = '#0b1020';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(canvas, 0, 0, width, picture);
  ctx.font = '14px system-ui, sans-serif';
  ctx.textBaseline = 'top';
  rows.forEach((r, i) => {
    ctx.fillStyle = r.head ? '#fde047' : '#e5e7eb';
    ctx.fillText(r.text, 12, picture + 8 + i * lineHeight);
  });
  return new Promise((resolve, reject) => out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG: the canvas could not be encoded'))), 'image/png'));
}
