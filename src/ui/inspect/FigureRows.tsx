/**
 * The position editor's figure rows (issue 17 §3, issue 32 items 1 and 8): each figure's square
 * (typed, or dragged in the chamber), HP, and for a soldier its facing, XP with the skills it
 * unlocks, brace, and overwatch with its weapon and reserved AP: everything of a figure that
 * changes a verdict or the odds, so nothing the ruling reads is hidden.
 */
import { useState } from 'react';
import { FACINGS, type Facing, type SoldierName } from '../../engine/state/types';
import { KIT_RULESET } from '../../engine/ruleset/ruleset';
import { ALIEN_COLOURS, SOLDIER_COLOURS } from '../../scene/palette';
import { skillWords } from '../logText';
import { maxHp, moveFigureTyped, removeFigure, setFacing, setHp, type FigureKey } from './edit';
import { MAX_RESERVE, overwatchWeapons, setBraced, setOverwatch, setReserve, setXp, skillsAt, type OverwatchWeapon } from './tokens';
import { editPosition } from './session';
import type { Position } from './position';

/** A figure's square, typed: Enter or leaving the field moves it there; a refusal is the editor's one line. */
function SquareField({ figure, at }: { figure: FigureKey; at: string }) {
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    if (typed.trim().toUpperCase() !== at) editPosition((p) => moveFigureTyped(p, figure, typed));
    setTyped(null);
  };
  return (
    <input className="square" value={typed ?? at} size={3} aria-label={`${figure} square`} data-square={figure} title="type a square and press Enter to move the figure there"
      onChange={(e) => setTyped(e.target.value)} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); if (e.key === 'Escape') setTyped(null); }} />
  );
}

function HpField({ position, figure, hp, label }: { position: Position; figure: FigureKey; hp: number | undefined; label: string }) {
  return (
    <input type="number" min={0} max={maxHp(position, figure)} value={hp ?? maxHp(position, figure)} aria-label={`${label} HP`} data-hp={figure} title="HP"
      onChange={(e) => editPosition((p) => setHp(p, figure, Number(e.target.value)))} />
  );
}

const Remove = ({ figure, label }: { figure: FigureKey; label: string }) => (
  <button title={`remove ${label}`} onClick={() => editPosition((p) => removeFigure(p, figure))}>×</button>
);

type Soldier = Position['soldiers'][number];

/** The soldier's tokens and progress: what changes the odds besides the squares (RULINGS A1, O2; kit 02). */
function SoldierTokens({ s }: { s: Soldier }) {
  const name: SoldierName = s.name;
  const xp = s.xp ?? 0;
  const skills = skillsAt(name, xp);
  const weapons = overwatchWeapons(name);
  return (
    <tr className="tokens" data-tokens={name}>
      <td colSpan={5}>
        <div className="line">
          <label title={`XP 0-${KIT_RULESET.xp.cap}: every rank whose threshold (${KIT_RULESET.xp.thresholds.join(', ')}) is reached is in effect (kit 02)`}>XP <input type="number" min={0} max={KIT_RULESET.xp.cap} value={xp} data-xp={name} aria-label={`${name} XP`}
            onChange={(e) => editPosition((p) => setXp(p, name, Number(e.target.value)))} /></label>
          <label title={`braced: +${KIT_RULESET.brace.accuracy} ranged accuracy (RULINGS A1)`}><input type="checkbox" checked={s.braced ?? false} data-braced={name}
            onChange={(e) => editPosition((p) => setBraced(p, name, e.target.checked))} />brace</label>
        </div>
        <div className="line">
          <label title="overwatch token and its weapon (RULINGS O2)">overwatch <select value={s.overwatch ?? ''} aria-label={`${name} overwatch`} data-overwatch={name}
            onChange={(e) => editPosition((p) => setOverwatch(p, name, (e.target.value || null) as OverwatchWeapon | null))}>
            <option value="">none</option>
            {weapons.map((w) => <option key={w} value={w}>{KIT_RULESET.weapons[w].name.toLowerCase()}</option>)}
          </select></label>
          {s.overwatch && <label title={`AP reserved for the reaction: the ${KIT_RULESET.weapons[s.overwatch].name.toLowerCase()} fires for ${KIT_RULESET.weapons[s.overwatch].ap} (RULINGS O2)`}>reserve <input type="number" min={0} max={MAX_RESERVE} value={s.reserved ?? 0} data-reserve={name} aria-label={`${name} reserved AP`}
            onChange={(e) => editPosition((p) => setReserve(p, name, Number(e.target.value)))} /> AP</label>}
        </div>
        <div className="skills muted" data-skills={name} title="skills in effect at this XP (kit 02)">{skills.map(skillWords).join(' · ')}</div>
      </td>
    </tr>
  );
}

export function SoldierRows({ position, s }: { position: Position; s: Soldier }) {
  return (
    <>
      <tr data-figure={s.name}>
        <td><i className="dot" style={{ background: SOLDIER_COLOURS[s.name] }} />{s.name}</td>
        <td><SquareField figure={s.name} at={s.at} /></td>
        <td><select value={s.facing} aria-label={`${s.name} facing`} data-facing={s.name} title="facing (RULINGS S6)" onChange={(e) => editPosition((p) => setFacing(p, s.name, e.target.value as Facing))}>
          {FACINGS.map((f) => <option key={f} value={f}>{f}</option>)}</select></td>
        <td><HpField position={position} figure={s.name} hp={s.hp} label={s.name} /></td>
        <td><Remove figure={s.name} label={s.name} /></td>
      </tr>
      <SoldierTokens s={s} />
    </>
  );
}

type Alien = Position['aliens'][number];

export function AlienRow({ position, a }: { position: Position; a: Alien }) {
  const key: FigureKey = `alien${a.contact}`;
  const label = `${a.kind} ${a.contact}`;
  return (
    <tr data-figure={key}>
      <td><i className="dot" style={{ background: ALIEN_COLOURS[a.kind] }} />{label}</td>
      <td><SquareField figure={key} at={a.at} /></td>
      <td />
      <td><HpField position={position} figure={key} hp={a.hp} label={label} /></td>
      <td><Remove figure={key} label={label} /></td>
    </tr>
  );
}
