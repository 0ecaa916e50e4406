/**
 * A link that opens a record in the app's Replay at a given step: the record file's text,
 * raw-deflated and base64url-encoded, in `#record=<payload>&step=N`, the form the app reads
 * (ui/replay/recordLink.ts, ui/session/url.ts). It opens in the app served by `npm start`
 * (http://127.0.0.1:4173/); the same record is also written beside the report as a file for
 * Replay's file picker.
 */
import { deflateRawSync } from 'node:zlib';

export const APP_URL = 'http://127.0.0.1:4173/';

/** The link payload of a record file's text (what recordTextFromLink inflates). */
export function linkPayload(recordText: string): string {
  return deflateRawSync(Buffer.from(recordText, 'utf8')).toString('base64url');
}

/** The app link opening `recordText` at `step`. */
export function replayLink(recordText: string, step: number, appUrl: string = APP_URL): string {
  return `${appUrl}#record=${linkPayload(recordText)}&step=${step}`;
}
