/**
 * Inspect's overwatch line (issue 32 item 1): a soldier on A holding an overwatch token, an alien
 * on B. Whether that watcher would react when the alien moves or opens a door there (RULINGS O1,
 * O2: the token, the reserve covering the weapon's firing AP, sight with the facing fixed, not
 * engaged), and if so the reaction's exact odds (A1-A2; a reaction takes no reroll, kit 02). So
 * the overwatch token and its reserve, set in the editor, show in the ruling as the brace does.
 */
import { labelOf, occupantOf } from '../../engine/state/figures';
import { attackOddsInGame, fractionString, percentString } from '../../engine/combat/odds';
import { watcherBlocked } from '../../engine/flow/overwatch';
import type { GameState, Square } from '../../engine/state/types';

type Fraction = Parameters<typeof fractionString>[0];
const pct = (f: Fraction) => `${fractionString(f)} (${percentString(f)})`;

/** The line, or null when A is not a soldier on overwatch or B is not a living alien. */
export function watchLine(state: GameState, a: Square, b: Square): string | null {
  const s = occupantOf(state, a);
  const alien = occupantOf(state, b);
  if (s?.kind !== 'soldier' || !s.overwatch || alien?.kind !== 'alien') return null;
  const weapon = state.ruleset.weapons[s.overwatch];
  const who = `${s.id} watches with the ${weapon.name.toLowerCase()}, ${s.reservedAp} AP reserved`;
  const them = labelOf(state, alien.id);
  const blocked = watcherBlocked(state, s, alien);
  if (blocked) return `Overwatch (O2): ${who}: would not react to ${them} here (${blocked})`;
  const o = attackOddsInGame(state, s, alien, { weapon: s.overwatch, reaction: true });
  return `Overwatch (O1, O2): ${who}: reacts when ${them} moves or opens a door here; accuracy ${o.accuracy.total}, per shot ${pct(o.perShot)} · kill ${pct(o.kill)}`;
}
