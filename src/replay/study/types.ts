/**
 * A study: chapters and annotations kept beside a game record (issue 37 §2). The record's verified
 * game data is never changed by a study; the study names its record by digest (or carries it).
 *
 * Steps are indices into the replay timeline (one keyframe per engine transition,
 * ui/session/timeline.ts), the same numbers the Replay permalink and the step counter use.
 * The zod schema, digest check and file round trip live beside this file (study engineer).
 */
import type { Square } from '../../engine/state/types';

/** A stretch of the game to talk about: a title and an inclusive step range. */
export interface Chapter {
  readonly title: string;
  readonly from: number;
  readonly to: number;
}

/** What a presenter can pin at a step. */
export type Annotation =
  | { readonly kind: 'note'; readonly step: number; readonly text: string }
  | { readonly kind: 'arrow'; readonly step: number; readonly from: Square; readonly to: Square }
  | { readonly kind: 'square'; readonly step: number; readonly square: Square }
  /**
   * A sight ruling pinned from Inspect: the line from one square to another, its verdict's words
   * and the ruling ids they cite ("S7", "S2-S4"), as Inspect's verdict box shows them. `ids` is
   * absent in studies written before it was kept.
   */
  | { readonly kind: 'ruling'; readonly step: number; readonly from: Square; readonly to: Square; readonly words: string; readonly ids?: readonly string[] };

export type AnnotationKind = Annotation['kind'];
