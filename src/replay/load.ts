/**
 * Loading a game record (issue 3 §3): size limit, JSON, format and version, the full schema, the
 * ruleset overrides against the kit ruleset's shape, and the digest. A bad file gets ONE clear
 * message naming the JSON path and the problem. Loading only reads data: nothing is executed.
 */
import type { z } from 'zod';
import { isLifecycleVariant, KIT_RULESET } from '../engine/ruleset/ruleset';
import { SAYS_VALUE } from '../engine/setup/position';
import { recordDigest } from './build';
import { MAX_RECORD_BYTES, RECORD_FORMAT, RECORD_VERSION, recordSchema, type GameRecord } from './record';
import { numberExpected } from './number-bounds';
import { DECISION_TYPES, EVENT_TYPES } from './schema-parts';
import { recordRulesProblem } from './record-rules';

/** A record that cannot be loaded; `path` is the JSON path of the problem ("" for the whole file). */
export class RecordError extends Error {
  override readonly name = 'RecordError';
  constructor(readonly path: string, readonly problem: string) {
    super(path ? `${path}: ${problem}` : problem);
  }
}

/** What is wrong with a record of this many bytes, or null: one over the limit is not read at all. */
export function recordSizeProblem(bytes: number): string | null {
  return bytes > MAX_RECORD_BYTES ? `the record is ${megabytes(bytes)}, over the ${megabytes(MAX_RECORD_BYTES)} limit` : null;
}

/** Parses and validates a record from its JSON text. Throws RecordError. */
export function parseRecord(text: string): GameRecord {
  const tooLarge = recordSizeProblem(byteLength(text));
  if (tooLarge) throw new RecordError('', tooLarge);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message.split('\n')[0] : String(err);
    const hint = text.trim() === '' ? ' (the file is empty)'
      : /end of JSON|Unterminated|Expected .* after/i.test(detail) ? ' (truncated?)' : '';
    throw new RecordError('', `not valid JSON${hint}: ${detail}`);
  }
  return validateRecord(json);
}

/** Validates an already-parsed JSON value as a record. Throws RecordError. */
export function validateRecord(json: unknown): GameRecord {
  checkHeader(json);
  // Overrides are checked on the raw JSON, before any copying could act on a "__proto__" key.
  const overrides = valueAt(json, ['ruleset', 'overrides']);
  if (overrides !== undefined) checkOverrides(overrides, KIT_RULESET, 'ruleset.overrides');
  const broken = overrides === undefined ? null : recordRulesProblem(overrides as Record<string, unknown>);
  if (broken) throw new RecordError(broken.path, broken.problem);
  const result = recordSchema.safeParse(json);
  if (!result.success) throw fromIssue(result.error.issues[0], json);
  const record = result.data as GameRecord;
  const digest = recordDigest(record);
  if (digest !== record.digest) {
    throw new RecordError('digest', `hash mismatch: the record's content hashes to ${digest}, not ${record.digest} (the file was edited or damaged)`);
  }
  return record;
}

/** Format and version first, so an old or foreign file says so instead of listing schema errors. */
function checkHeader(json: unknown): void {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RecordError('', `expected a JSON object (a ${RECORD_FORMAT}), got ${describe(json)}`);
  }
  const { format, version } = json as Record<string, unknown>;
  if (format !== RECORD_FORMAT) {
    throw new RecordError('format', `expected "${RECORD_FORMAT}", got ${describe(format)}`);
  }
  if (version !== RECORD_VERSION) {
    throw new RecordError('version', `unsupported version ${describe(version)}: this reader reads version ${RECORD_VERSION}`);
  }
}

/** The JSON path of a zod issue, as `events[12].event.dice[0].value`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function fromIssue(issue: z.core.$ZodIssue, json: unknown): RecordError {
  const path = formatPath(issue.path);
  const value = valueAt(json, issue.path);
  if (typeof value === 'number' && !Number.isFinite(value)) {
    // JSON gives Infinity for 1e309: say what the field takes, not zod's "received Infinity".
    const expected = numberExpected(recordSchema, issue.path, json)
      ?? (issue.code === 'invalid_type' ? `expected ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}` : issue.message);
    return new RecordError(path, `${expected}, got ${describe(value)}`);
  }
  if (issue.code === 'invalid_union' && issue.path.at(-1) === 'type') {
    // A discriminated union names the `type` field itself: an unknown or missing event/decision.
    const kind = issue.path.at(-2) === 'decision' ? 'decision' : 'event';
    const known = kind === 'decision' ? DECISION_TYPES : EVENT_TYPES;
    if (value === undefined) return new RecordError(path, `missing: every ${kind} names its type`);
    if (!known.includes(value as string)) return new RecordError(path, `unknown ${kind} ${describe(value)}`);
  }
  if (issue.code === 'invalid_type' && value === undefined) {
    return new RecordError(path, `missing (expected ${issue.expected})`);
  }
  if (issue.code === 'custom' && issue.params?.saysValue === SAYS_VALUE.saysValue) {
    // The start position's checks (engine/setup/position.ts) and the scenario file's (record.ts)
    // say the board's size or bad line, or the square, themselves: no "(got ...)".
    return new RecordError(path, issue.message);
  }
  if (issue.code === 'unrecognized_keys') {
    return new RecordError(path, `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`);
  }
  return new RecordError(path, `${issue.message}${value !== undefined && !isObject(value) ? ` (got ${describe(value)})` : ''}`);
}

/**
 * Overrides may only name keys the kit ruleset has, with values of the same kind; under
 * `variants` also a peer lifecycle (docs/variants.md), set to true or false. Throws RecordError.
 * Also for a Play link's rules (ui/session/playLink.ts).
 */
export function checkOverrides(over: unknown, base: unknown = KIT_RULESET, path = 'ruleset.overrides'): void {
  if (isObject(base) && !Array.isArray(base)) {
    if (!isObject(over) || Array.isArray(over)) throw new RecordError(path, `expected an object, got ${describe(over)}`);
    for (const key of Object.keys(over)) {
      if (path === 'ruleset.overrides.variants' && isLifecycleVariant(key)) {
        if (typeof over[key] !== 'boolean') throw new RecordError(`${path}.${key}`, `expected true or false, got ${describe(over[key])}`);
        continue;
      }
      if (!Object.prototype.hasOwnProperty.call(base, key)) throw new RecordError(`${path}.${key}`, 'unknown ruleset key');
      checkOverrides(over[key], base[key], `${path}.${key}`);
    }
    return;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(over) || over.length !== base.length || over.some((v, i) => typeof v !== typeof base[i])) {
      throw new RecordError(path, `expected a list like ${JSON.stringify(base)}, got ${describe(over)}`);
    }
    return;
  }
  if (typeof over !== typeof base) throw new RecordError(path, `expected a ${typeof base}, got ${describe(over)}`);
  if (typeof over === 'number' && !Number.isFinite(over)) throw new RecordError(path, `expected a finite number, got ${describe(over)}`);
  if (typeof base === 'string' && over !== base && path.endsWith('.version')) {
    throw new RecordError(path, `expected "${base}"`);
  }
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = json;
  for (const key of path) {
    if (!isObject(v)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'number' && !Number.isFinite(v)) return v > 0 ? 'a number too large to read' : 'a negative number too large to read';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  const text = JSON.stringify(v);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function byteLength(text: string): number {
  // Upper bound without encoding the whole text: UTF-16 units times 3 only when needed.
  if (text.length * 3 <= MAX_RECORD_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
