/**
 * The position editor (issue 17 §3, issue 32 items 1 and 8): doors, the spotter mark, and each
 * figure's row (FigureRows: square, facing, HP, XP and skills, brace, overwatch and reserve),
 * figures added and removed; figures are also dragged in the chamber. Saves and loads the custom
 * position format (`chamber alien-decision --position` reads the same file); a bad file, or one
 * over the CLI's size limit, is one line.
 */
import { useRef } from 'react';
import { doorSquares } from '../../engine/board/board';
import { KIT_RULESET } from '../../engine/ruleset/ruleset';
import { SOLDIER_NAMES, type Board, type SoldierName, type Square } from '../../engine/state/types';
import { saveText } from '../download';
import { errorWords } from '../errorWords';
import { addAlien, addSoldier, toggleDoor } from './edit';
import { AlienRow, SoldierRows } from './FigureRows';
import { positionFileProblem, positionFromText, positionText, type Position } from './position';
import { editPosition, loadPosition, setMessage } from './session';
import { useInspect } from './store';
import { setSpotterMark } from './tokens';

async function readFile(f: File): Promise<void> {
  // Refused by its size before a byte is read: a huge file would freeze the page (issue 38).
  const tooLarge = positionFileProblem(f.name, f.size);
  if (tooLarge) { setMessage(tooLarge); return; }
  try {
    loadPosition(positionFromText(await f.text()));
  } catch (err) {
    setMessage(`${f.name}: ${errorWords(err)}`);
  }
}

export function PositionEditor() {
  const position = useInspect((s) => s.position);
  const state = useInspect((s) => s.state);
  const file = useRef<HTMLInputElement>(null);
  const missing = SOLDIER_NAMES.filter((n) => !position.soldiers.some((s) => s.name === n));
  const onFile = async (f: File | undefined) => {
    if (f) await readFile(f);
    if (file.current) file.current.value = '';
  };
  return (
    <div className="inspect-editor" data-testid="inspect-editor">
      <div className="row"><b>Position</b>
        <button data-testid="inspect-save" onClick={() => saveText('chamber-position.json', positionText(position), 'application/json')} title="the custom position format (chamber alien-decision --position)">Save</button>
        <button onClick={() => file.current?.click()}>Load…</button>
        <input ref={file} type="file" accept=".json,application/json" hidden data-testid="inspect-load" onChange={(e) => void onFile(e.target.files?.[0])} />
      </div>
      <div className="row">Doors: {doorGroups(state.board, position).map(({ squares: [d, ...rest], locked }) => (
        <label key={d} title={locked ? 'a locked door: it does not open or close (SC-D2)' : rest.length ? 'a door assembly: it opens and closes as one (SC-D1)' : undefined}>
          <input type="checkbox" data-door={d} disabled={locked} checked={position.open.includes(d)} onChange={() => editPosition((p) => toggleDoor(p, d))} />
          {[d, ...rest].join('+')} {locked ? 'locked' : 'open'}
        </label>
      ))}</div>
      <div className="row">
        <label title={`Reyes's spotter mark (kit 02 Spotter): +${KIT_RULESET.spotter.accuracy} ranged accuracy for the next other soldier attacking that alien`}>Spotter mark{' '}
          <select value={position.spotterMark ?? ''} data-testid="inspect-spotter" onChange={(e) => editPosition((p) => setSpotterMark(p, e.target.value ? Number(e.target.value) : null))}>
            <option value="">none</option>
            {position.aliens.filter((a) => (a.hp ?? 1) > 0).map((a) => <option key={a.contact} value={a.contact}>{a.kind} {a.contact}</option>)}
          </select></label>
      </div>
      <div className="muted">Drag a figure in the chamber (press anywhere on its square), or type its square in its row.</div>
      <table className="figures"><tbody>
        {position.soldiers.map((s) => <SoldierRows key={s.name} position={position} s={s} />)}
        {position.aliens.map((a) => <AlienRow key={a.contact} position={position} a={a} />)}
      </tbody></table>
      <div className="row">
        <select value="" aria-label="add a soldier" data-testid="inspect-add-soldier" disabled={!missing.length} onChange={(e) => editPosition((p) => addSoldier(p, e.target.value as SoldierName))}>
          <option value="">+ soldier…</option>
          {missing.map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
        <button data-testid="inspect-add-worker" onClick={() => editPosition((p) => addAlien(p, 'worker'))}>+ worker</button>
        <button onClick={() => editPosition((p) => addAlien(p, 'warrior'))}>+ warrior</button>
      </div>
    </div>
  );
}

/** The doors as the editor toggles them: one box for each assembly (SC-D1), a locked one fixed (SC-D2). */
function doorGroups(board: Board, position: Position): { squares: Square[]; locked: boolean }[] {
  const seen = new Set<string>();
  const out: { squares: Square[]; locked: boolean }[] = [];
  for (const d of doorSquares(board)) {
    if (seen.has(d)) continue;
    // A position's squares are its board's names (the loader checked them), so Squares here.
    const squares = (position.mission?.assemblies.find((a) => a.includes(d)) ?? [d]) as Square[];
    squares.forEach((sq) => seen.add(sq));
    out.push({ squares, locked: squares.some((sq) => position.mission?.locked.includes(sq)) });
  }
  return out;
}
