/**
 * A clip's frames on a fixed clock (issue 37 §4): which step each frame shows and at what instant
 * of the chamber's own animation clock, so the same clip gives the same frames on any machine,
 * however slowly it renders. Pure: the page's driver (ui/clips/drive.ts) follows this plan, the
 * CLI checks a range with it before starting a browser, the tests count the frames from it.
 *
 * The clock is Replay's own: each step is held as long as Replay holds it playing at speed 1
 * (ui/live/playback `holdFor`); `speed` plays the whole chamber faster or slower, animations and
 * holds alike, so a clip at 2x is the 1x clip in half the frames.
 */
import type { GameEvent } from '../../engine/state/types';
import { holdFor } from '../session/hold';

export type ClipFormat = 'webm' | 'gif';

export interface ClipSettings {
  /** First and last timeline step shown (inclusive): the numbers of the step counter and permalink. */
  readonly from: number;
  readonly to: number;
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly speed: number;
  readonly format: ClipFormat;
}

export const CLIP_DEFAULTS = { width: 1280, height: 720, fps: 30, speed: 1, format: 'webm' } as const;

/** The bounds every way in (CLI flags, the dialog) checks against. */
export const CLIP_LIMITS = {
  width: { min: 64, max: 1920 },
  height: { min: 64, max: 1080 },
  fps: { min: 1, max: 60 },
  speed: { min: 0.25, max: 8 },
  /** Steps in one clip: a whole game is a few hundred; the GIF of one is already huge. */
  steps: 2000,
} as const;

/**
 * The longest the chamber's clock moves between two animation frames: frameStep's cap
 * (scene/frameStep.ts). A frame gap longer than this (a high speed, a low fps) is advanced in
 * sub-steps, so no animation is slowed by the cap.
 */
export const SUBSTEP_MS = 50;

export interface ClipPlan {
  /** Where each shown step starts on the chamber's clock, ms from the clip's start (`starts[0]` = 0). */
  readonly starts: readonly number[];
  /** The clip's length on the chamber's clock, ms. */
  readonly clockMs: number;
  readonly frames: number;
  /** The chamber's clock advances this much per frame, ms. */
  readonly frameClockMs: number;
  /** Video seconds. */
  readonly seconds: number;
}

/** Why a range cannot be a clip of a timeline of `length` steps, or null when it can. */
export function rangeProblem(from: number, to: number, length: number): string | null {
  const last = length - 1;
  if (!Number.isInteger(from) || !Number.isInteger(to)) return `the steps must be whole numbers, got ${from} to ${to}`;
  if (from < 0 || from > last) return `--from ${from} is outside the record's steps 0 to ${last}`;
  if (to < 0 || to > last) return `--to ${to} is outside the record's steps 0 to ${last}`;
  if (to < from) return `--to ${to} is before --from ${from}`;
  if (to - from + 1 > CLIP_LIMITS.steps) return `a clip holds at most ${CLIP_LIMITS.steps} steps, ${from} to ${to} is ${to - from + 1}`;
  return null;
}

/** Why these settings cannot be a clip (size, fps, speed), or null. */
export function settingsProblem(s: Pick<ClipSettings, 'width' | 'height' | 'fps' | 'speed'>): string | null {
  for (const key of ['width', 'height', 'fps'] as const) {
    const { min, max } = CLIP_LIMITS[key];
    if (!Number.isInteger(s[key]) || s[key] < min || s[key] > max) return `--${key} must be a whole number from ${min} to ${max}, got ${s[key]}`;
  }
  // VP8 and the GIF encoder take any size; the encoder's 4:2:0 colour planes want even sides.
  if (s.width % 2 || s.height % 2) return `the size must be even on both sides (4:2:0 video), got ${s.width}x${s.height}`;
  if (!Number.isFinite(s.speed) || s.speed < CLIP_LIMITS.speed.min || s.speed > CLIP_LIMITS.speed.max) {
    return `--speed must be from ${CLIP_LIMITS.speed.min} to ${CLIP_LIMITS.speed.max}, got ${s.speed}`;
  }
  return null;
}

/** The frames of steps [from, to] of a timeline whose steps carry these events. */
export function clipPlan(events: readonly (readonly GameEvent[])[], s: Pick<ClipSettings, 'from' | 'to' | 'fps' | 'speed'>): ClipPlan {
  const starts: number[] = [];
  let clock = 0;
  for (let k = s.from; k <= s.to; k++) {
    starts.push(clock);
    clock += holdFor(events[k] ?? []);
  }
  const frameClockMs = (1000 * s.speed) / s.fps;
  // Holds are whole milliseconds and speeds are short decimals: the small epsilon keeps a clip that
  // ends exactly on a frame from gaining one through rounding.
  const frames = Math.max(1, Math.ceil(clock / frameClockMs - 1e-9));
  return { starts, clockMs: clock, frames, frameClockMs, seconds: frames / s.fps };
}

/** The step (an index into the timeline) frame `i` shows. */
export function stepOfFrame(plan: ClipPlan, from: number, i: number): number {
  const at = i * plan.frameClockMs;
  let k = 0;
  while (k + 1 < plan.starts.length && plan.starts[k + 1] <= at + 1e-9) k++;
  return from + k;
}
