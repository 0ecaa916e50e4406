/**
 * The planner's candidates at a squad decision, drawn from the whole rulebook:
 * - every legal decision the squad could take now (moves, Quick Step, doors, attacks, overwatch,
 *   brace, spotter marks, medkits, Field Care, trades, pass; at a reroll, take or keep; with
 *   several watchers, each one firing first; between activations, each soldier);
 * - plans of several decisions for the acting soldier: walk to any square it can reach this
 *   activation (engine/board/movement.ts), turn (free, kit 05 §3) and brace (+2, free for Voss) as the
 *   attack needs, then fire or melee each target; or walk, turn and brace, then enter overwatch
 *   facing each way (kit 05 §7);
 * - and what the greedy policy would do, so the search always weighs it.
 * There are many plans; the search plays only the most promising few (by the exact odds of their
 * attack, engine/combat/odds, and the cover they end in). A turn or a brace on its own is never a
 * candidate: facing and brace change nothing but the attacks and overwatch that follow them.
 * Every decision of every candidate is legal by the engine, checked by applying it.
 */
import { coverAt } from '../../engine/combat/cover';
import { apply, checkDecision, legalOnly } from '../../engine/flow/game';
import { legalAttacks } from '../../engine/legality';
import { alienOf, labelOf, soldierOf } from '../../engine/state/figures';
import { reachableSquares } from '../../engine/board/movement';
import { FACINGS, type Decision, type GameState } from '../../engine/state/types';
import { attackValue } from '../attack-value';
import { greedyPolicy } from '../greedy';
import { allows, type Mechanic } from '../denial';

export interface Candidate {
  /** The decisions in order; the first is taken now, the rest follow at once. */
  readonly decisions: readonly Decision[];
  /** The candidate in words, for the why-panel: "move to E3, turn E, brace, fire at worker 2". */
  readonly label: string;
  /** What ranks it before any playout: an attack's exact value (expected HP removed + kill bonus). */
  readonly prior: number;
  /** The greedy policy's own choice. */
  readonly greedy?: boolean;
}

export interface CandidateLimits {
  /** Plans with an attack kept for the search (best by prior, one facing each). */
  readonly attacks: number;
  /** Plans ending in overwatch kept for the search. */
  readonly watches: number;
}

/**
 * Three attack plans, each a different walk, brace or target (distinctAttacks; the facing it is
 * fired in left out), and two overwatch plans (their facing is their arc). Five attack plans, with
 * a shot's other facings as plans of their own (the same prior, the same shot), won 391 of the
 * strength check's 400 seeds at budget 8; three distinct ones 393 (four 394) in about a sixth
 * fewer playout steps a game (issue 33 §5; bench/planner-games.bench.ts).
 */
export const DEFAULT_LIMITS: CandidateLimits = { attacks: 3, watches: 2 };

/** The candidates worth a playout at this squad decision; `legal` is legalOnly(state). */
export function candidatesAt(state: GameState, legal: readonly Decision[] = legalOnly(state), limits: CandidateLimits = DEFAULT_LIMITS, deny: readonly Mechanic[] = []): Candidate[] {
  const out = new Map<string, Candidate>();
  const add = (c: Omit<Candidate, 'label'>) => {
    const key = JSON.stringify(c.decisions);
    const known = out.get(key);
    if (!known || c.greedy) out.set(key, { ...c, label: c.decisions.map((d) => words(state, d)).join(', '), greedy: c.greedy || known?.greedy });
  };
  // `legal` is already the allowed list (denial.ts); the plans below are checked step by step.
  const ok = (s: GameState, d: Decision) => allows(s, d, deny);
  const greedy = greedyPolicy().decide(state, legal);
  add({ decisions: [greedy], prior: 0, greedy: true });
  if (!state.activeSoldier || state.pending) {
    for (const d of legal) add({ decisions: [d], prior: 0 });
    return [...out.values()];
  }
  for (const d of legal) {
    // Moves and the rest come in whole plans below; these stand as they are.
    if (['door', 'quickStep', 'breachAdvance', 'medkit', 'fieldCare', 'mark', 'trade', 'pass'].includes(d.type)) add({ decisions: [d], prior: 0 });
  }
  const attacks: Omit<Candidate, 'label'>[] = [];
  const watches: Omit<Candidate, 'label'>[] = [];
  const routes = [{ moves: [] as Decision[], to: state }, ...[...reachableSquares(state).values()].map((r) => ({ moves: r.moves as Decision[], to: walk(state, r.moves) }))];
  for (const { moves, to } of routes) {
    if (!to || to.activeSoldier !== state.activeSoldier) continue;
    if (deny.length && !routeAllowed(state, moves, ok)) continue;
    const me = soldierOf(to, to.activeSoldier!)!;
    const cover = coverAt(to.board, me.at);
    // Overwatch does not depend on the facing (its arc does): asked once per route and brace.
    const watchOk = new Map<boolean, boolean>();
    for (const setUp of setUps(to, ok)) {
      const braced = setUp.decisions.some((x) => x.type === 'brace');
      let watch = watchOk.get(braced);
      if (watch === undefined) watchOk.set(braced, watch = checkDecision(setUp.state, WATCH) === null);
      // The attacks and overwatch of legalOnly, in its order, without listing its moves and doors.
      for (const d of watch ? [...legalAttacks(setUp.state), WATCH] : legalAttacks(setUp.state)) {
        if (!ok(setUp.state, d)) continue;
        const decisions = [...moves, ...setUp.decisions, d];
        if (d.type === 'fire' || d.type === 'melee') {
          const s = soldierOf(setUp.state, me.id)!;
          const alien = alienOf(setUp.state, d.target)!;
          const weapon = d.type === 'fire' ? (d.weapon ?? s.weapons.find((w) => setUp.state.ruleset.weapons[w].ranged)!) : s.weapons.find((w) => !setUp.state.ruleset.weapons[w].ranged)!;
          attacks.push({ decisions, prior: attackValue(setUp.state, s, alien, weapon) + 0.25 * cover - 0.05 * moves.length });
        } else if (d.type === 'overwatch') {
          watches.push({ decisions, prior: 0.5 * cover - 0.05 * moves.length + (setUp.decisions.some((x) => x.type === 'brace') ? 0.5 : 0) });
        }
      }
    }
  }
  for (const c of distinctAttacks(best(attacks, attacks.length), limits.attacks)) add(c);
  for (const c of best(watches, limits.watches)) add(c);
  return [...out.values()];
}

