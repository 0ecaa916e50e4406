/**
 * three.js asks a shader program for its uniforms on the program's first use (WebGLProgram
 * getUniforms): a synchronous round trip that waits until the GPU process has done everything
 * queued before it. Under software GL, a program compiled ahead (scene/warmPrograms, the static
 * layer's) but first drawn during seeks blocked the main thread 100-470 ms there. Asked while the
 * chamber is still it costs a few ms: this asks each program then, one per idle moment, so the
 * frame that first draws it finds it ready.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { WebGLRenderer } from 'three';

/**
 * How long the chamber must have drawn nothing first. Just after the first frame the GPU process
 * is still busy (drawing the panels that fill in then): a round trip there waited 0.4-1 s.
 */
const QUIET_MS = 1500;

interface ProgramWithUniforms { getUniforms(): unknown }

const asked = new WeakSet<object>();

/** The next program three holds that was not asked here yet (one drawn already answers at once). */
function nextUnasked(gl: WebGLRenderer): ProgramWithUniforms | null {
  for (const p of gl.info.programs ?? []) if (!asked.has(p)) return p as unknown as ProgramWithUniforms;
  return null;
}

/** Programs not asked yet (for the browser test: none, once the chamber has been still a while). */
export const unaskedPrograms = (gl: WebGLRenderer): number => (gl.info.programs ?? []).filter((p) => !asked.has(p)).length;

/** Runs `run` when the page is idle (or soon, where browsers cannot say); returns its cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const t = setTimeout(run, 200);
  return () => clearTimeout(t);
}

/** Runs `run` after `ms`, then when idle; returns its cancel. */
function afterThenIdle(ms: number, run: () => void): () => void {
  let cancelIdle = () => {};
  const t = setTimeout(() => { cancelIdle = whenIdle(run); }, ms);
  return () => { clearTimeout(t); cancelIdle(); };
}

/**
 * Inside the Canvas. `atRest`: the chamber draws only on demand now (paused, waiting for a
 * decision) and has drawn its first frame. While it draws every frame, frames use the programs
 * first anyway, and a round trip would wait for the frames queued ahead of it.
 */
export function FirstUseProgramsAtRest({ atRest }: { atRest: boolean }) {
  const gl = useThree((s) => s.gl);
  const lastFrame = useRef(0);
  useFrame(() => { lastFrame.current = performance.now(); });
  useEffect(() => {
    if (!atRest) return;
    lastFrame.current = performance.now(); // still from here on
    let cancel = () => {};
    const step = () => {
      const quiet = performance.now() - lastFrame.current;
      if (quiet < QUIET_MS) { cancel = afterThenIdle(QUIET_MS - quiet, step); return; }
      const program = nextUnasked(gl);
      // New ones come later (the static layer's, a new kind of material).
      if (!program) { cancel = afterThenIdle(1000, step); return; }
      asked.add(program);
      program.getUniforms(); // three keeps the answer: the program's first draw asks nothing
      cancel = whenIdle(step);
    };
    cancel = afterThenIdle(QUIET_MS, step);
    return () => cancel();
  }, [gl, atRest]);
  return null;
}
