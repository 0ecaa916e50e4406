/**
 * A whole ruling in a game state (RULINGS S1-S8, C1-C2, A1-A4, O2): the sight ruling of the line
 * between two squares with the state's doors, figures and variants, the cover the target square
 * gives, and, where shooter and target are enemy figures, the accuracy breakdown and the exact
 * odds as the engine computes them (odds/, attack.ts: nothing re-derived here).
 * Not re-exported by sight/index.ts: it reads the odds, which sit above sight in the engine.
 */
import type Fraction from 'fraction.js';
import { attackAccuracy, armourOf } from '../combat/attack';
import { isOrthogonallyAdjacent } from '../board/board';
import { coverAt, coverName, penetratedCover } from '../combat/cover';
import { consciousSoldiers, labelOf, livingAliens, occupantOf } from '../state/figures';
import { attackOdds, attackOddsInGame, fractionString, percentString, type AttackOdds } from '../combat/odds';
import { attackWeaponFor } from '../combat/soldier-weapons';
import type { Accuracy } from '../combat/accuracy';
import { explainLine } from './ruling';
import { rulingLines } from './ruling-words';
import type { RulingId, SightRuling } from './ruling-types';
import type { AlienState, CoverLevel, Facing, GameState, SoldierState, Square, WeaponId } from '../state/types';

export interface CoverRuling {
  readonly ruling: RulingId;
  /** The target square's cover (C1) and, after a weapon's Cover Penetration, what applies (C2). */
  readonly level: CoverLevel;
  readonly applies: CoverLevel;
  readonly words: string;
}

export interface OddsWords {
  readonly perShot: string;
  readonly atLeastOne: string;
  readonly kill: string;
  readonly expectedHpRemoved: string;
}

export interface AttackRuling {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: WeaponId;
  readonly ranged: boolean;
  readonly accuracy: Accuracy;
  /** Exact fractions "p/q" (lowest terms). */
  readonly odds: OddsWords;
  /** Why the attack could not be made now (not visible, S7), or null. */
  readonly refusal: string | null;
  /** The attack in words: accuracy (A1) then the odds (A2). */
  readonly lines: readonly string[];
}

export interface StateRuling extends SightRuling {
  readonly cover: readonly CoverRuling[];
  readonly attack: AttackRuling | null;
  /** shotgunOverwatchPointBlank's effect (O2) where a shotgun stands next to its target. */
  readonly overwatch: string | null;
}

const LEVEL_WORDS = ['no cover', 'soft cover (1)', 'hard cover (2)', 'full cover (3)'] as const;

/**
 * RULINGS S1-S8 from `from` to `to` in `state` (conscious figures block, downed ones are named,
 * S4; the facing is the conscious soldier's on `from` unless `options.facing` says otherwise, null
 * = no arc), C1-C2 for the target square, and A1-A2 odds when enemy figures stand on both squares.
 */
export function explainInState(state: GameState, from: Square, to: Square, options: { readonly facing?: Facing | null } = {}): StateRuling {
  const shooter = occupantOf(state, from);
  const target = occupantOf(state, to);
  const names: Partial<Record<Square, string>> = {};
  for (const f of [...state.soldiers, ...livingAliens(state)]) names[f.at] ??= labelOf(state, f.id);
  for (const f of [...consciousSoldiers(state), ...livingAliens(state)]) names[f.at] = labelOf(state, f.id);
  const facing = options.facing !== undefined ? options.facing : shooter?.kind === 'soldier' ? shooter.facing : null;
  const sight = explainLine({
    board: state.board, from, to, openDoors: state.openDoors,
    figures: [...consciousSoldiers(state), ...livingAliens(state)].map((f) => f.at),
    downed: state.soldiers.filter((s) => s.hp <= 0).map((s) => s.at),
    variants: state.ruleset.variants, facing, ...(shooter ? { viewer: labelOf(state, shooter.id) } : {}), names,
  });
  const enemies = shooter && target && shooter.kind !== target.kind ? { shooter, target } : null;
  const weapon = enemies ? weaponOf(state, enemies.shooter, enemies.target) : null;
  const attack = enemies && weapon ? attackRuling(state, enemies.shooter, enemies.target, weapon, sight) : null;
  return {
    ...sight,
    cover: coverRulings(state, to, weapon),
    attack,
    overwatch: enemies?.shooter.kind === 'soldier' && enemies.target.kind === 'alien' ? overwatchWords(state, enemies.shooter, enemies.target) : null,
  };
}

function weaponOf(state: GameState, shooter: SoldierState | AlienState, target: SoldierState | AlienState): WeaponId | null {
  if (shooter.kind === 'soldier' && target.kind === 'alien') return attackWeaponFor(state, shooter, target);
  if (shooter.kind !== 'alien') return null;
  const card = state.ruleset.aliens[shooter.alienKind];
  // L3: adjacent, an alien attacks in melee; otherwise only a warrior's plasma pistol fires.
  return isOrthogonallyAdjacent(shooter.at, target.at) ? card.melee : card.ranged;
}

