/**
 * The scenario picker's state (issue 36 §2): the scenario Autoplay and Play start, the files opened
 * this visit (dropped, opened or sent from the Scenario editor) and the last refusal, one line. A
 * refused file changes nothing else: the previous scenario stays chosen. Named actions only.
 */
import { create } from 'zustand';
import type { ScenarioFile } from '../../engine/setup/scenario-file';
import { SCENARIO_A, type ScenarioChoice } from './choice';

export interface OpenedScenario {
  readonly name: string;
  readonly file: ScenarioFile;
}

export interface ScenarioStore {
  choice: ScenarioChoice;
  opened: readonly OpenedScenario[];
  /** The last file refused, one line naming it and its problem; null once something is chosen. */
  refusal: string | null;
  chooseBuiltIn(id: string): void;
  /** Opens a file (a later one of the same name replaces it) and chooses it. */
  chooseFile(name: string, file: ScenarioFile): void;
  refuse(line: string): void;
}

export const useScenario = create<ScenarioStore>((set, get) => ({
  choice: SCENARIO_A,
  opened: [],
  refusal: null,
  chooseBuiltIn(id) {
    set({ choice: { kind: 'built-in', id }, refusal: null });
  },
  chooseFile(name, file) {
    set({ choice: { kind: 'file', name, file }, opened: [...get().opened.filter((o) => o.name !== name), { name, file }], refusal: null });
  },
  refuse(line) {
    set({ refusal: line });
  },
}));
