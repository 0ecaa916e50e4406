/**
 * Figure bodies, modelled looking along +x (grid.facingAngle turns them): a soldier is a trooper
 * with a rifle pointing the way it faces; a worker is a low crawling shape; a warrior a tall
 * horned one. Distinct silhouettes so they read without colour. Each body is ONE merged geometry
 * with vertex colours and its light baked in (one unlit draw call per figure: software rendering
 * pays per draw call and per lit pixel).
 */
import { useMemo } from 'react';
import {
  BoxGeometry, BufferAttribute, Color, ConeGeometry, CylinderGeometry, DodecahedronGeometry,
  OctahedronGeometry, SphereGeometry, type BufferGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { bakeLight } from '../canvas/bakedLight';

export type BodyKind = 'soldier' | 'worker' | 'warrior';

interface Part {
  readonly geometry: BufferGeometry;
  readonly colour: string;
}

const tint = new Color();

function painted(parts: readonly Part[]): BufferGeometry {
  const flat = parts.map(({ geometry, colour }) => {
    const g = geometry.index ? geometry.toNonIndexed() : geometry;
    tint.set(colour);
    const n = g.getAttribute('position').count;
    const colours = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) colours.set([tint.r, tint.g, tint.b], i * 3);
    g.setAttribute('color', new BufferAttribute(colours, 3));
    g.deleteAttribute('uv');
    return g;
  });
  const merged = mergeGeometries(flat);
  merged.computeVertexNormals();
  return bakeLight(merged);
}

function soldier(colour: string): BufferGeometry {
  return painted([
    { geometry: new CylinderGeometry(0.2, 0.24, 0.5, 12).translate(0, 0.32, 0), colour },
    { geometry: new SphereGeometry(0.15, 12, 10).translate(0, 0.7, 0), colour },
    { geometry: new BoxGeometry(0.08, 0.06, 0.2).translate(0.12, 0.72, 0), colour: '#0f172a' }, // visor: the facing
    { geometry: new BoxGeometry(0.42, 0.07, 0.07).translate(0.28, 0.42, 0.12), colour: '#1f2937' }, // rifle
  ]);
}

function worker(colour: string): BufferGeometry {
  return painted([
    { geometry: new OctahedronGeometry(0.32, 0).scale(1.2, 0.6, 1).translate(0, 0.22, 0), colour },
    ...[-1, 1].map((s) => ({ geometry: new ConeGeometry(0.05, 0.22, 6).rotateZ(-Math.PI / 2).translate(0.22, 0.12, s * 0.14), colour: '#f5f3ff' })),
  ]);
}

function warrior(colour: string): BufferGeometry {
  return painted([
    { geometry: new DodecahedronGeometry(0.3, 0).scale(0.9, 1.3, 0.9).translate(0, 0.45, 0), colour },
    ...[-1, 1].map((s) => ({ geometry: new ConeGeometry(0.06, 0.32, 6).rotateX(s * 0.4).translate(0.05, 0.9, s * 0.14), colour: '#fde68a' })),
  ]);
}

const BUILD: Record<BodyKind, (colour: string) => BufferGeometry> = { soldier, worker, warrior };
const cache = new Map<string, BufferGeometry>();

/** The body geometry for a kind and colour, built once. */
export function bodyGeometry(kind: BodyKind, colour: string): BufferGeometry {
  const key = `${kind}|${colour}`;
  let g = cache.get(key);
  if (!g) {
    g = BUILD[kind](colour);
    cache.set(key, g);
  }
  return g;
}

export function Body({ kind, colour }: { readonly kind: BodyKind; readonly colour: string }) {
  const geometry = useMemo(() => bodyGeometry(kind, colour), [kind, colour]);
  return (
    <mesh geometry={geometry}>
      <meshBasicMaterial vertexColors />
    </mesh>
  );
}
