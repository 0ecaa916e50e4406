/**
 * The Canvas and its renderer: made before React builds the scene (shader programs compile at
 * once), sized for software WebGL, drawing continuously or on demand, counting frames and noting
 * a lost context. What it draws is its child, the scene the app connects to its store
 * (ui/ChamberPanel); the Canvas element itself never re-renders on a cursor move (only that scene
 * does): re-configuring the renderer on every step would cost a frame.
 */
import { memo, useCallback, useEffect, useState } from 'react';
import { addAfterEffect, Canvas, useFrame, useThree } from '@react-three/fiber';
import type { ReactNode } from 'react';
import { PerformanceMonitor } from '@react-three/drei';
import { ACESFilmicToneMapping, PCFSoftShadowMap, SRGBColorSpace, Vector3, WebGLRenderer, type WebGLRendererParameters } from 'three';
import { warmPrograms } from './warmPrograms';
import { fitSrgbEncoding } from './srgbEncoding';
import { FirstUseProgramsAtRest, unaskedPrograms } from './programFirstUse';
import type { Board, Square } from '../../engine/state/types';
import { squareToWorld } from '../grid';
import { StaticLayerRendering } from './StaticLayerRendering';
import type { StaticLayerCache } from './staticLayer';


/**
 * Counts the frames drawn, for the test hook (benchmarks): StaticLayerRendering calls it after
 * each. Fewer than the frames of the loop while the chamber draws only what moves (scene/motion.ts).
 */
function countDrawn(): void {
  if (typeof window !== 'undefined') window.__chamberDrawn = (window.__chamberDrawn ?? 0) + 1;
}

/**
 * Counts the chamber's frames for the test hook (fps benchmark), drawn or kept as they were (a
 * frame nothing asked for while the chamber draws only what moves), and notes the first frame in
 * which the chamber itself was drawn: after the render (shader compiles included), not before it,
 * and not an empty canvas drawn before the game's first snapshot arrived.
 */
function FrameCounter({ onFirstFrame }: { onFirstFrame: () => void }) {
  const scene = useThree((s) => s.scene);
  useFrame(() => {
    if (typeof window === 'undefined') return;
    window.__chamberFrames = (window.__chamberFrames ?? 0) + 1;
  });
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const stop = addAfterEffect(() => {
      if (window.__chamberFirstFrame !== undefined) { stop(); return; }
      if (scene.getObjectByName('floor')) {
        window.__chamberFirstFrame = performance.now();
        performance.mark('chamber:first-frame');
        stop();
        onFirstFrame();
      }
    });
    return stop;
  }, [scene, onFirstFrame]);
  return null;
}

/** A performance mark to set once the next frame is drawn (see markNextFrame). */
let nextFrameMark: string | null = null;

/**
 * Sets the performance mark `name` when the chamber next finishes drawing a frame: the bench
 * times "a record chosen" to "its first keyframe drawn" with it (ui/replay/openRecord).
 */
export function markNextFrame(name: string): void {
  nextFrameMark = name;
}

function NextFrameMark() {
  useEffect(() => addAfterEffect(() => {
    if (nextFrameMark) { performance.mark(nextFrameMark); nextFrameMark = null; }
  }), []);
  return null;
}

/**
 * Notes a lost WebGL context in the store (the canvas is blank until the browser restores it;
 * scene/StaticLayerRendering draws again then) and counts losses for the browser tests.
 */
function ContextLossWatch({ onLost }: { onLost: (lost: boolean) => void }) {
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    const lost = () => {
      window.__chamberContextLosses = (window.__chamberContextLosses ?? 0) + 1;
      onLost(true);
    };
    const restored = () => onLost(false);
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [canvas, onLost]);
  return null;
}

const probe = new Vector3();

/** Test hook: page coordinates of a square (at a height), so browser tests can click the scene. */
export function ScreenProbe({ board }: { board: Board }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  if (typeof window !== 'undefined') {
    window.__chamberInvalidate = invalidate;
    window.__chamberProgramsUnasked = () => unaskedPrograms(gl);
    window.__chamberRenderInfo = () => ({ calls: gl.info.render.calls, triangles: gl.info.render.triangles, textures: gl.info.memory.textures, geometries: gl.info.memory.geometries, programs: gl.info.programs?.length ?? 0 });
    window.__chamberProject = (square: string, y = 0.3) => {
      const p = squareToWorld(board, square as Square);
      probe.set(p.x, y, p.z).project(camera);
      const r = gl.domElement.getBoundingClientRect();
      return { x: r.left + ((probe.x + 1) / 2) * r.width, y: r.top + ((1 - probe.y) / 2) * r.height };
    };
  }
  return null;
}

const MAX_DPR = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);
/** Resolution under software rendering (SwiftShader, llvmpipe): fill rate is the bottleneck there. */
const SOFTWARE_DPR = 0.75;
const GL = { preserveDrawingBuffer: true, antialias: false } as const;

/**
 * The renderer, made before React builds the scene so its shader programs start compiling at
 * once (scene/warmPrograms) while the board, figures and labels are built.
 */
