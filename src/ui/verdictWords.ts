/**
 * What Inspect's verdict box says of a ruling, in one place: the box itself (RulingPanel), a
 * ruling pinned to a study from Inspect (pinToStudy) and one pinned by clicking two squares in
 * Replay (studyEdit) read the same words and the same ruling ids.
 */
import type { SightRuling } from '../engine/sight/ruling-types';

/**
 * A citation as the box sets it off: "(S7)", "(S2, S3)", "(S2-S4)" or a note's "S8:". The
 * ruling-words of the engine cite this way (engine/sight/ruling-words.ts).
 */
export const CITATION = /(\((?:[SCAO]\d(?:-[SCAO]?\d)?(?:, )?)+[^)]*\)|\b[SCAO]\d:)/;
const IS_CITATION = /^\(?[SCAO]\d/;

/** The box's two lines: S7's verdict, and the reason that decides it (the blocked line, else the facing arc). */
export function verdictBox(r: Pick<SightRuling, 'clear' | 'inArc' | 'verdict' | 'lineVerdict' | 'facingVerdict'>): { readonly verdict: string; readonly decisive: string } {
  return { verdict: r.verdict, decisive: !r.clear || r.inArc ? r.lineVerdict : r.facingVerdict };
}

/** The text split into its words and its citations, each part marked. */
export function citedParts(text: string): { readonly text: string; readonly cited: boolean }[] {
  return text.split(CITATION).filter((p) => p !== '').map((p) => ({ text: p, cited: IS_CITATION.test(p) }));
}

/** The ruling ids a text cites, in order, once each, as the box shows them ("S2-S4" stays a range). */
export function citedIds(text: string): string[] {
  const ids = citedParts(text).filter((p) => p.cited).flatMap((p) => p.text.match(/[SCAO]\d(?:-[SCAO]?\d)?/g) ?? []);
  return [...new Set(ids)];
}

/** A ruling as a study keeps it: the box's two lines as one, and the ruling ids they cite. */
export function pinnedRuling(r: Pick<SightRuling, 'clear' | 'inArc' | 'verdict' | 'lineVerdict' | 'facingVerdict'>): { readonly words: string; readonly ids: string[] } {
  const { verdict, decisive } = verdictBox(r);
  const words = `${verdict}; ${decisive}`.slice(0, 500);
  return { words, ids: citedIds(`${verdict} ${decisive}`) };
}
