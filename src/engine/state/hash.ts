/**
 * Stable hashes of JSON values (record format §3: "a state hash after every decision"). In the
 * engine, beside the state it hashes: the record, the runner and the planner all use it (issue 35).
 *
 * A Merkle hash: a value's hash is computed from its members' hashes, never from one long text,
 * so the unchanged parts of consecutive game states (the board, the ruleset, every figure the
 * decision did not touch: engine states share them) are hashed once per game, not once per
 * decision. It depends only on the JSON value: object keys in sorted order, `undefined` members
 * left out and `undefined` array slots read as null (as JSON.stringify does), numbers as JSON
 * writes them. Two 32-bit lanes (64 bits), only Math.imul, xor and shifts: no BigInt, no
 * node:crypto, so it runs in the browser too. An integrity check, not a cryptographic one.
 */

/** A value's hash: two 32-bit lanes. */
interface Digest {
  readonly a: number;
  readonly b: number;
}

/** Lane multipliers: FNV-1a 32's prime and MurmurHash2's odd constant. */
const PRIME_A = 0x01000193;
const PRIME_B = 0x5bd1e995;

/** One tag per JSON kind starts each lane, so `"1"`, `1` and `[1]` never share a hash. */
const enum Tag { Null = 1, False, True, Number, String, Array, Object }

/*
 * Mixing. Each lane starts from its seed xor the kind's tag, times its prime; every word w is
 * mixed in as lane = (lane xor w) * prime, then lane xor (lane >>> shift) (the shifts carry high
 * bits down: a multiply alone only ever moves information upwards); a digest is MurmurHash3's
 * finaliser on each lane. The lanes are plain local numbers in the functions below, not fields
 * of a mixer object: hashing mixes a few words per member, and locals stay in registers.
 */
function startA(tag: Tag): number { return Math.imul(0x811c9dc5 ^ tag, PRIME_A); }
function startB(tag: Tag): number { return Math.imul(0x050c5d1f ^ tag, PRIME_B); }
function stepA(a: number, w: number): number { const x = Math.imul(a ^ w, PRIME_A); return x ^ (x >>> 15); }
function stepB(b: number, w: number): number { const x = Math.imul(b ^ w, PRIME_B); return x ^ (x >>> 13); }
function finish(a: number, b: number): Digest { return { a: fmix(a), b: fmix(b ^ a) }; }

function fmix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** The digest of a text: its length, then each UTF-16 code unit, as words. */
function textDigest(tag: Tag, text: string): Digest {
  let a = stepA(startA(tag), text.length);
  let b = stepB(startB(tag), text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = stepA(a, c);
    b = stepB(b, c);
  }
  return finish(a, b);
}

/** "00" ... "ff": a hash is written out once per decision, so its digits come from a table. */
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hex8(w: number): string {
  return HEX[(w >>> 24) & 255] + HEX[(w >>> 16) & 255] + HEX[(w >>> 8) & 255] + HEX[w & 255];
}

function hex(d: Digest): string {
  return hex8(d.a) + hex8(d.b);
}

/** Plain FNV-1a 32 in lane 1 over the UTF-16 code units of a string, 16 hex digits. */
export function fnvHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, PRIME_A);
    b = Math.imul(b ^ c, PRIME_B);
  }
  return hex({ a, b });
}

/** The stable hash of a JSON value, 16 hex digits. */
export function hashValue(value: unknown): string {
  return hex(digestOf(value));
}

/**
 * The last state hashed, as a tree of digests. Engine states are immutable and a transition shares
 * every part it did not change, so hashing the next state reuses the digest of each part that is
 * the very same object as last time (the board, the ruleset, every untouched figure) and computes
 * only the changed path. Identity comparisons, no lookup tables: the next state of the same game
 * shares almost everything; any other state is simply hashed in full.
 */
interface Memo {
  readonly value: object;
  readonly digest: Digest;
  /** The shape of an object value (parts follow its sorted keys); null for arrays. */
  readonly shape: Shape | null;
  /** The memo of each object or array member, null for leaves. */
  readonly parts: readonly (Memo | null)[];
}

let lastState: Memo | null = null;

/** The hash recorded after each decision: hashValue of the whole GameState, rng included. */
export function stateHash(state: object): string {
  lastState = memoOf(state, lastState);
  return hex(lastState.digest);
}

/** The digest of an object or array with the memos of its parts (those of `old` reused where they fit). */
function memoOf(value: object, old: Memo | null): Memo {
  if (old !== null && old.value === value) return old;
  if (Array.isArray(value)) {
    const oldParts = old !== null && old.shape === null ? old.parts : null;
    const parts: (Memo | null)[] = [];
    let a = stepA(startA(Tag.Array), value.length);
    let b = stepB(startB(Tag.Array), value.length);
    for (let i = 0; i < value.length; i++) {
      const d = partDigest(value[i], oldParts, i, parts);
      a = stepA(stepA(a, d.a), d.b);
      b = stepB(stepB(b, d.a), d.b);
    }
    return { value, digest: finish(a, b), shape: null, parts };
  }
  const record = value as Record<string, unknown>;
  const shape = shapeOf(Object.keys(record), old?.shape);
  const oldParts = old !== null && old.shape === shape ? old.parts : null;
  // Object.values in one call, not one keyed lookup per member (those are megamorphic).
  const values = Object.values(record);
  const parts: (Memo | null)[] = [];
  let a = startA(Tag.Object);
  let b = startB(Tag.Object);
  for (let i = 0; i < shape.order.length; i++) {
    const item = values[shape.order[i]];
    if (item === undefined) { parts.push(null); continue; }
    const key = shape.keys[i];
    const d = partDigest(item, oldParts, i, parts);
    a = stepA(stepA(stepA(stepA(a, key.a), key.b), d.a), d.b);
    b = stepB(stepB(stepB(stepB(b, key.a), key.b), d.a), d.b);
  }
  return { value, digest: finish(a, b), shape, parts };
}

