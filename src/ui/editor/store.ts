/**
 * The Scenario editor's state (issue 36 §2): the draft, the palette's tool, the size being typed
 * and the last message (a file refused, a link made). One slice, named actions; every edit goes
 * through draft.ts's pure functions.
 */
import { create } from 'zustand';
import type { ScenarioFile } from '../../engine/setup/scenario-file';
import type { Square, VictoryCondition } from '../../engine/state/types';
import { fileToDraft, newDraft, painted, resized, type Draft, type Tool } from './draft';

export interface EditorStore {
  draft: Draft;
  tool: Tool;
  message: string | null;
  chooseTool(tool: Tool): void;
  paintAt(square: Square): void;
  resize(width: number, height: number): void;
  rename(title: string): void;
  setId(id: string): void;
  setVictory(victory: VictoryCondition): void;
  setRoundLimit(rounds: number): void;
  setObjectiveXp(xp: number): void;
  /** Opens a checked file (Open…, a link, a dropped file) as the draft. */
  openFile(file: ScenarioFile): void;
  startAfresh(width: number, height: number): void;
  say(message: string | null): void;
}

export const useEditor = create<EditorStore>((set, get) => ({
  draft: newDraft(),
  tool: { kind: 'terrain', symbol: '#' },
  message: null,
  chooseTool(tool) { set({ tool }); },
  paintAt(square) { set({ draft: painted(get().draft, square, get().tool) }); },
  resize(width, height) { set({ draft: resized(get().draft, width, height) }); },
  rename(title) { set({ draft: { ...get().draft, title } }); },
  setId(id) { set({ draft: { ...get().draft, id } }); },
  setVictory(victory) { set({ draft: { ...get().draft, victory } }); },
  setRoundLimit(roundLimit) { set({ draft: { ...get().draft, roundLimit } }); },
  setObjectiveXp(objectiveXp) { set({ draft: { ...get().draft, objectiveXp } }); },
  openFile(file) { set({ draft: fileToDraft(file), message: null }); },
  startAfresh(width, height) { set({ draft: newDraft(width, height), message: null }); },
  say(message) { set({ message }); },
}));
