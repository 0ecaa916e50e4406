/**
 * Presentation mode's keys (issue 37 §1): `P` presents Autoplay or Replay (and leaves), `Esc`
 * leaves, `[` `]` go to the previous and next chapter, `C` gives the camera back to the framing; space and the arrows stay the page's own
 * (session/keys.ts), except that at a "What would you do?" stop the first → or space reveals the
 * decision rather than playing it (§3). Called by the page's one keyboard listener first.
 */
import { chamber, useChamber } from '../session/store';
import { useStudy } from '../replay/study/studyStore';
import { chaptersShown, nextChapterStart, prevChapterStart } from '../replay/study/chapters';
import { CONCEAL_MODES, usePresent } from './presentStore';
import { writePresentFlag } from './presentLink';
import { concealedHere } from './conceal';

/** Presentation is for watching a game: Autoplay and Replay (Play's `p` is its pass). */
export const presentable = (mode: string): boolean => mode === 'autoplay' || mode === 'replay';

/** The URL keeps the flag, so a reload (or a copied link) opens the same view. */
function followUrl(): void {
  const p = usePresent.getState();
  const search = writePresentFlag(window.location.search, { present: p.on, conceal: p.conceal });
  if (search !== window.location.search) history.replaceState(null, '', `${window.location.pathname}${search}${window.location.hash}`);
}

export function togglePresent(): void {
  usePresent.getState().toggle();
  followUrl();
}

export function leavePresent(): void {
  usePresent.getState().leave();
  followUrl();
}

/** `[` / `]`: the chapter before or after the cursor (the study's, or the rounds). */
export function jumpChapter(dir: 'prev' | 'next'): void {
  const s = useChamber.getState();
  const chapters = chaptersShown(useStudy.getState().chapters, s.entries);
  const to = dir === 'next' ? nextChapterStart(chapters, s.cursor) : prevChapterStart(chapters, s.cursor);
  if (to !== null) chamber.jumpTo(to);
  else chamber.pause();
}

/** True when presentation took the key. */
export function presentKey(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const s = useChamber.getState();
  const p = usePresent.getState();
  if ((e.key === 'p' || e.key === 'P') && presentable(s.mode)) { togglePresent(); return true; }
  // The reveal (§3) works in Replay whether presented or not.
  if (concealedHere() && (e.key === 'Enter' || e.key === ' ' || (e.key === 'ArrowRight' && !e.shiftKey))) {
    chamber.pause();
    p.reveal(s.cursor);
    return true;
  }
  if (!p.on) return false;
  switch (e.key) {
    case 'Escape': leavePresent(); return true;
    case '[': jumpChapter('prev'); return true;
    case ']': jumpChapter('next'); return true;
    case 'c': case 'C': p.giveCameraBack(); return true;
    // "What would you do?" in presentation, where Replay's switch is hidden: off, decisions, swings.
    case 'w': case 'W': if (s.mode !== 'replay') return false; p.setConceal(CONCEAL_MODES[(CONCEAL_MODES.indexOf(p.conceal) + 1) % CONCEAL_MODES.length]); followUrl(); return true;
    default: return false;
  }
}
