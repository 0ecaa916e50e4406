/**
 * The study open beside the Replay record (issue 37 §2): its chapters and annotations. One slice
 * with named actions; the presentation mode reads chapters from here, the Replay editor writes.
 */
import { create } from 'zustand';
import type { Annotation, Chapter } from '../../../replay/study/types';

export interface StudyState {
  /** Chapters of the open study (empty when none is open: presentation falls back to rounds). */
  readonly chapters: readonly Chapter[];
  readonly annotations: readonly Annotation[];
  setChapters(chapters: readonly Chapter[]): void;
  setAnnotations(annotations: readonly Annotation[]): void;
  clear(): void;
}

export const useStudy = create<StudyState>()((set) => ({
  chapters: [],
  annotations: [],
  setChapters: (chapters) => set({ chapters }),
  setAnnotations: (annotations) => set({ annotations }),
  clear: () => set({ chapters: [], annotations: [] }),
}));
