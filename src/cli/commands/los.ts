/**
 * `chamber los FROM TO [--open F4,F7] [--figures D4,E5] [--variant figureCornerBlocks] [--json]`:
 * pure line of sight on the test chamber (RULINGS S1-S5, S8), no facing. `--jsonl` answers one
 * query per stdin line: {"from","to","open":[..],"figures":[..],"variants":{..}}.
 */
import { answerJsonLines, defineCommand, listFlag } from '../command';
import { flag, textList } from '../options';
import { TEST_CHAMBER, coordOf, terrainAt, toSquare } from '../../engine/board';
import { KIT_RULESET } from '../../engine/ruleset';
import { describeBlocker, lineOfSight, type LineOfSight } from '../../engine/sight';
import type { Board, Square, Variants } from '../../engine/types';

const USAGE = 'chamber los FROM TO [--open F4,F7] [--figures D4,E5] [--variant figureCornerBlocks] [--json] | --jsonl';
const VARIANT_NAMES = Object.keys(KIT_RULESET.variants) as (keyof Variants)[];

interface LosQuery {
  readonly from: Square;
  readonly to: Square;
  readonly open: readonly Square[];
  readonly figures: readonly Square[];
  readonly variants: Partial<Variants>;
}

function openDoorsOf(board: Board, names: readonly string[]): Square[] {
  return names.map((name) => {
    const sq = toSquare(board, name);
    if (terrainAt(board, coordOf(sq)) !== 'door') throw new Error(`--open: ${sq} is not a door`);
    return sq;
  });
}

function variantName(name: string): keyof Variants {
  const known = VARIANT_NAMES.find((v) => v.toLowerCase() === name.toLowerCase());
  if (!known) throw new Error(`unknown variant "${name}" (known: ${VARIANT_NAMES.join(', ')})`);
  return known;
}

/** A string flag that may be repeated and/or comma-separated, as trimmed parts. */
function listFlags(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).flatMap((v) => listFlag(v));
}

/** --variant may be repeated or comma-separated; each names a variant switched on. */
function variantsFromFlags(value: unknown): Partial<Variants> {
  const parts = listFlags(value);
  const out: Partial<Record<keyof Variants, boolean>> = {};
  for (const part of parts) out[variantName(part)] = true;
  return out;
}

function variantsFromJson(value: unknown): Partial<Variants> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('"variants" must be an object such as {"figureCornerBlocks":true}');
  const out: Partial<Record<keyof Variants, boolean>> = {};
  for (const [name, on] of Object.entries(value)) {
    if (typeof on !== 'boolean') throw new Error(`variant "${name}" must be true or false`);
    out[variantName(name)] = on;
  }
  return out;
}

function squareList(value: unknown, key: string): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return listFlag(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  throw new Error(`"${key}" must be a list of squares such as ["F4","F7"]`);
}

function answer(q: LosQuery): LineOfSight {
  return lineOfSight(TEST_CHAMBER, q.from, q.to, { openDoors: q.open, figures: q.figures, variants: q.variants });
}

/** The --json / --jsonl answer: exactly {"clear":bool,"blockers":[{"square","contact"}]}. */
function answerJson(los: LineOfSight) {
  return { clear: los.clear, blockers: los.blockers.map((b) => ({ square: b.square, contact: b.contact })) };
}

function queryFromJson(raw: unknown): LosQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('each line must be a JSON object {"from","to",...}');
  const q = raw as Record<string, unknown>;
  for (const key of Object.keys(q)) {
    if (!['from', 'to', 'open', 'figures', 'variants'].includes(key)) throw new Error(`unknown key "${key}" (known: from, to, open, figures, variants)`);
  }
  if (typeof q.from !== 'string') throw new Error('"from" must be a square such as "C3"');
  if (typeof q.to !== 'string') throw new Error('"to" must be a square such as "J8"');
  return {
    from: toSquare(TEST_CHAMBER, q.from),
    to: toSquare(TEST_CHAMBER, q.to),
    open: openDoorsOf(TEST_CHAMBER, squareList(q.open, 'open')),
    figures: squareList(q.figures, 'figures').map((s) => toSquare(TEST_CHAMBER, s)),
    variants: variantsFromJson(q.variants),
  };
}

export const los = defineCommand({
  name: 'los',
  summary: 'line of sight between two squares (walls, doors, figures; no facing)',
  usage: USAGE,
  options: {
    // Repeatable as well as comma-separated: `--open F4 --open F7` opens both doors.
    open: textList('F4,F7', 'doors standing open (squares, comma-separated)'),
    figures: textList('D4,E5', 'squares holding a figure (figures block sight, RULINGS S3)'),
    variant: textList('NAME', `a ruling variant switched on: ${VARIANT_NAMES.join(', ')}`),
    json: flag('print {"clear":bool,"blockers":[{"square","contact"}]}'),
    jsonl: flag('read one {"from","to","open","figures","variants"} per stdin line, answer one JSON line each'),
  },
  async run(positionals, values, io) {
    if (values.jsonl) {
      if (positionals.length) throw new Error('--jsonl reads its queries from stdin; give no squares');
      return answerJsonLines(io, (raw) => answerJson(answer(queryFromJson(raw))));
    }
    if (positionals.length !== 2) throw new Error(`los needs two squares, FROM and TO (usage: ${USAGE})`);
    const q: LosQuery = {
      from: toSquare(TEST_CHAMBER, positionals[0]),
      to: toSquare(TEST_CHAMBER, positionals[1]),
      open: openDoorsOf(TEST_CHAMBER, listFlags(values.open)),
      figures: listFlags(values.figures).map((s) => toSquare(TEST_CHAMBER, s)),
      variants: variantsFromFlags(values.variant),
    };
    const result = answer(q);
    if (values.json) {
      io.stdout(JSON.stringify(answerJson(result)) + '\n');
      return 0;
    }
    const lines = [`${q.from} -> ${q.to}: ${result.clear ? 'clear' : 'blocked'}`, ...result.blockers.map(describeBlocker)];
    io.stdout(lines.join('\n') + '\n');
    return 0;
  },
});
