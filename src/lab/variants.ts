/**
 * `--variant NAME` (issue 18 §1): switches a ruling variant (RULINGS S3 figureCornerBlocks, O2
 * shotgunOverwatchPointBlank) away from its default reading, so `--variant figureCornerBlocks`
 * turns corner blocking on and `--variant shotgunOverwatchPointBlank` turns the engaged shotgun
 * reaction off. `NAME=on` / `NAME=off` sets one explicitly. Names are matched without regard to case.
 */
import { KIT_RULESET } from '../engine/ruleset';
import type { Variants } from '../engine/types';

export type VariantName = keyof Variants;
export const VARIANT_NAMES = Object.keys(KIT_RULESET.variants) as VariantName[];

/** The ruling each variant stands for, for reports and help. */
export const VARIANT_RULINGS: Readonly<Record<VariantName, string>> = {
  figureCornerBlocks: 'S3',
  shotgunOverwatchPointBlank: 'O2',
};

/** The variants switched, as a partial Variants (only the ones that differ from the kit reading are kept). */
export function parseVariants(texts: readonly string[], flag = '--variant'): Partial<Variants> {
  const out: Partial<Record<VariantName, boolean>> = {};
  for (const text of texts) {
    const [rawName, rawSetting, ...rest] = text.split('=');
    const name = VARIANT_NAMES.find((v) => v.toLowerCase() === rawName.trim().toLowerCase());
    if (!name || rest.length) throw new Error(`${flag} "${text}": unknown variant (known: ${VARIANT_NAMES.join(', ')})`);
    let on = !KIT_RULESET.variants[name];
    if (rawSetting !== undefined) {
      const setting = rawSetting.trim().toLowerCase();
      if (!['on', 'off', 'true', 'false'].includes(setting)) throw new Error(`${flag} "${text}": the setting must be on or off`);
      on = setting === 'on' || setting === 'true';
    }
    if (name in out && out[name] !== on) throw new Error(`${flag}: ${name} is switched both on and off`);
    out[name] = on;
  }
  for (const name of VARIANT_NAMES) if (out[name] === KIT_RULESET.variants[name]) delete out[name];
  return out;
}

/** "figureCornerBlocks on (S3)" for each variant switched, or [] for the kit readings. */
export function variantTexts(variants: Partial<Variants>): string[] {
  return VARIANT_NAMES.filter((n) => variants[n] !== undefined)
    .map((n) => `${n} ${variants[n] ? 'on' : 'off'} (RULINGS ${VARIANT_RULINGS[n]})`);
}
