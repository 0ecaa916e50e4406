/**
 * A JSON value carried in a link's key as base64url of its UTF-8 text (no padding, no escaping in
 * the hash): Play's rules, starting position and scenario file (session/playLink.ts) and the Lab's
 * scenario file (lab/lab-link.ts, issue 36) use this one encoding, so a file reads back the same
 * wherever it travels.
 */
import { fromBase64Url, toBase64Url } from './replay/recordLink';

/** The key text of a JSON value. */
export const jsonLinkText = (value: unknown): string => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** The JSON value a key's text holds; throws `its WHAT is damaged (not base64url JSON)`. */
export function jsonOfLinkText(text: string, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(text)));
  } catch {
    throw new Error(`its ${what} is damaged (not base64url JSON)`);
  }
}
