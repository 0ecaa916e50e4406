/**
 * The Scenario editor's link (issue 36 §2, "share it by URL"): `#scenario=<file>`, the scenario
 * file as base64url JSON, problems and all (the editor lists them). Opening one opens the editor on
 * it; a damaged one, or one the schema refuses, is one line.
 */
import { parseScenarioShape } from '../../engine/setup/scenario-file';
import type { ScenarioFile, ScenarioFileInput } from '../../engine/setup/scenario-file';

export { isScenarioLink } from '../session/url';

function toBase64Url(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function writeScenarioHash(file: ScenarioFileInput): string {
  return `#scenario=${toBase64Url(JSON.stringify(file))}`;
}

/** The file a link holds; throws one line "link: ..." naming what is wrong. */
export function readScenarioHash(hash: string): ScenarioFile {
  const payload = new URLSearchParams(hash.replace(/^#/, '')).get('scenario') ?? '';
  let json: unknown;
  try {
    const bin = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    json = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  } catch {
    throw new Error('link: scenario= is damaged (not a scenario written by Star Chamber)');
  }
  try {
    return parseScenarioShape(json);
  } catch (err) {
    throw new Error(`link: ${err instanceof Error ? err.message : String(err)}`);
  }
}
