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

/**
 * Field by field: the same decision whichever object spells it. Each type's fields are named
 * (types.ts, Decision): a loop over an object's keys was a tenth of a playout's time on Node 24,
 * every decision shape meeting it (issue 33 §5).
 */
export function sameDecision(a: Decision, b: Decision): boolean {
  if (a === b) return true;
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'activate': case 'counteract': return a.soldier === (b as typeof a).soldier;
    case 'move': case 'breachAdvance': return a.to === (b as typeof a).to;
    case 'quickStep': return samePath(a.path, (b as typeof a).path);
    case 'turn': return a.facing === (b as typeof a).facing;
    case 'door': return a.at === (b as typeof a).at;
    case 'fire': { const c = b as typeof a; return a.target === c.target && a.weapon === c.weapon && a.sustainedFire === c.sustainedFire; }
    case 'melee': case 'mark': case 'medkit': case 'fieldCare': return a.target === (b as typeof a).target;
    case 'overwatch': return a.weapon === (b as typeof a).weapon;
    case 'trade': { const c = b as typeof a; return a.item === c.item && a.to === c.to; }
    case 'reroll': return a.take === (b as typeof a).take;
    case 'react': return a.watcher === (b as typeof a).watcher;
    case 'interact': return a.at === (b as typeof a).at;
    case 'passLog': return a.to === (b as typeof a).to;
    case 'brace': case 'pass': case 'secureLog': return true;
  }
}

function samePath(u: readonly string[], v: readonly string[]): boolean {
  if (u === v) return true;
  if (u.length !== v.length) return false;
  for (let i = 0; i < u.length; i++) if (u[i] !== v[i]) return false;
  return true;
}
