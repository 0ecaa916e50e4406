/**
 * Resolving one attack with dice (kit 01 ATTACK, kit 05 §4-§5, RULINGS A1-A5): the accuracy with
 * its named terms, each shot on its own, Blind Luck, damage against natural + worn armour, point
 * blank doubling, deflection, overkill kept apart, remaining shots spent after a kill, and the
 * optional rerolls that pause the attack for a decision.
 */
import { accuracyFor } from './accuracy';
import { isOrthogonallyAdjacent } from '../board/board';
import { coverAt } from './cover';
import { figureOf, isSoldierName, soldierOf } from '../state/figures';
import { applyHit } from './casualties';
import { canUseOnce, hasSkill, markUsed } from '../flow/progression';
import type { AttackInProgress, DieRoll, FigureId, GameState, SoldierState, WeaponId } from '../state/types';
import type { Tx } from '../state/tx';

export interface AttackOrder {
  readonly attacker: FigureId;
  readonly target: FigureId;
  readonly weapon: WeaponId;
  readonly ap: number;
  readonly reaction: boolean;
  readonly sustainedFire?: boolean;
}

/** Damage reduction of a figure: natural armour + its one worn armour (kit 03). */
export function armourOf(state: GameState, id: FigureId): number {
  const { ruleset } = state;
  const f = figureOf(state, id);
  if (!f) return 0;
  if (f.kind === 'soldier') {
    return ruleset.soldiers[f.id].naturalArmour + (f.armour ? ruleset.armour[f.armour].reduction : 0);
  }
  const card = ruleset.aliens[f.alienKind];
  return card.naturalArmour + (card.armour ? ruleset.armour[card.armour].reduction : 0);
}

/** The accuracy of an attack as the engine will roll it, with every term named (RULINGS A1). */
export function attackAccuracy(state: GameState, order: Pick<AttackOrder, 'attacker' | 'target' | 'weapon'>) {
  const { ruleset } = state;
  const attacker = figureOf(state, order.attacker)!;
  const target = figureOf(state, order.target)!;
  const weapon = ruleset.weapons[order.weapon];
  const soldier = attacker.kind === 'soldier' ? attacker : null;
  return accuracyFor(ruleset, {
    base: soldier ? ruleset.soldiers[soldier.id].accuracy : ruleset.aliens[(attacker as { alienKind: 'worker' | 'warrior' }).alienKind].accuracy,
    skills: soldier ? soldier.skills : [],
    weapon,
    cover: coverAt(state.board, target.at),
    braced: soldier?.braced ?? false,
    spotted: isSpotted(state, order.attacker, order.target, order.weapon),
  });
}

/** Spotter (kit 02): the next ranged attack by a soldier other than the marker gains +1. */
export function isSpotted(state: GameState, attacker: FigureId, target: FigureId, weapon: WeaponId): boolean {
  return state.spotterMark === target && attacker !== 'Reyes' && isSoldierName(attacker) && state.ruleset.weapons[weapon].ranged;
}

/** Declares and pays for an attack, then rolls it as far as it goes (to the end or a pause). */
export function startAttack(tx: Tx, order: AttackOrder): void {
  const { state } = tx;
  const { ruleset } = state;
  const weapon = ruleset.weapons[order.weapon];
  const attacker = figureOf(state, order.attacker)!;
  const target = figureOf(state, order.target)!;
  const accuracy = attackAccuracy(state, order);
  const pointBlank = weapon.pointBlankDoubles && isOrthogonallyAdjacent(attacker.at, target.at);
  const soldier = attacker.kind === 'soldier' ? attacker : null;
  const penetration = soldier && order.weapon === 'sniper' && hasSkill(soldier, 'armourHunter') ? ruleset.armourHunterPenetration : 0;
  const shots = order.sustainedFire ? ruleset.sustainedFireShots : weapon.shots;
  tx.emit({
    type: 'attack.declared', attacker: order.attacker, target: order.target, weapon: order.weapon, ap: order.ap,
    shots, accuracy: accuracy.total, terms: accuracy.terms, reaction: order.reaction, pointBlank,
    ...(order.sustainedFire ? { sustainedFire: true } : {}),
  });
  if (isSpotted(state, order.attacker, order.target, order.weapon)) tx.set({ spotterMark: null });
  if (order.sustainedFire && soldier) markUsed(tx, soldier.id, 'sustainedFire');
  continueAttack(tx, {
    attacker: order.attacker, target: order.target, weapon: order.weapon, accuracy: accuracy.total,
    shotsTotal: shots, shotIndex: 0, reaction: order.reaction, pointBlank, damageBonus: weapon.damage,
    reduction: Math.max(0, armourOf(state, order.target) - penetration), hits: 0, hpRemoved: 0, damageRolled: 0,
  });
}

/** Resolves the optional reroll the attack paused on (RULINGS A5), then carries on. */
export function resumeAttack(tx: Tx, take: boolean): void {
  const pending = tx.state.pending;
  if (!pending || pending.kind !== 'reroll') throw new Error('no reroll is pending');
  const { attack, skill, soldier } = pending;
  tx.set({ pending: null });
  if (take) markUsed(tx, soldier, skill);
  else tx.emit({ type: 'reroll.declined', soldier, skill });
  const { paused, ...rest } = attack;
  continueAttack(tx, rest, { stage: paused!.stage, dice: paused!.dice, take });
}

interface Resume {
  readonly stage: 'accuracy' | 'damage';
  readonly dice: readonly DieRoll[];
  readonly take: boolean;
}

type ShotOutcome =
  | { readonly kind: 'paused' }
  | { readonly kind: 'done'; readonly hit: boolean; readonly damage: number; readonly removed: number };

const MISS: ShotOutcome = { kind: 'done', hit: false, damage: 0, removed: 0 };

