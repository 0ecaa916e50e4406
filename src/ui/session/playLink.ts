/**
 * A game played by hand, in the URL (issue 32: "Play forgets"): its start and its squad decisions so
 * far, as a record holds them, and the moment on screen, so a reload, a bookmark or a shared link
 * reopens it at the same moment under the same rules:
 *
 *   #play&scenario=A&seed=1&rules=<b64>&pos=<b64>&from=<title>&at=12&d=aR_mC3_mC4&step=5&h=<hash>
 *
 * `rules` (the ruleset overrides, base64url JSON) only when there are any; `pos` (the starting
 * position, base64url JSON) only when the start is not the scenario's own; `from` and `at` only for
 * a game taken over from another (Replay's "Play on from here", Autoplay's "Take over": its title
 * and step, whose decisions so far are the record's or the AI's). `sf` (the scenario file,
 * base64url JSON) only for a game on a scenario file (issue 36 §2): its start is the file's own,
 * so it stands for `pos`, and the link keeps the mission (dormant contacts, the log, doors) too. `d` is the decisions
 * (decisionText.ts), `step` the cursor and `h` the state hash there: opening the link replays the
 * decisions through the runner and refuses a game that does not come out at that hash.
 *
 * A link to a game's start needs only its scenario and seed (`#play&scenario=C&seed=7`, written by
 * hand as an analysis board's is): with no decisions there is nothing to replay, so no `h` to check
 * and the step is 0. A link with decisions must name its step and hash.
 */
import type { Decision } from '../../engine/state/types';
import { MAX_DECISIONS } from '../../replay/record';
import { jsonLinkText, jsonOfLinkText } from '../jsonLink';
import { decisionsOfText, decisionsText } from './decisionText';
import { MAX_SEED, MIN_SEED } from './seed';
import { isPlayLink } from './url';

export interface PlayLink {
  readonly scenario: string;
  readonly seed: number;
  /** The ruleset overrides, as a record's `ruleset.overrides` ({} for the kit's rules). */
  readonly overrides: Record<string, unknown>;
  /** The starting position (engine/setup/position.ts), only when it is not the scenario's own. */
  readonly position?: unknown;
  /** The scenario file the game is played on (docs/scenarios.md), as JSON; its id is `scenario`. */
  readonly scenarioFile?: unknown;
  /** The game it was taken over from: its title and the step where the person took the squad. */
  readonly origin?: { readonly title: string; readonly step: number };
  readonly decisions: readonly Decision[];
  /** The moment on screen (a keyframe index) and its state hash; null only in a hand-written link to the game's start. */
  readonly step: number;
  readonly hash: string | null;
}

export class PlayLinkError extends Error {}

/** Longer links than this are not read (a URL near 2 MB is past what browsers keep). */
export const MAX_PLAY_LINK = 1_500_000;

export { isPlayLink } from './url';

const jsonText = jsonLinkText;

function jsonOf(text: string, what: string): unknown {
  try {
    return jsonOfLinkText(text, what);
  } catch (err) {
    throw new PlayLinkError(err instanceof Error ? err.message : String(err));
  }
}

/** The URL hash of a Play game. */
export function playLinkHash(link: PlayLink): string {
  const p = new URLSearchParams();
  p.set('scenario', link.scenario);
  p.set('seed', String(link.seed));
  if (Object.keys(link.overrides).length) p.set('rules', jsonText(link.overrides));
  if (link.position !== undefined) p.set('pos', jsonText(link.position));
  if (link.scenarioFile !== undefined) p.set('sf', jsonText(link.scenarioFile));
  if (link.origin) { p.set('from', link.origin.title); p.set('at', String(link.origin.step)); }
  p.set('d', decisionsText(link.decisions));
  p.set('step', String(link.step));
  if (link.hash !== null) p.set('h', link.hash);
  return `#play&${p.toString()}`;
}

function wholeNumber(p: URLSearchParams, key: string, min: number, max: number): number {
  const text = p.get(key);
  if (text === null) throw new PlayLinkError(`it has no ${key}`);
  const n = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new PlayLinkError(`${key} "${text.slice(0, 24)}" is not a whole number from ${min} to ${max}`);
  return n;
}

/**
 * What a Play link holds, read strictly; throws PlayLinkError with one line naming the problem.
 * The game itself is checked when it is rebuilt (openPlayLink.ts).
 */
export function readPlayLink(hash: string): PlayLink {
  const text = hash.replace(/^#/, '');
  if (!isPlayLink(text)) throw new PlayLinkError('it is not a Play link (#play&...)');
  if (text.length > MAX_PLAY_LINK) throw new PlayLinkError(`it is too long (${text.length} characters; at most ${MAX_PLAY_LINK})`);
  const p = new URLSearchParams(text);
  const scenario = p.get('scenario') ?? '';
  if (!/^[\w-]{1,64}$/.test(scenario)) throw new PlayLinkError(scenario ? `scenario "${scenario.slice(0, 24)}" is not a scenario name` : 'it names no scenario');
  const seed = wholeNumber(p, 'seed', MIN_SEED, MAX_SEED);
  const rules = p.get('rules');
  const overrides = rules === null ? {} : jsonOf(rules, 'rules');
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) throw new PlayLinkError('its rules are not an object of ruleset overrides');
  const pos = p.get('pos');
  const sf = p.get('sf');
  if (pos !== null && sf !== null) throw new PlayLinkError('it carries both a starting position (pos) and a scenario file (sf); a game on a scenario file starts at the file\'s own start');
  const from = p.get('from');
  if (from !== null && from.length > 200) throw new PlayLinkError('its "from" title is over 200 characters');
  let decisions: Decision[];
  try {
    decisions = decisionsOfText(p.get('d') ?? '', MAX_DECISIONS);
  } catch (err) {
    throw new PlayLinkError(`its decisions do not read: ${err instanceof Error ? err.message : String(err)}`);
  }
  const hashText = p.get('h');
  // The game's start alone (no decisions, no step): scenario, seed and rules make it, nothing to check.
  const atStart = hashText === null && decisions.length === 0 && p.get('step') === null;
  if (!atStart && !/^[0-9a-f]{16}$/.test(hashText ?? '')) {
    throw new PlayLinkError(hashText === null ? 'it has decisions or a step but no state hash (h) to check them by' : 'its state hash (h) is not 16 hex digits');
  }
  return {
    scenario, seed, overrides: overrides as Record<string, unknown>,
    ...(pos === null ? {} : { position: jsonOf(pos, 'starting position') }),
    ...(sf === null ? {} : { scenarioFile: jsonOf(sf, 'scenario file') }),
    ...(from === null ? {} : { origin: { title: from, step: wholeNumber(p, 'at', 0, MAX_DECISIONS * 100) } }),
    decisions, step: atStart ? 0 : wholeNumber(p, 'step', 0, MAX_DECISIONS * 100), hash: atStart ? null : hashText,
  };
}
