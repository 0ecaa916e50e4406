/**
 * What each figure's tag block says: its token tags (brace and overwatch, kit 05 §6-§7; the
 * spotter's mark on an alien, kit 02 Spotter), top to bottom, over its name tag. Where the blocks
 * go on screen is labelLayout's business (issue 32 §7); this is only what is in them. Pure.
 */
import type { Ruleset } from '../../engine/ruleset/ruleset';
import type { GameState, SoldierState } from '../../engine/state/types';
import { BRACE, OVERWATCH, SPOTTER } from '../palette';
import { figureViews, type FigureView } from './figureViews';

/** Tag heights on screen in CSS pixels, whatever the zoom: they stay readable and the layout makes room. */
export const NAME_TAG_PX = 20;
export const TOKEN_TAG_PX = 15;
/** Pixels between the tags of one block. */
export const STACK_GAP = 1;

export type TagLine =
  | { readonly kind: 'name'; readonly text: string; readonly colour: string; readonly hpFraction: number | null }
  | { readonly kind: 'token'; readonly text: string; readonly colour: string };

export interface TagBlock {
  readonly figure: FigureView;
  /** Top to bottom: tokens first, the name tag last (nearest the figure). */
  readonly lines: readonly TagLine[];
}

export const overwatchText = (s: Pick<SoldierState, 'overwatch' | 'reservedAp'>) => `OVERWATCH ${s.overwatch} · ${s.reservedAp} AP`;
/** The tokens' bonuses as the ruleset has them (a balance experiment may change them). */
export const bracedText = (ruleset: Ruleset) => `BRACED +${ruleset.brace.accuracy}`;
export const spottedText = (ruleset: Ruleset) => `SPOTTED +${ruleset.spotter.accuracy}`;

export function nameTagText(v: FigureView): string {
  return v.downed ? `${v.label} (down)` : `${v.label} ${v.hp}/${v.maxHp}`;
}

export interface TagFlags {
  readonly tokens: boolean;
  readonly spotter: boolean;
}

/** Every figure's tag block, in the state's order (soldiers, then living aliens: RULINGS M2). */
export function tagBlocks(state: GameState, flags: TagFlags): TagBlock[] {
  return figureViews(state).map((v) => {
    const lines: TagLine[] = [];
    const soldier = v.kind === 'soldier' ? state.soldiers.find((s) => s.id === v.id) : undefined;
    if (flags.tokens && soldier && soldier.hp > 0) {
      if (soldier.overwatch) lines.push({ kind: 'token', text: overwatchText(soldier), colour: OVERWATCH });
      if (soldier.braced) lines.push({ kind: 'token', text: bracedText(state.ruleset), colour: BRACE });
    }
    if (flags.spotter && v.kind !== 'soldier' && state.spotterMark === v.id) lines.push({ kind: 'token', text: spottedText(state.ruleset), colour: SPOTTER });
    lines.push({ kind: 'name', text: nameTagText(v), colour: v.colour, hpFraction: v.downed ? null : v.hp / v.maxHp });
    return { figure: v, lines };
  });
}
