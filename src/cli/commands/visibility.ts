/**
 * `chamber visibility FROM [--facing E] [--open F4,F7] [--figures D4,E5] [--variant ...]
 * [--position FILE] [--reverse] [--json]`: the visibility map (RULINGS S2-S7) from one square, as
 * a board with each square marked, or as {"visible":[...],"outsideArc":[...],"blocked":[...]}.
 * The three lists hold every square but walls, the door squares (open or closed) and FROM;
 * outsideArc = not in the facing arc (S6); blocked = in the arc, line not clear (S2-S4: a figure
 * blocks unless it stands on the target square, one on FROM is ignored); visible = the rest (S7).
 * `--reverse`: every square from which FROM would be seen by a viewer facing --facing.
 * `--jsonl` reads {"from","facing","open","figures","variants","board"} per line (facing null or missing
 * = no arc) and answers the three lists per line.
 */
import { answerJsonLines, defineCommand } from '../command';
import { UsageError } from '../errors';
import { flag, text, textList } from '../options';
import { TEST_CHAMBER, drawBoard, toSquare } from '../../engine/board/board';
import { reverseSightClasses, sightClasses, variantChanges, type MapOptions, type SightClass, type VisibilitySets } from '../../engine/sight';
import { consciousSoldiers, livingAliens, occupantOf } from '../../engine/state/figures';
import type { Board, Facing, Square } from '../../engine/state/types';
import { boardOf, facingOf, listFlags, openDoorsOf, squareList, VARIANT_NAMES, variantName, variantsFromFlags, variantsFromJson, viewerSquare } from '../sight-input';
import { stateFromPositionFile } from '../position-file';
import { counted } from '../../lab/report/counted';

const USAGE = 'chamber visibility FROM [--facing E] [--open F4,F7] [--figures D4,E5] [--variant figureCornerBlocks] [--position FILE] [--reverse] [--toggle VARIANT] [--json] | --jsonl';
const KEYS = ['from', 'facing', 'open', 'figures', 'variants', 'board'];

interface MapQuery {
  readonly board: Board;
  readonly from: Square;
  readonly options: MapOptions & { readonly facing: Facing | null };
}

/** Lists sorted by square, column then row (as `los` sorts blockers): sets, but a stable order. */
function byColumn(a: Square, b: Square): number {
  return a.charCodeAt(0) - b.charCodeAt(0) || Number(a.slice(1)) - Number(b.slice(1));
}

function sets(classes: ReadonlyMap<Square, SightClass>): VisibilitySets {
  const out = { visible: [] as Square[], outsideArc: [] as Square[], blocked: [] as Square[] };
  for (const [sq, k] of classes) out[k].push(sq);
  return { visible: out.visible.sort(byColumn), outsideArc: out.outsideArc.sort(byColumn), blocked: out.blocked.sort(byColumn) };
}

/** Exactly {"visible":[...],"outsideArc":[...],"blocked":[...]}, in that key order. */
function answerJson(classes: ReadonlyMap<Square, SightClass>) {
  const s = sets(classes);
  return { visible: s.visible, outsideArc: s.outsideArc, blocked: s.blocked };
}

function queryFromJson(raw: unknown): MapQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('each line must be a JSON object {"from","facing","open","figures","variants"}');
  const q = raw as Record<string, unknown>;
  for (const key of Object.keys(q)) if (!KEYS.includes(key)) throw new Error(`unknown key "${key}" (known: ${KEYS.join(', ')})`);
  if (typeof q.from !== 'string') throw new Error('"from" must be a square such as "C3"');
  const board = boardOf(q.board);
  return {
    board,
    from: viewerSquare(board, q.from),
    options: {
      facing: facingOf(q.facing),
      openDoors: openDoorsOf(board, squareList(q.open, 'open'), 'open'),
      figures: squareList(q.figures, 'figures').map((s) => toSquare(board, s)),
      variants: variantsFromJson(q.variants),
    },
  };
}

const MARKS: Readonly<Record<SightClass, { empty: string; figure: string }>> = {
  visible: { empty: '+', figure: 'O' },
  outsideArc: { empty: '-', figure: '=' },
  blocked: { empty: 'x', figure: 'X' },
};

