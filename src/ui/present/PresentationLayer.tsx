/**
 * Presentation mode over the chamber (issue 37 §1): one large caption of the step in words with
 * its dice drawn large, and a small progress line of the chapters with the cursor on it. The
 * panels are hidden by the page's layout (app.css, `.app[data-present]`), so the chamber fills
 * the window. Sized in viewport units: readable on a 1920x1080 projector and a 1280x720 laptop.
 */
import { memo, useMemo } from 'react';
import { useChamber } from '../session/store';
import { useStudy } from '../replay/study/studyStore';
import { Die } from '../DiceTray';
import { captionAt, type Caption } from './caption';
import { chapterAt, chaptersShown } from '../replay/study/chapters';
import { usePresent } from './presentStore';
import { leavePresent } from './presentKeys';
import { useConcealed, useConcealStops } from './conceal';
import type { Chapter } from '../../replay/study/types';

export function PresentationLayer() {
  const on = usePresent((s) => s.on);
  if (!on) return null;
  return (
    <div className="present-layer" data-testid="present">
      <PresentCaption />
      <Progress />
      <CameraNote />
      <button className="present-leave" onClick={leavePresent} title="leave presentation (Esc)">Esc</button>
    </div>
  );
}

function PresentCaption() {
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const concealed = useConcealed();
  const caption = useMemo<Caption | null>(() => (entries.length ? captionAt(entries, cursor) : null), [entries, cursor]);
  if (!caption) return null;
  return (
    <div className="present-caption" data-testid="present-caption" data-concealed={concealed || undefined}>
      <div className="present-words" data-testid="present-words">{caption.words}</div>
      {caption.dice.length > 0 && (
        <div className="present-dice" key={cursor} data-testid="present-dice">
          {caption.dice.map((row, i) => (
            <span key={i} className={row.good ? 'present-roll good' : 'present-roll'}>
              <span className="present-roll-label">{row.label}</span>
              {row.dice.map((d, j) => <Die key={j} roll={d} delay={(i + j) * 0.08} />)}
              <b>{row.outcome}</b>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/** The chapters as a thin line along the bottom: each chapter a segment, the cursor a tick, the stops dots. */
function Progress() {
  const entries = useChamber((s) => s.entries);
  const cursor = useChamber((s) => s.cursor);
  const study = useStudy((s) => s.chapters);
  const chapters = useMemo(() => chaptersShown(study, entries), [study, entries]);
  const here = chapterAt(chapters, cursor);
  const last = Math.max(1, entries.length - 1);
  return (
    <div className="present-progress" data-testid="present-progress">
      <div className="present-chapter" data-testid="present-chapter">{here ? here.title : ''}<span> · step {cursor} / {last}</span></div>
      <ChapterLine chapters={chapters} last={last} current={here} />
      <span className="present-cursor" style={{ left: `${(cursor / last) * 100}%` }} />
    </div>
  );
}

const ChapterLine = memo(function ChapterLine({ chapters, last, current }: { chapters: readonly Chapter[]; last: number; current: Chapter | null }) {
  const stops = useConcealStops();
  const pct = (i: number) => `${(i / last) * 100}%`;
  return (
    <div className="present-line">
      {chapters.map((c, i) => (
        <span key={i} className={c === current ? 'present-seg on' : 'present-seg'} title={c.title}
          style={{ left: pct(c.from), width: `calc(${pct(Math.max(c.to, c.from + 1) - c.from)} - 2px)` }} />
      ))}
      {[...stops].map((s) => <i key={s} className="present-stop" style={{ left: pct(s) }} />)}
    </div>
  );
});

/** Once the presenter drags the camera, the framing waits: this says how to give it back. */
function CameraNote() {
  const taken = usePresent((s) => s.cameraTaken);
  const giveBack = usePresent((s) => s.giveCameraBack);
  if (!taken) return null;
  return <button className="present-camera" data-testid="present-camera" onClick={giveBack} title="the camera frames the action again (C)">camera: yours · C frames the action</button>;
}