const WATCH: Decision = { type: 'overwatch' };

/**
 * The first `n` of `sorted` that differ in more than the facing they turn to: a shot's value does
 * not depend on the facing it is fired in (ai/attack-value.ts), so its other facings have the same
 * prior and tell the search little; the first found (the soldier's own facing, else the first it
 * turns to) stands for them.
 */
function distinctAttacks<T extends { readonly decisions: readonly Decision[] }>(sorted: readonly T[], n: number): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const c of sorted) {
    if (out.length >= n) break;
    const key = JSON.stringify(c.decisions.filter((d) => d.type !== 'turn'));
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

function best<T extends { prior: number }>(list: readonly T[], n: number): T[] {
  return [...list].sort((a, b) => b.prior - a.prior).slice(0, n);
}

/** The state after a route's moves, or null if one is refused (a route is found by the same rules). */
function walk(state: GameState, moves: readonly Decision[]): GameState | null {
  let s = state;
  for (const m of moves) {
    if (s.activeSoldier !== state.activeSoldier) return null;
    s = apply(s, m).state;
  }
  return s;
}

/** Whether every step of a route is allowed (denial.ts), each judged where it is taken. */
function routeAllowed(state: GameState, moves: readonly Decision[], ok: (s: GameState, d: Decision) => boolean): boolean {
  let s = state;
  for (const m of moves) {
    if (!ok(s, m)) return false;
    s = apply(s, m).state;
  }
  return true;
}

const BRACE: Decision = { type: 'brace' };

/** The acting soldier's free or paid set-ups before an attack or overwatch: each facing, braced or not. */
function setUps(state: GameState, ok: (s: GameState, d: Decision) => boolean): { decisions: Decision[]; state: GameState }[] {
  const out: { decisions: Decision[]; state: GameState }[] = [];
  const braceLegal = checkDecision(state, BRACE) === null && ok(state, BRACE);
  for (const brace of braceLegal ? [false, true] : [false]) {
    const base = brace ? apply(state, { type: 'brace' }).state : state;
    // A brace that spends the last AP ends the activation: nothing can follow it.
    if (base.activeSoldier !== state.activeSoldier) continue;
    const facing = soldierOf(base, base.activeSoldier!)!.facing;
    for (const f of [facing, ...FACINGS.filter((x) => x !== facing)]) {
      const turned = f === facing ? base : apply(base, { type: 'turn', facing: f }).state;
      out.push({ decisions: [...(brace ? [{ type: 'brace' } as const] : []), ...(f === facing ? [] : [{ type: 'turn', facing: f } as const])], state: turned });
    }
  }
  return out;
}

/** A decision in a few words. */
export function words(state: GameState, d: Decision): string {
  switch (d.type) {
    case 'activate': return `activate ${d.soldier}`;
    case 'counteract': return `${d.soldier} counteracts`;
    case 'move': return `move to ${d.to}`;
    case 'quickStep': return `Quick Step to ${d.path.join(', ')}`;
    case 'breachAdvance': return `Breach and Advance to ${d.to}`;
    case 'turn': return `turn ${d.facing}`;
    case 'door': return `door ${d.at}`;
    case 'fire': return `fire at ${labelOf(state, d.target)}${d.sustainedFire ? ' (Sustained Fire)' : ''}`;
    case 'melee': return `melee ${labelOf(state, d.target)}`;
    case 'brace': return 'brace';
    case 'overwatch': return 'overwatch';
    case 'mark': return `mark ${labelOf(state, d.target)}`;
    case 'medkit': return `medkit on ${d.target}`;
    case 'fieldCare': return `Field Care on ${d.target}`;
    case 'trade': return `give ${d.item} to ${d.to}`;
    case 'secureLog': return 'take up the log';
    case 'passLog': return `pass the log to ${d.to}`;
    case 'interact': return `use the console on ${d.at}`;
    case 'pass': return 'pass';
    case 'reroll': return d.take ? 'take the reroll' : 'keep the die';
    case 'react': return `${d.watcher} fires first`;
  }
}
