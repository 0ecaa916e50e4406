/**
 * `chamber alien-decision`: what one alien would do now (kit 05 §10, RULINGS L1-L6).
 *
 *   chamber alien-decision --jsonl          one position + "alien": contact per stdin line
 *   chamber alien-decision --alien 1 [--scenario A | --position FILE.json] [--json]
 */
import { oneStart, readScenarioFile } from '../scenario-file';
import { gameFromScenarioFile } from '../../engine/setup/scenario-game';
import { answerJsonLines, defineCommand, refuseArguments } from '../command';
import { UsageError } from '../errors';
import { flag, integer, integerOf, text } from '../options';
import { alienDecision as decide, type AlienAction, type AlienDecision } from '../../engine/aliens/aliens';
import { alienId, labelOf } from '../../engine/state/figures';
import { gameFromPosition } from '../../engine/setup/position';
import { stateFromPositionFile } from '../position-file';
import { CONTACT as CONTACTS } from '../../engine/setup/ranges';
import { newGame } from '../../engine/setup/scenarios';
import type { GameState } from '../../engine/state/types';

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

/** A contact number, in the range a position or a scenario file may give one (engine/setup/ranges.ts). */
const CONTACT = integer('N', 'the alien\'s contact number', { min: CONTACTS.min, max: CONTACTS.max });

const USAGE = 'chamber alien-decision --alien N [--scenario A | --scenario-file FILE.json | --position FILE.json] [--json] | --jsonl';

interface FromFlags { readonly scenario?: string; readonly 'scenario-file'?: string; readonly position?: string }

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
  const contact = integerOf('alien', CONTACT, alien);
  const state = gameFromPosition(position, { seed: 1 });
  const d = decisionFor(state, contact);
  return { target: d.target, firstAction: actionJson(d.action) };
}

function stateFromFlags(values: FromFlags): GameState {
  oneStart(values);
  if (values['scenario-file'] !== undefined) return gameFromScenarioFile(readScenarioFile(values['scenario-file']), { seed: 1 });
  if (values.position !== undefined) return stateFromPositionFile(values.position);
  return newGame(values.scenario ?? 'A', { seed: 1 });
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

export const alienDecision = defineCommand({
  name: 'alien-decision',
  summary: 'what an alien does next: target, action and route (kit 05 §10, RULINGS L1-L6)',
  usage: USAGE,
  options: {
    alien: CONTACT,
    scenario: text('NAME', 'the scenario whose start is asked about (default A; docs/cli-guide.md lists the names)'),
    'scenario-file': text('FILE.json', 'a scenario file (docs/scenarios.md) whose start is asked about'),
    position: text('FILE.json', 'a custom position file instead of a scenario'),
    json: flag('print the decision as one JSON object'),
    jsonl: flag('read one position plus "alien": contact per stdin line, answer one JSON line each'),
  },
  async run(positionals, values, io) {
    refuseArguments(positionals, USAGE);
    if (values.jsonl) {
      const others = Object.keys(values).filter((k) => k !== 'jsonl');
      if (others.length) throw new UsageError(`--jsonl reads its queries from stdin; drop --${others[0]}`);
      return answerJsonLines(io, answerQuery);
    }
    if (values.alien === undefined) throw new UsageError('--alien N is required (the contact number), or use --jsonl');
    const contact = values.alien;
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
});
