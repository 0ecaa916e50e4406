/**
 * Accuracy with every term named (kit 01 ATTACK, kit 05 §4, RULINGS A1, C2):
 * accuracy = base + rank unlocks + weapon + brace (ranged) + spotter mark (ranged) - cover
 * (+ back what Cover Penetration removes). Melee ignores cover (kit 05 §5).
 */
import { penetratedCover } from './cover';
import type { Ruleset, WeaponCard } from '../ruleset/ruleset';
import type { AccuracyTerm, CoverLevel, SkillId } from '../state/types';

export interface AccuracyInputs {
  /** Printed starting accuracy of the attacker's card. */
  readonly base: number;
  /** Skills in effect (for the permanent +1 unlocks). Aliens pass []. */
  readonly skills: readonly SkillId[];
  readonly weapon: WeaponCard;
  /** Cover level of the target's square before penetration. */
  readonly cover: CoverLevel;
  readonly braced: boolean;
  readonly spotted: boolean;
}

export interface Accuracy {
  readonly total: number;
  readonly terms: readonly AccuracyTerm[];
}

/** Permanent accuracy from rank unlocks: +1 per Steady Hand / Fire Discipline / Deadeye in effect (kit 02). */
export function rankAccuracyBonus(ruleset: Ruleset, skills: readonly SkillId[]): number {
  return skills.filter((s) => ruleset.rankAccuracySkills.includes(s)).length;
}

/** The attack's accuracy and its named terms (zero terms are omitted except base and weapon). */
export function accuracyFor(ruleset: Ruleset, inputs: AccuracyInputs): Accuracy {
  const { weapon } = inputs;
  const terms: AccuracyTerm[] = [
    { term: 'base', value: inputs.base },
  ];
  const rank = rankAccuracyBonus(ruleset, inputs.skills);
  if (rank) terms.push({ term: 'rank', value: rank, note: 'rank unlocks' });
  terms.push({ term: 'weapon', value: weapon.accuracy, note: weapon.name });
  if (weapon.ranged) {
    if (inputs.braced) terms.push({ term: 'brace', value: ruleset.brace.accuracy });
    if (inputs.spotted) terms.push({ term: 'spotter', value: ruleset.spotter.accuracy, note: 'spotter mark' });
    if (inputs.cover > 0) {
      // RULINGS C1: strongest applicable cover only; C2: penetration lowers it, minimum 0.
      terms.push({ term: 'cover', value: -ruleset.cover[(['soft', 'hard', 'full'] as const)[inputs.cover - 1]] });
      const after = penetratedCover(inputs.cover, weapon.coverPenetration);
      const restored = coverPenalty(ruleset, inputs.cover) - coverPenalty(ruleset, after);
      if (restored) terms.push({ term: 'mgPenetration', value: restored, note: `Cover Penetration ${weapon.coverPenetration}` });
    }
  }
  return { total: terms.reduce((sum, t) => sum + t.value, 0), terms };
}

function coverPenalty(ruleset: Ruleset, level: CoverLevel): number {
  return level === 0 ? 0 : ruleset.cover[(['soft', 'hard', 'full'] as const)[level - 1]];
}
