/**
 * Replay mode: open a record (drag and drop, file picker, or a bundled one), then play / pause,
 * step by keyframe, activation or round, change speed, save the record, export the playtest
 * sheet, or play on from the moment on screen (Play takes the squad over there). The URL holds
 * the record and the position: a bundled record by name (#replay=<name>&step=42), any other
 * whole (#record=<payload>&step=42, see recordLink). A bad record or link shows its error and the
 * app keeps working.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { chamber, useChamber } from '../session/store';
import { SpeedControl } from '../SpeedControl';
import { readHash, writeHash } from '../session/url';
import { downloadSheet, saveOpenRecord } from '../download';
import { bundledList, type BundledInfo } from './bundled';
import { stepBy } from '../session/keys';
import { isBundledName, openBundled, openFile, openFirstBundled, openFromHash } from './openRecord';
import { PlayOnButton } from './PlayOnButton';
import { useStudy } from './study/studyStore';
import { withStudyParam } from './study/studyLink';
import { StudyFollowsRecord } from './study/StudyFollowsRecord';

/**
 * Keeps the URL on the record and the position, so a link reopens this moment. Debounced:
 * history.replaceState is slow and rate-limited by browsers, and seeking must stay instant.
 * Its own component: the one part of the panel that follows the cursor.
 */
function UrlFollowsCursor({ recordName, recordLink }: { recordName: string | null; recordLink: string | null }) {
  const cursor = useChamber((s) => s.cursor);
  // A study shared by link travels after the record and the step (study/studyLink.ts).
  const study = useStudy((s) => s.link);
  useEffect(() => {
    if (!recordName) return;
    const bundled = isBundledName(recordName);
    if (!bundled && !recordLink) return;
    const t = setTimeout(() => {
      const hash = withStudyParam(writeHash(bundled ? { replay: recordName, record: null, step: cursor } : { replay: null, record: recordLink, step: cursor }), study);
      if (window.location.hash !== hash) history.replaceState(null, '', hash);
    }, 150);
    return () => clearTimeout(t);
  }, [recordName, recordLink, cursor, study]);
  return null;
}

/** The clip exporter (ui/clips) comes on first use: it reads the study and presentation, which read Replay. */
const ExportClipDialog = lazy(() => import('../clips/ExportClipDialog').then((m) => ({ default: m.ExportClipDialog })));

export default function ReplayPanel() {
  const [list, setList] = useState<BundledInfo[]>([]);
  const recordName = useChamber((s) => s.recordName);
  const recordLink = useChamber((s) => s.recordLink);
  const playing = useChamber((s) => s.playing);
  const [clipOpen, setClipOpen] = useState(false);

  useEffect(() => {
    const named = readHash(window.location.hash);
    void bundledList().then((l) => {
      setList(l);
      // Replay shows a record at once; with none named or open, the first bundled one.
      if (!named.replay && named.record === null && useChamber.getState().record === null && l[0]) void openFirstBundled(l[0].name);
    });
    void openFromHash(window.location.hash);
    // A link pasted into this tab changes only the hash (no reload). The cursor's own updates
    // use replaceState, which fires no hashchange — but one may land between the paste and this
    // event, so the event's own URL says what was pasted, not the location now.
    const follow = (e: HashChangeEvent) => void openFromHash(new URL(e.newURL).hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  // Drag and drop anywhere on the page.
  useEffect(() => {
    const over = (e: DragEvent) => { e.preventDefault(); };
    const drop = (e: DragEvent) => {
      e.preventDefault();
      const file = e.dataTransfer?.files?.[0];
      if (file) void openFile(file);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => { window.removeEventListener('dragover', over); window.removeEventListener('drop', drop); };
  }, []);

  const loaded = recordName !== null;
  return (
    <div className="controls replay">
      <UrlFollowsCursor recordName={recordName} recordLink={recordLink} />
      <StudyFollowsRecord />
      <label>bundled
        <select value={recordName && isBundledName(recordName) ? recordName : ''} onChange={(e) => e.target.value && void openBundled(e.target.value)} data-testid="bundled">
          <option value="">— pick a record —</option>
          {list.map((b) => <option key={b.name} value={b.name}>{b.title}</option>)}
        </select>
      </label>
      <label className="file">open file… <input type="file" accept=".json,application/json" data-testid="file"
        onChange={(e) => { const f = e.target.files?.[0]; if (f) void openFile(f); e.target.value = ''; }} /></label>
      <span className="drop-hint">or drop a record here</span>
      {loaded && <PlayOnButton />}
      {loaded && (
        <>
          <span className="stepper">
            <button title="start (Home)" onClick={() => stepBy('start')}>|◀</button>
            <button title="previous round (Ctrl+←)" onClick={() => stepBy('prevRound')}>R−</button>
            <button title="previous activation (Shift+←)" onClick={() => stepBy('prevActivation')}>A−</button>
            <button title="step back (←)" onClick={() => stepBy('back')} data-testid="step-back">◀</button>
            <button title="play / pause (space)" onClick={chamber.togglePlaying} data-testid="replay-play">{playing ? '❚❚' : '▶'}</button>
            <button title="step forward (→)" onClick={() => stepBy('forward')} data-testid="step-forward">▶|</button>
            <button title="next activation (Shift+→)" onClick={() => stepBy('nextActivation')}>A+</button>
            <button title="next round (Ctrl+→)" onClick={() => stepBy('nextRound')}>R+</button>
            <button title="end (End)" onClick={() => stepBy('end')}>▶▶|</button>
          </span>
          <SpeedControl />
          <button onClick={saveOpenRecord} data-testid="save-open-record" title="save the record open here as a file">Save record</button>
          <button onClick={() => void downloadSheet()} data-testid="export-sheet">Sheet (CSV)</button>
          <button onClick={() => { chamber.pause(); setClipOpen(true); }} data-testid="export-clip" title="a stretch of the game as a WebM video or an animated GIF">Export clip…</button>
          <button onClick={chamber.openHelp}>?</button>
        </>
      )}
      {clipOpen && <Suspense fallback={null}><ExportClipDialog onClose={() => setClipOpen(false)} /></Suspense>}
    </div>
  );
}
