/**
 * A WebM clip read back and decoded in the page (the browser's WebCodecs VideoDecoder through
 * mediabunny): its codec, size and every frame's pixel hash, and a frame as a PNG. The CLI's test
 * checks a clip with it (the size, the frame count, the same frames twice); the dialog could
 * show a preview with it.
 */
import { BufferSource, Input, VideoSampleSink, WEBM } from 'mediabunny';
import { base64Of } from './base64';

export interface DecodedClip {
  readonly codec: string | null;
  readonly width: number;
  readonly height: number;
  /** The decoded frames' pixel hashes (FNV-1a over RGBA), in order. */
  readonly hashes: readonly string[];
  /** Frame timestamps, seconds. */
  readonly timestamps: readonly number[];
  /** PNG data URLs of the frames asked for by index. */
  readonly pngs: Readonly<Record<number, string>>;
}

/** FNV-1a over the bytes, as 8 hex digits: a frame's pixel hash. */
export function fnv1a(data: Uint8Array | Uint8ClampedArray): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < data.length; i++) { h ^= data[i]; h = Math.imul(h, 0x01000193); }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export async function decodeClip(bytes: Uint8Array, pngsAt: readonly number[] = []): Promise<DecodedClip> {
  const input = new Input({ source: new BufferSource(bytes), formats: [WEBM] });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('the clip has no video track');
  const canvas = new OffscreenCanvas(track.displayWidth, track.displayHeight);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const hashes: string[] = [];
  const timestamps: number[] = [];
  const pngs: Record<number, string> = {};
  for await (const sample of new VideoSampleSink(track).samples()) {
    sample.draw(ctx, 0, 0);
    hashes.push(fnv1a(ctx.getImageData(0, 0, canvas.width, canvas.height).data));
    timestamps.push(sample.timestamp);
    sample.close();
    if (pngsAt.includes(hashes.length - 1)) {
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      pngs[hashes.length - 1] = `data:image/png;base64,${base64Of(new Uint8Array(await blob.arrayBuffer()))}`;
    }
  }
  return { codec: track.codec, width: track.displayWidth, height: track.displayHeight, hashes, timestamps, pngs };
}
