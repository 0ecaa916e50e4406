/**
 * Renders a clip in the page (issue 37 §4), for the Export clip dialog and the CLI alike: the
 * chamber's frame loop is taken over for the clip's length and advanced on the clip's fixed clock
 * (ui/clips/plan.ts), never the wall clock, so the same clip gives the same frames on any
 * machine, however slowly it renders. Each animation reads r3f's clock (scene/frameStep, the
 * effects' elapsedTime): with the frame loop at 'never', that clock is exactly the time handed to
 * `advance`. The canvas is drawn at the clip's size at a pixel ratio of 1 on the page's own
 * background colour (opaque: its pixels are the frame's), read back and composed with the step's
 * words (ui/clips/compose.ts) and encoded (ui/clips/encoders.ts).
 */
import { advance } from '@react-three/fiber';
import { Color } from 'three';
import { chamber, useChamber } from '../session/store';
import { useStudy } from '../replay/study/studyStore';
import { drawOnlyWhatMoves, motionCount } from '../../scene/motion';
import { chamberRoot } from './root';
import { clipPlan, rangeProblem, settingsProblem, SUBSTEP_MS, type ClipSettings } from './plan';
import { frameWords } from './frameWords';
import { usePresent } from '../present/presentStore';
import { useCameraEpoch } from './cameraEpoch';
import { composeFrame, wordsLayer, type WordsLayer } from './compose';
import { fnv1a } from './decodeClip';
import { gifEncoder, webmEncoder, type ClipEncoder, type WebmSettings } from './encoders';
import './clips.css';

export interface ClipProgress {
  readonly frame: number;
  readonly frames: number;
}

export interface ClipResult {
  readonly bytes: Uint8Array;
  readonly frames: number;
  readonly seconds: number;
  /** Each composed frame's pixel hash (FNV-1a over RGBA), when asked. */
  readonly frameHashes?: readonly string[];
  /** Milliseconds spent, by part: for the bench's profile. */
  readonly ms: { readonly settle: number; readonly render: number; readonly compose: number; readonly encode: number; readonly total: number; /** Frames drawn afresh (the others kept the frame before: nothing moved). */ readonly drawn: number };
}

export interface ClipOptions {
  readonly onProgress?: (p: ClipProgress) => void;
  /** The WebM encoder's settings (the bench tries several). */
  readonly webm?: WebmSettings;
  /** Checked between frames: true stops the clip (the dialog's Cancel). */
  readonly cancelled?: () => boolean;
  /**
   * For the bench's profile only: 'no-encode' draws, reads back and composes each frame but
   * encodes none, 'no-readback' only draws; the bytes are then empty.
   */
  readonly probe?: 'full' | 'no-encode' | 'no-readback';
  /** Hash each composed frame before it is encoded (ClipResult.frameHashes): what the tests compare. */
  readonly hashFrames?: boolean;
}

/**
 * Chamber-clock milliseconds let pass before the first frame, undrawn: figures, the camera and the
 * effects of the moment the clip starts from ease to where they stand, whatever the page drew
 * before in real time. The easings are exponential (presentation's camera the slowest, e^-4t):
 * after 30 s they are where they are going to the last bit of a double, so every clip of the same
 * range starts from the same picture (4 s left the camera 1e-7 of its way short, and the frames
 * differed between runs in their last bits). Undrawn frames cost little: ~600 of them.
 */
const SETTLE_MS = 30_000;

/** The page's background (app.css), the colour round the chamber in a clip. */
const BACKGROUND = '#0b1020';

/** One task later: React (the page's and r3f's reconcilers) has committed a seek by then. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => { ch.port1.close(); resolve(); };
    ch.port2.postMessage(null);
  });
}

/**
 * Lays the chamber's box out at the clip's size (clips.css) and waits until the Canvas has
 * measured it; a clip drawn at r3f's own size set by hand was undone by its next measure.
 */
