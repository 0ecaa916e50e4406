/**
 * A clip's frames into a file: WebM (VP9 or VP8 through the browser's WebCodecs VideoEncoder, muxed
 * by mediabunny) or an animated GIF (gifenc). Both take the composed frame's pixels (RGBA, top row
 * first), one frame at a time on the clip's fixed clock (ui/clips/plan.ts), and give the file's
 * bytes at the end.
 */
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } from 'mediabunny';
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import { WEBM_DEFAULTS, type WebmSettings } from './webmSettings';

export { WEBM_DEFAULTS, type WebmSettings };

export interface ClipEncoder {
  /** Encodes frame `index` from `pixels` (RGBA at the clip's size); `same`: as for the frame before. */
  add(pixels: Uint8Array, index: number, same?: boolean): Promise<void>;
  /** Flushes the encoder and returns the file. */
  finish(): Promise<Uint8Array>;
}

/** Frames queued in the encoder before `add` waits for it: memory stays bounded on a long clip. */
const MAX_QUEUE = 4;

export async function webmEncoder(width: number, height: number, fps: number, settings: WebmSettings = WEBM_DEFAULTS): Promise<ClipEncoder> {
  const target = new BufferTarget();
  const output = new Output({ format: new WebMOutputFormat(), target });
  const source = new EncodedVideoPacketSource(settings.codec === 'vp8' ? 'vp8' : 'vp9');
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  let failure: Error | null = null;
  let muxing: Promise<void> = Promise.resolve();
  const encoder = new VideoEncoder({
    // Chunks come in decode order; each is muxed after the one before it.
    output: (chunk, meta) => { muxing = muxing.then(() => source.add(EncodedPacket.fromEncodedChunk(chunk), meta)); },
    error: (e) => { failure = new Error(`the video encoder failed: ${e.message}`); },
  });
  const config: VideoEncoderConfig = {
    codec: settings.codec, width, height, framerate: fps,
    bitrate: Math.round(settings.bitsPerPixel * width * height * 30), latencyMode: settings.latencyMode,
  };
  const support = await VideoEncoder.isConfigSupported(config);
  if (!support.supported) throw new Error(`this browser cannot encode ${settings.codec} video at ${width}x${height}`);
  encoder.configure(config);
  const keyEvery = Math.max(1, Math.round(settings.keyFrameSeconds * fps));
  const frameUs = 1e6 / fps;
  // The last frame's pixels as a VideoFrame: a still frame is encoded from it again, not copied anew.
  let last: VideoFrame | null = null;
  return {
    async add(pixels, index, same) {
      if (failure) throw failure;
      while (encoder.encodeQueueSize >= MAX_QUEUE) await new Promise((r) => encoder.addEventListener('dequeue', r, { once: true }));
      const timing = { timestamp: Math.round(index * frameUs), duration: Math.round(frameUs) };
      if (!same || !last) {
        last?.close();
        last = new VideoFrame(pixels, { format: 'RGBX', codedWidth: width, codedHeight: height, ...timing });
      }
      const frame = new VideoFrame(last, timing);
      try {
        encoder.encode(frame, { keyFrame: index % keyEvery === 0 });
      } finally {
        frame.close();
      }
    },
    async finish() {
      last?.close();
      await encoder.flush();
      encoder.close();
      await muxing;
      if (failure) throw failure;
      await output.finalize();
      return new Uint8Array(target.buffer!);
    },
  };
}

/** An animated GIF: a palette of its own per frame (the chamber's colours change with the moment). */
export function gifEncoder(width: number, height: number, fps: number): ClipEncoder {
  const gif = GIFEncoder();
  // GIF delays are in hundredths of a second (gifenc takes ms and rounds them).
  const delay = 1000 / fps;
  let last: { index: Uint8Array; palette: number[][] } | null = null;
  return {
    async add(pixels, _index, same) {
      if (!same || !last) {
        const palette = quantize(pixels, 256);
        last = { index: applyPalette(pixels, palette), palette };
      }
      gif.writeFrame(last.index, width, height, { palette: last.palette, delay });
    },
    async finish() {
      gif.finish();
      return gif.bytes();
    },
  };
}
