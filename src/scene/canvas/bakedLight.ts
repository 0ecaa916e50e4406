/**
 * Light baked into vertex colours, so solid props and figures draw unlit (MeshBasicMaterial):
 * software rendering (no GPU) pays for per-pixel lighting on every pixel of every lit mesh, and
 * every distinct lit material is one more shader program to compile before the first frame.
 * The factor reproduces the scene's former lights (ambient 1.4, directional 2.2 from above the
 * south-east) through three's Lambert model: (ambient + directional * max(0, n.l)) / pi.
 */
import { BufferAttribute, Color, Vector3, type BufferGeometry } from 'three';

const LIGHT = new Vector3(6, 14, 8).normalize();
const AMBIENT = 1.4;
const DIRECTIONAL = 2.2;
const n = new Vector3();
const c = new Color();

/** Light at a surface normal, as a factor on the diffuse colour. */
export function lightAt(nx: number, ny: number, nz: number): number {
  const ndl = Math.max(0, n.set(nx, ny, nz).normalize().dot(LIGHT));
  return (AMBIENT + DIRECTIONAL * ndl) / Math.PI;
}

/**
 * Multiplies the geometry's vertex colours (or `colour`, when given or when it has none) by the
 * light at each vertex normal. Mutates and returns the geometry.
 */
export function bakeLight(geometry: BufferGeometry, colour?: string): BufferGeometry {
  const normals = geometry.getAttribute('normal');
  const existing = colour === undefined ? geometry.getAttribute('color') : undefined;
  const out = new Float32Array(normals.count * 3);
  if (colour !== undefined) c.set(colour);
  for (let i = 0; i < normals.count; i++) {
    if (existing) c.setRGB(existing.getX(i), existing.getY(i), existing.getZ(i));
    const k = lightAt(normals.getX(i), normals.getY(i), normals.getZ(i));
    out[i * 3] = c.r * k;
    out[i * 3 + 1] = c.g * k;
    out[i * 3 + 2] = c.b * k;
  }
  geometry.setAttribute('color', new BufferAttribute(out, 3));
  return geometry;
}
