/**
 * `chamber alien-decision`: what one alien would do now (kit 05 §10, RULINGS L1-L6).
 *
 *   chamber alien-decision --jsonl          one position + "alien": contact per stdin line
 *   chamber alien-decision --alien 1 [--scenario A | --position FILE.json] [--json]
 */
import type { Command, ParsedValues } from '../command';
import { answerJsonLines } from '../command';
import { alienDecision as decide, type AlienAction, type AlienDecision } from '../../engine/aliens';
import { alienId, labelOf } from '../../engine/figures';
import { gameFromPosition } from '../../engine/position';
import { newGame } from '../../engine/scenarios';
import { stateFromPositionFile } from '../position-file';
import type { GameState } from '../../engine/types';

/** The action in the exact CLI shape: key order type first, then its one field. */
function actionJson(action: AlienAction): AlienAction {
  switch (action.type) {
    case 'move': return { type: 'move', to: action.to };
    case 'openDoor': return { type: 'openDoor', at: action.at };
    case 'melee': return { type: 'melee', target: action.target };
    case 'fire': return { type: 'fire', target: action.target };
    case 'pass': return { type: 'pass' };
  }
}

/** The contact number of a query or flag, checked to be a positive whole number. */
function contactOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
    throw new Error(`alien: expected a contact number such as 1, got ${JSON.stringify(value ?? null)}`);
  }
  return n;
}

/** The decision of a contact in a state; an unknown or killed contact is a clear error. */
function decisionFor(state: GameState, contact: number): AlienDecision {
  const alien = state.aliens.find((a) => a.contact === contact && a.hp > 0);
  if (!alien) {
    const known = state.aliens.filter((a) => a.hp > 0).map((a) => a.contact);
    throw new Error(`unknown contact ${contact} (living contacts here: ${known.length ? known.join(', ') : 'none'})`);
  }
  return decide(state, alienId(contact));
}

function answerQuery(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    throw new Error('query: expected a JSON object (a position plus "alien": contact number)');
  }
  const { alien, ...position } = query as Record<string, unknown>;
  if (alien === undefined) throw new Error('query: "alien" (the contact number) is required');
  const contact = contactOf(alien);
  const state = gameFromPosition(position, { seed: 1 });
  const d = decisionFor(state, contact);
  return { target: d.target, firstAction: actionJson(d.action) };
}

function stateFromFlags(values: ParsedValues): GameState {
  if (values.position !== undefined && values.scenario !== undefined) {
    throw new Error('give either --scenario or --position, not both');
  }
  if (typeof values.position === 'string') return stateFromPositionFile(values.position);
  return newGame(typeof values.scenario === 'string' ? values.scenario : 'A', { seed: 1 });
}

function actionWords(action: AlienAction): string {
  switch (action.type) {
    case 'move': return `move to ${action.to}`;
    case 'openDoor': return `open door ${action.at}`;
    case 'melee': return `melee ${action.target}`;
    case 'fire': return `fire at ${action.target}`;
    case 'pass': return 'pass';
  }
}

export const alienDecision: Command = {
  name: 'alien-decision',
  summary: 'what an alien does next: target, action and route (kit 05 §10, RULINGS L1-L6)',
  usage: 'chamber alien-decision --alien N [--scenario A | --position FILE.json] [--json] | --jsonl',
  options: {
    alien: { type: 'string' },
    scenario: { type: 'string' },
    position: { type: 'string' },
    json: { type: 'boolean' },
    jsonl: { type: 'boolean' },
  },
  async run(_positionals, values, io) {
    if (values.jsonl) return answerJsonLines(io, answerQuery);
    if (values.alien === undefined) throw new Error('--alien N is required (the contact number), or use --jsonl');
    const contact = contactOf(values.alien);
    const state = stateFromFlags(values);
    const d = decisionFor(state, contact);
    if (values.json) {
      io.stdout(JSON.stringify({
        alien: contact, target: d.target, firstAction: actionJson(d.action),
        pathCost: d.pathCost, path: d.path, reason: d.reason,
      }) + '\n');
      return 0;
    }
    const alien = state.aliens.find((a) => a.contact === contact)!;
    io.stdout([
      `${labelOf(state, alien.id)} at ${alien.at}, ${alien.ap} AP`,
      `target: ${d.target ?? 'none'}${d.pathCost !== null ? ` (path cost ${d.pathCost})` : ''}`,
      `action: ${actionWords(d.action)}`,
      `path:   ${d.path.length ? d.path.join(' ') : '(none)'}`,
      `reason: ${d.reason}`,
    ].join('\n') + '\n');
    return 0;
  },
};
