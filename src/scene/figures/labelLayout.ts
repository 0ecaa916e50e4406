/**
 * Where the figures' tags go on screen (issue 32 §7): each tag block (a figure's name tag with its
 * token tags stacked over it) wants to stand just over its figure's head; where that spot is taken
 * (another tag, or any figure) it moves to the nearest free spot and the scene draws a leader line
 * back to the head. Pure: screen rectangles in, placements out; no tag ever overlaps another or
 * covers a figure. A tag with no free spot inside the bounds is left out (null), never drawn over.
 */

/** A screen rectangle in CSS pixels, y down: (x, y) is its top-left corner. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface TagAsk {
  readonly id: string;
  /** The point the tag hangs from: the top of its figure's head, on screen. */
  readonly anchor: Point;
  readonly w: number;
  readonly h: number;
  /** Where it stood last time, relative to its preferred spot: tried next, so tags do not jump about. */
  readonly last?: Point | null;
}

export interface Placement {
  readonly id: string;
  readonly rect: Rect;
  /** True when the tag is away from its preferred spot: draw a leader from it to the anchor. */
  readonly leader: boolean;
  /** Its offset from the preferred spot (to pass back as `last`). */
  readonly offset: Point;
}

/** Pixels kept clear between a tag and anything else. */
export const TAG_GAP = 2;

export function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return a.x < b.x + b.w + margin && b.x < a.x + a.w + margin && a.y < b.y + b.h + margin && b.y < a.y + a.h + margin;
}

function inside(r: Rect, bounds: Rect): boolean {
  return r.x >= bounds.x && r.y >= bounds.y && r.x + r.w <= bounds.x + bounds.w && r.y + r.h <= bounds.y + bounds.h;
}

/** The spot a tag wants: centred over its anchor, its bottom edge a little above it. */
export function preferredRect(ask: TagAsk): Rect {
  return { x: ask.anchor.x - ask.w / 2, y: ask.anchor.y - TAG_GAP - ask.h, w: ask.w, h: ask.h };
}

/**
 * Offsets to try after the preferred spot, nearest first: steps of half the tag's height up and
 * down and a quarter of its width sideways, out to `reach` tag heights. Upward costs less than
 * downward (a tag under its figure reads as the next figure's), sideways a little more than up.
 */
function candidateOffsets(w: number, h: number, reach: number): Point[] {
  const dy = h / 2 + TAG_GAP;
  const dx = Math.max(4, w / 4);
  const rows = Math.ceil((reach * h) / dy);
  const cols = Math.min(40, Math.ceil((reach * h) / dx) + 4);
  const out: { p: Point; cost: number }[] = [];
  for (let j = -rows; j <= rows; j++) {
    for (let i = -cols; i <= cols; i++) {
      if (i === 0 && j === 0) continue;
      const x = i * dx;
      const y = j * dy;
      const cost = Math.hypot(x * 1.15, y > 0 ? y * 1.6 : y);
      out.push({ p: { x, y }, cost });
    }
  }
  out.sort((a, b) => a.cost - b.cost);
  return out.map((o) => o.p);
}

const offsetsCache = new Map<string, Point[]>();
function offsetsFor(w: number, h: number, reach: number): Point[] {
  const key = `${Math.round(w)}|${Math.round(h)}|${reach}`;
  let hit = offsetsCache.get(key);
  if (!hit) {
    hit = candidateOffsets(Math.round(w), Math.round(h), reach);
    if (offsetsCache.size > 200) offsetsCache.clear();
    offsetsCache.set(key, hit);
  }
  return hit;
}

export interface LayoutInput {
  /** Every figure's box on screen: no tag may cover one. */
  readonly figures: readonly Rect[];
  /** The tags, most important first (each takes the best spot left). */
  readonly tags: readonly TagAsk[];
  /** The area tags must stay inside (the canvas, less the banners' strip). */
  readonly bounds: Rect;
  /** How far a tag may stray from its figure, in tag heights. */
  readonly reach?: number;
}

/**
 * Places each tag, in the order given, at the first free spot: the preferred one, then where it
 * stood last time, then the nearest offsets. Returns one placement per tag, null where none was free.
 */
export function layoutTags({ figures, tags, bounds, reach = 8 }: LayoutInput): (Placement | null)[] {
  const placed: Rect[] = [];
  const free = (r: Rect) => inside(r, bounds) && !figures.some((f) => overlaps(r, f, TAG_GAP)) && !placed.some((p) => overlaps(r, p, TAG_GAP));
  return tags.map((ask) => {
    const home = preferredRect(ask);
    const at = (o: Point): Rect => ({ x: home.x + o.x, y: home.y + o.y, w: home.w, h: home.h });
    const tries = [{ x: 0, y: 0 }, ...(ask.last && (ask.last.x !== 0 || ask.last.y !== 0) ? [ask.last] : []), ...offsetsFor(ask.w, ask.h, reach)];
    for (const o of tries) {
      const r = at(o);
      if (free(r)) {
        placed.push(r);
        return { id: ask.id, rect: r, leader: o.x !== 0 || o.y !== 0, offset: o };
      }
    }
    return null;
  });
}
