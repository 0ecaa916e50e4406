/**
 * One geometry holding a copy of a template at each placement (floor tiles, wall blocks, fogged
 * squares): one draw call. Instanced meshes are NOT the cheap way here: SwiftShader (software
 * WebGL) runs an instanced draw once per instance, so 96 floor tiles cost 96 draws every frame.
 * Only positions and colours are kept (the scene draws unlit, light baked: see bakedLight).
 */
import { BufferAttribute, BufferGeometry, Color } from 'three';

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** Multiplies the template's vertex colours (or replaces white when it has none). */
  readonly colour?: string;
}

const tint = new Color();

export function copiesOf(template: BufferGeometry, placements: readonly Placement[]): BufferGeometry {
  const src = template.index ? template : template.toNonIndexed();
  const pos = src.getAttribute('position');
  const col = src.getAttribute('color');
  const index = src.index;
  const n = pos.count;
  const outPos = new Float32Array(placements.length * n * 3);
  const outCol = new Float32Array(placements.length * n * 3);
  const indexCount = index ? index.count : n;
  const outIndex = placements.length * n > 65535 ? new Uint32Array(placements.length * indexCount) : new Uint16Array(placements.length * indexCount);
  placements.forEach((p, k) => {
    tint.set(p.colour ?? '#ffffff');
    const base = k * n;
    for (let i = 0; i < n; i++) {
      const o = (base + i) * 3;
      outPos[o] = pos.getX(i) + p.x;
      outPos[o + 1] = pos.getY(i) + p.y;
      outPos[o + 2] = pos.getZ(i) + p.z;
      outCol[o] = (col ? col.getX(i) : 1) * tint.r;
      outCol[o + 1] = (col ? col.getY(i) : 1) * tint.g;
      outCol[o + 2] = (col ? col.getZ(i) : 1) * tint.b;
    }
    for (let j = 0; j < indexCount; j++) outIndex[k * indexCount + j] = base + (index ? index.getX(j) : j);
  });
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(outPos, 3));
  g.setAttribute('color', new BufferAttribute(outCol, 3));
  g.setIndex(new BufferAttribute(outIndex, 1));
  g.computeBoundingSphere();
  return g;
}
