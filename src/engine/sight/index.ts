/**
 * Sight (kit 05 §3, kit 04 legend, RULINGS S1-S8): the centre-to-centre line (sight-line), the
 * facing arc (facing-arc), verdicts in words (sight-verdict), sight in a game state (sight) and
 * the whole-board map (visibility). The one module to import from outside this folder.
 */
export * from './sight-line';
export * from './facing-arc';
export * from './sight-verdict';
export * from './sight';
export * from './visibility';
