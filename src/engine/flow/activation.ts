/**
 * A soldier's activation (kit 05 §1-§9, kit 02 skills): starting it, carrying out one legal
 * decision, and ending it. Legality is checked before these run (legality/).
 */
import { closedDoors, openedDoors } from '../mission/doors';
import { passLog, takeLog } from '../mission/log';
import { useConsole } from '../mission/consoles';
import { soldierOf } from '../state/figures';
import { apCostOf } from '../legality';
import { meleeWeaponOf, rangedWeaponOf } from '../combat/soldier-weapons';
import { canUseOnce, hasSkill, markUsed } from './progression';
import { startAttack } from '../combat/attack';
import { readySoldiers, toPhase } from '../variants/alternation';
import { turnOrderOf } from './turn-order';
import type { Decision, SoldierName, SoldierState, Square } from '../state/types';
import type { Tx } from '../state/tx';

export function startActivation(tx: Tx, name: SoldierName): void {
  tx.soldier(name, { usedThisActivation: [] }); // once-per-activation tokens clear (kit 02)
  tx.set({ activeSoldier: name, breachAdvanceReady: false });
  tx.emit({ type: 'activation.started', figure: name });
}

/** Soldiers who may still activate this round (kit 05 §1; revived ones wait, §9). */
export function soldiersToActivate(tx: Tx): SoldierState[] {
  return readySoldiers(tx.state);
}

export function endActivation(tx: Tx, name: SoldierName, reason: 'pass' | 'overwatch' | 'noAp' | 'noAction' | 'counteract'): void {
  const s = soldierOf(tx.state, name)!;
  // Unused AP is lost; only marked overwatch reserves stay (kit 01 ROUND). A Counteract is done for the round (AA4).
  tx.soldier(name, { activated: true, ap: 0, usedThisActivation: s.usedThisActivation, ...(s.counteract ? { counteract: 'done' as const } : {}) });
  tx.set({ activeSoldier: null, breachAdvanceReady: false });
  tx.emit({ type: 'activation.ended', figure: name, reason });
  // The game's turn order says what comes next (flow/turn-order.ts): the kit's alien phase once
  // every soldier has acted, the round's end in Scenario B, the next alien's turn under AA2.
  const next = turnOrderOf(tx.state).afterSoldier(tx.state);
  if (next) toPhase(tx, next);
}

function step(tx: Tx, s: SoldierState, to: Square, ap: number, skill?: 'quickStep' | 'breachAndAdvance'): void {
  const cur = soldierOf(tx.state, s.id)!;
  tx.soldier(s.id, { at: to, ap: cur.ap - ap, braced: false });
  tx.emit({ type: 'figure.moved', figure: s.id, from: cur.at, to, ap, ...(skill ? { skill } : {}) });
  if (cur.braced) tx.emit({ type: 'brace.removed', figure: s.id, reason: 'moved' }); // kit 05 §6
}

