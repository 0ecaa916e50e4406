/**
 * The squares watched by soldiers on overwatch (their forward half-planes, facing fixed: RULINGS
 * O2, boundary included: S6), tinted as one mesh with one quad per watched square.
 *
 * Why one mesh: each watcher's half-plane used to be its own see-through plane, and with the whole
 * squad on overwatch five planes over half the board each were blended on every pixel they cover
 * (under software WebGL, the costliest part of a frame). A square under k planes of opacity a
 * shows exactly what one layer of opacity 1 - (1 - a)^k shows, so the tint is the same.
 */
import { BufferAttribute, BufferGeometry, Color } from 'three';
import type { GameState } from '../../engine/state/types';
import { coordOf } from '../../engine/board/board';
import { facingArcBounds } from '../../engine/sight';
import { watchingSoldiers } from '../../engine/flow/overwatch';
import { coordToWorld } from '../grid';
import { OVERWATCH } from '../palette';

/** One watcher's tint on the floor. */
export const WATCHED_OPACITY = 0.1;
const LIFT = 0.014;
/** A square's corners around its centre, counter-clockwise seen from above. */
const CORNERS = [[-0.5, -0.5], [-0.5, 0.5], [0.5, 0.5], [0.5, -0.5]] as const;

/**
 * What the tint depends on: where each overwatching soldier stands and faces. Keyframes where it
 * is unchanged (most of them) reuse the mesh.
 */
export function watchKey(state: GameState): string {
  let key = '';
  for (const s of watchingSoldiers(state)) key += `${s.at}${s.facing} `;
  return key;
}

/** How many overwatching soldiers watch each square, by column then row (rows from 1). */
export function watchCounts(state: GameState): number[][] {
  const { width, height } = state.board;
  const counts = Array.from({ length: width }, () => new Array<number>(height + 1).fill(0));
  for (const s of watchingSoldiers(state)) {
    const { from, to } = facingArcBounds(state.board, coordOf(s.at), s.facing);
    for (let col = from.col; col <= to.col; col++) for (let row = from.row; row <= to.row; row++) counts[col][row]++;
  }
  return counts;
}

/** Opacity of a square under `watchers` planes of WATCHED_OPACITY each. */
export function watchedOpacity(watchers: number): number {
  return 1 - (1 - WATCHED_OPACITY) ** watchers;
}

/** The tint quads (vertex colours with alpha), or null when nobody is on overwatch. */
export function watchedGeometry(state: GameState): BufferGeometry | null {
  const counts = watchCounts(state);
  const quads: [number, number, number][] = [];
  counts.forEach((rows, col) => rows.forEach((k, row) => { if (k > 0) quads.push([col, row, k]); }));
  if (quads.length === 0) return null;
  const colour = new Color(OVERWATCH);
  const pos = new Float32Array(quads.length * 12);
  const rgba = new Float32Array(quads.length * 16);
  const index = new Uint16Array(quads.length * 6);
  for (let q = 0; q < quads.length; q++) {
    const [col, row, k] = quads[q];
    const c = coordToWorld(state.board, { col, row });
    const opacity = watchedOpacity(k);
    for (let i = 0; i < 4; i++) {
      pos[q * 12 + i * 3] = c.x + CORNERS[i][0];
      pos[q * 12 + i * 3 + 1] = LIFT;
      pos[q * 12 + i * 3 + 2] = c.z + CORNERS[i][1];
      rgba[q * 16 + i * 4] = colour.r;
      rgba[q * 16 + i * 4 + 1] = colour.g;
      rgba[q * 16 + i * 4 + 2] = colour.b;
      rgba[q * 16 + i * 4 + 3] = opacity;
    }
    // Counter-clockwise seen from above (normal +y), so the quad faces the camera.
    index.set([q * 4, q * 4 + 1, q * 4 + 2, q * 4, q * 4 + 2, q * 4 + 3], q * 6);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(pos, 3));
  g.setAttribute('color', new BufferAttribute(rgba, 4));
  g.setIndex(new BufferAttribute(index, 1));
  g.userData.squares = quads.length;
  return g;
}
