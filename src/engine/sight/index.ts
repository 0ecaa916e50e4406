/**
 * Sight (kit 05 §3, kit 04 legend, RULINGS S1-S8): the centre-to-centre line (sight-line), the
 * facing arc (facing-arc), a blocker's words, one set (blocker-words), verdicts in words
 * (sight-verdict), sight in a game state (sight) and the whole-board map (visibility), and rulings
 * explained (segment, ruling, ruling-words). The one module to import from outside this folder,
 * but for ruling-in-state.ts (a ruling with cover and odds): it reads the attack and odds modules,
 * which sit above sight in the engine, and sight stays importable without them.
 */
export * from './sight-line';
export * from './facing-arc';
export * from './blocker-words';
export * from './sight-verdict';
export * from './sight';
export * from './visibility';
export * from './visibility-sets';
export * from './segment';
export * from './ruling-types';
export * from './ruling';
export * from './ruling-words';
