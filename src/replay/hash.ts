/**
 * A stable hash of any JSON value (record format §3: "a state hash after every decision").
 *
 * FNV-1a in two 32-bit lanes (see Fnv2x32; no BigInt, no node:crypto: it runs in the browser
 * too) over the canonical JSON of the value: object keys sorted, `undefined` members left out as
 * JSON.stringify does, numbers as JSON writes them. The result depends only on the value.
 */

/** FNV-1a 32: offset basis and prime. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** The second lane: same FNV-1a step, another offset basis and odd multiplier (MurmurHash2's). */
const LANE2_OFFSET = 0x050c5d1f;
const LANE2_PRIME = 0x5bd1e995;

/**
 * FNV-1a over UTF-16 code units in two 32-bit lanes (64 bits of hash): only Math.imul and xor
 * per character, so it is cheap enough to hash the state after every decision of thousands of
 * games. ASCII text (everything the engine produces) hashes as its bytes.
 */
class Fnv2x32 {
  private a = FNV_OFFSET;
  private b = LANE2_OFFSET;

  text(text: string): void {
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, FNV_PRIME);
      b = Math.imul(b ^ c, LANE2_PRIME);
    }
    this.a = a;
    this.b = b;
  }

  /** A string as its JSON text, without building the quoted copy when no escape is needed. */
  quoted(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) {
        this.text(JSON.stringify(text));
        return;
      }
    }
    let a = Math.imul(this.a ^ 0x22, FNV_PRIME);
    let b = Math.imul(this.b ^ 0x22, LANE2_PRIME);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, FNV_PRIME);
      b = Math.imul(b ^ c, LANE2_PRIME);
    }
    this.a = Math.imul(a ^ 0x22, FNV_PRIME);
    this.b = Math.imul(b ^ 0x22, LANE2_PRIME);
  }

  hex(): string {
    return (this.a >>> 0).toString(16).padStart(8, '0') + (this.b >>> 0).toString(16).padStart(8, '0');
  }
}

/**
 * Hashes of the large parts of a state that stay the same object for a whole game (the ruleset,
 * the board), by identity.
 */
const stableParts = new WeakMap<object, string>();

/** The 16-hex-digit two-lane FNV-1a hash of a string (lane 1 is standard FNV-1a 32). */
export function fnvHash(text: string): string {
  const h = new Fnv2x32();
  h.text(text);
  return h.hex();
}

/** The stable hash of a JSON value: FNV over its canonical JSON (sorted keys). */
export function hashValue(value: unknown): string {
  const h = new Fnv2x32();
  feed(h, value, null);
  return h.hex();
}

/**
 * The hash recorded after each decision: the whole GameState, rng included. Defined as the FNV
 * hash of the state's canonical JSON in which `ruleset` and `board` are replaced by the string
 * "#" + their own hashValue: those two never change during a game and make up two thirds of the
 * text, so they are hashed once per game (engine states are immutable, so identity is safe).
 */
export function stateHash(state: { readonly ruleset: object; readonly board: object }): string {
  const stable = new Set<object>();
  for (const part of [state.ruleset, state.board]) {
    if (!stableParts.has(part)) stableParts.set(part, hashValue(part));
    stable.add(part);
  }
  const h = new Fnv2x32();
  feed(h, state, stable);
  return h.hex();
}

function feed(h: Fnv2x32, value: unknown, stable: ReadonlySet<object> | null): void {
  if (typeof value === 'string') {
    h.quoted(value);
  } else if (typeof value !== 'object' || value === null) {
    h.text(leaf(value));
  } else if (stable !== null && stable.has(value)) {
    h.text(`"#${stableParts.get(value)}"`);
  } else if (Array.isArray(value)) {
    h.text('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) h.text(',');
      feed(h, value[i] === undefined ? null : value[i], stable);
    }
    h.text(']');
  } else {
    const record = value as Record<string, unknown>;
    const shape = shapeOf(Object.keys(record));
    h.text('{');
    let first = true;
    for (let i = 0; i < shape.order.length; i++) {
      const member = record[shape.original[shape.order[i]]];
      if (member === undefined) continue;
      if (!first) h.text(',');
      first = false;
      h.text(shape.quoted[i]);
      feed(h, member, stable);
    }
    h.text('}');
  }
}

interface Shape {
  /** The keys in the order Object.keys gave them. */
  readonly original: readonly string[];
  /** Indexes into `original`, in sorted key order. */
  readonly order: readonly number[];
  /** `"key":` for each key of `order`. */
  readonly quoted: readonly string[];
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
  const shape = { original: keys, order, quoted: order.map((i) => `${JSON.stringify(keys[i])}:`) };
  if (shapes.length < MAX_SHAPES) shapes.push(shape);
  return shape;
}

/** JSON text of a number, boolean or null (strings are fed by Fnv2x32.quoted). */
function leaf(value: unknown): string {
  switch (typeof value) {
    case 'number': return Number.isFinite(value) ? String(value) : 'null';
    case 'string': return JSON.stringify(value);
    case 'boolean': return value ? 'true' : 'false';
    default: return 'null';
  }
}
