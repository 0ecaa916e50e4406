/**
 * Opens what a URL's hash asks for (session/route.ts reads it): on load, and when a hash is pasted
 * into an open tab. Each mode's link reader comes on first use, not with the first frame.
 */
import { startGame } from './live/playback';
import { chamber, useChamber, type Mode } from './session/store';
import { routeOf, type LinkKind } from './session/route';

/** A scenario link (`#scenario=...`, editor/link): the editor opens on the file it holds. */
const openScenarioLink = (hash: string) => { void import('./editor/openLink').then((m) => m.openScenarioLink(hash)); };

/** An Inspect link (`#inspect&pos=...`): the ruling it holds opens in Inspect (inspect/link). */
const openInspectLink = (hash: string) => { void import('./inspect/session').then((m) => m.openInspectLink(hash)); };
/**
 * A Play link (`#play&...`): the game played by hand it holds reopens in Play (session/playLink);
 * its reader comes on first use, not with the first frame. One that cannot be fetched: Autoplay.
 */
const openPlayLink = (hash: string) => {
  import('./live/openPlayLink').then((m) => { m.openPlayLink(hash); }, (err: unknown) => {
    startGame('autoplay', 1);
    chamber.showError(`play link: the code that opens it could not be fetched (${err instanceof Error ? err.message : String(err)}); reload to try again`);
  });
};

/** A mode as its tab in the top bar opens it (from a game on screen, if there is one). */
export function showMode(m: Mode): void {
  if (m === 'replay') { chamber.switchMode('replay'); return; }
  if (m === 'inspect') { void import('./inspect/session').then((i) => i.inspectWhatIsShown()); return; }
  // The Lab and the editor show no game; the URL no longer names one.
  if (m === 'editor' || m === 'lab') { chamber.switchMode(m); if (window.location.hash) history.replaceState(null, '', window.location.href.split('#')[0]); return; }
  startGame(m);
}

/**
 * On a page with no game yet (a link opened on load), Autoplay's game stands behind the Lab and
 * the editor, as when they are chosen from it. Starting it drops the hash.
 */
function gameBehind(): void {
  if (useChamber.getState().entries.length === 0) startGame('autoplay', 1);
}

/** A bare mode name in the URL (`#editor`), on load or pasted: as its tab. */
function openMode(m: Mode): void {
  if (m === 'lab' || m === 'editor') gameBehind();
  showMode(m);
}

/** A link the page wrote, on load or pasted: its mode's reader opens what it holds. */
function openLink(link: LinkKind, hash: string): void {
  if (link === 'inspect') { chamber.switchMode('inspect'); openInspectLink(hash); }
  else if (link === 'scenario') openScenarioLink(hash);
  // A game played by hand reopens where it stood (issue 32); a link that does not hold, in Autoplay.
  else if (link === 'play') openPlayLink(hash);
  // The Lab's settings (issue 34 §5) and Replay's record are read by the mode itself once it is
  // open (lab/UrlFollowsLab, ReplayPanel); the game started behind the Lab must not drop the hash.
  else {
    if (link === 'lab') { gameBehind(); history.replaceState(null, '', hash); }
    if (useChamber.getState().mode !== link) chamber.switchMode(link);
  }
}

/** On load: the link's mode opens what it holds, a mode's name that mode; else Autoplay, an unknown hash named in one line. */
export function openWhatTheHashSays(hash: string): void {
  const route = routeOf(hash);
  if (route.kind === 'link') openLink(route.link, hash);
  else if (route.kind === 'mode') openMode(route.mode);
  else {
    startGame('autoplay', 1);
    // startGame drops the hash: the page no longer claims to show what it could not read.
    if (route.kind === 'unknown') chamber.showError(route.problem);
  }
}

/** A hash pasted into an open tab (a hashchange: no reload); nothing happens for an empty one. */
export function followPastedHash(hash: string): void {
  const route = routeOf(hash);
  // Already in that mode: nothing to open (each mode's own reader may still read the hash).
  if (route.kind === 'mode') { if (useChamber.getState().mode !== route.mode) openMode(route.mode); }
  else if (route.kind === 'link') openLink(route.link, hash);
  else if (route.kind === 'unknown') chamber.showError(route.problem);
}
