/**
 * The figures' bodies as drawn (eased in Figure's useFrame), by figure id: the tag layer measures
 * them on screen each frame to keep every tag off every figure (issue 32 §7). Figures register
 * themselves while mounted.
 */
import type { Object3D } from 'three';
import type { FigureId } from '../../engine/state/types';

const bodies = new Map<FigureId, Object3D>();

export function registerBody(id: FigureId, body: Object3D): () => void {
  bodies.set(id, body);
  return () => { if (bodies.get(id) === body) bodies.delete(id); };
}

export function figureBody(id: FigureId): Object3D | undefined {
  return bodies.get(id);
}

export function allBodies(): ReadonlyMap<FigureId, Object3D> {
  return bodies;
}