/** A member's digest; its memo (null for a leaf) goes to `parts`, `oldParts[i]` tried first. */
function partDigest(item: unknown, oldParts: readonly (Memo | null)[] | null, i: number, parts: (Memo | null)[]): Digest {
  if (typeof item !== 'object' || item === null) {
    parts.push(null);
    return digestOf(item);
  }
  const memo = memoOf(item, oldParts !== null && i < oldParts.length ? oldParts[i] : null);
  parts.push(memo);
  return memo.digest;
}

/** The digest of any value, with no memo kept (hashValue, and the leaves of a memo). */
function digestOf(value: unknown): Digest {
  switch (typeof value) {
    case 'string': return stringDigest(value);
    case 'number': {
      if (!Number.isFinite(value)) return NULL; // JSON writes NaN and Infinity as null
      if (Number.isInteger(value) && value >= 0 && value < SMALL_INTS) return (smallInts[value] ??= numberDigest(value));
      return numberDigest(value);
    }
    case 'boolean': return value ? TRUE : FALSE;
    case 'object': return value === null ? NULL : Array.isArray(value) ? arrayDigest(value) : objectDigest(value as Record<string, unknown>);
    default: return NULL; // undefined (an array slot), functions, symbols: JSON's null
  }
}

/** memoOf(value, null).digest for an array, without the memos. */
function arrayDigest(value: readonly unknown[]): Digest {
  let a = stepA(startA(Tag.Array), value.length);
  let b = stepB(startB(Tag.Array), value.length);
  for (let i = 0; i < value.length; i++) {
    const d = digestOf(value[i]);
    a = stepA(stepA(a, d.a), d.b);
    b = stepB(stepB(b, d.a), d.b);
  }
  return finish(a, b);
}

/** memoOf(value, null).digest for an object, without the memos. */
function objectDigest(record: Record<string, unknown>): Digest {
  const shape = shapeOf(Object.keys(record), null);
  const values = Object.values(record);
  let a = startA(Tag.Object);
  let b = startB(Tag.Object);
  for (let i = 0; i < shape.order.length; i++) {
    const item = values[shape.order[i]];
    if (item === undefined) continue;
    const key = shape.keys[i];
    const d = digestOf(item);
    a = stepA(stepA(stepA(stepA(a, key.a), key.b), d.a), d.b);
    b = stepB(stepB(stepB(stepB(b, key.a), key.b), d.a), d.b);
  }
  return finish(a, b);
}

/**
 * Leaves repeat all game long (squares, names, facings, small counts), so their digests are kept:
 * strings in a bounded map, integers below SMALL_INTS in a table.
 */
const strings = new Map<string, Digest>();
const MAX_STRINGS = 4096;
const SMALL_INTS = 1024;
const smallInts: Digest[] = [];

function stringDigest(text: string): Digest {
  let d = strings.get(text);
  if (d) return d;
  d = textDigest(Tag.String, text);
  if (text.length <= 64) {
    if (strings.size >= MAX_STRINGS) strings.clear();
    strings.set(text, d);
  }
  return d;
}

function numberDigest(n: number): Digest {
  return textDigest(Tag.Number, String(n));
}

const NULL = finish(startA(Tag.Null), startB(Tag.Null));
const TRUE = finish(startA(Tag.True), startB(Tag.True));
const FALSE = finish(startA(Tag.False), startB(Tag.False));

interface Shape {
  /** The keys in the order Object.keys gave them. */
  readonly original: readonly string[];
  /** Indexes into `original`, in sorted key order. */
  readonly order: readonly number[];
  /** The digest of each key of `order`. */
  readonly keys: readonly Digest[];
}

/**
 * Sorted keys per object shape: engine objects and records come in a few dozen shapes (each built
 * with the same key order), so keys are sorted once per shape. A shape is found from its first key
 * and then compared key by key (property names are interned strings: cheap to compare); `likely`
 * is checked first (the shape the same part had in the last state hashed).
 */
const shapesByFirstKey = new Map<string, Shape[]>();
const MAX_SHAPES_PER_KEY = 64;

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function shapeOf(keys: readonly string[], likely?: Shape | null): Shape {
  if (likely && sameKeys(likely.original, keys)) return likely;
  const first = keys.length > 0 ? keys[0] : '';
  let bucket = shapesByFirstKey.get(first);
  if (!bucket) { bucket = []; shapesByFirstKey.set(first, bucket); }
  for (const shape of bucket) if (sameKeys(shape.original, keys)) return shape;
  const order = keys.map((_, i) => i).sort((x, y) => (keys[x] < keys[y] ? -1 : keys[x] > keys[y] ? 1 : 0));
  const shape = { original: keys, order, keys: order.map((i) => digestOf(keys[i])) };
  if (bucket.length >= MAX_SHAPES_PER_KEY) bucket.length = 0;
  bucket.push(shape);
  return shape;
}
