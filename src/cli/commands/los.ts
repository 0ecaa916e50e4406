/**
 * `chamber los FROM TO [--open F4,F7] [--figures D4,E5] [--variant figureCornerBlocks] [--json]`:
 * pure line of sight on the test chamber (RULINGS S1-S5, S8), no facing. `--jsonl` answers one
 * query per stdin line: {"from","to","open":[..],"figures":[..],"variants":{..}}.
 * `--explain [--facing E]` prints the ruling in words, citing ruling ids (S1-S8; with
 * `--position FILE` also the cover, C1-C2, and the attack's accuracy and exact odds, A1-A2): the
 * same words as the app's Inspect panel.
 */
import { answerJsonLines, defineCommand } from '../command';
import { UsageError } from '../errors';
import { flag, text, textList } from '../options';
import { TEST_CHAMBER, toSquare } from '../../engine/board/board';
import { describeBlocker, explainLine, lineOfSight, rulingLines, type LineOfSight, type SightRuling } from '../../engine/sight';
import { explainInState, stateRulingLines, type StateRuling } from '../../engine/sight/ruling-in-state';
import { consciousSoldiers, livingAliens } from '../../engine/state/figures';
import type { Board, GameState, Square, Variants } from '../../engine/state/types';
import { boardOf, facingOf, listFlags, openDoorsOf, squareList, VARIANT_NAMES, variantsFromFlags, variantsFromJson } from '../sight-input';
import { stateFromPositionFile } from '../position-file';

const USAGE = 'chamber los FROM TO [--open F4,F7] [--figures D4,E5] [--variant figureCornerBlocks] [--position FILE.json] [--explain [--facing E]] [--json] | --jsonl';

interface LosQuery {
  readonly board: Board;
  readonly from: Square;
  readonly to: Square;
  readonly open: readonly Square[];
  readonly figures: readonly Square[];
  readonly variants: Partial<Variants>;
}

function answer(q: LosQuery): LineOfSight {
  return lineOfSight(q.board, q.from, q.to, { openDoors: q.open, figures: q.figures, variants: q.variants });
}

/** The --json / --jsonl answer: exactly {"clear":bool,"blockers":[{"square","contact"}]}. */
function answerJson(los: LineOfSight) {
  return { clear: los.clear, blockers: los.blockers.map((b) => ({ square: b.square, contact: b.contact })) };
}

function queryFromJson(raw: unknown): LosQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('each line must be a JSON object {"from","to",...}');
  const q = raw as Record<string, unknown>;
  for (const key of Object.keys(q)) {
    if (!['from', 'to', 'open', 'figures', 'variants', 'board'].includes(key)) throw new Error(`unknown key "${key}" (known: from, to, open, figures, variants, board)`);
  }
  if (typeof q.from !== 'string') throw new Error('"from" must be a square such as "C3"');
  if (typeof q.to !== 'string') throw new Error('"to" must be a square such as "J8"');
  const board = boardOf(q.board);
  return {
    board,
    from: toSquare(board, q.from),
    to: toSquare(board, q.to),
    open: openDoorsOf(board, squareList(q.open, 'open'), 'open'),
    figures: squareList(q.figures, 'figures').map((s) => toSquare(board, s)),
    variants: variantsFromJson(q.variants),
  };
}

/** The position file's state, its variants set from --variant (the ruleset carries them). */
function positionState(values: { readonly position?: string; readonly figures?: readonly string[] }, variants: Partial<Variants>): GameState | null {
  if (values.position === undefined) return null;
  if (values.figures !== undefined) throw new UsageError('--figures cannot be combined with --position: put the figures in the position file');
  return stateFromPositionFile(values.position, { variants });
}

export const los = defineCommand({
  name: 'los',
  summary: 'line of sight between two squares (walls, doors, figures); --explain says why, citing ruling ids',
  usage: USAGE,
  options: {
    // Repeatable as well as comma-separated: `--open F4 --open F7` opens both doors.
    open: textList('F4,F7', 'doors standing open (squares, comma-separated)'),
    figures: textList('D4,E5', 'squares holding a figure (figures block sight, RULINGS S3)'),
    variant: textList('NAME', `a ruling variant switched on: ${VARIANT_NAMES.join(', ')}`),
    position: text('FILE.json', 'a custom position file: its figures and open doors (with --explain, also cover and odds)'),
    explain: flag('print the ruling in words with ruling ids (S1-S8, C1-C2, A1-A2), as the app\'s Inspect panel'),
    facing: text('N|E|S|W', 'with --explain: the facing of the viewer on FROM (RULINGS S6); default: the soldier\'s own, or none'),
    json: flag('print {"clear":bool,"blockers":[{"square","contact"}]} (with --explain: the whole ruling)'),
    jsonl: flag('read one {"from","to","open","figures","variants","board"} per stdin line ("board": another board in the kit 04 legend; absent, the test chamber), answer one JSON line each'),
  },
  async run(positionals, values, io) {
    if (values.jsonl) {
      if (positionals.length) throw new Error('--jsonl reads its queries from stdin; give no squares');
      if (values.explain || values.position !== undefined || values.facing !== undefined) throw new UsageError('--jsonl takes its queries from stdin: --explain, --facing and --position do not apply');
      return answerJsonLines(io, (raw) => answerJson(answer(queryFromJson(raw))));
    }
    if (positionals.length !== 2) throw new Error(`los needs two squares, FROM and TO (usage: ${USAGE})`);
    if (values.facing !== undefined && !values.explain) throw new UsageError('--facing needs --explain (the plain answer is the line alone, no facing)');
    const variants = variantsFromFlags(values.variant);
    const state = positionState(values, variants);
    const board = state?.board ?? TEST_CHAMBER;
    const from = toSquare(board, positionals[0]);
    const to = toSquare(board, positionals[1]);
    const open = [...new Set([...(state?.openDoors ?? []), ...openDoorsOf(board, listFlags(values.open))])];
    const figures = state ? [...consciousSoldiers(state), ...livingAliens(state)].map((f) => f.at) : listFlags(values.figures).map((s) => toSquare(board, s));
    if (values.explain) {
      const facing = values.facing === undefined ? undefined : facingOf(values.facing, '--facing');
      let ruling: SightRuling | StateRuling;
      let lines: string[];
      if (state) {
        const r = explainInState({ ...state, openDoors: open }, from, to, facing === undefined ? {} : { facing });
        ruling = r;
        lines = stateRulingLines(r);
      } else {
        ruling = explainLine({ board, from, to, openDoors: open, figures, variants, facing: facing ?? null });
        lines = rulingLines(ruling);
      }
      io.stdout(values.json ? JSON.stringify({ ...ruling, lines }) + '\n' : [`${from} -> ${to}`, ...lines].join('\n') + '\n');
      return 0;
    }
    const result = answer({ board, from, to, open, figures, variants });
    if (values.json) {
      io.stdout(JSON.stringify(answerJson(result)) + '\n');
      return 0;
    }
    const lines = [`${from} -> ${to}: ${result.clear ? 'clear' : 'blocked'}`, ...result.blockers.map(describeBlocker)];
    io.stdout(lines.join('\n') + '\n');
    return 0;
  },
});
