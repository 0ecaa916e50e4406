// The state hash as it was before the engine speed work (src/replay/hash.ts at main 7db7aab), kept
// verbatim as the reference the faster implementation is held to (tests/engine/hash-equivalence.test.ts).
/* eslint-disable */
/**
 * Stable hashes of JSON values (record format §3: "a state hash after every decision").
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

class Mixer {
  private a: number;
  private b: number;

  constructor(tag: Tag) {
    this.a = Math.imul(0x811c9dc5 ^ tag, PRIME_A);
    this.b = Math.imul(0x050c5d1f ^ tag, PRIME_B);
  }

  word(w: number): void {
    const a = Math.imul(this.a ^ w, PRIME_A);
    const b = Math.imul(this.b ^ w, PRIME_B);
    // The shifts carry high bits down: a multiply alone only ever moves information upwards.
    this.a = a ^ (a >>> 15);
    this.b = b ^ (b >>> 13);
  }

  text(text: string): void {
    this.word(text.length);
    for (let i = 0; i < text.length; i++) this.word(text.charCodeAt(i));
  }

  digest(d: Digest): void {
    this.word(d.a);
    this.word(d.b);
  }

  /** MurmurHash3's finaliser on each lane. */
  done(): Digest {
    return { a: fmix(this.a), b: fmix(this.b ^ this.a) };
  }
}

function fmix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
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

function memoOf(value: object, old: Memo | null): Memo {
  if (old !== null && old.value === value) return old;
  const parts: (Memo | null)[] = [];
  if (Array.isArray(value)) {
    const m = new Mixer(Tag.Array);
    m.word(value.length);
    const oldParts = old?.shape === null ? old.parts : undefined;
    for (let i = 0; i < value.length; i++) m.digest(partDigest(value[i], oldParts?.[i], parts));
    return { value, digest: m.done(), shape: null, parts };
  }
  const record = value as Record<string, unknown>;
  const shape = shapeOf(Object.keys(record), old?.shape);
  const oldParts = old?.shape === shape ? old.parts : undefined;
  // Object.values in one call, not one keyed lookup per member (those are megamorphic).
  const values = Object.values(record);
  const m = new Mixer(Tag.Object);
  for (let i = 0; i < shape.order.length; i++) {
    const item = values[shape.order[i]];
    if (item === undefined) { parts.push(null); continue; }
    m.digest(shape.keys[i]);
    m.digest(partDigest(item, oldParts?.[i], parts));
  }
  return { value, digest: m.done(), shape, parts };
}

/** A member's digest; its memo (null for a leaf) goes to `parts`. */
function partDigest(item: unknown, oldPart: Memo | null | undefined, parts: (Memo | null)[]): Digest {
  if (typeof item !== 'object' || item === null) {
    parts.push(null);
    return digestOf(item);
  }
  const memo = memoOf(item, oldPart ?? null);
  parts.push(memo);
  return memo.digest;
}

function digestOf(value: unknown): Digest {
  switch (typeof value) {
    case 'string': return stringDigest(value);
    case 'number': {
      if (!Number.isFinite(value)) return NULL; // JSON writes NaN and Infinity as null
      if (Number.isInteger(value) && value >= 0 && value < SMALL_INTS) return (smallInts[value] ??= numberDigest(value));
      return numberDigest(value);
    }
    case 'boolean': return value ? TRUE : FALSE;
    case 'object': return value === null ? NULL : memoOf(value, null).digest;
    default: return NULL; // undefined (an array slot), functions, symbols: JSON's null
  }
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
  const m = new Mixer(Tag.String);
  m.text(text);
  d = m.done();
  if (text.length <= 64) {
    if (strings.size >= MAX_STRINGS) strings.clear();
    strings.set(text, d);
  }
  return d;
}

function numberDigest(n: number): Digest {
  const m = new Mixer(Tag.Number);
  m.text(String(n));
  return m.done();
}

const NULL = new Mixer(Tag.Null).done();
const TRUE = new Mixer(Tag.True).done();
const FALSE = new Mixer(Tag.False).done();

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
