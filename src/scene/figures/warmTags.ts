/**
 * Draws every tag a figure can show (each HP value, "down", a soldier's token labels) ahead of time, in idle moments,
 * so seeking to any keyframe never waits on canvas drawing (or on uploading the texture, when
 * the caller passes `upload`).
 */
import type { Texture } from 'three';
import type { GameState } from '../../engine/state/types';
import { figureTag } from '../canvas/labelTexture';
import { tokenLabels } from '../overlays/Tokens';
import { figureViews } from './figureViews';
import { nameTagText } from './tagPlace';

function warmOne(state: GameState, v: ReturnType<typeof figureViews>[number], upload?: (texture: Texture) => void): void {
  const tags = [];
  for (let hp = v.maxHp; hp >= 1; hp--) tags.push(figureTag(nameTagText({ ...v, hp, downed: false }), v.colour, hp / v.maxHp));
  if (v.kind === 'soldier') {
    tags.push(figureTag(nameTagText({ ...v, downed: true }), v.colour, null));
    // Its brace / overwatch / spotted tokens too: reserved AP never exceeds a round's AP.
    const soldier = state.soldiers.find((s) => s.id === v.id);
    const guns = soldier?.weapons.filter((w) => state.ruleset.weapons[w].ranged) ?? [];
    tags.push(...tokenLabels(state.ruleset, guns, state.ruleset.apPerRound.soldier));
  }
  if (upload) for (const t of tags) if (t) upload(t.texture);
}

/** One figure's tags per timer slot, so no single task blocks a frame; returns a cancel function. */
export function warmFigureTagsInSlices(state: GameState, upload?: (texture: Texture) => void, delay = 100): () => void {
  const views = figureViews(state);
  let i = 0;
  let timer: ReturnType<typeof setTimeout>;
  const next = () => {
    if (i >= views.length) return;
    warmOne(state, views[i++], upload);
    timer = setTimeout(next, 16);
  };
  timer = setTimeout(next, delay);
  return () => clearTimeout(timer);
}
