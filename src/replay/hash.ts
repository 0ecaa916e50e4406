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

function hex(d: Digest): string {
  return (d.a >>> 0).toString(16).padStart(8, '0') + (d.b >>> 0).toString(16).padStart(8, '0');
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
  return hex(digestOf(value, null));
}

/**
 * Digests of engine states' objects and arrays, by identity. Engine states are immutable and
 * share every part a transition did not change, so a part is hashed once however many states
 * hold it. (Only stateHash uses it: a value from a file might be edited after hashing.)
 */
const byIdentity = new WeakMap<object, Digest>();

/** The hash recorded after each decision: hashValue of the whole GameState, rng included. */
export function stateHash(state: object): string {
  return hex(digestOf(state, byIdentity));
}

function digestOf(value: unknown, cache: WeakMap<object, Digest> | null): Digest {
  switch (typeof value) {
    case 'string': return stringDigest(value);
    case 'number': {
      if (!Number.isFinite(value)) return NULL; // JSON writes NaN and Infinity as null
      if (Number.isInteger(value) && value >= 0 && value < SMALL_INTS) return (smallInts[value] ??= numberDigest(value));
      return numberDigest(value);
    }
    case 'boolean': return value ? TRUE : FALSE;
    case 'object': {
      if (value === null) return NULL;
      const known = cache?.get(value);
      if (known) return known;
      const d = Array.isArray(value) ? arrayDigest(value, cache) : objectDigest(value as Record<string, unknown>, cache);
      cache?.set(value, d);
      return d;
    }
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

function arrayDigest(items: readonly unknown[], cache: WeakMap<object, Digest> | null): Digest {
  const m = new Mixer(Tag.Array);
  m.word(items.length);
  for (let i = 0; i < items.length; i++) m.digest(digestOf(items[i], cache));
  return m.done();
}

function objectDigest(record: Record<string, unknown>, cache: WeakMap<object, Digest> | null): Digest {
  const shape = shapeOf(Object.keys(record));
  const m = new Mixer(Tag.Object);
  for (let i = 0; i < shape.order.length; i++) {
    const member = record[shape.original[shape.order[i]]];
    if (member === undefined) continue;
    m.digest(shape.keys[i]);
    m.digest(digestOf(member, cache));
  }
  return m.done();
}

interface Shape {
  /** The keys in the order Object.keys gave them. */
  readonly original: readonly string[];
  /** Indexes into `original`, in sorted key order. */
  readonly order: readonly number[];
  /** The digest of each key of `order`. */
  readonly keys: readonly Digest[];
}

/**
 * Sorted keys per object shape: engine objects come in a handful of shapes (each built with the
 * same key order), so sorting happens once per shape and finding a shape is a few comparisons.
 */
const shapes: Shape[] = [];
const MAX_SHAPES = 64;

function shapeOf(keys: readonly string[]): Shape {
  outer: for (const shape of shapes) {
    if (shape.original.length !== keys.length) continue;
    for (let i = 0; i < keys.length; i++) if (shape.original[i] !== keys[i]) continue outer;
    return shape;
  }
  const order = keys.map((_, i) => i).sort((x, y) => (keys[x] < keys[y] ? -1 : keys[x] > keys[y] ? 1 : 0));
  const shape = { original: keys, order, keys: order.map((i) => digestOf(keys[i], null)) };
  if (shapes.length < MAX_SHAPES) shapes.push(shape);
  return shape;
}
