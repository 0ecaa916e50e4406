/**
 * Opening a record into the Replay timeline, from wherever it comes: a bundled one (by name), a
 * file (picker or drop), a link carrying it whole (replay/recordLink), or the live game so far.
 * Every way goes through the same loader (format, schema, digest, every state hash); a problem
 * becomes one readable line in the page and the timeline already open stays.
 */
import { chamber, liveGameName, useChamber } from '../session/store';
import { readHash, stepNotice } from '../session/url';
import { bundledText } from './bundled';
import { entriesFromRecord, parseRecordText } from './records';
import { liveGameRecord } from './liveRecord';
import { showRecord } from './replayMoment';
import { recordSizeProblem } from '../../replay/load';
import { linkPayloadOf, MAX_LINK_PAYLOAD, recordTextFromLink } from './recordLink';
import { errorWords } from '../errorWords';
import { markNextFrame } from '../../scene/canvas/ChamberView';

/**
 * Records opened from a file or a link are named `file:<name>` / `link:<what>`; bundled ones by
 * their name (and travel in the URL by it).
 */
export const isBundledName = (name: string) => !/^(file|link):/.test(name);

/**
 * Loads record text into the timeline at `step`; on any problem shows the error (headed by
 * `label`), keeps the rest. With no step asked (a file, a link without one), at the step the
 * record itself names (`opensAt`: a report's best and worst games, at their deciding moment), or
 * the start.
 */
export function openRecord(name: string, text: string, step?: number, label = name): boolean {
  try {
    const record = parseRecordText(text);
    showRecord({ recordName: name, record, entries: entriesFromRecord(record), step: step ?? record.opensAt?.step ?? 0 });
    return true;
  } catch (err) {
    chamber.showError(`${label}: ${errorWords(err)}`, { pause: true });
    return false;
  }
}

export async function openBundled(name: string, step?: number): Promise<boolean> {
  try {
    return openRecord(name, await bundledText(name), step);
  } catch (err) {
    chamber.showError(errorWords(err));
    return false;
  }
}

/**
 * Replay opened with no record (no link, not "Replay this game"): the first bundled one, unless
 * something else is opened meanwhile (a file, a link, another mode), which then stays.
 */
export async function openFirstBundled(name: string): Promise<void> {
  const before = useChamber.getState().gameId;
  let text: string;
  try {
    text = await bundledText(name);
  } catch {
    return; // the list stays there to pick from
  }
  const s = useChamber.getState();
  if (s.mode === 'replay' && s.record === null && s.gameId === before) openRecord(name, text);
}

export async function openFile(file: File): Promise<void> {
  // "File chosen" to "first keyframe drawn", for the bench (scene/canvas markNextFrame).
  performance.mark('chamber:record-chosen');
  // Refused before reading: a file of gigabytes would otherwise be read whole into the tab.
  const tooLarge = recordSizeProblem(file.size);
  if (tooLarge) {
    chamber.showError(`file:${file.name}: record: (file): ${tooLarge}`, { pause: true });
    return;
  }
  const text = await file.text();
  if (!openRecord(`file:${file.name}`, text)) return;
  markNextFrame('chamber:record-drawn');
  await carryInLink(text);
}

/** Once a record not bundled is open: its link payload, for the URL (see UrlFollowsCursor). */
async function carryInLink(text: string): Promise<void> {
  const opened = useChamber.getState().record;
  let link: string;
  try {
    link = await linkPayloadOf(text);
  } catch {
    return; // no compression in this browser: the record travels as a file only
  }
  // Still the same record (another may have been opened meanwhile), and short enough for a URL.
  if (useChamber.getState().record === opened && link.length <= MAX_LINK_PAYLOAD) chamber.linkRecord(link);
}

function dropRefusedLink(payload: string): void {
  if (readHash(window.location.hash).record === payload) history.replaceState(null, '', window.location.href.split('#')[0]);
}

async function openLink(payload: string, step: number | undefined): Promise<boolean> {
  if (payload.trim() === '') {
    chamber.showError('record link: the link holds no record (#record= is empty)', { pause: true });
    return false;
  }
  let text: string;
  try {
    text = await recordTextFromLink(payload);
  } catch (err) {
    chamber.showError(`record link: ${errorWords(err)}`, { pause: true });
    return false;
  }
  const opened = openRecord('link:record', text, step, 'record link');
  if (opened) chamber.linkRecord(payload);
  // A refused record does not stay in the address bar: a copy of this page's URL would pass it on.
  else dropRefusedLink(payload);
  return opened;
}

/**
 * Opens what a URL hash names, if anything: a bundled record or one carried in the link. A step
 * the record does not have still opens it (at the start or the end), and says so.
 */
export async function openFromHash(hash: string): Promise<void> {
  const h = readHash(hash);
  // A step that is not a number opens the start (stepNotice says so); none, where the record says.
  const step = h.step ?? (new URLSearchParams(hash.replace(/^#/, '')).has('step') ? 0 : undefined);
  let opened = false;
  if (h.replay) opened = await openBundled(h.replay, step);
  else if (h.record !== null) opened = await openLink(h.record, step);
  const notice = opened ? stepNotice(hash, useChamber.getState().entries.length - 1) : null;
  if (notice) chamber.showError(notice);
}

/**
 * Record text from elsewhere in the page (a game of a Lab report) opened in Replay at `step`, then
 * carried in the URL as a link, as a file is.
 */
export async function openRecordWithLink(name: string, text: string, step: number, label: string): Promise<boolean> {
  if (!openRecord(name, text, step, label)) return false;
  await carryInLink(text);
  return true;
}

/**
 * The live game so far (Autoplay, Play) opened in Replay at the same moment: to step through
 * what just happened, every die shown, with a link to it.
 */
export async function replayGameSoFar(): Promise<void> {
  const text = JSON.stringify(liveGameRecord());
  if (openRecord(`link:${liveGameName()}`, text, useChamber.getState().cursor, 'this game')) await carryInLink(text);
}
