/**
 * Takes over the Canvas's frame loop (a priority-1 useFrame: r3f then stops rendering by itself)
 * and draws each frame through the static layer cache (scene/staticLayer).
 */
import { useEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { StaticLayerCache } from './staticLayer';

export function StaticLayerRendering({ onCache }: { readonly onCache?: (cache: StaticLayerCache) => void }) {
  const cache = useMemo(() => new StaticLayerCache(), []);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    onCache?.(cache);
    invalidate();
    return () => cache.dispose();
  }, [cache, onCache, invalidate]);
  useFrame(({ gl, scene, camera }) => cache.render(gl, scene, camera), 1);
  return null;
}
