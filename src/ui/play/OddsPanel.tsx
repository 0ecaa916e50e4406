/**
 * The exact odds of attacking the hovered alien with the active soldier (engine odds: fraction.js
 * values as "p/q" and percent): per shot, at least one hit, kill chance, expected damage, and the
 * accuracy breakdown term by term. Also the sight verdict's reason when the alien cannot be seen.
 */
import { soldierAttackOdds } from '../../engine/odds';
import { sightVerdict } from '../../engine/sight';
import { isOrthogonallyAdjacent } from '../../engine/board';
import { coverAt, coverName } from '../../engine/cover';
import type { GameState } from '../../engine/types';
import { createPortal } from 'react-dom';
import { useChamber } from '../store';
import type Fraction from 'fraction.js';

export function fractionText(f: Fraction): string {
  const s = f.toFraction();
  return s.includes('/') ? s : `${s}/1`;
}

function pct(f: Fraction): string {
  return `${(f.valueOf() * 100).toFixed(2)}%`;
}

/** Shown over the chamber (a portal into the stage), so hovering never reflows the canvas. */
export function OddsPanel({ state }: { state: GameState }) {
  const slot = typeof document !== 'undefined' ? document.getElementById('odds-slot') : null;
  const panel = <OddsBody state={state} />;
  return slot ? createPortal(panel, slot) : panel;
}

function OddsBody({ state }: { state: GameState }) {
  const hover = useChamber((s) => s.hoverFigure);
  const me = state.soldiers.find((s) => s.id === state.activeSoldier);
  const alien = state.aliens.find((a) => a.id === hover && a.hp > 0);
  if (!me || !alien) return <div className="odds muted">Hover an alien for the odds.</div>;
  const verdict = sightVerdict(state, me.at, alien.at);
  const adjacent = isOrthogonallyAdjacent(me.at, alien.at);
  try {
    const odds = soldierAttackOdds(state.ruleset, {
      attacker: me.id, target: alien.alienKind, cover: coverName(coverAt(state.board, alien.at)), brace: me.braced, adjacent,
      spotted: state.spotterMark === alien.id, skills: me.skills, targetHp: alien.hp,
    });
    return (
      <div className="odds" data-testid="odds">
        <b>{me.id} → {alien.alienKind} {alien.contact}</b> ({odds.weapon}) · sight: {verdict.reason}
        <table><tbody>
          <tr><td>per shot</td><td>{fractionText(odds.perShot)}</td><td>{pct(odds.perShot)}</td></tr>
          <tr><td>at least one hit</td><td>{fractionText(odds.atLeastOne)}</td><td>{pct(odds.atLeastOne)}</td></tr>
          <tr><td>kill</td><td>{fractionText(odds.kill)}</td><td>{pct(odds.kill)}</td></tr>
          <tr><td>expected HP removed</td><td>{fractionText(odds.expectedHpRemoved)}</td><td>{odds.expectedHpRemoved.valueOf().toFixed(2)}</td></tr>
        </tbody></table>
        <div className="terms">accuracy {odds.accuracy.total} = {odds.accuracy.terms.map((t) => `${t.term}${t.note ? ` (${t.note})` : ''} ${t.value >= 0 ? '+' : ''}${t.value}`).join(' · ')}</div>
      </div>
    );
  } catch (err) {
    return <div className="odds muted">{(err as Error).message}</div>;
  }
}
