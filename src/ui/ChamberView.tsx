/**
 * The Canvas, connected to the store: passes the cursor's snapshot (and, when the cursor moved one
 * step, the transition's events to animate) to the pure Chamber scene; routes input back.
 * The Canvas element itself never re-renders on a cursor move (only the scene inside it does):
 * re-configuring the renderer on every step would cost a frame.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { warmFigureTagsInSlices } from '../scene/figures/warmTags';
import { addAfterEffect, Canvas, useFrame, useThree } from '@react-three/fiber';
import { PerformanceMonitor } from '@react-three/drei';
import { ACESFilmicToneMapping, PCFSoftShadowMap, SRGBColorSpace, Vector3, WebGLRenderer, type WebGLRendererParameters } from 'three';
import { warmPrograms } from '../scene/warmPrograms';
import { FirstUseProgramsAtRest, unaskedPrograms } from '../scene/programFirstUse';
import type { Board, FigureId, Square } from '../engine/types';
import { Chamber } from '../scene/Chamber';
import { CameraRig } from '../scene/CameraRig';
import { squareToWorld } from '../scene/grid';
import { useChamber } from './store';
import { StaticLayerRendering } from '../scene/StaticLayerRendering';
import type { StaticLayerCache } from '../scene/staticLayer';


/**
 * Counts rendered frames for the test hook (fps benchmark) and notes the first frame in which the
 * chamber itself was drawn: after the render (shader compiles included), not before it, and not
 * an empty canvas drawn before the game's first snapshot arrived.
 */
function FrameCounter() {
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
        useChamber.getState().set({ chamberShown: true });
      }
    });
    return stop;
  }, [scene]);
  return null;
}

/**
 * Notes a lost WebGL context in the store (the canvas is blank until the browser restores it;
 * scene/StaticLayerRendering draws again then) and counts losses for the browser tests.
 */
function ContextLossWatch() {
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    const lost = () => {
      window.__chamberContextLosses = (window.__chamberContextLosses ?? 0) + 1;
      useChamber.getState().set({ chamberLost: true });
    };
    const restored = () => useChamber.getState().set({ chamberLost: false });
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [canvas]);
  return null;
}

const probe = new Vector3();

/** Test hook: page coordinates of a square (at a height), so browser tests can click the scene. */
function ScreenProbe({ board }: { board: Board }) {
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

function ConnectedScene() {
  const input = useChamber((s) => s.sceneInput);
  const cursor = useChamber((s) => s.cursor);
  const entry = useChamber((s) => s.entries[s.cursor]);
  const prev = useChamber((s) => s.entries[s.cursor - 1]);
  const overlays = useChamber((s) => s.overlays);
  const selected = useChamber((s) => s.selected);
  const camera = useChamber((s) => s.camera);
  const follow = useChamber((s) => s.follow);
  const set = useChamber((s) => s.set);
  const lastCursor = useRef(-1);
  // Animate a transition only when the cursor moved exactly one step forward; a seek just shows.
  const last = useMemo(() => {
    const stepped = cursor === lastCursor.current + 1 && prev && entry;
    lastCursor.current = cursor;
    return stepped ? { before: prev.state, events: entry.events, key: cursor } : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor, entry]);
  // Stable callbacks, so memoised scene parts (board, figures) skip re-rendering.
  const onSquareHover = useCallback((sq: Square | null) => { if (useChamber.getState().hoverSquare !== sq) set({ hoverSquare: sq }); }, [set]);
  const onFigureHover = useCallback((id: FigureId | null) => { if (useChamber.getState().hoverFigure !== id) set({ hoverFigure: id }); }, [set]);
  const onFigureSelect = useCallback((id: FigureId) => set({ selected: useChamber.getState().selected === id ? null : id }), [set]);
  // Once per game (or loaded record): draw and upload every figure tag in idle slices, so later
  // seeks never draw a tag or upload its texture on the spot.
  const first = useChamber((s) => s.entries[0]?.state);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    if (!first) return;
    return warmFigureTagsInSlices(first, (t) => gl.initTexture(t), 300);
  }, [first, gl]);
  if (!entry) return null;
  const state = entry.state;
  const actor = state.activeSoldier ?? state.activeAlien;
  const actorAt = actor ? (state.soldiers.find((s) => s.id === actor)?.at ?? state.aliens.find((a) => a.id === actor)?.at) : undefined;
  const focus = follow && actorAt ? squareToWorld(state.board, actorAt) : null;
  return (
    <>
      <ScreenProbe board={state.board} />
      <CameraRig board={state.board} preset={camera} focus={focus} />
      <Chamber
        state={state}
        last={last}
        overlays={overlays}
        selected={selected}
        path={input?.path ?? null}
        onSquareHover={onSquareHover}
        onSquareClick={input?.onSquareClick}
        onFigureClick={input?.onFigureClick ?? onFigureSelect}
        onFigureHover={onFigureHover}
      />
    </>
  );
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

/**
 * The one chamber view: mounted once, whatever the mode (a mode adds input via the store).
 * Memoised: the app shell re-renders on every cursor move, and re-rendering the Canvas would
 * re-configure the renderer (its children follow the store themselves).
 */
export const ChamberView = memo(function ChamberView() {
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
  const continuous = useChamber((s) => s.playing && s.mode !== 'play' && s.entries[s.cursor]?.state.phase !== 'over');
  // Not before the first frame: a program asked before it is linked would hold that frame back.
  const shown = useChamber((s) => s.chamberShown);
  // No background of its own (the page's, the same colour, shows through): one there would leave
  // the page's own layer not plain, which costs the compositor every frame (app.css).
  return (
    <Canvas dpr={dpr} gl={makeRenderer} onCreated={onCreated} frameloop={continuous ? 'always' : 'demand'}>
      {!software && <PerformanceMonitor flipflops={3} onDecline={decline} onIncline={incline} />}
      <FrameCounter />
      <ContextLossWatch />
      <FirstUseProgramsAtRest atRest={!continuous && shown} />
      <StaticLayerRendering onCache={exposeCache} />
      <ConnectedScene />
    </Canvas>
  );
});