/** Luck dice needed after a successful attack die at this accuracy (kit 01: 1 - accuracy), else 0. */
export function blindLuckNeeds(accuracy: number): number {
  return accuracy >= 1 ? 0 : 1 - accuracy;
}

function continueAttack(tx: Tx, attack: AttackInProgress, resume?: Resume): void {
  let a = attack;
  let r = resume;
  while (a.shotIndex < a.shotsTotal) {
    const target = figureOf(tx.state, a.target);
    if (!target || target.hp <= 0) {
      // A target reduced to 0 HP ends the attack: remaining shots are spent (RULINGS A3).
      tx.emit({ type: 'shot.spent', attacker: a.attacker, target: a.target, shot: a.shotIndex });
      a = { ...a, shotIndex: a.shotIndex + 1 };
      continue;
    }
    const out = resolveShot(tx, a, r);
    r = undefined;
    if (out.kind === 'paused') return;
    a = {
      ...a, shotIndex: a.shotIndex + 1, hits: a.hits + (out.hit ? 1 : 0),
      damageRolled: a.damageRolled + out.damage, hpRemoved: a.hpRemoved + out.removed,
    };
  }
  endAttack(tx, a);
}

/** One shot (kit 05 §4): accuracy dice or Blind Luck, then damage on a hit; may pause for a reroll. */
function resolveShot(tx: Tx, a: AttackInProgress, resume?: Resume): ShotOutcome {
  if (resume?.stage === 'damage') {
    const again = resume.take ? tx.roll('reroll', 'damage') : null;
    return dealDamage(tx, a, [...resume.dice, ...(again ? [again] : [])], again ? again.value : resume.dice[0].value);
  }
  const dice: DieRoll[] = resume ? [...resume.dice] : [];
  let success: boolean;
  if (resume) {
    const again = resume.take ? tx.roll('reroll', 'attack') : null;
    if (again) dice.push(again);
    success = again?.value === 6;
  } else {
    const count = a.accuracy >= 1 ? a.accuracy : 1;
    for (let i = 0; i < count; i++) dice.push(tx.roll('attack'));
    success = dice.some((d) => d.value === 6);
    if (!success && accuracyRerollAvailable(tx.state, a)) return pause(tx, a, 'accuracy', dice);
  }
  let hit = success;
  if (success) {
    // Blind Luck: every luck die needs 4+; stop at the first failure (kit 01, RULINGS A2).
    for (let i = 0; i < blindLuckNeeds(a.accuracy) && hit; i++) {
      const luck = tx.roll('luck');
      dice.push(luck);
      hit = luck.value >= 4;
    }
  }
  tx.emit({ type: 'shot.rolled', attacker: a.attacker, target: a.target, shot: a.shotIndex, dice, hit });
  if (!hit) return MISS;
  const damageDie = tx.roll('damage');
  if (damageRerollAvailable(tx.state, a)) return pause(tx, a, 'damage', [damageDie]);
  return dealDamage(tx, a, [damageDie], damageDie.value);
}

/** RULINGS A3: max(0, (D6 + bonus) x2 if point blank - reduction); overkill kept apart. */
function dealDamage(tx: Tx, a: AttackInProgress, dice: DieRoll[], d6: number): ShotOutcome {
  const strength = (d6 + a.damageBonus) * (a.pointBlank ? 2 : 1);
  const damage = Math.max(0, strength - a.reduction);
  const hpBefore = figureOf(tx.state, a.target)?.hp ?? 0;
  const removed = Math.min(damage, hpBefore);
  tx.emit({
    type: 'damage.rolled', attacker: a.attacker, target: a.target, shot: a.shotIndex, dice, strength,
    reduction: a.reduction, damage, hpRemoved: removed, overkill: damage - removed, deflected: damage === 0,
  });
  applyHit(tx, a.attacker, a.target, removed);
  return { kind: 'done', hit: true, damage, removed };
}

function endAttack(tx: Tx, a: AttackInProgress): void {
  tx.emit({ type: 'attack.resolved', attacker: a.attacker, target: a.target, hits: a.hits, damageRolled: a.damageRolled, hpRemoved: a.hpRemoved });
}

function pause(tx: Tx, a: AttackInProgress, stage: 'accuracy' | 'damage', dice: DieRoll[]): ShotOutcome {
  const soldier = a.attacker as SoldierState['id'];
  const skill = stage === 'damage' ? 'precision' : a.weapon === 'mg' ? 'controlledBurst' : 'closeAssault';
  const value = dice[0].value;
  tx.emit({ type: 'reroll.offered', soldier, skill, die: stage === 'damage' ? 'damage' : 'attack', value });
  tx.set({ pending: { kind: 'reroll', skill, soldier, die: stage === 'damage' ? 'damage' : 'attack', value, attack: { ...a, paused: { stage, dice } } } });
  return { kind: 'paused' };
}

/** Close Assault / Controlled Burst (kit 02): own activation only, token unused, the right weapon. */
function accuracyRerollAvailable(state: GameState, a: AttackInProgress): boolean {
  if (a.reaction || !isSoldierName(a.attacker)) return false;
  const s = soldierOf(state, a.attacker)!;
  if (a.weapon === 'mg') return canUseOnce(s, 'controlledBurst');
  const target = figureOf(state, a.target)!;
  return a.weapon === 'shotgun' && isOrthogonallyAdjacent(s.at, target.at) && canUseOnce(s, 'closeAssault');
}

/** Precision (kit 02): the damage die of one sniper hit, own activation only. */
function damageRerollAvailable(state: GameState, a: AttackInProgress): boolean {
  if (a.reaction || a.weapon !== 'sniper' || !isSoldierName(a.attacker)) return false;
  return canUseOnce(soldierOf(state, a.attacker)!, 'precision');
}