/** Carries out one legal activation decision for the active soldier. */
export function applyActivationDecision(tx: Tx, s: SoldierState, d: Decision): void {
  const { ruleset } = tx.state;
  // What the decision costs, asked before it changes anything (a door's cost depends on whether it is open).
  const ap = apCostOf(tx.state, s, d)?.spent ?? 0;
  if (d.type !== 'breachAdvance' && d.type !== 'turn') tx.set({ breachAdvanceReady: false });
  switch (d.type) {
    case 'move': return step(tx, s, d.to, ap);
    case 'quickStep':
      markUsed(tx, s.id, 'quickStep');
      for (const sq of d.path) step(tx, s, sq, 0, 'quickStep');
      return;
    case 'breachAdvance':
      tx.set({ breachAdvanceReady: false });
      return step(tx, s, d.to, 0, 'breachAndAdvance');
    case 'turn':
      tx.soldier(s.id, { facing: d.facing, ap: s.ap - ap });
      tx.emit({ type: 'figure.turned', figure: s.id, facing: d.facing });
      return;
    case 'door': {
      const open = tx.state.openDoors.includes(d.at);
      if (open) {
        tx.set({ openDoors: closedDoors(tx.state, d.at) }); // the whole assembly (docs/scenarios.md SC-D1)
        tx.soldier(s.id, { ap: s.ap - ap });
        tx.emit({ type: 'door.closed', figure: s.id, at: d.at, ap });
        return;
      }
      const breach = canUseOnce(s, 'breachLead');
      if (breach) markUsed(tx, s.id, 'breachLead');
      tx.set({ openDoors: openedDoors(tx.state, d.at), breachAdvanceReady: breach && hasSkill(s, 'breachAndAdvance') });
      tx.soldier(s.id, { ap: s.ap - ap });
      tx.emit({ type: 'door.opened', figure: s.id, at: d.at, ap, ...(breach ? { skill: 'breachLead' as const } : {}) });
      return;
    }
    case 'fire': {
      const weapon = rangedWeaponOf(tx.state, s, d.weapon)!;
      tx.soldier(s.id, { ap: s.ap - ap });
      startAttack(tx, { attacker: s.id, target: d.target, weapon, ap, reaction: false, sustainedFire: d.sustainedFire ?? false });
      return;
    }
    case 'melee': {
      tx.soldier(s.id, { ap: s.ap - ap });
      startAttack(tx, { attacker: s.id, target: d.target, weapon: meleeWeaponOf(tx.state, s)!, ap, reaction: false });
      return;
    }
    case 'brace': {
      tx.soldier(s.id, { ap: s.ap - ap, braced: true });
      tx.emit({ type: 'brace.placed', figure: s.id, ap });
      return;
    }
    case 'overwatch': {
      const weapon = rangedWeaponOf(tx.state, s, d.weapon)!;
      const { reserved } = apCostOf(tx.state, s, d)!; // every remaining AP is held for reactions
      tx.soldier(s.id, { overwatch: weapon, reservedAp: reserved, ap: 0 });
      tx.emit({ type: 'overwatch.entered', figure: s.id, weapon, reserved });
      endActivation(tx, s.id, 'overwatch'); // entering overwatch ends the activation (kit 05 §7)
      return;
    }
    case 'mark':
      markUsed(tx, s.id, 'spotter');
      tx.set({ spotterMark: d.target });
      tx.emit({ type: 'spotter.marked', figure: s.id, target: d.target });
      return;
    case 'medkit': return useMedkit(tx, s, d.target, ap);
    case 'fieldCare': {
      const t = soldierOf(tx.state, d.target)!;
      const heal = hasSkill(s, 'traumaSpecialist') ? ruleset.fieldCare.healTrauma : ruleset.fieldCare.heal;
      const amount = Math.min(heal, ruleset.soldiers[t.id].hp - t.hp);
      markUsed(tx, s.id, 'fieldCare');
      tx.soldier(s.id, { ap: soldierOf(tx.state, s.id)!.ap - ap });
      tx.soldier(t.id, { hp: soldierOf(tx.state, t.id)!.hp + amount });
      tx.emit({ type: 'healed', figure: s.id, target: t.id, amount, ap, skill: 'fieldCare' });
      return;
    }
    case 'trade': {
      const to = soldierOf(tx.state, d.to)!;
      const items = [...s.items];
      items.splice(items.indexOf(d.item), 1);
      tx.soldier(s.id, { items, ap: s.ap - ap });
      tx.soldier(to.id, { items: [...to.items, d.item] });
      tx.emit({ type: 'item.traded', figure: s.id, to: to.id, item: d.item, ap });
      return;
    }
    case 'secureLog': return takeLog(tx, s, ap);
    case 'passLog': return passLog(tx, s, d.to, ap);
    case 'interact': return useConsole(tx, s, d.at, ap);
    case 'pass':
      endActivation(tx, s.id, 'pass');
      return;
    default:
      throw new Error(`not an activation decision: ${d.type}`);
  }
}

/** Medkit (kit 05 §9): heal 3 capped, or revive a downed soldier to 2 (3 with Trauma Specialist). */
function useMedkit(tx: Tx, s: SoldierState, target: SoldierName, ap: number): void {
  const { ruleset } = tx.state;
  const items = [...s.items];
  items.splice(items.indexOf('medkit'), 1);
  tx.soldier(s.id, { items, ap: s.ap - ap });
  const t = soldierOf(tx.state, target)!;
  if (t.hp === 0) {
    const hp = hasSkill(s, 'traumaSpecialist') ? ruleset.medkit.reviveTrauma : ruleset.medkit.revive;
    // A revived soldier acts next round; revival refreshes no AP or tokens.
    tx.soldier(t.id, { hp, revivedThisRound: true, ap: 0 });
    tx.emit({ type: 'revived', figure: s.id, target: t.id, hp, ap });
    return;
  }
  const amount = Math.min(ruleset.medkit.heal, ruleset.soldiers[t.id].hp - t.hp);
  tx.soldier(t.id, { hp: t.hp + amount });
  tx.emit({ type: 'healed', figure: s.id, target: t.id, amount, ap, item: 'medkit' });
}
