/**
 * Play's game and its link (playLink.ts), both ways: the link of the game on screen, and the game
 * a link holds, rebuilt by replaying its decisions through the runner from its start and checked
 * against the state hash it names. A link that does not read or does not come out as it says gets
 * one line and Autoplay starts as on a plain visit; nothing of it is shown.
 */
import { newGame } from '../../engine/setup/scenarios';
import { parseScenarioFile } from '../../engine/setup/scenario-game';
import type { ScenarioFile } from '../../engine/setup/scenario-file';
import type { RulesetOverrides } from '../../engine/ruleset/ruleset';
import type { GameState, Variants } from '../../engine/state/types';
import { stateHash } from '../../engine/state/hash';
import { checkOverrides } from '../../replay/load';
import { positionOf } from '../../replay/start-position';
import { keyframesOfDecisions, startingState } from '../../runner';
import { errorWords } from '../errorWords';
import { chosenFile } from '../scenario/choice';
import { useScenario } from '../scenario/store';
import { resumePlay, startGame } from './playback';
import { readPlayLink, type PlayLink } from '../session/playLink';
import { chamber, useChamber, variantOverrides, type ChamberStore } from '../session/store';

/** A start's position, when the scenario's own (with its seed and rules) is not that start. */
const positions = new WeakMap<GameState, { position?: unknown }>();

function positionIfNeeded(start: GameState, seed: number, overrides: Record<string, unknown>): { position?: unknown } {
  let known = positions.get(start);
  if (!known) {
    let own = false;
    try {
      own = stateHash(newGame(start.scenario, { seed, ruleset: overrides as RulesetOverrides })) === stateHash(start);
    } catch {
      // not a built-in scenario: the position travels
    }
    known = own ? {} : { position: positionOf(start) };
    positions.set(start, known);
  }
  return known;
}

/** The link of the Play game on screen, or null when there is none. */
export function playLinkOf(s: ChamberStore): PlayLink | null {
  const at = s.entries[s.cursor];
  if (s.mode !== 'play' || !at) return null;
  const start = s.entries[0].state;
  const overrides = s.origin ? s.origin.overrides : variantOverrides(s.variants);
  // A game on a scenario file starts at the file's own start (picked fresh, or taken over from a
  // game on it): the file travels instead of a position, which could not hold the mission rules.
  const file = s.origin ? s.origin.scenarioFile : chosenFile(useScenario.getState().choice);
  return {
    scenario: start.scenario, seed: s.seed, overrides, ...(file ? { scenarioFile: file } : positionIfNeeded(start, s.seed, overrides)),
    ...(s.origin ? { origin: { title: s.origin.title, step: s.origin.step } } : {}),
    decisions: s.entries.flatMap((e) => (e.decision ? [e.decision] : [])),
    step: s.cursor, hash: stateHash(at.state),
  };
}

/** Throws one line naming what in the link does not hold. */
function rebuild(hash: string): { link: PlayLink; file?: ScenarioFile; entries: ReturnType<typeof keyframesOfDecisions> } {
  const link = readPlayLink(hash);
  try {
    checkOverrides(link.overrides);
  } catch (err) {
    throw new Error(`its rules: ${errorWords(err)}`);
  }
  // A game started fresh keeps only variants (store.variants); other rules come with a game taken over.
  if (!link.origin && Object.keys(link.overrides).some((k) => k !== 'variants')) throw new Error('its rules change more than variants, which only a game taken over from a record can (from=...)');
  let file: ScenarioFile | undefined;
  if (link.scenarioFile !== undefined) {
    try {
      file = parseScenarioFile(link.scenarioFile);
    } catch (err) {
      throw new Error(`its scenario file: ${errorWords(err)}`);
    }
    if (file.id !== link.scenario) throw new Error(`it names scenario "${link.scenario}" but its scenario file is "${file.id}"`);
  }
  let start: GameState;
  try {
    start = startingState({ scenario: link.scenario, seed: link.seed, ruleset: link.overrides as RulesetOverrides, position: link.position, ...(file ? { scenarioFile: file } : {}) });
  } catch (err) {
    throw new Error(`its start: ${errorWords(err)}`);
  }
  const entries = keyframesOfDecisions(start, link.decisions, link.step);
  const last = entries.length - 1;
  if (link.step > last) throw new Error(`step ${link.step} is past the end of this game (its last is ${last})`);
  const got = stateHash(entries[link.step].state);
  if (link.hash !== null && got !== link.hash) throw new Error(`the game does not come out as the link says: at step ${link.step} the state hashes to ${got}, the link says ${link.hash}`);
  return { link, entries, ...(file ? { file } : {}) };
}

/** Opens the Play game a `#play&...` hash holds; false (Autoplay and the line why) when it does not hold. */
export function openPlayLink(hash: string): boolean {
  let game: ReturnType<typeof rebuild>;
  try {
    game = rebuild(hash);
  } catch (err) {
    startGame('autoplay', 1);
    chamber.showError(`play link: ${errorWords(err)}`);
    return false;
  }
  const { link, entries, file } = game;
  // A fresh game's file is the picker's choice (as when it was started); a game taken over keeps it in its origin.
  if (file && !link.origin) useScenario.getState().chooseFile(`${file.id}.json`, file);
  resumePlay(entries, link.step, {
    seed: link.seed,
    variants: link.origin ? useChamber.getState().variants : ((link.overrides.variants ?? {}) as Partial<Variants>),
    origin: link.origin ? { title: link.origin.title, overrides: link.overrides, step: link.origin.step, ...(file ? { scenarioFile: file } : {}) } : null,
  });
  return true;
}
