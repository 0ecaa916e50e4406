/**
 * Editing the study in Replay (issue 37 §2): chapters and annotations added at the cursor, squares
 * picked in the chamber for an arrow, a highlighted square or a pinned sight ruling (its words the
 * engine's, as Inspect gives them: engine/sight/ruling-in-state), automatic chapters on request.
 */
import { explainInState } from '../../../engine/sight/ruling-in-state';
import type { Square } from '../../../engine/state/types';
import { useChamber } from '../../session/store';
import { useChances } from '../../planner/winChances';
import { automaticChapters, chapterAt, roundChapters } from './chapters';
import { useStudy } from './studyStore';
import { pinnedRuling } from '../../verdictWords';

const cursorNow = () => useChamber.getState().cursor;

/** A chapter from the cursor to the end of its round (the whole round's rest: trim it by dragging). */
export function addChapterHere(title: string): void {
  const s = useChamber.getState();
  const round = chapterAt(roundChapters(s.entries), s.cursor);
  const to = round?.to ?? s.entries.length - 1;
  useStudy.getState().addChapter({ title: title.trim() || `Step ${s.cursor}`, from: s.cursor, to: Math.max(s.cursor, to) });
}

export function addNoteHere(text: string): void {
  if (!text.trim()) return;
  useStudy.getState().addAnnotation({ kind: 'note', step: cursorNow(), text: text.trim() });
}

/**
 * What a pinned ruling keeps: the words and ruling ids of Inspect's verdict box for this line at
 * the cursor (the viewer's own facing, as Inspect opens), so both ways of pinning say the same.
 */
export function rulingWords(from: Square, to: Square): { readonly words: string; readonly ids: string[] } {
  const s = useChamber.getState();
  const state = s.entries[s.cursor]?.state;
  if (!state) return { words: '', ids: [] };
  return pinnedRuling(explainInState(state, from, to));
}

/** A square clicked in the chamber while a study tool is picked: the annotation, once it has its squares. */
export function pickSquare(square: Square): void {
  const st = useStudy.getState();
  const tool = st.tool;
  if (!tool) return;
  const step = cursorNow();
  if (tool.kind === 'square') { st.addAnnotation({ kind: 'square', step, square }); return; }
  if (!tool.from) { st.pickTool({ ...tool, from: square }); return; }
  if (tool.from === square) return;
  if (tool.kind === 'arrow') st.addAnnotation({ kind: 'arrow', step, from: tool.from, to: square });
  else st.addAnnotation({ kind: 'ruling', step, from: tool.from, to: square, ...rulingWords(tool.from, square) });
}

/** Automatic chapters (on request): one per round and the three biggest win-chance swings measured so far. */
export function addAutomaticChapters(): void {
  const s = useChamber.getState();
  const auto = automaticChapters(s.entries, useChances.getState().chances);
  const have = new Set(useStudy.getState().chapters.map((c) => `${c.from}-${c.to}-${c.title}`));
  useStudy.getState().setChapters([...useStudy.getState().chapters, ...auto.filter((c) => !have.has(`${c.from}-${c.to}-${c.title}`))]);
}
