/**
 * The planner's report at one decision (ai/planner PlanReport) made viewable for the why-panel
 * and the chamber's ghost (issue 19 §2): the top candidates with their playout scores, the exact
 * odds of each attack plan from the engine (engine/combat/odds, at the moment the plan fires: after its
 * moves, turn and brace), and the chosen plan's path, end and target. Runs in the page's planner
 * worker, and headless when a batch keeps the planner's reasons in its records (lab/play-game).
 * The shape is a record's plan note (replay/plan-notes.ts).
 */
import { apply } from '../../engine/flow/game';
import { alienOf, figureOf, soldierOf } from '../../engine/state/figures';
import { attackOddsInGame, fractionString, gameAttackQuery, soldierAttackOdds } from '../../engine/combat/odds';
import { meleeWeaponOf, rangedWeaponOf } from '../../engine/combat/soldier-weapons';
import type { Decision, Facing, FigureId, GameState, Square } from '../../engine/state/types';
import type { NoteAttack as AttackView, NoteCandidate as CandidateView, NoteGhost as GhostView, PlanNoteView as PlanView } from '../../replay/plan-notes';
import { words, type Candidate } from './candidates';
import type { PlanReport } from './planner';
import type { CandidateScore } from './search';

/** Candidates the why-panel lists. */
export const TOP_CANDIDATES = 5;

export function planViewOf(report: PlanReport, top = TOP_CANDIDATES): PlanView {
  const candidates = report.scores.slice(0, top).map((s) => candidateView(report.state, s));
  return {
    actor: report.state.activeSoldier, chosen: candidates[0], candidates, scored: report.scores.length,
    playouts: report.playouts, ghost: ghostOf(report.state, report.chosen, candidates[0].winChance),
  };
}

/** A decision the planner took without a search (who acts next, or the one candidate there was), for Play's hint and "What would you do?". */
export function onlyChoiceView(state: GameState, decision: Decision): PlanView {
  const chosen: CandidateView = {
    label: words(state, decision), decisions: [decision], greedy: false, playouts: 0,
    winChance: Number.NaN, actorHpLost: 0, actorDownedChance: 0, attack: attackOf(state, [decision]),
  };
  return { actor: state.activeSoldier, chosen, candidates: [chosen], scored: 1, playouts: 0, ghost: ghostOf(state, { decisions: [decision] }, Number.NaN) };
}

function candidateView(state: GameState, s: CandidateScore): CandidateView {
  return {
    label: s.candidate.label, decisions: s.candidate.decisions, greedy: !!s.candidate.greedy, playouts: s.playouts,
    winChance: s.winChance, actorHpLost: s.actorHpLost, actorDownedChance: s.actorDownedChance, attack: attackOf(state, s.candidate.decisions),
  };
}

/** The state after `decisions`, or null if the engine refuses one (it never should: plans are legal). */
function after(state: GameState, decisions: readonly Decision[]): GameState | null {
  let s = state;
  try {
    for (const d of decisions) s = apply(s, d).state;
  } catch {
    return null;
  }
  return s;
}

/** The exact odds of the plan's attack where it is made, or null for a plan without one. */
function attackOf(state: GameState, decisions: readonly Decision[]): AttackView | null {
  const k = decisions.findIndex((d) => d.type === 'fire' || d.type === 'melee');
  if (k < 0) return null;
  const d = decisions[k] as Extract<Decision, { type: 'fire' | 'melee' }>;
  const at = after(state, decisions.slice(0, k));
  const me = at?.activeSoldier ? soldierOf(at, at.activeSoldier) : undefined;
  const alien = at ? alienOf(at, d.target) : undefined;
  if (!at || !me || !alien) return null;
  const weapon = d.type === 'fire' ? rangedWeaponOf(at, me, d.weapon) : meleeWeaponOf(at, me);
  if (!weapon) return null;
  try {
    // Sustained Fire (kit 02, Voss Specialist) is a query option of the soldier's odds.
    const odds = d.type === 'fire' && d.sustainedFire
      ? soldierAttackOdds(at.ruleset, { ...gameAttackQuery(at, me, alien, { weapon }), sustainedFire: true })
      : attackOddsInGame(at, me, alien, { weapon });
    return {
      target: `${alien.alienKind} ${alien.contact}`, weapon: at.ruleset.weapons[weapon].name,
      expectedHpRemoved: fractionString(odds.expectedHpRemoved), expectedHp: odds.expectedHpRemoved.valueOf(),
      kill: fractionString(odds.kill), killChance: odds.kill.valueOf(),
    };
  } catch {
    return null;
  }
}

const squareOf = (state: GameState, id: FigureId): Square | null => figureOf(state, id)?.at ?? null;
const facingOf = (state: GameState, id: FigureId): Facing | null => {
  const f = figureOf(state, id);
  return f?.kind === 'soldier' ? f.facing : null;
};

/** The figure a plan moves: the one it activates, the watcher that reacts, else the acting soldier. */
function figureOfPlan(state: GameState, first: Decision): FigureId | null {
  if (first.type === 'activate') return first.soldier;
  if (first.type === 'react') return first.watcher;
  return state.activeSoldier;
}

/** Where a decision aims, read before it is applied. */
function targetOf(state: GameState, d: Decision): Square | null {
  switch (d.type) {
    case 'fire': case 'melee': case 'mark': case 'medkit': case 'fieldCare': return squareOf(state, d.target);
    case 'trade': return squareOf(state, d.to);
    case 'door': return d.at;
    case 'react': return state.pending?.kind === 'reactionOrder' ? state.pending.trigger.at : null;
    default: return null;
  }
}

/** The chosen plan as the chamber draws it: walked square by square on a copy, stopping before any dice. */
export function ghostOf(state: GameState, plan: Pick<Candidate, 'decisions'>, winChance: number): GhostView | null {
  const first = plan.decisions[0];
  const figure = first ? figureOfPlan(state, first) : null;
  const from = figure ? squareOf(state, figure) : null;
  if (!figure || !from) return null;
  const startFacing = facingOf(state, figure);
  const path: Square[] = [];
  let s = state;
  let target: Square | null = null;
  let last: Decision = first;
  for (const d of plan.decisions) {
    last = d;
    target = targetOf(s, d) ?? target;
    // An attack, a reaction or a reroll rolls dice: what follows is not the plan's to show.
    if (d.type === 'fire' || d.type === 'melee' || d.type === 'react' || d.type === 'reroll') break;
    const next = after(s, [d]);
    if (!next) break;
    const was = squareOf(s, figure);
    const now = squareOf(next, figure);
    if (d.type === 'quickStep') path.push(...d.path);
    else if (now && now !== was) path.push(now);
    s = next;
  }
  const endFacing = facingOf(s, figure);
  const chance = Number.isNaN(winChance) ? '' : ` · win ${Math.round(winChance * 100)}%`;
  return {
    figure, from, path, end: path[path.length - 1] ?? from,
    facing: endFacing !== startFacing || last.type === 'overwatch' ? endFacing : null,
    action: last.type, target, caption: `${words(state, last)}${chance}`,
  };
}
