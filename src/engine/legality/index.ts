/**
 * What the squad may decide now and why the rest is illegal (kit 05 §2-§9, RULINGS A4, M1-M3):
 * each decision's check (legality), the legal list with reasons (decisions), the fast legal list
 * (legal-only) and what each decision costs (ap-cost). The one module to import from outside.
 */
export * from './ap-cost';
export * from './legality';
export * from './decisions';
export * from './legal-only';
