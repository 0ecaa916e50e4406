/**
 * Keeps Play's game in the URL (issue 32: a reload, a bookmark or a shared link reopens it at the
 * same moment, under the same rules; session/playLink.ts): its start and decisions so far and the
 * moment on screen. replaceState, not a history entry per decision; debounced, as Replay's is
 * (replaceState is slow and rate-limited). Leaving Play takes the link out of the URL: a reload
 * there must not bring this game back.
 */
import { useEffect } from 'react';
import { useChamber } from '../session/store';
import { isPlayLink, playLinkHash } from '../session/playLink';
import { playLinkOf } from '../live/openPlayLink';

export function UrlFollowsGame() {
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  useEffect(() => {
    const t = setTimeout(() => {
      const link = playLinkOf(useChamber.getState());
      if (!link) return;
      const hash = playLinkHash(link);
      if (window.location.hash !== hash) history.replaceState(null, '', hash);
    }, 150);
    return () => clearTimeout(t);
  }, [entries, cursor]);
  useEffect(() => () => {
    if (isPlayLink(window.location.hash)) history.replaceState(null, '', window.location.href.split('#')[0]);
  }, []);
  return null;
}
