/**
 * What a hit does to its target (kit 01 RECOVERY, kit 05 §9, RULINGS M2, R3): HP loss applied
 * immediately; a soldier at 0 HP is downed (brace, overwatch and reserves cancelled); an alien at
 * 0 HP is killed and removed, its kill XP going to the soldier who dealt the killing damage.
 */
import { alienOf, hasLivingAlien, isSoldierName, soldierOf } from '../state/figures';
import { gainXp } from '../flow/progression';
import { dropLogIfCarried } from '../mission/log';
import { scenarioRules } from '../setup/scenarios';
import type { FigureId } from '../state/types';
import type { Tx } from '../state/tx';

/** Removes `hp` (already capped at the target's HP) and handles a down or a kill. */
export function applyHit(tx: Tx, attacker: FigureId, target: FigureId, hp: number): void {
  if (hp <= 0) return;
  if (isSoldierName(target)) {
    const s = soldierOf(tx.state, target)!;
    const left = s.hp - hp;
    tx.soldier(target, { hp: left });
    if (left > 0) return;
    if (s.braced) tx.emit({ type: 'brace.removed', figure: target, reason: 'downed' });
    tx.soldier(target, { braced: false, overwatch: null, reservedAp: 0, ap: 0 });
    tx.emit({ type: 'figure.downed', figure: target, by: attacker });
    dropLogIfCarried(tx, s); // kit 05 §8: the log drops in the carrier's square (SC-L4)
    return;
  }
  const alien = alienOf(tx.state, target)!;
  const left = alien.hp - hp;
  tx.alien(target, { hp: left, ap: left > 0 ? alien.ap : 0 });
  if (left > 0) return;
  tx.emit({ type: 'alien.killed', figure: target, by: attacker });
  if (tx.state.spotterMark === target) tx.set({ spotterMark: null });
  if (isSoldierName(attacker)) {
    const killer = soldierOf(tx.state, attacker)!;
    tx.soldier(attacker, { kills: killer.kills + 1 });
    gainXp(tx, attacker, tx.state.ruleset.aliens[alien.alienKind].xp, 'kill');
  }
  awardClearChamber(tx);
}

/** The clear-chamber objective: every soldier, downed ones included, 1 XP once (kit 04 A, R3). */
function awardClearChamber(tx: Tx): void {
  if (tx.state.objectiveAwarded || hasLivingAlien(tx.state)) return;
  if (!scenarioRules(tx.state.scenario).aliensAct) return; // kit 04 B: a measurement, no objective
  tx.set({ objectiveAwarded: true });
  for (const s of tx.state.soldiers) gainXp(tx, s.id, tx.state.ruleset.xp.objective, 'objective');
}
