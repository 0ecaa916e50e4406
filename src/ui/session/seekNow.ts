/**
 * A seek committed before returning: the keyframe lookup, the page's panels (react-dom) and the
 * scene graph (the Canvas is its own React root, so it is flushed too). Only the GPU's drawing of
 * the next frame is left. Used by the replay warm-up and the seek benchmark's test hook.
 */
import { flushSync } from 'react-dom';
import { flushSync as flushSceneSync } from '@react-three/fiber';
import { useChamber } from './store';

export function seekNow(cursor: number): void {
  flushSync(() => flushSceneSync(() => useChamber.getState().seek(cursor)));
}