async function stage(width: number, height: number): Promise<() => void> {
  const html = document.documentElement;
  html.style.setProperty('--clip-w', `${width}px`);
  html.style.setProperty('--clip-h', `${height}px`);
  html.classList.add('clip-stage');
  const unstage = () => { html.classList.remove('clip-stage'); chamberRoot()?.invalidate(); };
  for (let waited = 0; ; waited += 20) {
    const size = chamberRoot()?.size;
    if (size && size.width === width && size.height === height) return unstage;
    if (waited > 5000) { unstage(); throw new Error(`the chamber could not be laid out at ${width}x${height} (it is ${size?.width}x${size?.height})`); }
    await new Promise((r) => setTimeout(r, 20));
  }
}

let running = false;

/** Whether a clip is being rendered now (the page's keys and clock leave the chamber alone). */
export const clipRunning = (): boolean => running;

export async function renderClip(settings: ClipSettings, options: ClipOptions = {}): Promise<ClipResult> {
  const store = useChamber.getState();
  const problem = rangeProblem(settings.from, settings.to, store.entries.length) ?? settingsProblem(settings);
  if (problem) throw new Error(problem);
  const root = chamberRoot();
  if (!root) throw new Error('the chamber is not drawn yet (no WebGL?)');
  if (running) throw new Error('a clip is already being made');
  running = true;
  const started = performance.now();
  const ms = { settle: 0, render: 0, compose: 0, encode: 0, total: 0, drawn: 0 };
  const { width, height, fps } = settings;
  const saved = { frameloop: root.frameloop, dpr: root.viewport.dpr, cursor: store.cursor, clear: root.gl.getClearColor(new Color()), clearAlpha: root.gl.getClearAlpha() };
  chamber.pause();
  let encoder: ClipEncoder | null = null;
  let unstage = () => {};
  // Drawn from presentation mode (issue 37 §1): the camera frames the action, the study's marks
  // stand in the chamber; "What would you do?" is off (a clip shows what was played).
  const present = usePresent.getState();
  const wasPresent = { on: present.on, conceal: present.conceal };
  try {
    if (!present.on) present.enter();
    if (present.conceal !== 'off') present.setConceal('off');
    await nextTask();
    unstage = await stage(width, height);
    // The clip's clock from here on; then a camera made afresh at the clip's size, and at rest
    // before any frame (SETTLE_MS): every run of the clip starts from the same view.
    root.setFrameloop('never');
    root.setDpr(1);
    // The page's background, which shows through the chamber in the page, drawn into it.
    root.gl.setClearColor(BACKGROUND, 1);
    usePresent.getState().giveCameraBack();
    useCameraEpoch.getState().bump();
    await nextTask();
    await nextTask();
    const canvas = root.gl.domElement;
    const gl = root.gl.getContext() as WebGL2RenderingContext;
    const pixels = new Uint8Array(width * height * 4);
    const scratch = new Uint8Array(width * height * 4);
    let words: { key: string; layer: WordsLayer | null } = { key: '', layer: null };
    encoder = settings.format === 'gif' ? gifEncoder(width, height, fps) : await webmEncoder(width, height, fps, options.webm);
    const entries = store.entries;
    const plan = clipPlan(entries.map((e) => e.events), settings);

    // The chamber's clock, seconds; 'never' started it at 0.
    let clock = 0;
    /**
     * Runs the chamber's frames, undrawn, up to `toMs` of the clip's clock, in sub-steps no
     * longer than frameStep's cap: every animation's useFrame runs, only the drawing is skipped
     * (scene/motion drawOnlyWhatMoves).
     */
    const runTo = (toMs: number) => {
      const to = toMs / 1000;
      drawOnlyWhatMoves(true);
      while (clock < to - 1e-9) {
        clock = Math.min(to, clock + SUBSTEP_MS / 1000);
        advance(clock, true);
      }
      drawOnlyWhatMoves(false);
    };
    /**
     * Draws the chamber as it stands at the clock: a frame at the same instant moves nothing
     * (every animation reads its time from the clock, each easing a zero step).
     */
    const draw = () => {
      drawOnlyWhatMoves(false);
      advance(clock, true);
    };
    const seekTo = async (step: number) => {
      useChamber.getState().seek(step);
      await nextTask();
      await nextTask();
      changed = true;
    };
    /**
     * Whether the picture may differ from the frame drawn before: a step shown since, or an
     * animation that noted motion (scene/motion). A still frame is the one before, not drawn and
     * read back again: under software WebGL drawing and reading back a 1280x720 frame is most of
     * a clip's cost. (The acting figure's ring pulse notes no motion: it holds still then, as it
     * does in a paused Replay.)
     */
    let changed = true;
    let seenMotion = motionCount();

    // The moment before the first step, at rest, so the first step animates in as Replay plays it.
    const t0 = performance.now();
    await seekTo(Math.max(0, settings.from - 1));
    runTo(SETTLE_MS);
    const base = SETTLE_MS;
    if (settings.from > 0) await seekTo(settings.from);
    ms.settle = performance.now() - t0;

    let shown = settings.from;
    const frameHashes: string[] | undefined = options.hashFrames ? [] : undefined;
    const study = useStudy.getState();
    for (let i = 0; i < plan.frames; i++) {
      if (options.cancelled?.()) throw new Error('the clip was cancelled');
      const at = i * plan.frameClockMs;
      // Each step starts at its own instant, between frames when it falls there.
      for (let k = shown + 1; k <= settings.to && plan.starts[k - settings.from] <= at + 1e-9; k++) {
        runTo(base + plan.starts[k - settings.from]);
        await seekTo(k);
        shown = k;
      }
      const r0 = performance.now();
      runTo(base + at);
      if (motionCount() !== seenMotion) changed = true;
      const fresh = changed;
      if (fresh) draw();
      seenMotion = motionCount();
      changed = false;
      if (canvas.width !== width || canvas.height !== height || chamberRoot()?.frameloop !== 'never') {
        throw new Error(`the chamber was changed during the clip (${canvas.width}x${canvas.height}, frame loop ${chamberRoot()?.frameloop})`);
      }
      const c0 = performance.now();
      if (fresh) {
        const now = frameWords(entries, shown, study);
        const key = JSON.stringify(now);
        if (key !== words.key) words = { key, layer: wordsLayer(width, height, now) };
        // Read from the canvas, wherever three left its framebuffers bound.
        root.gl.setRenderTarget(null);
        root.gl.state.bindFramebuffer(gl.READ_FRAMEBUFFER, null);
        if (options.probe !== 'no-readback') composeFrame(gl, pixels, scratch, words.layer);
        ms.drawn++;
      }
      if (frameHashes) frameHashes.push(fnv1a(pixels));
      const e0 = performance.now();
      if (!options.probe || options.probe === 'full') await encoder.add(pixels, i, !fresh);
      const e1 = performance.now();
      ms.render += c0 - r0;
      ms.compose += e0 - c0;
      ms.encode += e1 - e0;
      options.onProgress?.({ frame: i + 1, frames: plan.frames });
    }
    const f0 = performance.now();
    const bytes = await encoder.finish();
    encoder = null;
    ms.encode += performance.now() - f0;
    ms.total = performance.now() - started;
    return { bytes, frames: plan.frames, seconds: plan.seconds, ms, frameHashes };
  } finally {
    drawOnlyWhatMoves(false);
    root.gl.setClearColor(saved.clear, saved.clearAlpha);
    root.setFrameloop(saved.frameloop);
    root.setDpr(saved.dpr);
    unstage();
    if (!wasPresent.on) usePresent.getState().leave();
    if (wasPresent.conceal !== 'off') usePresent.getState().setConceal(wasPresent.conceal);
    // Back at the moment the clip was asked from (a seek: nothing animates).
    useChamber.getState().seek(saved.cursor);
    running = false;
  }
}
