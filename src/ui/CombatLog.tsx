/** The combat log in words up to the cursor; each line jumps the one cursor to its keyframe. */
import { memo, useMemo } from 'react';
import { useChamber } from './store';

/** The log shows the latest lines up to the cursor; older ones are a click on the timeline away. */
const MAX_LINES = 150;

export function CombatLog() {
  const lines = useChamber((s) => s.lines);
  const cursor = useChamber((s) => s.cursor);
  const shown = useMemo(() => {
    // Walk back from the cursor only as far as needed (seeking stays cheap in long games).
    const out = [] as { entry: number; text: string; kind: string; key: string }[];
    for (let i = Math.min(cursor, lines.length - 1); i >= 1 && out.length < MAX_LINES; i--) {
      const ls = lines[i];
      for (let j = ls.length - 1; j >= 0 && out.length < MAX_LINES; j--) out.push({ ...ls[j], key: `${i}.${j}` });
    }
    return out.reverse();
  }, [lines, cursor]);
  return (
    // column-reverse keeps the newest line in view without measuring layout on every step
    <div className="log" data-testid="log"><div>
      {shown.map((l) => <Line key={l.key} entry={l.entry} text={l.text} kind={l.kind} now={l.entry === cursor} />)}
    </div></div>
  );
}

/** One log line; memoised so a step re-renders only the lines whose "now" mark changed. */
const Line = memo(function Line({ entry, text, kind, now }: { entry: number; text: string; kind: string; now: boolean }) {
  return (
    <div className={`line k-${kind.replace('.', '-')}${now ? ' now' : ''}`}
      onClick={() => { const s = useChamber.getState(); s.set({ playing: false }); s.seek(entry); }} title={`jump to step ${entry}`}>
      {text}
    </div>
  );
});
