/**
 * The one clock: each tick moves the cursor one keyframe forward; at the end of the timeline it
 * asks the engine for the next transition (Autoplay: the policy decides; Play: only engine steps
 * run by themselves, the person decides). Replay simply stops at the end.
 */
import type { Decision } from '../../engine/state/types';
import { liveSession } from './liveSession';
import { chamber, liveGameTitle, useChamber, variantOverrides, type ChamberStore, type Mode, type PolicyName } from '../session/store';
import type { Entry } from '../session/timeline';
import { errorWords } from '../errorWords';
import { chosenFile, choiceTitle, startOfChoice } from '../scenario/choice';
import { useScenario } from '../scenario/store';

/** A fresh game of the picked scenario (ui/scenario: Scenario A unless another is chosen, kit 04) for Autoplay or Play, on `seed` (default: the seed on screen). */
export function startGame(mode: Extract<Mode, 'autoplay' | 'play'>, seed: number = useChamber.getState().seed): void {
  const s = useChamber.getState();
  const first: Entry = { state: startOfChoice(useScenario.getState().choice, seed, variantOverrides(s.variants)), events: [], decision: null };
  liveSession.chooseSquad(mode === 'autoplay' ? s.policy : null, seed);
  chamber.showLiveGame({ mode, seed, entries: [first], cursor: 0, playing: true, origin: null });
  dropRecordLink();
}

/** A live game has no record link: the URL names the record a replay shows, and there is none. */
function dropRecordLink(): void {
  if (typeof window !== 'undefined' && window.location.hash) history.replaceState(null, '', window.location.href.split('#')[0]);
}

/**
 * Why the squad cannot be taken over at this moment, or null when it can: Replay's "Play on from
 * here" and Autoplay's "Take over". A store selector too (`useChamber(playOnProblem)`): a button
 * re-renders only when the reason changes.
 */
export function playOnProblem(s: ChamberStore = useChamber.getState()): string | null {
  const state = s.entries[s.cursor]?.state;
  if (s.mode === 'play') return 'the squad is yours already';
  if (!state || (s.mode === 'replay' && !s.record)) return 'open a record first';
  if (state.phase === 'over') return 'the game is over at this moment';
  return null;
}

/**
 * Replay or Autoplay -> Play: a person takes the squad over at the cursor's moment, as on an
 * analysis board. The keyframes up to the cursor stay as the game's history (step back through
 * them, or keep the game: its record starts as the original's); what came after is dropped from
 * the timeline (a record file stays as it was). The live game starts from that state through the
 * same statecharts (they route from any position), and the aliens stay the engine's (kit 03).
 */
export function playOnFromHere(): void {
  const s = useChamber.getState();
  const problem = playOnProblem();
  if (problem !== null) throw new Error(`Play on from here: ${problem}`);
  const from = s.mode === 'replay' && s.record
    ? { seed: s.record.seed, title: s.record.title ?? s.record.scenario, overrides: s.record.ruleset.overrides, scenarioFile: s.record.scenarioFile }
    : { seed: s.seed, title: liveGameTitle(s.seed, s.policy, s.variants, choiceTitle(useScenario.getState().choice)), overrides: variantOverrides(s.variants), scenarioFile: chosenFile(useScenario.getState().choice) };
  const entries = s.entries.slice(0, s.cursor + 1);
  liveSession.chooseSquad(null, from.seed);
  chamber.showLiveGame({
    mode: 'play', seed: from.seed, entries, cursor: entries.length - 1, playing: true, keepSelection: true,
    origin: { title: from.title, overrides: from.overrides, step: s.cursor, ...(from.scenarioFile ? { scenarioFile: from.scenarioFile } : {}) },
  });
  dropRecordLink();
}

/**
 * Play reopened at a moment of a game rebuilt from its link (playLink.ts): its keyframes, the
 * cursor, and what the game was started with. It plays on only from its last keyframe; a moment
 * stepped back to stays paused there, as the arrows leave it.
 */
export function resumePlay(entries: Entry[], cursor: number, game: { seed: number; variants: ChamberStore['variants']; origin: ChamberStore['origin'] }): void {
  liveSession.chooseSquad(null, game.seed);
  chamber.showLiveGame({ mode: 'play', ...game, entries, cursor, playing: cursor === entries.length - 1 });
}

/** For a button: playOnFromHere, a refusal shown as the page's error line. */
export function playOnOrSay(): void {
  try {
    playOnFromHere();
  } catch (err) {
    chamber.showError(errorWords(err));
  }
}

export function setPolicy(policy: PolicyName): void {
  chamber.choosePolicy(policy);
  const { mode, seed } = useChamber.getState();
  if (mode === 'autoplay') liveSession.chooseSquad(policy, seed);
}

/** Re-exported: the hold lives in its own module (hold.ts), which the clip exporter reads without the live game. */
export { holdFor } from '../session/hold';

/** One tick; returns false when there is nothing to do (the clock then idles). */
export function tick(): boolean {
  const s = useChamber.getState();
  if (s.cursor < s.entries.length - 1) {
    s.seek(s.cursor + 1);
    return true;
  }
  // Replay stops at the end; the Scenario editor's draft is no game to play on (Space there plays nothing).
  if (s.mode === 'replay' || s.mode === 'editor') {
    chamber.pause();
    return false;
  }
  const last = s.entries[s.entries.length - 1];
  if (!last) return false;
  try {
    const game = liveSession.gameAt(s.entries.length - 1, last.state);
    const entry = game.advance();
    if (!entry) {
      // Over: nothing plays on (Autoplay's button said "Pause" for a finished game).
      if (game.view.waitingFor.kind === 'over') chamber.pause();
      return false;
    }
    liveSession.movedTo(s.entries.length);
    chamber.append([entry]);
    chamber.seek(s.entries.length);
    return true;
  } catch (err) {
    chamber.showError(`engine: ${errorWords(err)}`, { pause: true });
    return false;
  }
}

/**
 * Play mode: a person's decisions at the cursor, sent to the statecharts one after another (a
 * decision made at an earlier moment starts a new line of play from there). The cursor steps onto
 * the first new keyframe; playback walks the rest (a move of several squares, square by square).
 * Throws with the engine's reason; the keyframes of the decisions taken before it are kept.
 */
export function decide(...decisions: readonly Decision[]): void {
  const s = useChamber.getState();
  const entries = s.entries.slice(0, s.cursor + 1);
  const game = liveSession.gameAt(entries.length - 1, entries[entries.length - 1].state);
  const made: Entry[] = [];
  try {
    for (const d of decisions) made.push(game.decide(d));
  } finally {
    if (made.length) {
      liveSession.movedTo(entries.length + made.length - 1);
      chamber.setEntries([...entries, ...made], entries.length);
    }
  }
}
