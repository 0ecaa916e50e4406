/**
 * Presentation mode in the URL (issue 37 §1): `?present` opens Autoplay or Replay presented,
 * `?present&conceal=decisions` (or `swings`) with "What would you do?" on. In the query, not the
 * hash: the hash is the record and the step (session/url.ts), rewritten as the cursor moves, and
 * a flag there would be lost on the first step. Video clips open the page this way.
 */
import { CONCEAL_MODES, type ConcealMode } from './presentStore';

export type PresentFlag =
  | { readonly ok: true; readonly present: boolean; readonly conceal: ConcealMode }
  | { readonly ok: false; readonly problem: string };

const isConceal = (v: string): v is ConcealMode => (CONCEAL_MODES as readonly string[]).includes(v);

/** Reads the flags from a location's search (`?present&conceal=swings`); a bad value is one line. */
export function readPresentFlag(search: string): PresentFlag {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const present = params.get('present');
  if (present !== null && !['', '1', 'true', 'on'].includes(present)) {
    return { ok: false, problem: `link: present "${present}" is not a presentation flag (write ?present)` };
  }
  const conceal = params.get('conceal') ?? 'off';
  if (!isConceal(conceal)) return { ok: false, problem: `link: conceal "${conceal}" is not one of ${CONCEAL_MODES.join(', ')}` };
  return { ok: true, present: present !== null, conceal };
}

/** The search with the flags set as given, every other parameter kept (`?inspect`, ...). */
export function writePresentFlag(search: string, flag: { present: boolean; conceal: ConcealMode }): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  params.delete('present');
  params.delete('conceal');
  if (flag.present) params.set('present', '');
  if (flag.conceal !== 'off') params.set('conceal', flag.conceal);
  // A flag is written bare ("present", "inspect"), not "present=".
  const text = [...params].map(([k, v]) => (v === '' ? encodeURIComponent(k) : new URLSearchParams({ [k]: v }).toString())).join('&');
  return text ? `?${text}` : '';
}
