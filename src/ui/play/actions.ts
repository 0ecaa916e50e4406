/**
 * Play mode's action buttons, read from the engine's legalDecisions(): each button lists the legal
 * decisions of its kind, or, when there is none, the engine's reason it is illegal.
 */
import { legalDecisions } from '../../engine/game';
import { labelOf } from '../../engine/figures';
import type { Decision, DecisionType, GameState } from '../../engine/types';

export interface ActionButton {
  readonly type: DecisionType;
  readonly label: string;
  readonly key: string;
  readonly options: readonly { readonly label: string; readonly decision: Decision }[];
  readonly reason: string | null;
}

const BUTTONS: { type: DecisionType; label: string; key: string }[] = [
  { type: 'turn', label: 'Turn', key: 'n/e/s/w' }, { type: 'brace', label: 'Brace', key: 'b' },
  { type: 'overwatch', label: 'Overwatch', key: 'o' }, { type: 'door', label: 'Door', key: 'd' },
  { type: 'medkit', label: 'Medkit', key: 'm' }, { type: 'fieldCare', label: 'Field Care', key: 'f' },
  { type: 'trade', label: 'Trade', key: 't' }, { type: 'mark', label: 'Spot', key: 'k' },
  { type: 'quickStep', label: 'Quick Step', key: '' }, { type: 'pass', label: 'Pass', key: 'p' },
];

export function describeDecision(state: GameState, d: Decision): string {
  switch (d.type) {
    case 'turn': return d.facing;
    case 'door': return d.at;
    case 'medkit': case 'fieldCare': return d.target;
    case 'trade': return `${d.item} → ${d.to}`;
    case 'mark': case 'fire': case 'melee': return labelOf(state, d.target) + (d.type === 'fire' && d.weapon ? ` (${d.weapon})` : '');
    case 'overwatch': return d.weapon ?? '';
    case 'quickStep': return d.path.join('→');
    case 'activate': return d.soldier;
    case 'react': return d.watcher;
    case 'reroll': return d.take ? 'reroll' : 'keep';
    case 'move': case 'breachAdvance': return d.to;
    default: return '';
  }
}

export function actionButtons(state: GameState): ActionButton[] {
  const { legal, illegal } = legalDecisions(state);
  return BUTTONS.map((b) => {
    const options = legal.filter((d) => d.type === b.type).map((d) => ({ label: describeDecision(state, d), decision: d }));
    const why = illegal.find((i) => i.type === b.type);
    return { ...b, options, reason: options.length ? null : why?.reason ?? 'not available now' };
  });
}