function boardText(q: MapQuery, classes: ReadonlyMap<Square, SightClass>, reverse: boolean): string {
  const figures = new Set(q.options.figures ?? []);
  const marks = new Map<Square, string>([[q.from, '@']]);
  for (const [sq, k] of classes) marks.set(sq, MARKS[k][figures.has(sq) ? 'figure' : 'empty']);
  const s = sets(classes);
  const what = reverse ? `squares from which ${q.from} is seen by a viewer ${q.options.facing ? `facing ${q.options.facing}` : 'with no facing limit'}` : `visibility from ${q.from}, ${q.options.facing ? `facing ${q.options.facing}` : 'no facing limit'}`;
  return [
    drawBoard({ board: q.board, openDoors: q.options.openDoors ?? [] }, marks),
    '',
    `${what}${q.options.openDoors?.length ? `; open: ${q.options.openDoors.join(', ')}` : ''}${figures.size ? `; figures: ${[...figures].join(', ')}` : ''}`,
    `@ ${reverse ? 'the square seen' : 'the viewer'} · + visible (S7) · - outside the arc (S6) · x blocked (S2-S4) · O = X a figure's square visible / outside / blocked · # wall · D d door closed / open`,
    `visible ${s.visible.length}, outside the arc ${s.outsideArc.length}, blocked ${s.blocked.length}`,
  ].join('\n');
}

export const visibility = defineCommand({
  name: 'visibility',
  summary: 'the visibility map from one square: visible, outside the arc, blocked (RULINGS S2-S7)',
  usage: USAGE,
  options: {
    facing: text('N|E|S|W', 'the viewer\'s facing (RULINGS S6); left out: no arc (with --position, the soldier\'s own)'),
    open: textList('F4,F7', 'doors standing open (squares, comma-separated)'),
    figures: textList('D4,E5', 'squares holding a figure (figures block sight, RULINGS S3)'),
    variant: textList('NAME', `a ruling variant switched on: ${VARIANT_NAMES.join(', ')}`),
    position: text('FILE.json', 'a custom position file: its figures and open doors, the facing of the soldier on FROM'),
    reverse: flag('every square from which FROM is seen by a viewer facing --facing (the reverse map)'),
    toggle: text('VARIANT', 'list the squares whose verdict this variant changes'),
    json: flag('print {"visible":[...],"outsideArc":[...],"blocked":[...]}'),
    jsonl: flag('read one {"from","facing","open","figures","variants","board"} per stdin line ("board": another board in the kit 04 legend; absent, the test chamber), answer one JSON line each'),
  },
  async run(positionals, values, io) {
    if (values.jsonl) {
      if (positionals.length) throw new Error('--jsonl reads its queries from stdin; give no square');
      const flags = Object.keys(values).filter((k) => k !== 'jsonl');
      if (flags.length) throw new UsageError(`--jsonl takes every query from stdin: --${flags[0]} does not apply`);
      return answerJsonLines(io, (raw) => {
        const q = queryFromJson(raw);
        return answerJson(sightClasses(q.board, q.from, q.options));
      });
    }
    if (positionals.length !== 1) throw new Error(`visibility needs one square, FROM (usage: ${USAGE})`);
    const variants = variantsFromFlags(values.variant);
    let board: Board = TEST_CHAMBER;
    let open: Square[] = [];
    let figures: Square[] = [];
    let facing: Facing | null = values.facing === undefined ? null : facingOf(values.facing, '--facing');
    let from: Square;
    if (values.position !== undefined) {
      if (values.figures !== undefined) throw new UsageError('--figures cannot be combined with --position: put the figures in the position file');
      const state = stateFromPositionFile(values.position, { variants });
      board = state.board;
      from = viewerSquare(board, positionals[0], 'FROM');
      open = [...state.openDoors];
      figures = [...consciousSoldiers(state), ...livingAliens(state)].map((f) => f.at);
      // The soldier standing on FROM looks the way it faces, unless --facing says otherwise (S6).
      const viewer = occupantOf(state, from);
      if (values.facing === undefined && viewer?.kind === 'soldier' && !values.reverse) facing = viewer.facing;
    } else {
      from = viewerSquare(board, positionals[0], 'FROM');
      figures = listFlags(values.figures).map((s) => toSquare(board, s));
    }
    open = [...new Set([...open, ...openDoorsOf(board, listFlags(values.open))])];
    const q: MapQuery = { board, from, options: { facing, openDoors: open, figures, variants } };
    const classes = (values.reverse ? reverseSightClasses : sightClasses)(board, from, q.options);
    if (values.toggle !== undefined) {
      const variant = variantName(values.toggle);
      const changes = variantChanges(board, from, variant, q.options, values.reverse === true);
      if (values.json) io.stdout(JSON.stringify({ variant, changes }) + '\n');
      else io.stdout([`${variant} changes ${counted(changes.length, 'square')}${changes.length ? ':' : ''}`, ...changes.map((c) => `${c.square}: ${c.off} -> ${c.on}`)].join('\n') + '\n');
      return 0;
    }
    io.stdout(values.json ? JSON.stringify(answerJson(classes)) + '\n' : boardText(q, classes, values.reverse === true) + '\n');
    return 0;
  },
});
