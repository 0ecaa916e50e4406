/**
 * The study open beside the Replay record (issue 37 §2): its chapters and annotations, the record
 * it is for (by digest), the editor's square-picking tool, and the link it was last shared by.
 * One slice with named actions; presentation mode reads the chapters, the Replay editor writes.
 * Any edit drops the shared link (the URL then no longer holds a study that differs from it).
 */
import { create } from 'zustand';
import type { Square } from '../../../engine/types';
import type { Annotation, Chapter } from '../../../replay/study/types';

/** Picking squares in the chamber for an annotation: which kind, and its first square once clicked. */
export type StudyTool =
  | { readonly kind: 'arrow' | 'ruling'; readonly from: Square | null }
  | { readonly kind: 'square' };

export interface StudyNotes {
  readonly title?: string;
  readonly chapters: readonly Chapter[];
  readonly annotations: readonly Annotation[];
}

export interface StudyState {
  /** The digest of the record the notes are about, or null before any (a new study takes the open record's). */
  readonly digest: string | null;
  readonly title: string | undefined;
  /** Chapters of the open study (empty when none is open: presentation falls back to rounds). */
  readonly chapters: readonly Chapter[];
  readonly annotations: readonly Annotation[];
  readonly tool: StudyTool | null;
  /** The study's link payload once shared (replay/recordLink), for the URL; null after an edit. */
  readonly link: string | null;
  /** A study opened (from a file or a link), for the record of this digest. */
  open(digest: string, notes: StudyNotes, link?: string | null): void;
  /** The notes start over for this record (another record opened). */
  startFor(digest: string | null): void;
  setChapters(chapters: readonly Chapter[]): void;
  setAnnotations(annotations: readonly Annotation[]): void;
  addChapter(chapter: Chapter): void;
  /** Moves chapter `index` to start at `from`, its length kept (clamped to `last`). */
  moveChapter(index: number, from: number, last: number): void;
  removeChapter(index: number): void;
  addAnnotation(annotation: Annotation): void;
  moveAnnotation(index: number, step: number): void;
  removeAnnotation(index: number): void;
  pickTool(tool: StudyTool | null): void;
  shared(link: string): void;
  clear(): void;
}

const byStep = <T extends { step: number }>(xs: readonly T[]) => [...xs].sort((a, b) => a.step - b.step);
const byStart = (xs: readonly Chapter[]) => [...xs].sort((a, b) => a.from - b.from || b.to - a.to);

export const useStudy = create<StudyState>()((set, get) => ({
  digest: null,
  title: undefined,
  chapters: [],
  annotations: [],
  tool: null,
  link: null,
  open: (digest, notes, link = null) => set({ digest, title: notes.title, chapters: byStart(notes.chapters), annotations: byStep(notes.annotations), tool: null, link }),
  startFor: (digest) => set({ digest, title: undefined, chapters: [], annotations: [], tool: null, link: null }),
  setChapters: (chapters) => set({ chapters: byStart(chapters), link: null }),
  setAnnotations: (annotations) => set({ annotations: byStep(annotations), link: null }),
  addChapter: (chapter) => set({ chapters: byStart([...get().chapters, chapter]), link: null }),
  moveChapter: (index, from, last) => set({
    chapters: byStart(get().chapters.map((c, i) => {
      if (i !== index) return c;
      const start = Math.max(0, Math.min(last - (c.to - c.from), Math.round(from)));
      return { ...c, from: start, to: start + (c.to - c.from) };
    })),
    link: null,
  }),
  removeChapter: (index) => set({ chapters: get().chapters.filter((_, i) => i !== index), link: null }),
  addAnnotation: (annotation) => set({ annotations: byStep([...get().annotations, annotation]), tool: null, link: null }),
  moveAnnotation: (index, step) => set({ annotations: byStep(get().annotations.map((a, i) => (i === index ? { ...a, step: Math.max(0, Math.round(step)) } : a))), link: null }),
  removeAnnotation: (index) => set({ annotations: get().annotations.filter((_, i) => i !== index), link: null }),
  pickTool: (tool) => set({ tool }),
  shared: (link) => set({ link }),
  clear: () => set({ chapters: [], annotations: [], tool: null, link: null, title: undefined }),
}));
