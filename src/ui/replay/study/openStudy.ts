/**
 * The study in the page (issue 37 §2): opened from a file or a link beside the record open in
 * Replay (refused in one line when it is for another record), or with the record it carries;
 * saved as a file, with or without the record; shared by link. Problems go to the page's error line.
 */
import { chamber, useChamber } from '../../session/store';
import { errorWords } from '../../errorWords';
import { saveText } from '../../download';
import { linkPayloadOf, MAX_LINK_PAYLOAD, recordTextFromLink } from '../recordLink';
import { openRecord } from '../openRecord';
import { parseStudy, studyRecordProblem, studyText, type OpenedStudy } from '../../../replay/study/studyFile';
import { useStudy } from './studyStore';
import { studyParam, withStudyParam } from './studyLink';

const say = (error: string) => chamber.showError(error);

/** Puts an opened study beside the record open, or opens the record it carries first; false when refused. */
function place(study: OpenedStudy, link: string | null): boolean {
  let s = useChamber.getState();
  if (study.carried && s.record?.digest !== study.digest) {
    if (!openRecord('file:study record', JSON.stringify(study.carried), undefined, 'study record')) return false;
    s = useChamber.getState();
  }
  if (!s.record) { say('study: open its record first (the study names it by digest and does not carry it)'); return false; }
  const problem = studyRecordProblem(study, s.record, s.entries.length, s.entries[0].state.board);
  if (problem) { say(problem); return false; }
  useStudy.getState().open(study.digest, study, link);
  return true;
}

export function openStudyText(text: string, link: string | null = null): boolean {
  try {
    return place(parseStudy(text), link);
  } catch (err) {
    say(errorWords(err));
    return false;
  }
}

export async function openStudyFile(file: File): Promise<boolean> {
  return openStudyText(await file.text());
}

/** The study a link holds, once its record is open (ReplayPanel opens the record from the same hash). */
export async function openStudyFromHash(hash: string): Promise<boolean> {
  const payload = studyParam(hash);
  if (!payload || payload === useStudy.getState().link) return false;
  try {
    return openStudyText(await recordTextFromLink(payload), payload);
  } catch (err) {
    say(`study link: ${errorWords(err)}`);
    return false;
  }
}

function notesNow() {
  const st = useStudy.getState();
  return { title: st.title, chapters: st.chapters, annotations: st.annotations };
}

/** Saves the study as a file beside the record (`carry`: with the record inside). */
export function saveStudy(carry: boolean): void {
  const s = useChamber.getState();
  if (!s.record) { say('study: open a record first'); return; }
  try {
    const stem = (s.recordName ?? 'record').replace(/^(file|link):/, '').replace(/\.json$/, '').replace(/[^A-Za-z0-9_-]+/g, '-');
    saveText(`${stem}.study.json`, studyText(notesNow(), s.record, { carry }), 'application/json');
  } catch (err) {
    say(`study: ${errorWords(err)}`);
  }
}

/** Shares the study by link: its payload goes into the URL (kept there as the cursor moves) and the clipboard. */
export async function shareStudy(): Promise<string | null> {
  const s = useChamber.getState();
  if (!s.record) { say('study: open a record first'); return null; }
  const payload = await linkPayloadOf(studyText(notesNow(), s.record));
  if (payload.length > MAX_LINK_PAYLOAD) { say(`study: too long for a link (${payload.length} characters); save it as a file`); return null; }
  useStudy.getState().shared(payload);
  const url = `${window.location.href.split('#')[0]}${withStudyParam(window.location.hash, payload)}`;
  history.replaceState(null, '', url);
  await navigator.clipboard?.writeText(url).catch(() => undefined);
  return url;
}
