/**
 * Takes over the Canvas's frame loop (a priority-1 useFrame: r3f then stops rendering by itself)
 * and draws each frame through the static layer cache (scene/staticLayer), but for a frame nothing
 * asked for while the chamber draws only what moves (scene/motion.ts). `onDrawn` after each.
 */
import { useEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { StaticLayerCache } from './staticLayer';
import { frameWanted } from '../motion';

export function StaticLayerRendering({ onCache, onDrawn }: { readonly onCache?: (cache: StaticLayerCache) => void; readonly onDrawn?: () => void }) {
  const cache = useMemo(() => new StaticLayerCache(), []);
  const invalidate = useThree((s) => s.invalidate);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    onCache?.(cache);
    invalidate();
    return () => cache.dispose();
  }, [cache, onCache, invalidate]);
  // A restored context starts blank, and a paused chamber draws only on demand: without a frame
  // asked for here it stayed empty until the next step or hover (the browser restores a context
  // after its GPU process restarts, as it can under memory pressure).
  useEffect(() => {
    const redraw = () => { cache.contextRestored(); invalidate(); };
    canvas.addEventListener('webglcontextrestored', redraw);
    return () => canvas.removeEventListener('webglcontextrestored', redraw);
  }, [cache, canvas, invalidate]);
  useFrame((state) => {
    if (!frameWanted(state)) return;
    cache.render(state.gl, state.scene, state.camera);
    onDrawn?.();
  }, 1);
  return null;
}
