/**
 * Play mode's action buttons, read from the engine's legalDecisions(): each button lists the legal
 * decisions of its kind, or, when there is none, the engine's reason it is illegal.
 */
import { checkDecision, legalDecisions, nextStep } from '../../engine/flow/game';
import { apCostOf, type ApCost } from '../../engine/legality';
import { isOnBoard, isOrthogonallyAdjacent, parseSquare } from '../../engine/board/board';
import { figureOf, labelOf } from '../../engine/state/figures';
import type { Decision, DecisionType, Facing, FigureId, GameState, IllegalOption, Square } from '../../engine/state/types';

export interface ActionButton {
  readonly type: DecisionType;
  readonly label: string;
  readonly key: string;
  /** Each option's label carries its AP cost when the options differ in cost (a door open, another closed). */
  readonly options: readonly { readonly label: string; readonly decision: Decision }[];
  /** What every option costs, in words ("1 AP", "free", "1 AP + 3 held"), when they all cost the same. */
  readonly cost: string | null;
  readonly reason: string | null;
}

/** An AP cost as a button says it: "free", "2 AP", or overwatch's "1 AP + 3 held" (kit 05 §7). */
export function costWords(cost: ApCost): string {
  if (cost.reserved > 0) return `${cost.spent} AP + ${cost.reserved} held`;
  return cost.spent === 0 ? 'free' : `${cost.spent} AP`;
}

const BUTTONS: { type: DecisionType; label: string; key: string }[] = [
  { type: 'turn', label: 'Turn', key: 'n/e/s/w' }, { type: 'brace', label: 'Brace', key: 'b' },
  { type: 'overwatch', label: 'Overwatch', key: 'o' }, { type: 'door', label: 'Door', key: 'd' },
  { type: 'medkit', label: 'Medkit', key: 'm' }, { type: 'fieldCare', label: 'Field Care', key: 'f' },
  { type: 'trade', label: 'Trade', key: 't' }, { type: 'mark', label: 'Spot', key: 'k' },
  { type: 'quickStep', label: 'Quick Step', key: '' }, { type: 'pass', label: 'Pass', key: 'p' },
];

/** A mission's station log (kit 05 §8, docs/scenarios.md): its buttons only in a game that has one. */
const LOG_BUTTONS: { type: DecisionType; label: string; key: string }[] = [
  { type: 'secureLog', label: 'Secure log', key: '' }, { type: 'passLog', label: 'Pass log', key: '' },
];

const FACING_KEYS: Readonly<Record<string, Facing>> = { n: 'N', e: 'E', s: 'S', w: 'W' };

/**
 * What a key press in Play asks for: the decision of that button's kind (with the facing, for
 * n/e/s/w), or why none can be taken, as the disabled button says; null for a key of no action.
 */
export function keyDecision(state: GameState, key: string): { decision: Decision } | { refusal: string } | null {
  const facing = FACING_KEYS[key];
  const type = facing ? 'turn' : BUTTONS.find((b) => b.key === key)?.type;
  if (!type) return null;
  const button = actionButtons(state).find((b) => b.type === type)!;
  const option = button.options.find((o) => !facing || (o.decision.type === 'turn' && o.decision.facing === facing));
  if (option) return { decision: option.decision };
  // The turn button may offer other facings: this one's own reason ("already facing N").
  const reason = facing && state.activeSoldier ? checkDecision(state, { type: 'turn', facing }) : null;
  return { refusal: reason ?? button.reason ?? idleReason(state) };
}

export function describeDecision(state: GameState, d: Decision): string {
  switch (d.type) {
    case 'turn': return d.facing;
    case 'door': return d.at;
    case 'medkit': case 'fieldCare': return d.target;
    case 'trade': return `${d.item} → ${d.to}`;
    case 'mark': case 'fire': case 'melee': return labelOf(state, d.target) + (d.type === 'fire' && d.weapon ? ` (${d.weapon})` : '');
    case 'overwatch': return d.weapon ?? '';
    case 'quickStep': return d.path.join('→');
    case 'activate': case 'counteract': return d.soldier;
    case 'react': return d.watcher;
    case 'reroll': return d.take ? 'reroll' : 'keep';
    case 'move': case 'breachAdvance': return d.to;
    case 'passLog': return `→ ${d.to}`;
    default: return '';
  }
}

/**
 * Which of an action's refusals to show: the one about the acting soldier itself, then one about
 * a figure or square next to it, then any. (Medkit named a far soldier, "Cannot use a medkit on
 * Reyes: not adjacent", while Voss stood beside Park at full HP.)
 */
function nearness(state: GameState, option: IllegalOption): number {
  const me = state.soldiers.find((s) => s.id === state.activeSoldier);
  if (!me || option.target === undefined) return 2;
  if (option.target === me.id) return 0;
  const square = parseSquare(option.target);
  const at = figureOf(state, option.target as FigureId)?.at ?? (square && isOnBoard(state.board, square) ? option.target as Square : null);
  return at && isOrthogonallyAdjacent(me.at, at) ? 1 : 2;
}

/** Why nothing at all can be done now, when the engine lists no option of the kind. */
function idleReason(state: GameState): string {
  const next = nextStep(state);
  if (next.kind === 'over') return 'the game is over';
  if (next.kind === 'step') return 'not now: the engine has the turn';
  if (next.need === 'chooseSoldier') return 'activate a soldier first';
  return 'answer the prompt first';
}

export function actionButtons(state: GameState): ActionButton[] {
  const { legal, illegal } = legalDecisions(state);
  const me = state.soldiers.find((s) => s.id === state.activeSoldier);
  return [...BUTTONS, ...(state.mission?.log ? LOG_BUTTONS : [])].map((b) => {
    const decisions = legal.filter((d) => d.type === b.type);
    const costs = decisions.map((d) => {
      const c = me ? apCostOf(state, me, d) : null;
      return c ? costWords(c) : null;
    });
    const shared = costs.length > 0 && costs.every((c) => c === costs[0]) ? costs[0] : null;
    const options = decisions.map((d, i) => {
      const label = describeDecision(state, d);
      return { label: shared === null && costs[i] ? `${label} (${costs[i]})` : label, decision: d };
    });
    const refusals = illegal.filter((i) => i.type === b.type).sort((x, y) => nearness(state, x) - nearness(state, y));
    return { ...b, options, cost: shared, reason: options.length ? null : refusals[0]?.reason ?? idleReason(state) };
  });
}
