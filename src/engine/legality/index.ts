/**
 * What the squad may decide now and why the rest is illegal (kit 05 §2-§9, RULINGS A4, A5,
 * M1-M3, O3, docs/variants.md AA4-AA6), written once, per action kind (issue 35 §3). The one
 * module to import from outside.
 *
 * How to add an action kind (a new activation decision, e.g. a mission's "interact"):
 * 1. add its decision to `Decision` (state/types.ts) and what it does to the engine's apply;
 * 2. write kinds/<kind>.ts: an `ActionKind` (action-kind.ts) giving its candidates (once, per
 *    living alien, or per soldier: `over`), `refusal` (a cheap code, no words), `words` for each
 *    code, `target`, and `explain` if its control should have words when no candidate exists;
 *    `legal`, the fast list's enumerator (only the candidates whose refusal is null, same order,
 *    checking `offered` itself; optional: without it the fast list asks `refusal` of every
 *    candidate); its AP cost in ap-cost.ts (apSpent);
 * 3. list it in ACTIVATION_KINDS (activation-kinds.ts) before `pass` — the lists' order is part of
 *    every record, so existing kinds keep their places; EXPLAINED_KINDS if it has `explain`; and
 *    in the fast walk beside it (legalActivation: `walked(kind)` and its call, in the same place).
 * Nothing else: checkDecision, legalOnly and legalDecisions all come from the kinds, and
 * tests/engine/legality/legal-only*.test.ts prove the fast and the explained lists agree
 * (activation-kinds.test.ts that the walk has every kind).
 * A squad decision outside an activation is a `SquadKind` listed by its moment in lists.ts
 * (squadKinds), the moments coming from points.ts (decisionPoint, the one phase dispatch).
 */
export * from './ap-cost';
export { checkDecision, isLegal, legalAttacks, legalAttacksFacing, legalDecisions, legalOnly } from './lists';
export { engagedWith } from './squares';
export { decisionPoint, type DecisionPoint } from './points';
export type { ActionKind, ActivationDecision, SquadKind } from './action-kind';
