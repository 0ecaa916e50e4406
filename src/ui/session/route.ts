/**
 * What a URL's hash asks the page to open: one reader, used when the page loads and when a hash
 * is pasted into the tab (App.tsx). A link written by the page names its mode's reader (Replay's
 * record, Play's game, Inspect's ruling, the Lab's run, the editor's scenario); a bare mode name
 * (`#replay`, `#editor`, `#inspect`, ...) opens that mode as its tab does; a hash that is neither
 * is one line naming it (the brief: a bad URL is never dropped in silence); on load, over Autoplay.
 */
import { MODES, type Mode } from './slices/game';
import { isInspectLink, isLabLink, isPlayLink, isScenarioLink } from './url';

/** The link readers a hash can go to, each in its own module. */
export type LinkKind = 'inspect' | 'scenario' | 'play' | 'lab' | 'replay';

export type LinkRoute =
  | { readonly kind: 'none' }
  | { readonly kind: 'mode'; readonly mode: Mode }
  | { readonly kind: 'link'; readonly link: LinkKind }
  | { readonly kind: 'unknown'; readonly problem: string };

/** Longer hashes are quoted cut short: the line names the link, it does not repeat it. */
const QUOTED = 40;

export function routeOf(hash: string): LinkRoute {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return { kind: 'none' };
  // A bare name, as typed: `#Replay` and `#replay=` ask for the same thing as `#replay`.
  const bare = raw.replace(/=$/, '').toLowerCase();
  const mode = MODES.find((m) => m === bare);
  if (mode) return { kind: 'mode', mode };
  if (isInspectLink(hash)) return { kind: 'link', link: 'inspect' };
  if (isScenarioLink(hash)) return { kind: 'link', link: 'scenario' };
  if (isPlayLink(hash)) return { kind: 'link', link: 'play' };
  if (isLabLink(hash)) return { kind: 'link', link: 'lab' };
  // Replay reads its own keys (ReplayPanel); with an empty record name it opens its first record.
  const params = new URLSearchParams(raw);
  if (params.has('replay') || params.has('record')) return { kind: 'link', link: 'replay' };
  const shown = raw.length > QUOTED ? `${raw.slice(0, QUOTED)}…` : raw;
  return {
    kind: 'unknown',
    problem: `link: "#${shown}" is not a link this page reads (a mode: ${MODES.map((m) => `#${m}`).join(', ')}; or a link the page wrote)`,
  };
}
