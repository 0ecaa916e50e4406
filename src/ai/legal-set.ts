/**
 * "Is this decision among the legal ones?" for the policies, which ask it several times a
 * decision (greedy asks for each move, door and heal it weighs), in every playout of the planner.
 * The legal list comes from the engine (legalOnly); this only looks things up in it.
 *
 * Decisions are small flat records (a path of squares at most), so two are the same when every
 * field is, an absent field and an undefined one alike (as JSON.stringify, which this replaces,
 * had it; serialising every legal decision at every decision was a tenth of a playout's time).
 */
import type { Decision } from '../engine/state/types';

/** A lookup over `legal`, grouped by decision type. */
export function legalSet(legal: readonly Decision[]): (decision: Decision) => boolean {
  const byType = new Map<Decision['type'], Decision[]>();
  for (const d of legal) {
    const list = byType.get(d.type);
    if (list) list.push(d);
    else byType.set(d.type, [d]);
  }
  return (decision) => byType.get(decision.type)?.some((d) => sameDecision(d, decision)) ?? false;
}

/** Field by field: the same decision whichever object spells it. */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a === b) return true;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const key in x) if (!sameField(x[key], y[key])) return false;
  for (const key in y) if (!(key in x) && y[key] !== undefined) return false;
  return true;
}

function sameField(u: unknown, v: unknown): boolean {
  if (u === v) return true;
  if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length) return false;
  return u.every((e, i) => e === v[i]);
}
