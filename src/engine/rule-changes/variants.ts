/**
 * `--variant NAME` (issue 18 §1, issue 20): switches a variant away from its default, so
 * `--variant figureCornerBlocks` turns corner blocking on (RULINGS S3), `--variant
 * shotgunOverwatchPointBlank` turns the engaged shotgun reaction off (O2), and
 * `--variant alternatingActivations` / `--variant reactionFire` switch a peer lifecycle on
 * (docs/variants.md AA, RF). `NAME=on` / `NAME=off` sets one explicitly. Names are matched
 * without regard to case.
 */
import { KIT_RULESET, LIFECYCLE_VARIANTS, VARIANT_RULINGS } from '../ruleset/ruleset';
import type { Variants } from '../state/types';

export type VariantName = keyof Variants;
export const VARIANT_NAMES = [...Object.keys(KIT_RULESET.variants), ...LIFECYCLE_VARIANTS] as VariantName[];

/** A variant's default: the kit's reading (a lifecycle variant is off). */
function defaultOf(name: VariantName): boolean {
  return KIT_RULESET.variants[name] ?? false;
}

export { VARIANT_RULINGS };

/**
 * The variants switched, as a partial Variants: only the ones that differ from the kit reading, in
 * VARIANT_NAMES order whatever order they were given in (a variant switched both on and off is an
 * error, so the order never changes the rules; a run's spec is the same for flags in any order).
 */
export function parseVariants(texts: readonly string[], flag = '--variant'): Partial<Variants> {
  const out: Partial<Record<VariantName, boolean>> = {};
  for (const text of texts) {
    const [rawName, rawSetting, ...rest] = text.split('=');
    const name = VARIANT_NAMES.find((v) => v.toLowerCase() === rawName.trim().toLowerCase());
    if (!name || rest.length) throw new Error(`${flag} "${text}": unknown variant (known: ${VARIANT_NAMES.join(', ')})`);
    let on = !defaultOf(name);
    if (rawSetting !== undefined) {
      const setting = rawSetting.trim().toLowerCase();
      if (!['on', 'off', 'true', 'false'].includes(setting)) throw new Error(`${flag} "${text}": the setting must be on or off`);
      on = setting === 'on' || setting === 'true';
    }
    if (name in out && out[name] !== on) throw new Error(`${flag}: ${name} is switched both on and off`);
    out[name] = on;
  }
  const switched: Partial<Record<VariantName, boolean>> = {};
  for (const name of VARIANT_NAMES) if (name in out && out[name] !== defaultOf(name)) switched[name] = out[name];
  return switched;
}

/** "figureCornerBlocks on (S3)" for each variant switched, or [] for the kit readings. */
export function variantTexts(variants: Partial<Variants>): string[] {
  return VARIANT_NAMES.filter((n) => variants[n] !== undefined)
    .map((n) => `${n} ${variants[n] ? 'on' : 'off'} (${VARIANT_RULINGS[n]})`);
}
