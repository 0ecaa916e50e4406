/**
 * The tag layout (issue 32 §7): no two placed tags overlap, none covers a figure, each stays in
 * bounds; a tag with room stays on its preferred spot over the head; packed figures still get
 * every tag placed, pushed aside with a leader.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layoutTags, overlaps, preferredRect, type Rect, type TagAsk } from '../../../src/scene/figures/labelLayout';

const BOUNDS: Rect = { x: 0, y: 0, w: 722, h: 440 };

/** A figure box and its tag, the tag hanging from the middle of the box's top edge. */
function figureAt(id: string, x: number, y: number, tagW = 64): { box: Rect; ask: TagAsk } {
  const box = { x: x - 10, y: y - 28, w: 20, h: 28 };
  return { box, ask: { id, anchor: { x, y: box.y }, w: tagW, h: 18 } };
}

function checkLayout(figures: readonly Rect[], tags: readonly TagAsk[], bounds: Rect): void {
  const out = layoutTags({ figures, tags, bounds });
  const placed = out.filter((p) => p !== null);
  for (let i = 0; i < placed.length; i++) {
    const r = placed[i].rect;
    expect(r.x).toBeGreaterThanOrEqual(bounds.x);
    expect(r.y).toBeGreaterThanOrEqual(bounds.y);
    expect(r.x + r.w).toBeLessThanOrEqual(bounds.x + bounds.w);
    expect(r.y + r.h).toBeLessThanOrEqual(bounds.y + bounds.h);
    for (const f of figures) expect(overlaps(r, f), `${placed[i].id} covers a figure`).toBe(false);
    for (let j = i + 1; j < placed.length; j++) expect(overlaps(r, placed[j].rect), `${placed[i].id} overlaps ${placed[j].id}`).toBe(false);
  }
}

describe('layoutTags', () => {
  it('leaves a lone tag on its preferred spot over the head, with no leader', () => {
    const f = figureAt('Reyes', 300, 200);
    const [p] = layoutTags({ figures: [f.box], tags: [f.ask], bounds: BOUNDS });
    expect(p).toEqual({ id: 'Reyes', rect: preferredRect(f.ask), leader: false, offset: { x: 0, y: 0 } });
    expect(p!.rect.y + p!.rect.h).toBeLessThanOrEqual(f.box.y);
  });

  it('moves the second of two side-by-side tags ("Reyes 8/8rker 2 5/5") off the first, with a leader', () => {
    const a = figureAt('Reyes', 300, 200);
    const b = figureAt('worker 2', 330, 200);
    expect(overlaps(preferredRect(a.ask), preferredRect(b.ask))).toBe(true);
    const [pa, pb] = layoutTags({ figures: [a.box, b.box], tags: [a.ask, b.ask], bounds: BOUNDS });
    expect(pa!.leader).toBe(false);
    expect(pb!.leader).toBe(true);
    expect(overlaps(pa!.rect, pb!.rect)).toBe(false);
  });

  it('places all eight tags of five soldiers and three aliens packed into a corner', () => {
    const figs = [];
    for (let i = 0; i < 8; i++) figs.push(figureAt(`f${i}`, 40 + (i % 3) * 26, 40 + Math.floor(i / 3) * 24, 70));
    const out = layoutTags({ figures: figs.map((f) => f.box), tags: figs.map((f) => f.ask), bounds: BOUNDS });
    expect(out.every((p) => p !== null)).toBe(true);
    checkLayout(figs.map((f) => f.box), figs.map((f) => f.ask), BOUNDS);
  });

  it('keeps a tag where it stood last time when its preferred spot is still taken', () => {
    const a = figureAt('a', 300, 200);
    const b = figureAt('b', 330, 200);
    const [, first] = layoutTags({ figures: [a.box, b.box], tags: [a.ask, b.ask], bounds: BOUNDS });
    // Nudge b a pixel: the nearest free offset might change; the last one is kept.
    const b2 = figureAt('b', 331, 200);
    const [, again] = layoutTags({ figures: [a.box, b2.box], tags: [a.ask, { ...b2.ask, last: first!.offset }], bounds: BOUNDS });
    expect(again!.offset).toEqual(first!.offset);
  });

  it('leaves a tag out (null) rather than overlap when nothing is free', () => {
    const a = figureAt('a', 30, 30);
    const tiny: Rect = { x: 0, y: 0, w: 60, h: 40 };
    const out = layoutTags({ figures: [a.box, { x: 0, y: 0, w: 60, h: 40 }], tags: [a.ask], bounds: tiny });
    expect(out).toEqual([null]);
  });

  it('property: no two placed tags overlap, none covers a figure, all stay in bounds', () => {
    const rect = fc.record({ x: fc.integer({ min: 0, max: 700 }), y: fc.integer({ min: 0, max: 420 }), w: fc.integer({ min: 4, max: 60 }), h: fc.integer({ min: 4, max: 60 }) });
    const tag = fc.record({
      anchor: fc.record({ x: fc.double({ min: -20, max: 740, noNaN: true }), y: fc.double({ min: -20, max: 460, noNaN: true }) }),
      w: fc.integer({ min: 1, max: 200 }),
      h: fc.integer({ min: 1, max: 60 }),
      last: fc.option(fc.record({ x: fc.integer({ min: -100, max: 100 }), y: fc.integer({ min: -100, max: 100 }) })),
    });
    fc.assert(fc.property(fc.array(rect, { maxLength: 10 }), fc.array(tag, { maxLength: 12 }), (figures, raw) => {
      const tags = raw.map((t, i) => ({ ...t, id: `t${i}` }));
      checkLayout(figures, tags, BOUNDS);
    }), { numRuns: 100 });
  });

  it('property: figures packed into one corner all get their tags, apart', () => {
    const spot = fc.record({ col: fc.integer({ min: 0, max: 2 }), row: fc.integer({ min: 0, max: 2 }), w: fc.integer({ min: 40, max: 110 }) });
    fc.assert(fc.property(fc.array(spot, { minLength: 8, maxLength: 8 }), fc.constantFrom('top-left', 'top-right', 'bottom-left', 'bottom-right'), (spots, corner) => {
      const figs = spots.map((s, i) => {
        const x = corner.endsWith('left') ? 30 + s.col * 30 : BOUNDS.w - 30 - s.col * 30;
        const y = corner.startsWith('top') ? 40 + s.row * 26 : BOUNDS.h - 10 - s.row * 26;
        return figureAt(`f${i}`, x, y, s.w);
      });
      const out = layoutTags({ figures: figs.map((f) => f.box), tags: figs.map((f) => f.ask), bounds: BOUNDS });
      expect(out.every((p) => p !== null)).toBe(true);
      checkLayout(figs.map((f) => f.box), figs.map((f) => f.ask), BOUNDS);
    }), { numRuns: 100 });
  });
});
