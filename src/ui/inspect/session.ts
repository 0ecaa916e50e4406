/**
 * Inspect's actions: open a position (a link, a file, a moment of a game), pick points, edit the
 * position, switch variants, facing and map. Each keeps the app's store in step (mode 'inspect',
 * one keyframe: the position as a state, nothing playing) and the URL (link.ts), so a link always
 * reopens what is on screen.
 */
import { coordOf, isOnBoard, toSquare } from '../../engine/board/board';
import { occupantOf } from '../../engine/state/figures';
import type { GameEvent, GameState, Square, Variants } from '../../engine/state/types';
import { chamber, useChamber } from '../session/store';
import { errorWords } from '../errorWords';
import { positionOf, stateOf, DEFAULT_VARIANTS, type Position } from './position';
import { readInspectHash, writeInspectHash, type FacingChoice, type InspectLink, type MapChoice } from './link';
import { useInspect, type InspectStore } from './store';
import { replayMomentHere, type ReplayMoment } from '../replay/replayMoment';

const get = () => useInspect.getState();

// Inspect has one position and nothing to play: a play key or button never starts a game here.
useChamber.subscribe((s) => { if (s.mode === 'inspect' && s.playing) chamber.pause(); });

/** The app's store shows the position: one keyframe, nothing playing, the figure on A selected. */
function showInChamber(s: InspectStore): void {
  if (useChamber.getState().mode !== 'inspect') return;
  const on = s.a ? occupantOf(s.state, s.a) : undefined;
  chamber.showPosition(s.state, on?.id ?? null);
}

/** The URL holds what is on screen (a replaceState: the back button is not filled with edits). */
function writeLink(s: InspectStore): void {
  if (typeof window === 'undefined' || useChamber.getState().mode !== 'inspect') return;
  const hash = writeInspectHash({ position: s.position, a: s.a, b: s.b, facing: s.facing, variants: s.variants, map: s.map });
  if (window.location.hash !== hash) history.replaceState(null, '', hash);
}

function update(patch: Partial<InspectStore>): void {
  const before = get();
  const position = patch.position ?? before.position;
  const variants = patch.variants ?? before.variants;
  const state = position !== before.position || variants !== before.variants ? stateOf(position, variants) : before.state;
  useInspect.setState({ ...patch, state });
  const s = get();
  if (s.state !== before.state || s.a !== before.a) showInChamber(s);
  writeLink(s);
}

/**
 * Enters Inspect on a position (default: the one on screen now, or Scenario A). A position the
 * page cannot place (a board out of bounds, board.ts) is one line, and Inspect opens as it was.
 * `replay`: the Replay step the position is from, kept for "Pin to study" (pinToStudy.ts).
 */
export function openInspect(link: Partial<InspectLink> & { readonly position: Position }, origin: string | null = null, replay: ReplayMoment | null = null): void {
  chamber.switchMode('inspect', { closeRecord: true });
  const variants = link.variants ?? DEFAULT_VARIANTS;
  let state: GameState;
  try {
    state = stateOf(link.position, variants);
  } catch (err) {
    refuse(err);
    return;
  }
  useInspect.setState({
    position: link.position, opened: link.position, variants, state,
    a: link.a ?? null, b: link.b ?? null, facing: link.facing ?? 'own', map: link.map ?? 'off',
    next: link.a && !link.b ? 'b' : 'a', dragging: null, message: null, origin, replay,
  });
  showInChamber(get());
  writeLink(get());
}

/** Inspect as it was (the last position it held), with the one line saying why not the new one. */
function refuse(err: unknown): void {
  const s = get();
  openInspect({ position: s.position, a: s.a, b: s.b, variants: s.variants }, s.origin, s.replay);
  useInspect.setState({ message: errorWords(err) });
  chamber.showError(errorWords(err));
}

/** The Inspect tab: the moment on screen, its selected or acting soldier as point A. */
export function inspectWhatIsShown(): void {
  const app = useChamber.getState();
  const state = app.entries[app.cursor]?.state;
  if (app.mode === 'inspect') return;
  if (!state) { openInspect({ position: get().position, a: get().a, b: get().b }); return; }
  const source = sightSource(state, app.selected);
  const at = source ? [...state.soldiers, ...state.aliens].find((f) => f.id === source)?.at ?? null : null;
  openInspect({ position: positionOf(state), a: at, b: null, variants: state.ruleset.variants }, `${app.mode === 'replay' ? 'Replay' : app.mode === 'play' ? 'Play' : 'Autoplay'} step ${app.cursor}`, replayMomentHere());
}

/** The sight source in any mode (issue 17 §6): the selected figure, else the acting soldier or alien. */
export function sightSource(state: GameState, selected: string | null): string | null {
  return selected ?? state.activeSoldier ?? state.activeAlien ?? null;
}

