/**
 * The WebM encoder's settings (ui/clips/encoders.ts), in a module of their own: the bench and the
 * CLI read them in Node, where the encoders' browser libraries are not loaded.
 */
/** The WebM encoder's settings: the bench compares them (bench/clips-browser.bench.ts). */
export interface WebmSettings {
  readonly codec: 'vp8' | 'vp09.00.10.08';
  /** Bits per second per pixel at 30 fps: 0.1 is ~2.8 Mb/s at 1280x720. */
  readonly bitsPerPixel: number;
  /** Seconds between key frames. */
  readonly keyFrameSeconds: number;
  readonly latencyMode: LatencyMode;
}

export const WEBM_DEFAULTS: WebmSettings = { codec: 'vp09.00.10.08', bitsPerPixel: 0.1, keyFrameSeconds: 2, latencyMode: 'quality' };
