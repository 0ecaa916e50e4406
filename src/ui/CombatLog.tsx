/** The combat log in words up to the cursor; each line jumps the one cursor to its keyframe. */
import { useMemo } from 'react';
import { useChamber } from './store';

/** The log shows the latest lines up to the cursor; older ones are a click on the timeline away. */
const MAX_LINES = 150;

export function CombatLog() {
  const lines = useChamber((s) => s.lines);
  const cursor = useChamber((s) => s.cursor);
  const seek = useChamber((s) => s.seek);
  const set = useChamber((s) => s.set);
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
      {shown.map((l) => (
        <div key={l.key} className={`line k-${l.kind.replace('.', '-')}${l.entry === cursor ? ' now' : ''}`}
          onClick={() => { set({ playing: false }); seek(l.entry); }} title={`jump to step ${l.entry}`}>
          {l.text}
        </div>
      ))}
    </div></div>
  );
}