/** C1 for the target square; C2 when the attacker's weapon has Cover Penetration; melee ignores cover. */
function coverRulings(state: GameState, to: Square, weapon: WeaponId | null): CoverRuling[] {
  const level = coverAt(state.board, to);
  const c1: CoverRuling = {
    ruling: 'C1', level, applies: level,
    words: `Cover (C1): ${to} ${level === 0 ? 'gives no cover' : `is a ${coverName(level)} cover square: ${LEVEL_WORDS[level]} from every direction`}`,
  };
  const w = weapon ? state.ruleset.weapons[weapon] : null;
  if (!w) return [c1];
  if (!w.ranged) return [c1, { ruling: 'C2', level, applies: 0, words: `Cover (C2): the ${w.name.toLowerCase()} attacks in melee, which ignores cover and facing` }];
  if (w.coverPenetration <= 0) return [c1];
  const after = penetratedCover(level, w.coverPenetration);
  return [c1, {
    ruling: 'C2', level, applies: after,
    words: level === 0
      ? `Cover (C2): the ${w.name.toLowerCase()}'s Cover Penetration ${w.coverPenetration} has no cover to lower`
      : `Cover (C2): the ${w.name.toLowerCase()}'s Cover Penetration ${w.coverPenetration} lowers ${LEVEL_WORDS[level]} to ${LEVEL_WORDS[after]}`,
  }];
}

const oddsWords = (o: AttackOdds): OddsWords => ({
  perShot: fractionString(o.perShot), atLeastOne: fractionString(o.atLeastOne), kill: fractionString(o.kill), expectedHpRemoved: fractionString(o.expectedHpRemoved),
});

const pct = (f: Fraction) => `${fractionString(f)} (${percentString(f)})`;

function attackRuling(state: GameState, shooter: SoldierState | AlienState, target: SoldierState | AlienState, weapon: WeaponId, sight: SightRuling): AttackRuling {
  const w = state.ruleset.weapons[weapon];
  let odds: AttackOdds;
  let accuracy: Accuracy;
  if (shooter.kind === 'soldier' && target.kind === 'alien') {
    const o = attackOddsInGame(state, shooter, target, { weapon });
    odds = o;
    accuracy = o.accuracy;
  } else {
    accuracy = attackAccuracy(state, { attacker: shooter.id, target: target.id, weapon });
    odds = attackOdds({ accuracy: accuracy.total, shots: w.shots, damageBonus: w.damage, reduction: armourOf(state, target.id), targetHp: target.hp, pointBlank: false });
  }
  // Melee needs no sight (kit 05 §5); a ranged attack needs S7.
  const refusal = w.ranged && !sight.visible ? `not possible now: ${sight.verdict}` : null;
  const terms = accuracy.terms.map((t) => `${t.term}${t.note ? ` (${t.note})` : ''} ${t.value >= 0 ? '+' : ''}${t.value}`).join(' · ');
  const who = `${labelOf(state, shooter.id)} → ${labelOf(state, target.id)}, ${w.name.toLowerCase()}`;
  return {
    attacker: labelOf(state, shooter.id), target: labelOf(state, target.id), weapon, ranged: w.ranged, accuracy, odds: oddsWords(odds), refusal,
    lines: [
      `Attack (A1): ${who}${refusal ? ` (${refusal})` : ''}`,
      `Accuracy (A1): ${accuracy.total} = ${terms}`,
      `Odds (A2): per shot ${pct(odds.perShot)} · at least one hit in ${w.shots} ${w.shots === 1 ? 'shot' : 'shots'} ${pct(odds.atLeastOne)} · kill ${pct(odds.kill)} · expected HP removed ${fractionString(odds.expectedHpRemoved)}`,
    ],
  };
}

/**
 * O2's switch shotgunOverwatchPointBlank: an engaged shotgun watcher may (on) or may not (off)
 * react at the orthogonally adjacent trigger alien. It changes no sight verdict, only whether
 * that overwatch attack happens.
 */
function overwatchWords(state: GameState, s: SoldierState, alien: AlienState): string | null {
  const shotgun = s.weapons.find((w) => state.ruleset.weapons[w].ranged && state.ruleset.weapons[w].pointBlankDoubles);
  if (!shotgun || !isOrthogonallyAdjacent(s.at, alien.at)) return null;
  const on = state.ruleset.variants.shotgunOverwatchPointBlank;
  const who = `${s.id} on overwatch`;
  const them = labelOf(state, alien.id);
  return on
    ? `Overwatch (O2, variant shotgunOverwatchPointBlank on): ${who} may react point blank at the adjacent ${them} while engaged; kill ${pct(attackOddsInGame(state, s, alien, { weapon: shotgun, reaction: true }).kill)}`
    : `Overwatch (O2, variant shotgunOverwatchPointBlank off): ${who} is engaged by the adjacent ${them} and may not react (A4)`;
}

/** The whole state ruling as lines of text: sight (rulingLines), cover, the attack, overwatch. */
export function stateRulingLines(r: StateRuling): string[] {
  return [...rulingLines(r), ...r.cover.map((c) => c.words), ...(r.attack?.lines ?? []), ...(r.overwatch ? [r.overwatch] : [])];
}