function makeRenderer(defaults: WebGLRendererParameters): WebGLRenderer {
  // Start-up marks for the bench's breakdown of the first frame (after 'chamber:main', main.tsx).
  performance.mark('chamber:renderer-asked');
  // Before any program is compiled: every program ends with this encoding.
  fitSrgbEncoding();
  const gl = new WebGLRenderer({ ...defaults, ...GL });
  performance.mark('chamber:context');
  // The GPU channel is open now: the worker index.html started to open it early can go.
  window.__gpuWarmup?.terminate();
  delete window.__gpuWarmup;
  // Reading shader logs after each compile stalls the pipeline until the compile is done.
  if (import.meta.env.PROD) gl.debug.checkShaderErrors = false;
  // What the Canvas sets next (neither flat nor linear, no shadows): programs are keyed by these.
  gl.toneMapping = ACESFilmicToneMapping;
  gl.outputColorSpace = SRGBColorSpace;
  gl.shadowMap.type = PCFSoftShadowMap;
  // Asked before the compiles are queued: asked after, the answer waits for all of them (30-50 ms).
  if (isSoftwareRenderer(gl)) softwareRenderers.add(gl);
  warmPrograms(gl);
  return gl;
}

/**
 * `?plain` draws every frame in full, without the static layer cache: for comparing the two
 * (a browser test checks they give the same pixels) and for debugging the scene.
 */
const CACHE_STATIC_LAYER = typeof location === 'undefined' || !new URLSearchParams(location.search).has('plain');
const exposeCache = (cache: StaticLayerCache) => {
  cache.enabled = CACHE_STATIC_LAYER;
  window.__chamberStaticLayer = cache;
};

const SOFTWARE_GL = /swiftshader|llvmpipe|software/i;

/** Renderers found to run on the CPU when they were made (see makeRenderer). */
const softwareRenderers = new WeakSet<WebGLRenderer>();

/** True when WebGL runs on the CPU: then a fixed lower resolution beats adapting it at run time. */
function isSoftwareRenderer(gl: WebGLRenderer): boolean {
  const ctx = gl.getContext();
  const info = ctx.getExtension('WEBGL_debug_renderer_info');
  return SOFTWARE_GL.test(String(info ? ctx.getParameter(info.UNMASKED_RENDERER_WEBGL) : ctx.getParameter(ctx.RENDERER)));
}

/** What index.html's warm-up worker found, when it has answered: then the canvas is sized once. */
function knownSoftware(): boolean {
  return typeof window !== 'undefined' && SOFTWARE_GL.test(window.__gpuRenderer ?? '');
}

export interface ChamberViewProps {
  /** Draw every frame (a game playing on by itself) instead of only when something changes. */
  readonly continuous: boolean;
  /** The chamber's first frame has been drawn (programs are then first used at rest). */
  readonly shown: boolean;
  readonly onFirstFrame: () => void;
  /** The WebGL context was lost (true) or restored (false). */
  readonly onContextLost: (lost: boolean) => void;
  /** The scene: it follows the app's store itself, so a seek never re-renders the Canvas. */
  readonly children: ReactNode;
}

/**
 * The one chamber view: mounted once, whatever the mode (a mode adds input via the store).
 * Memoised: the app shell re-renders on every cursor move, and re-rendering the Canvas would
 * re-configure the renderer (its children follow the store themselves).
 */
export const ChamberView = memo(function ChamberView({ continuous, shown, onFirstFrame, onContextLost, children }: ChamberViewProps) {
  // Software rendering (no GPU) cannot fill every pixel at 60 Hz: lower the resolution, not the rate.
  const [dpr, setDpr] = useState(() => (knownSoftware() ? Math.min(MAX_DPR, SOFTWARE_DPR) : MAX_DPR));
  const [software, setSoftware] = useState(knownSoftware);
  const decline = useCallback(() => setDpr((d) => Math.max(0.75, d - 0.25)), []);
  const incline = useCallback(() => setDpr((d) => Math.min(MAX_DPR, d + 0.25)), []);
  const onCreated = useCallback(({ gl }: { gl: WebGLRenderer }) => {
    if (softwareRenderers.has(gl)) {
      // Resizing the drawing buffer costs frames; on the CPU settle on one resolution from the start.
      setSoftware(true);
      setDpr(Math.min(MAX_DPR, SOFTWARE_DPR));
    }
  }, []);
  // While a game plays on by itself (autoplay, a replay playing) the cursor moves every few hundred
  // ms and the chamber draws every frame. Otherwise (paused, a Play game waiting for the person's
  // decision, a game that is over) it draws only when something changes or moves, each animation
  // asking for frames until it ends: a still chamber then costs no CPU, which under software WebGL
  // leaves both cores to the page instead of redrawing a still scene 60 times a second.
  // Programs are first used at rest, not before the first frame: a program asked before it is
  // linked would hold that frame back.
  // No background of its own (the page's, the same colour, shows through): one there would leave
  // the page's own layer not plain, which costs the compositor every frame (app.css).
  return (
    <Canvas dpr={dpr} gl={makeRenderer} onCreated={onCreated} frameloop={continuous ? 'always' : 'demand'}>
      {!software && <PerformanceMonitor flipflops={3} onDecline={decline} onIncline={incline} />}
      <FrameCounter onFirstFrame={onFirstFrame} />
      <NextFrameMark />
      <ContextLossWatch onLost={onContextLost} />
      <FirstUseProgramsAtRest atRest={!continuous && shown} />
      <StaticLayerRendering onCache={exposeCache} onDrawn={countDrawn} />
      {children}
    </Canvas>
  );
});
