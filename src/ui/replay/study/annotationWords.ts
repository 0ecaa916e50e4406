/** An annotation in a few words (the study list, the timeline pin's title). */
import type { Annotation } from '../../../replay/study/types';

export function annotationWords(a: Annotation): string {
  switch (a.kind) {
    case 'note': return `note: ${a.text}`;
    case 'arrow': return `arrow ${a.from} → ${a.to}`;
    case 'square': return `square ${a.square}`;
    case 'ruling': return `ruling ${a.from} → ${a.to}: ${a.words}`;
  }
}

