/**
 * The exact odds of attacking the hovered alien with the active soldier, with the weapon a click
 * would attack with (engine odds: fraction.js values as "p/q" and percent): per shot, at least one
 * hit, kill chance, expected damage, and the accuracy breakdown term by term; the same again with
 * the optional rerolls the soldier may still take. When the attack is not legal now, the engine's
 * reason says why (not visible, engaged, too few AP).
 */
import { clickAttack } from './clickAttack';
import { attackOddsInGame, fractionString, percentString, type SoldierAttackOdds } from '../../engine/combat/odds';
import { sightVerdict } from '../../engine/sight';
import type { GameState } from '../../engine/state/types';
import { createPortal } from 'react-dom';
import { useChamber } from '../session/store';
import { errorWords } from '../errorWords';

/** Shown beside the chamber (a portal into the right panel, over the log): hovering never reflows the canvas, and it hides no square. */
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
  const attack = clickAttack(state, me, alien);
  if (!attack) return <div className="odds muted">{me.id} has no weapon to attack {alien.alienKind} {alien.contact} with.</div>;
  const { weapon, ranged, refusal: problem } = attack;
  try {
    const odds = attackOddsInGame(state, me, alien, { weapon });
    const withRerolls = attackOddsInGame(state, me, alien, { weapon, rerolls: true });
    const rerolled = withRerolls.input.accuracyReroll || withRerolls.input.damageReroll;
    return (
      <div className="odds" data-testid="odds">
        <b>{me.id} → {alien.alienKind} {alien.contact}</b> ({odds.weapon}) · {problem ?? (ranged ? `sight: ${sightVerdict(state, me.at, alien.at).reason}` : 'melee: no facing or cover (kit 05 §5)')}
        <table><tbody>
          <Row name="per shot" odds={odds} pick="perShot" />
          <Row name="at least one hit" odds={odds} pick="atLeastOne" />
          <Row name="kill" odds={odds} pick="kill" />
          <tr><td>expected HP removed</td><td>{fractionString(odds.expectedHpRemoved)}</td><td>{odds.expectedHpRemoved.valueOf().toFixed(2)}</td></tr>
          {rerolled && (
            <tr data-testid="odds-rerolls"><td>with the optional reroll</td><td colSpan={2}>
              kill {fractionString(withRerolls.kill)} ({percentString(withRerolls.kill)}) · expected {withRerolls.expectedHpRemoved.valueOf().toFixed(2)}
            </td></tr>
          )}
        </tbody></table>
        <div className="terms">accuracy {odds.accuracy.total} = {odds.accuracy.terms.map((t) => `${t.term}${t.note ? ` (${t.note})` : ''} ${t.value >= 0 ? '+' : ''}${t.value}`).join(' · ')}</div>
      </div>
    );
  } catch (err) {
    return <div className="odds muted">{errorWords(err)}</div>;
  }
}

function Row({ name, odds, pick }: { name: string; odds: SoldierAttackOdds; pick: 'perShot' | 'atLeastOne' | 'kill' }) {
  return <tr><td>{name}</td><td>{fractionString(odds[pick])}</td><td>{percentString(odds[pick])}</td></tr>;
}
