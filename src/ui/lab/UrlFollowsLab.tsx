/**
 * Keeps the Lab's view and settings in the URL (issue 34 §5, lab-link.ts), so a reload, a bookmark
 * or a shared link reopens the same view with the same settings: the link the page was opened with
 * (or one pasted into this tab) is read first, then every change of the settings is written back
 * with replaceState, debounced (as Play's and Replay's links are). Leaving the Lab takes the link
 * out of the URL.
 */
import { useEffect } from 'react';
import { isLabLink, labLinkHash, readLabLink } from './lab-link';
import { useChamber } from '../session/store';
import { useLab } from './store';

/** Opens the settings a `#lab&...` hash holds; a problem is the Lab's one error line. */
function openLabLink(hash: string): void {
  const { settings, problem } = readLabLink(hash);
  useLab.getState().openSettings(settings, problem);
}

export function UrlFollowsLab() {
  useEffect(() => {
    if (isLabLink(window.location.hash)) openLabLink(window.location.hash);
    const follow = (e: HashChangeEvent) => { const h = new URL(e.newURL).hash; if (isLabLink(h)) openLabLink(h); };
    window.addEventListener('hashchange', follow);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      // Only while the Lab is on screen: a game opened in Replay from a report names its record instead.
      if (useChamber.getState().mode !== 'lab') return;
      const hash = labLinkHash(useLab.getState());
      if (window.location.hash !== hash) history.replaceState(null, '', hash);
    };
    write();
    const unsubscribe = useLab.subscribe(() => { clearTimeout(timer); timer = setTimeout(write, 150); });
    return () => {
      window.removeEventListener('hashchange', follow);
      unsubscribe();
      clearTimeout(timer);
      if (isLabLink(window.location.hash)) history.replaceState(null, '', window.location.href.split('#')[0]);
    };
  }, []);
  return null;
}
