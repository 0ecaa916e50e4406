/**
 * A game's squad decisions as short text for a URL (issue 32: Play keeps its game in the link):
 * one token a decision, tokens joined by `_`; a token is a one-letter code and its fields joined by
 * `.`, e.g. `aR_mC3_mC4_f3.mg_p` (activate Reyes, move C3, move C4, fire at alien3 with the mg,
 * pass). Soldiers go by their initial (Reyes, Chen, Voss, Okafor, Park), aliens by their contact
 * number, squares, facings and weapons as they are. Only URL-safe characters, nothing escaped.
 *
 * Reading is strict: every decoded decision passes the record schema's decisionSchema, and a token
 * that does not read gets one line naming it. Whether the decisions are legal is the runner's to say.
 */
import type { Decision, SoldierName } from '../../engine/state/types';
import { SOLDIER_NAMES } from '../../engine/state/types';
import { decisionSchema } from '../../replay/schema-parts';

export class DecisionTextError extends Error {}

/** How one field travels: its text and back (undefined: not this field's text). */
type FieldKind = 'soldier' | 'figure' | 'square' | 'facing' | 'weapon' | 'flag';

interface FieldSpec {
  readonly key: string;
  readonly kind: FieldKind;
  readonly optional?: true;
}

const f = (key: string, kind: FieldKind, optional?: true): FieldSpec => ({ key, kind, ...(optional ? { optional } : {}) });

/** Each decision type's code letter and its fields, in order (engine/state/types.ts Decision). */
const SHAPES = {
  activate: { code: 'a', fields: [f('soldier', 'soldier')] },
  counteract: { code: 'c', fields: [f('soldier', 'soldier')] },
  move: { code: 'm', fields: [f('to', 'square')] },
  quickStep: { code: 'q', fields: [] }, // its path: every field, one square each
  breachAdvance: { code: 'b', fields: [f('to', 'square')] },
  turn: { code: 't', fields: [f('facing', 'facing')] },
  door: { code: 'd', fields: [f('at', 'square')] },
  fire: { code: 'f', fields: [f('target', 'figure'), f('weapon', 'weapon', true), f('sustainedFire', 'flag', true)] },
  melee: { code: 'h', fields: [f('target', 'figure')] },
  brace: { code: 'g', fields: [] },
  overwatch: { code: 'o', fields: [f('weapon', 'weapon', true)] },
  mark: { code: 'k', fields: [f('target', 'figure')] },
  medkit: { code: 'e', fields: [f('target', 'soldier')] },
  fieldCare: { code: 'l', fields: [f('target', 'soldier')] },
  trade: { code: 'x', fields: [f('to', 'soldier')] }, // the item is always the medkit (kit 02)
  secureLog: { code: 'u', fields: [] }, // take up the station log (docs/scenarios.md SC-L2)
  passLog: { code: 'y', fields: [f('to', 'soldier')] },
  pass: { code: 'p', fields: [] },
  reroll: { code: 'r', fields: [f('take', 'flag')] },
  react: { code: 'w', fields: [f('watcher', 'soldier')] },
} as const satisfies Record<Decision['type'], { code: string; fields: readonly FieldSpec[] }>;

const TYPE_OF_CODE = new Map<string, Decision['type']>(
  Object.entries(SHAPES).map(([type, shape]) => [shape.code, type as Decision['type']]),
);
const SOLDIER_OF_INITIAL = new Map<string, SoldierName>(SOLDIER_NAMES.map((n) => [n[0], n]));

function fieldText(kind: FieldKind, value: unknown): string {
  switch (kind) {
    case 'soldier': return String(value)[0];
    case 'figure': { const id = String(value); return id.startsWith('alien') ? id.slice(5) : id[0]; }
    case 'flag': return value ? '1' : '0';
    default: return String(value);
  }
}

function fieldValue(kind: FieldKind, text: string): unknown {
  switch (kind) {
    case 'soldier': return SOLDIER_OF_INITIAL.get(text);
    case 'figure': return /^\d+$/.test(text) ? `alien${text}` : SOLDIER_OF_INITIAL.get(text);
    case 'flag': return text === '1' ? true : text === '0' ? false : undefined;
    default: return text;
  }
}

/** One decision as its token. */
export function decisionToken(d: Decision): string {
  const shape = SHAPES[d.type];
  const value = d as unknown as Record<string, unknown>;
  const fields = d.type === 'quickStep'
    ? [...d.path]
    : shape.fields.map((spec) => (value[spec.key] === undefined ? '' : fieldText(spec.kind, value[spec.key])));
  while (fields.length && fields[fields.length - 1] === '') fields.pop();
  return shape.code + fields.join('.');
}

/** The decision a token stands for; throws DecisionTextError naming the token. */
export function decisionOfToken(token: string): Decision {
  const bad = (why: string) => new DecisionTextError(`"${token.length > 24 ? `${token.slice(0, 21)}...` : token}" ${why}`);
  const type = TYPE_OF_CODE.get(token[0] ?? '');
  if (!type) throw bad('is not a decision (unknown code)');
  const fields = token.length > 1 ? token.slice(1).split('.') : [];
  const out: Record<string, unknown> = { type };
  if (type === 'quickStep') {
    out.path = fields;
  } else {
    const specs: readonly FieldSpec[] = SHAPES[type].fields;
    if (fields.length > specs.length) throw bad(`has ${fields.length} fields; a ${type} has at most ${specs.length}`);
    specs.forEach((spec, i) => {
      const text = fields[i] ?? '';
      if (text === '' && spec.optional) return;
      const value = fieldValue(spec.kind, text);
      if (value === undefined || text === '') throw bad(`has no readable ${spec.key}`);
      out[spec.key] = value;
    });
    if (type === 'trade') out.item = 'medkit';
  }
  const parsed = decisionSchema.safeParse(out);
  if (!parsed.success) throw bad(`is not a ${type}: ${parsed.error.issues[0].message}`);
  return parsed.data as Decision;
}

/** Decisions as text (`_`-joined tokens). */
export function decisionsText(decisions: readonly Decision[]): string {
  return decisions.map(decisionToken).join('_');
}

/** The decisions a text holds ([] for none); throws DecisionTextError naming the first bad one. */
export function decisionsOfText(text: string, max: number): Decision[] {
  if (text === '') return [];
  const tokens = text.split('_');
  if (tokens.length > max) throw new DecisionTextError(`${tokens.length} decisions, over the ${max} a game may have`);
  return tokens.map((t, i) => {
    try {
      return decisionOfToken(t);
    } catch (err) {
      throw new DecisionTextError(`decision ${i}: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
}
