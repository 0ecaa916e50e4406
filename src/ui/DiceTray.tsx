/**
 * Every die of the current transition as rolled (RULINGS D1): attack dice, luck dice in the kit's
 * distinct colour (kit 07), damage dice, rerolls; each die pops in turn, and a row's outcome
 * (hit, miss, damage) shows only once its last die has landed. A die offered for an optional
 * reroll (RULINGS A5) shows too, while the game waits for the answer.
 */
import type { DieRoll, GameEvent } from '../engine/state/types';
import { DIE_COLOURS } from '../scene/palette';
import { skillWords } from './logText';

/** Seconds between one die popping in and the next. */
const DIE_STEP = 0.12;

const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [0, 2], [2, 0], [2, 2]],
  5: [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2]], 6: [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
};

export function Die({ roll, delay }: { roll: DieRoll; delay: number }) {
  const c = DIE_COLOURS[roll.purpose];
  return (
    <span className="die" style={{ background: c.face, animationDelay: `${delay}s` }} title={`${roll.purpose} ${roll.value}`} data-die={roll.purpose}>
      {(PIPS[roll.value] ?? []).map(([r, col], i) => (
        <i key={i} style={{ background: c.pip, top: `${18 + r * 32}%`, left: `${18 + col * 32}%` }} />
      ))}
    </span>
  );
}

export function DiceTray({ events }: { events: readonly GameEvent[] }) {
  const rows: { label: string; dice: readonly DieRoll[]; note: string }[] = [];
  for (const e of events) {
    if (e.type === 'shot.rolled') rows.push({ label: `shot ${e.shot + 1}`, dice: e.dice, note: e.hit ? 'HIT' : 'miss' });
    if (e.type === 'damage.rolled') rows.push({ label: 'damage', dice: e.dice, note: e.deflected ? 'deflected' : `−${e.hpRemoved} HP` });
    if (e.type === 'reroll.offered') {
      rows.push({ label: e.die === 'damage' ? 'damage' : 'failed', dice: [{ purpose: e.die, value: e.value }], note: `${skillWords(e.skill)}: reroll?` });
    }
  }
  if (rows.length === 0) return null;
  let n = 0;
  return (
    <div className="dice-tray" data-testid="dice">
      {rows.map((r, i) => (
        <div key={i} className="dice-row">
          <span className="dl">{r.label}</span>
          {r.dice.map((d, j) => <Die key={j} roll={d} delay={(n++) * DIE_STEP} />)}
          <span className={`dn ${r.note === 'HIT' || r.note.startsWith('−') ? 'good' : ''}`} style={{ animationDelay: `${n * DIE_STEP + 0.2}s` }}>{r.note}</span>
        </div>
      ))}
      <div className="dice-key">
        {(['attack', 'luck', 'damage', 'reroll'] as const).map((p) => (
          <span key={p}><span className="swatch" style={{ background: DIE_COLOURS[p].face }} />{p}</span>
        ))}
      </div>
    </div>
  );
}
