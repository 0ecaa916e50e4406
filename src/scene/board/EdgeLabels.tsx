/**
 * Column letters (A-L on the test chamber, up to A-Z) along the north and south edges and row numbers
 * (1-10, up to 1-26) along the west and east edges. The ring they sit in is deeper, and the text
 * larger, on a bigger board (grid rimDepth, issue 36 §2). All of them are drawn into one canvas texture on one plane around the board (one
 * draw call), at wall-top height outside the rim so the walls never hide them. Only the rim
 * (the ring of cells around the board) is drawn, not a plane over the whole board: under software
 * rendering a board-sized transparent layer costs a blended texture lookup on every pixel.
 */
import { memo, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, CanvasTexture, LinearFilter, SRGBColorSpace } from 'three';
import type { Board } from '../../engine/state/types';
import { squareName } from '../../engine/board/board';
import { rimDepth } from '../grid';
import { textureCanvasContext } from '../canvas/labelTexture';

const LABEL_Y = 1.02;
const PX = 64; // canvas pixels per world unit

function drawLabels(board: Board): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const r = rimDepth(board);
  const w = board.width + 2 * r;
  const h = board.height + 2 * r;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(w * PX);
  canvas.height = Math.ceil(h * PX);
  const ctx = textureCanvasContext(canvas);
  if (!ctx) return null;
  ctx.fillStyle = '#e5e7eb';
  ctx.font = `bold ${PX * 0.42 * r}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // World x = u - w/2 for canvas x = u * PX; a label sits in the rim, a little toward the board.
  const at = (u: number, v: number, text: string) => ctx.fillText(text, u * PX, v * PX);
  const inner = r * 0.65;
  for (let col = 0; col < board.width; col++) {
    const letter = squareName({ col, row: 1 }).replace(/\d+/, '');
    at(r + col + 0.5, inner, letter);
    at(r + col + 0.5, h - inner, letter);
  }
  for (let row = 1; row <= board.height; row++) {
    at(inner, r + row - 0.5, String(row));
    at(w - inner, r + row - 0.5, String(row));
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  // Software rendering: no mipmaps, no anisotropic filtering (both cost many samples per pixel).
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  return texture;
}

/**
 * Four strips (north, south, west, east) rimDepth deep, lying flat at the labels' height, with UVs
 * into the label canvas, which spans the board and its rim: canvas u covers world x = u - w/2.
 */
export function rimGeometry(board: Pick<Board, 'width' | 'height'>): BufferGeometry {
  const r = rimDepth(board);
  const w = board.width + 2 * r;
  const h = board.height + 2 * r;
  // [u0, v0, u1, v1] in world units from the canvas's top-left corner.
  const strips = [[0, 0, w, r], [0, h - r, w, h], [0, r, r, h - r], [w - r, r, w, h - r]];
  const pos: number[] = [];
  const uv: number[] = [];
  const index: number[] = [];
  strips.forEach(([i0, j0, i1, j1], k) => {
    for (const [i, j] of [[i0, j0], [i1, j0], [i1, j1], [i0, j1]]) {
      pos.push(i - w / 2, 0, j - h / 2);
      uv.push(i / w, 1 - j / h);
    }
    const b = k * 4;
    // Counter-clockwise seen from above (+y), so the strips face the camera.
    index.push(b, b + 3, b + 2, b, b + 2, b + 1);
  });
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(pos), 3));
  g.setAttribute('uv', new BufferAttribute(new Float32Array(uv), 2));
  g.setIndex(index);
  return g;
}

export const EdgeLabels = memo(function EdgeLabels({ board }: { readonly board: Board }) {
  const texture = useMemo(() => drawLabels(board), [board]);
  const geometry = useMemo(() => rimGeometry(board), [board]);
  if (!texture) return null;
  return (
    // renderOrder -1: drawn before every see-through mesh of the live layer in full frames too, as
    // the static layer cache always draws it (scene/staticLayer). By three's back-to-front sort alone
    // the labels went over the watched-squares tint where the two overlap, in full frames only.
    <mesh position={[0, LABEL_Y, 0]} name="edge-labels" geometry={geometry} renderOrder={-1}>
      <meshBasicMaterial map={texture} transparent depthWrite={false} />
    </mesh>
  );
});
