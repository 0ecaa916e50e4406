/**
 * A record carried whole in a link (issue 4: "the URL holds the record and the position, so a
 * link opens that exact moment"): the record file's text, deflated and base64url-encoded, in
 * `#record=<payload>&step=42`. Bundled records travel by name instead (`#replay=<name>`).
 *
 * The payload is the record file itself, not a digest of it: opening a link goes through the same
 * loader as opening the file (format, schema, digest and every state hash checked). A six-round
 * game is about 10 000 characters.
 */
import { MAX_RECORD_BYTES } from '../../replay/record';

/** Browsers cap a URL near 2 MB; a record whose payload is longer travels as a file only. */
export const MAX_LINK_PAYLOAD = 1_500_000;

export class RecordLinkError extends Error {}

/** Bytes as base64url without padding (URL-safe, no escaping needed in the hash). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a very long argument list overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new RecordLinkError('the link is damaged: it has characters base64url does not use');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    throw new RecordLinkError('the link is damaged: it is not base64url');
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The link payload of a record file's text. */
export async function linkPayloadOf(text: string): Promise<string> {
  const deflated = await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
  return toBase64Url(new Uint8Array(deflated));
}

/**
 * The record file's text a link payload carries. Inflating stops past the record size limit, so
 * a crafted link cannot make the page inflate gigabytes.
 */
export async function recordTextFromLink(payload: string): Promise<string> {
  if (payload.length === 0) throw new RecordLinkError('the link holds no record');
  if (payload.length > MAX_LINK_PAYLOAD) throw new RecordLinkError(`the link is too long (${payload.length} characters; at most ${MAX_LINK_PAYLOAD})`);
  const bytes = fromBase64Url(payload);
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_RECORD_BYTES) {
        await reader.cancel();
        throw new RecordLinkError(`the record in the link is over the ${MAX_RECORD_BYTES / 1048576} MB record limit`);
      }
      parts.push(value);
    }
  } catch (err) {
    if (err instanceof RecordLinkError) throw err;
    throw new RecordLinkError('the link is damaged: its record does not inflate');
  }
  return new TextDecoder().decode(concat(parts, size));
}

function concat(parts: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
