/**
 * Exact odds (kit 01 ATTACK, kit 05 §4, RULINGS A1-A5): per shot and over several shots
 * (shot-odds), a whole attack's damage and kill distribution (attack-odds), a soldier's attack
 * from the cards (soldier-attack-odds) and an attack in a game state (game-attack-odds).
 * The one module to import from outside this folder.
 */
export * from './shot-odds';
export * from './attack-odds';
export * from './soldier-attack-odds';
export * from './game-attack-odds';
