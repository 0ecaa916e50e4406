/**
 * A study's words over the chamber (issue 37 §2): the notes and pinned rulings shown at the
 * cursor (annotationsAt), in Replay and, larger, in presentation mode.
 */
import { useMemo } from 'react';
import { useChamber } from '../session/store';
import { useStudy } from '../replay/study/studyStore';
import type { Annotation } from '../../replay/study/types';
import { annotationsAt } from './annotationsAt';
import { citedParts } from '../verdictWords';

/** The study's annotations shown at the cursor, in Replay (a live game has no study). */
export function useAnnotationsShown(): readonly Annotation[] {
  const replay = useChamber((s) => s.mode === 'replay');
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const annotations = useStudy((s) => s.annotations);
  return useMemo(() => (replay ? annotationsAt(annotations, entries, cursor) : []), [replay, annotations, entries, cursor]);
}

/** A pinned ruling's words with its ruling ids set off as Inspect sets them, never broken across lines ("S2-S4"). */
function RulingWords({ words }: { words: string }) {
  return <>{citedParts(words).map((p, i) => (p.cited ? <b key={i} className="rid">{p.text}</b> : p.text))}</>;
}

export function StudyNotes() {
  const shown = useAnnotationsShown();
  const words = shown.filter((a) => a.kind === 'note' || a.kind === 'ruling');
  if (words.length === 0) return null;
  return (
    <div className="study-notes" data-testid="study-notes">
      {words.map((a, i) => (
        <div key={i} className={`study-note ${a.kind}`}>
          {a.kind === 'note' ? a.text : a.kind === 'ruling' ? <><b>{a.from} → {a.to}</b> <RulingWords words={a.words} /></> : null}
        </div>
      ))}
    </div>
  );
}
