/**
 * `chamber board [--scenario A | --scenario-file FILE | --position FILE] [--json]`: the board of a scenario, or of a
 * custom position file (the format `alien-decision --position` reads), with its figures (kit 04).
 * Soldiers are drawn by the first letter of their name that is not a board symbol (R C V K P:
 * Okafor is `K`, since `O` is solid terrain, docs/scenarios.md SC-T1), aliens by contact digit;
 * downed soldiers and dead aliens are left off the drawing but still listed. Solid terrain on the
 * board gets a legend line under the figures'.
 */
import { defineCommand } from '../command';
import { UsageError } from '../errors';
import { flag, text } from '../options';
import { drawBoard, figureMark } from '../../engine/board/board';
import { newGame } from '../../engine/setup/scenarios';
import { stateFromPositionFile } from '../position-file';
import { oneStart, readScenarioFile } from '../scenario-file';
import { gameFromScenarioFile } from '../../engine/setup/scenario-game';
import type { AlienState, GameState, SoldierState, Square } from '../../engine/state/types';


/** Legend lines for the solid terrain a drawing shows (docs/scenarios.md SC-T1). */
const TERRAIN_LEGEND: readonly [string, string][] = [
  ['O', 'O solid terrain: blocks movement, not sight (SC-T1)'],
  ['X', 'X solid terrain: blocks movement and sight (SC-T1)'],
];

function maxHpOf(state: GameState, f: SoldierState | AlienState): number {
  return f.kind === 'soldier' ? state.ruleset.soldiers[f.id].hp : state.ruleset.aliens[f.alienKind].hp;
}

function figuresOf(state: GameState): (SoldierState | AlienState)[] {
  return [...state.soldiers, ...state.aliens];
}

/** "R Reyes C3 facing E hp 8/8" or "1 worker 1 J3 hp 5/5". */
function legendLine(state: GameState, f: SoldierState | AlienState): string {
  const hp = `hp ${f.hp}/${maxHpOf(state, f)}`;
  return f.kind === 'soldier'
    ? `${figureMark(f)} ${f.id} ${f.at} facing ${f.facing} ${hp}`
    : `${figureMark(f)} ${f.alienKind} ${f.contact} ${f.at} ${hp}`;
}

function figureJson(state: GameState, f: SoldierState | AlienState) {
  return f.kind === 'soldier'
    ? { id: f.id, at: f.at, kind: 'soldier', mark: figureMark(f), facing: f.facing, hp: f.hp, maxHp: maxHpOf(state, f) }
    : { id: f.id, at: f.at, kind: f.alienKind, mark: figureMark(f), contact: f.contact, hp: f.hp, maxHp: maxHpOf(state, f) };
}

export const board = defineCommand({
  name: 'board',
  summary: 'draw a scenario\'s board with its figures',
  usage: 'chamber board [--scenario A | --scenario-file FILE.json | --position FILE.json] [--json]',
  options: {
    scenario: text('NAME', 'the scenario drawn (default A; docs/cli-guide.md lists the names)'),
    'scenario-file': text('FILE.json', 'a scenario file (docs/scenarios.md) drawn instead of a built-in scenario'),
    position: text('FILE.json', 'a custom position file drawn instead of a scenario'),
    json: flag('print {"width","height","rows","figures"}'),
  },
  run(positionals, values, io) {
    if (positionals.length) throw new UsageError(`board takes no positional arguments (got "${positionals[0]}")`);
    oneStart(values);
    const state = values.position !== undefined ? stateFromPositionFile(values.position)
      : values['scenario-file'] !== undefined ? gameFromScenarioFile(readScenarioFile(values['scenario-file']), { seed: 1 })
        : newGame(values.scenario ?? 'A', { seed: 1 });
    const marks = new Map<Square, string>();
    for (const f of figuresOf(state)) if (f.hp > 0) marks.set(f.at, figureMark(f));
    const drawing = drawBoard(state, marks).split('\n');
    if (values.json) {
      // rows[row - 1] is one string per row, one character per square: rows[2][9] is J3.
      const rows = drawing.slice(1).map((line) => line.slice(3).replace(/ /g, ''));
      io.stdout(JSON.stringify({
        width: state.board.width, height: state.board.height, rows,
        figures: figuresOf(state).map((f) => figureJson(state, f)),
      }) + '\n');
      return 0;
    }
    const squares = new Set(drawing.slice(1).flatMap((line) => line.slice(3).split(' ')));
    const terrain = TERRAIN_LEGEND.filter(([symbol]) => squares.has(symbol)).map(([, line]) => line);
    io.stdout([...drawing, '', ...figuresOf(state).map((f) => legendLine(state, f)), ...terrain].join('\n') + '\n');
    return 0;
  },
});