/** Opens a link's ruling; a malformed link is one line on the page, and Inspect opens as it was. */
export function openInspectLink(hash: string): void {
  let link: InspectLink;
  try {
    link = readInspectHash(hash);
  } catch (err) {
    refuse(err);
    return;
  }
  openInspect(link);
}

/** A click on a square: it becomes A, then B, then A again (a new ruling). */
export function clickSquare(sq: Square): void {
  const s = get();
  if (s.next === 'a') update({ a: sq, b: null, next: 'b', message: null });
  else update({ b: sq, next: 'a', message: null });
}

/** "C3 J8" (or "c3, j8"): both points at once; one line naming a bad square. */
export function typePoints(text: string): void {
  const parts = text.trim().split(/[\s,;>-]+/).filter(Boolean);
  try {
    if (parts.length !== 2) throw new Error(`type two squares such as "C3 J8" (got "${text.trim()}")`);
    const board = get().state.board;
    update({ a: toSquare(board, parts[0]), b: toSquare(board, parts[1]), next: 'a', message: null });
  } catch (err) {
    update({ message: errorWords(err) });
  }
}

/** An edit of the position (edit.ts); a refusal is the one line shown, the position unchanged. */
export function editPosition(edit: (p: Position) => Position): boolean {
  try {
    update({ position: edit(get().position), message: null });
    return true;
  } catch (err) {
    update({ message: errorWords(err) });
    return false;
  }
}

/** Replaces the whole position (a loaded file), keeping the points that are still on its board. */
export function loadPosition(position: Position): void {
  try {
    const board = stateOf(position, get().variants).board;
    const keep = (sq: Square | null) => (sq && isOnBoard(board, coordOf(sq)) ? sq : null);
    update({ position, opened: position, a: keep(get().a), b: keep(get().b), message: null, origin: null, replay: null });
  } catch (err) {
    update({ message: errorWords(err) });
  }
}

/** True once the position is no longer the one opened (the game's moment, the link, the file). */
export function isEdited(s: Pick<InspectStore, 'position' | 'opened'>): boolean {
  return s.position !== s.opened && JSON.stringify(s.position) !== JSON.stringify(s.opened);
}

export function setVariant(name: keyof Variants, on: boolean): void {
  update({ variants: { ...get().variants, [name]: on } });
}

export function setFacing(facing: FacingChoice): void { update({ facing }); }
export function setMap(map: MapChoice): void { update({ map }); }
export function setMessage(message: string | null): void { useInspect.setState({ message }); }
export function setDragging(dragging: InspectStore['dragging']): void { useInspect.setState({ dragging }); }

/**
 * A moment of a game opened in Inspect (issue 17 §6): an attack as declared (the position just
 * before it, attacker to target) or an overwatch trigger (the position after the alien's move,
 * the first watcher to the alien), under that game's variants.
 */
export function inspectMoment(before: GameState, after: GameState, event: GameEvent, step: number, title: string, replay: ReplayMoment | null = null): void {
  if (event.type === 'attack.declared') {
    const at = (st: GameState, id: string) => [...st.soldiers, ...st.aliens].find((f) => f.id === id)?.at ?? null;
    openInspect({ position: positionOf(before), a: at(before, event.attacker), b: at(before, event.target), variants: before.ruleset.variants }, `${title} step ${step}: ${event.attacker} attacks ${event.target}`, replay);
  } else if (event.type === 'overwatch.triggered') {
    const watcher = after.soldiers.find((s) => s.id === event.watchers[0]);
    const alien = after.aliens.find((a) => a.id === event.trigger.alien);
    openInspect({ position: positionOf(after), a: watcher?.at ?? null, b: alien?.at ?? null, variants: after.ruleset.variants }, `${title} step ${step}: overwatch on ${event.trigger.alien}`, replay);
  }
}

/** A sight line of the overlay (issue 17 §6): that line's ruling, the position as it stands. */
export function inspectSightLine(state: GameState, from: Square, to: Square, title: string): void {
  openInspect({ position: positionOf(state), a: from, b: to, variants: state.ruleset.variants }, title, replayMomentHere());
}

/** A log line of an attack or an overwatch trigger at keyframe `entry` (its `nth` line of that kind there). */
export function inspectLogLine(entry: number, kind: string, nth: number): void {
  const app = useChamber.getState();
  const now = app.entries[entry];
  const before = app.entries[entry - 1];
  if (!now || !before) return;
  const events = now.events.filter((e) => e.type === kind && (e.type !== 'overwatch.triggered' || e.watchers.length > 0));
  const event = events[nth] ?? events[0];
  const title = app.mode === 'replay' ? `Replay${app.recordName ? ` ${app.recordName}` : ''}` : app.mode === 'play' ? 'Play' : 'Autoplay';
  if (event) inspectMoment(before.state, now.state, event, entry, title, replayMomentHere(entry));
}
