/** The combat log in words up to the cursor; each line jumps the one cursor to its keyframe. */
import { memo, useDeferredValue, useMemo, type MouseEvent } from 'react';
import { chamber, useChamber } from './session/store';
import type { LogLine } from './logText';

/** The log shows the latest lines up to the cursor; older ones are a click on the timeline away. */
const MAX_LINES = 150;
/**
 * A far seek (more than FAR keyframes) draws this many of the newest lines at once (more than the
 * panel shows), the older ones a moment later, out of the seek's way: building 150 new lines was
 * most of a far seek's page work. A step keeps them all (React reuses every keyframe's lines).
 */
const FIRST_LINES = 45;
const FAR = 20;
/** Lines whose moment has a sight ruling to open in Inspect. */
const INSPECTABLE = new Set(['attack.declared', 'overwatch.triggered']);

/** One click handler for the whole log (not one per line): a far seek replaces every line. */
function jumpToLine(e: MouseEvent<HTMLDivElement>) {
  const line = (e.target as HTMLElement).closest<HTMLElement>('[data-entry]');
  if (!line) return;
  // An attack's or an overwatch trigger's "inspect": that moment's ruling in Inspect (issue 17 §6).
  const ask = (e.target as HTMLElement).closest<HTMLElement>('[data-inspect]');
  if (ask) {
    const { entry, kind, nth } = { entry: Number(line.dataset.entry), kind: ask.dataset.inspect!, nth: Number(ask.dataset.nth) };
    void import('./inspect/session').then((m) => m.inspectLogLine(entry, kind, nth));
    return;
  }
  chamber.jumpTo(Number(line.dataset.entry));
}

export function CombatLog() {
  const lines = useChamber((s) => s.lines);
  const cursor = useChamber((s) => s.cursor);
  // React renders first with the cursor it had here, then again with the new one in the background.
  const far = Math.abs(useDeferredValue(cursor) - cursor) > FAR;
  // Walk back from the cursor only as far as needed (seeking stays cheap in long games): the
  // keyframes shown, newest last, the oldest one cut to fit.
  const shown = useMemo(() => {
    const out: { entry: number; lines: readonly LogLine[] }[] = [];
    let room = far ? FIRST_LINES : MAX_LINES;
    for (let i = Math.min(cursor, lines.length - 1); i >= 1 && room > 0; i--) {
      const ls = lines[i];
      if (ls.length === 0) continue;
      out.push({ entry: i, lines: ls.length > room ? ls.slice(ls.length - room) : ls });
      room -= ls.length;
    }
    return out.reverse();
  }, [lines, cursor, far]);
  return (
    // column-reverse keeps the newest line in view without measuring layout on every step
    <div className="log" data-testid="log" onClick={jumpToLine} title="click a line to jump to its step"><div>
      {shown.map((g) => <EntryLines key={g.entry} entry={g.entry} lines={g.lines} now={g.entry === cursor} />)}
    </div></div>
  );
}

/**
 * One keyframe's lines; memoised (a keyframe's lines never change), so a step re-renders only the
 * keyframes whose "now" mark changed, and a far seek reconciles keyframes, not single lines.
 */
const EntryLines = memo(function EntryLines({ entry, lines, now }: { entry: number; lines: readonly LogLine[]; now: boolean }) {
  return (
    <>
      {lines.map((l, j) => (
        <div key={j} className={`line k-${l.kind.replace('.', '-')}${now ? ' now' : ''}`} data-entry={entry}>{l.text}
          {INSPECTABLE.has(l.kind) && <button className="inspect-line" data-inspect={l.kind} data-nth={lines.slice(0, j).filter((x) => x.kind === l.kind).length} title="open this moment's ruling in Inspect">inspect</button>}
        </div>
      ))}
    </>
  );
});
