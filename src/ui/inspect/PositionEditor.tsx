/**
 * The position editor (issue 17 §3): doors, soldiers (facing, HP) and aliens (HP), added and
 * removed; figures are dragged in the chamber itself. Saves and loads the custom position format
 * (`chamber alien-decision --position` reads the same file); a bad file is the loader's one line.
 */
import { useRef } from 'react';
import { doorSquares } from '../../engine/board';
import { FACINGS, SOLDIER_NAMES, type Facing, type SoldierName } from '../../engine/types';
import { ALIEN_COLOURS, SOLDIER_COLOURS } from '../../scene/palette';
import { saveText } from '../download';
import { errorWords } from '../errorWords';
import { addAlien, addSoldier, maxHp, removeFigure, setFacing, setHp, toggleDoor } from './edit';
import { positionFromText, positionText } from './position';
import { editPosition, loadPosition, setMessage } from './session';
import { useInspect } from './store';

export function PositionEditor() {
  const position = useInspect((s) => s.position);
  const state = useInspect((s) => s.state);
  const file = useRef<HTMLInputElement>(null);
  const missing = SOLDIER_NAMES.filter((n) => !position.soldiers.some((s) => s.name === n));
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    try {
      loadPosition(positionFromText(await f.text()));
    } catch (err) {
      setMessage(`${f.name}: ${errorWords(err)}`);
    }
    if (file.current) file.current.value = '';
  };
  return (
    <div className="inspect-editor" data-testid="inspect-editor">
      <div className="row"><b>Position</b>
        <button data-testid="inspect-save" onClick={() => saveText('chamber-position.json', positionText(position), 'application/json')} title="the custom position format (chamber alien-decision --position)">Save</button>
        <button onClick={() => file.current?.click()}>Load…</button>
        <input ref={file} type="file" accept=".json,application/json" hidden data-testid="inspect-load" onChange={(e) => void onFile(e.target.files?.[0])} />
      </div>
      <div className="row">Doors: {doorSquares(state.board).map((d) => (
        <label key={d}><input type="checkbox" data-door={d} checked={position.open.includes(d)} onChange={() => editPosition((p) => toggleDoor(p, d))} />{d} open</label>
      ))}</div>
      <div className="muted">Drag a figure in the chamber to move it.</div>
      <table className="figures"><tbody>
        {position.soldiers.map((s) => (
          <tr key={s.name} data-figure={s.name}>
            <td><i className="dot" style={{ background: SOLDIER_COLOURS[s.name] }} />{s.name}</td>
            <td>{s.at}</td>
            <td><select value={s.facing} aria-label={`${s.name} facing`} data-facing={s.name} onChange={(e) => editPosition((p) => setFacing(p, s.name, e.target.value as Facing))}>
              {FACINGS.map((f) => <option key={f} value={f}>{f}</option>)}</select></td>
            <td><input type="number" min={0} max={maxHp(position, s.name)} value={s.hp ?? maxHp(position, s.name)} aria-label={`${s.name} HP`} data-hp={s.name}
              onChange={(e) => editPosition((p) => setHp(p, s.name, Number(e.target.value)))} /></td>
            <td><button title={`remove ${s.name}`} onClick={() => editPosition((p) => removeFigure(p, s.name))}>×</button></td>
          </tr>
        ))}
        {position.aliens.map((a) => (
          <tr key={a.contact} data-figure={`alien${a.contact}`}>
            <td><i className="dot" style={{ background: ALIEN_COLOURS[a.kind] }} />{a.kind} {a.contact}</td>
            <td>{a.at}</td>
            <td />
            <td><input type="number" min={0} max={maxHp(position, `alien${a.contact}`)} value={a.hp ?? maxHp(position, `alien${a.contact}`)} aria-label={`${a.kind} ${a.contact} HP`} data-hp={`alien${a.contact}`}
              onChange={(e) => editPosition((p) => setHp(p, `alien${a.contact}`, Number(e.target.value)))} /></td>
            <td><button title={`remove ${a.kind} ${a.contact}`} onClick={() => editPosition((p) => removeFigure(p, `alien${a.contact}`))}>×</button></td>
          </tr>
        ))}
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
