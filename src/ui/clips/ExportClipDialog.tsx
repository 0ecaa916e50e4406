/**
 * Replay's "Export clip" dialog (issue 37 §4): a step range (the chapter or round at the cursor
 * first), a size, fps, speed and WebM or GIF; the clip is made by the same renderer as
 * `chamber replay video` (ui/clips/drive.ts) and downloaded. While it renders, the chamber is
 * laid out at the clip's size under the dialog's progress line.
 */
import { useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SPEEDS, useChamber } from '../session/store';
import { useStudy } from '../replay/study/studyStore';
import { CLIP_DEFAULTS, clipPlan, rangeProblem, settingsProblem, type ClipFormat, type ClipSettings } from './plan';
import { defaultRange } from './range';
import { errorWords } from '../errorWords';
import './clips.css';

const SIZES = [[1280, 720], [1920, 1080], [854, 480], [640, 360]] as const;
const FPS = [15, 24, 30, 60] as const;

type Phase = { kind: 'form' } | { kind: 'rendering'; frame: number; frames: number } | { kind: 'done'; file: string; kb: number } | { kind: 'failed'; why: string };

function download(bytes: Uint8Array, name: string, type: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 5000);
}

/** The file name of a clip: the record's name and the steps. */
export function clipFileName(recordName: string | null, s: Pick<ClipSettings, 'from' | 'to' | 'format'>): string {
  const base = (recordName ?? 'replay').replace(/^(file|link):/, '').replace(/\.json$/i, '').replace(/[^\w.-]+/g, '-') || 'replay';
  return `${base}-steps-${s.from}-${s.to}.${s.format}`;
}

export function ExportClipDialog({ onClose }: { onClose: () => void }) {
  const entries = useChamber((s) => s.entries);
  const recordName = useChamber((s) => s.recordName);
  const chapters = useStudy((s) => s.chapters);
  const first = useMemo(() => defaultRange(entries, useChamber.getState().cursor, chapters), [entries, chapters]);
  const [from, setFrom] = useState(first.from);
  const [to, setTo] = useState(first.to);
  const [size, setSize] = useState(0);
  const [fps, setFps] = useState<number>(CLIP_DEFAULTS.fps);
  const [speed, setSpeed] = useState<number>(CLIP_DEFAULTS.speed);
  const [format, setFormat] = useState<ClipFormat>('webm');
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const cancel = useRef(false);
  const settings: ClipSettings = { from, to, width: SIZES[size][0], height: SIZES[size][1], fps, speed, format };
  const problem = rangeProblem(from, to, entries.length)?.replace(/--(from|to) /g, '$1 step ') ?? settingsProblem(settings);
  const plan = problem ? null : clipPlan(entries.map((e) => e.events), settings);

  const start = async () => {
    cancel.current = false;
    setPhase({ kind: 'rendering', frame: 0, frames: plan?.frames ?? 0 });
    try {
      const { renderClip } = await import('./drive');
      const clip = await renderClip(settings, {
        cancelled: () => cancel.current,
        onProgress: (p) => { if (p.frame % 5 === 0 || p.frame === p.frames) setPhase({ kind: 'rendering', ...p }); },
      });
      const file = clipFileName(recordName, settings);
      download(clip.bytes, file, format === 'gif' ? 'image/gif' : 'video/webm');
      setPhase({ kind: 'done', file, kb: Math.round(clip.bytes.length / 1024) });
    } catch (err) {
      setPhase(cancel.current ? { kind: 'form' } : { kind: 'failed', why: errorWords(err) });
    }
  };

  const busy = phase.kind === 'rendering';
  const last = entries.length - 1;
  // On the page's body: inside the mode bar (which contains its layout) a fixed layer is the bar's.
  return createPortal(
    // Keys stay in the dialog: an arrow key reaching the page would seek the chamber mid-clip.
    <div className="clip-dialog-layer" data-testid="clip-dialog" onKeyDown={(e) => { e.stopPropagation(); if (e.key === 'Escape' && !busy) onClose(); }}>
      <div className="clip-dialog" role="dialog" aria-label="Export clip" tabIndex={-1} ref={(el) => el?.focus()}>
        <h3>Export clip</h3>
        <p className="clip-what">First offered: {first.what} (steps {first.from}–{first.to})</p>
        <div className="clip-fields">
          <label>from step <input type="number" min={0} max={last} value={from} disabled={busy} data-testid="clip-from" onChange={(e) => setFrom(Number(e.target.value))} /></label>
          <label>to step <input type="number" min={0} max={last} value={to} disabled={busy} data-testid="clip-to" onChange={(e) => setTo(Number(e.target.value))} /></label>
          <label>size
            <select value={size} disabled={busy} data-testid="clip-size" onChange={(e) => setSize(Number(e.target.value))}>
              {SIZES.map(([w, h], i) => <option key={i} value={i}>{w}×{h}</option>)}
            </select>
          </label>
          <label>fps
            <select value={fps} disabled={busy} data-testid="clip-fps" onChange={(e) => setFps(Number(e.target.value))}>
              {FPS.map((f) => <option key={f} value={f}>{f}</option>)}
            </select>
          </label>
          <label>speed
            <select value={speed} disabled={busy} data-testid="clip-speed" onChange={(e) => setSpeed(Number(e.target.value))}>
              {SPEEDS.map((s) => <option key={s} value={s}>{s}x</option>)}
            </select>
          </label>
          <span className="clip-format">
            <label><input type="radio" name="clip-format" checked={format === 'webm'} disabled={busy} onChange={() => setFormat('webm')} data-testid="clip-webm" /> WebM</label>
            <label><input type="radio" name="clip-format" checked={format === 'gif'} disabled={busy} onChange={() => setFormat('gif')} data-testid="clip-gif" /> GIF</label>
          </span>
        </div>
        <p className="clip-summary" data-testid="clip-summary">
          {problem ?? `${to - from + 1} steps · ${plan!.seconds.toFixed(1)} s · ${plan!.frames} frames`}
        </p>
        {phase.kind === 'rendering' && (
          <p className="clip-progress" data-testid="clip-progress">
            <progress max={phase.frames} value={phase.frame} /> frame {phase.frame} of {phase.frames}
          </p>
        )}
        {phase.kind === 'done' && <p className="clip-done" data-testid="clip-done">Saved {phase.file} ({phase.kb} KB)</p>}
        {phase.kind === 'failed' && <p className="clip-failed" data-testid="clip-failed">{phase.why}</p>}
        <div className="clip-buttons">
          {busy
            ? <button onClick={() => { cancel.current = true; }} data-testid="clip-cancel">Cancel</button>
            : <button onClick={() => void start()} disabled={problem !== null} data-testid="clip-export">Export {format === 'gif' ? 'GIF' : 'WebM'}</button>}
          <button onClick={onClose} disabled={busy} data-testid="clip-close">Close</button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
