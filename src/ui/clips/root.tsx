/**
 * The chamber's r3f root, held for the clip driver (ui/clips/drive.ts): inside the Canvas, this
 * component hands out the root's state getter, so the driver can take the frame loop, the size
 * and the pixel ratio for the length of a clip and give them back after.
 */
import { useEffect } from 'react';
import { useThree, type RootState } from '@react-three/fiber';

let getRoot: (() => RootState) | null = null;

/** The chamber's root state now, or null before the Canvas is up. */
export function chamberRoot(): RootState | null {
  return getRoot ? getRoot() : null;
}

export function ClipRoot() {
  const get = useThree((s) => s.get);
  useEffect(() => {
    getRoot = get;
    return () => { if (getRoot === get) getRoot = null; };
  }, [get]);
  return null;
}
