/**
 * XP, ranks and unlock timing (kit 02 XP AND RANK PROPOSAL, RULINGS R3).
 */
import type { Ruleset } from '../ruleset/ruleset';
import type { RankName, SkillId, SoldierName, SoldierState } from '../state/types';
import type { Tx } from '../state/tx';
import { soldierOf } from '../state/figures';

/** The rank for an XP total: Recruit 0, Trooper 4, Veteran 10, Specialist 18 (kit 02). */
export function rankFor(ruleset: Ruleset, xp: number): RankName {
  let rank = ruleset.ranks[0];
  ruleset.xp.thresholds.forEach((t, i) => { if (xp >= t) rank = ruleset.ranks[i]; });
  return rank;
}

/** Skills a soldier has or is waiting for (in effect + pending). */
function knownSkills(s: SoldierState): SkillId[] {
  return [...s.skills, ...s.pendingSkills];
}

/**
 * Gives XP (capped at 18) and marks every newly crossed threshold's skill as pending: "Mark the
 * new rank immediately, but apply newly unlocked abilities at the start of the next round"
 * (kit 02). A large reward can cross more than one milestone.
 */
export function gainXp(tx: Tx, name: SoldierName, amount: number, reason: 'kill' | 'objective'): void {
  const s = soldierOf(tx.state, name);
  if (!s || amount <= 0) return;
  const { ruleset } = tx.state;
  const xp = Math.min(ruleset.xp.cap, s.xp + amount);
  tx.emit({ type: 'xp.gained', soldier: name, amount: xp - s.xp, reason, xp });
  const card = ruleset.soldiers[name];
  const newly = card.skills.filter((skill, i) => xp >= ruleset.xp.thresholds[i] && !knownSkills(s).includes(skill));
  tx.soldier(name, { xp, pendingSkills: [...s.pendingSkills, ...newly] });
  if (newly.length) tx.emit({ type: 'rank.reached', soldier: name, rank: rankFor(ruleset, xp), pending: newly });
}

/** At the round start pending skills take effect (kit 02; no AP refresh beyond the usual). */
export function applyPendingUnlocks(tx: Tx): void {
  for (const s of tx.state.soldiers) {
    if (!s.pendingSkills.length) continue;
    for (const skill of s.pendingSkills) tx.emit({ type: 'skill.unlocked', soldier: s.id, skill });
    tx.soldier(s.id, {
      skills: [...s.skills, ...s.pendingSkills], pendingSkills: [],
      firstUnlockRound: s.firstUnlockRound ?? tx.state.round,
    });
  }
}

export function hasSkill(s: SoldierState, skill: SkillId): boolean {
  return s.skills.includes(skill);
}

/** A once-per-activation skill that is in effect and not yet used this activation (kit 02 CARD LAYOUT). */
export function canUseOnce(s: SoldierState, skill: SkillId): boolean {
  return hasSkill(s, skill) && !s.usedThisActivation.includes(skill);
}

export function markUsed(tx: Tx, name: SoldierName, skill: SkillId): void {
  const s = soldierOf(tx.state, name);
  if (s) tx.soldier(name, { usedThisActivation: [...s.usedThisActivation, skill] });
}
