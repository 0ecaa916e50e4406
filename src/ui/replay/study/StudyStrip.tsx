/**
 * The study on the timeline (issue 37 §2), over the scrubber in Replay: each chapter a bar and
 * each annotation a pin, at their steps; drag a pin or a chapter's bar to move it (the step
 * follows the pointer, kept on release), click to go there.
 */
import { useRef, useState } from 'react';
import { chamber, useChamber } from '../../session/store';
import { useStudy } from './studyStore';
import { annotationWords } from './annotationWords';

type Dragging = { readonly what: 'chapter' | 'annotation'; readonly index: number; readonly step: number; readonly moved: boolean };

export function StudyStrip() {
  const last = useChamber((s) => Math.max(1, s.entries.length - 1));
  const chapters = useStudy((s) => s.chapters);
  const annotations = useStudy((s) => s.annotations);
  const strip = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Dragging | null>(null);
  if (chapters.length === 0 && annotations.length === 0) return null;
  const pct = (i: number) => `${(i / last) * 100}%`;
  const stepAt = (x: number) => {
    const r = strip.current!.getBoundingClientRect();
    return Math.max(0, Math.min(last, Math.round(((x - r.left) / Math.max(1, r.width)) * last)));
  };
  const start = (what: Dragging['what'], index: number, step: number) => (e: React.PointerEvent) => {
    e.preventDefault();
    (e.target as HTMLElement).setPointerCapture(e.pointerId);
    setDrag({ what, index, step, moved: false });
  };
  const move = (e: React.PointerEvent) => { if (drag) setDrag({ ...drag, step: stepAt(e.clientX), moved: true }); };
  const end = () => {
    if (!drag) return;
    const study = useStudy.getState();
    if (!drag.moved) chamber.jumpTo(drag.step);
    else if (drag.what === 'annotation') study.moveAnnotation(drag.index, drag.step);
    else study.moveChapter(drag.index, drag.step, last);
    setDrag(null);
  };
  const at = (what: Dragging['what'], index: number, step: number) => (drag && drag.what === what && drag.index === index ? drag.step : step);
  return (
    <div className="study-strip" ref={strip} data-testid="study-strip" onPointerMove={move} onPointerUp={end}>
      {chapters.map((c, i) => (
        <span key={`c${i}`} className="study-bar" title={`${c.title} (${c.from}–${c.to}): drag to move`} onPointerDown={start('chapter', i, c.from)}
          style={{ left: pct(at('chapter', i, c.from)), width: pct(Math.max(1, c.to - c.from)) }} data-testid="study-bar" />
      ))}
      {annotations.map((a, i) => (
        <span key={`a${i}`} className={`study-pin ${a.kind}`} title={`step ${a.step}: ${annotationWords(a)} (drag to move)`} onPointerDown={start('annotation', i, a.step)}
          style={{ left: pct(at('annotation', i, a.step)) }} data-testid="study-pin" />
      ))}
    </div>
  );
}
