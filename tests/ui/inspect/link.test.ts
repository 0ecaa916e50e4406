/**
 * Inspect's link (issue 17 §4): it holds the position, the points, the facing, the variants and
 * the map, and reads back exactly; a malformed one is one line naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isInspectHash, readInspectHash, writeInspectHash, type InspectLink } from '../../../src/ui/inspect/link';
import { defaultPosition, DEFAULT_VARIANTS } from '../../../src/ui/inspect/position';
import { TEST_CHAMBER, allSquares } from '../../../src/engine/board/board';
import type { Square } from '../../../src/engine/state/types';

const base: InspectLink = { position: defaultPosition(), a: 'C3' as Square, b: 'J8' as Square, facing: 'own', variants: DEFAULT_VARIANTS, map: 'off' };

describe('inspect links', () => {
  it('read back exactly what was written (property)', () => {
    const square = fc.option(fc.constantFrom(...allSquares(TEST_CHAMBER)), { nil: null });
    fc.assert(fc.property(square, square, fc.constantFrom('own', 'none', 'N', 'E', 'S', 'W' as const), fc.boolean(), fc.boolean(), fc.constantFrom('off', 'from', 'onto' as const),
      (a, b, facing, corner, shotgun, map) => {
        const l: InspectLink = { ...base, a, b, facing, variants: { figureCornerBlocks: corner, shotgunOverwatchPointBlank: shotgun }, map };
        const hash = writeInspectHash(l);
        expect(isInspectHash(hash)).toBe(true);
        expect(readInspectHash(hash)).toEqual(l);
      }), { numRuns: 60 });
  });

  it('names the kit\'s defaults only when flipped', () => {
    expect(writeInspectHash(base)).not.toContain('v=');
    expect(writeInspectHash({ ...base, variants: { ...DEFAULT_VARIANTS, figureCornerBlocks: true } })).toContain('v=figureCornerBlocks%3Aon');
  });

  it.each([
    ['#inspect&pos=!!!', 'link: pos= is damaged (not a position written by Star Chamber)'],
    [writeInspectHash(base).replace('a=C3', 'a=Z9'), 'link: a=: unknown square "Z9" (squares are A1..L10)'],
    [writeInspectHash(base).replace('facing=own', 'facing=up'), 'link: facing=up: expected own, none, N, E, S or W'],
    [`${writeInspectHash(base)}&v=nope:on`, 'link: v=: unknown variant "nope" (known: figureCornerBlocks, shotgunOverwatchPointBlank)'],
    [`${writeInspectHash(base)}&v=figureCornerBlocks:yes`, 'link: v=: figureCornerBlocks must be on or off, got "yes"'],
    [`${writeInspectHash(base)}&map=sideways`, 'link: map=sideways: expected from or onto'],
  ])('%s -> %s', (hash, message) => {
    expect(() => readInspectHash(hash)).toThrow(message);
  });

  it('written by hand without a position, a ruling is on Scenario A\'s start', () => {
    expect(readInspectHash('#inspect&a=C3&b=J8&facing=none')).toEqual({ ...base, facing: 'none' });
    expect(readInspectHash('#inspect&a=c3').a).toBe('C3');
  });

  it('a position the loader refuses is its one line', () => {
    const bad = writeInspectHash({ ...base, position: { ...base.position, soldiers: [{ name: 'Reyes', at: 'F3', facing: 'E' }] } });
    expect(() => readInspectHash(bad)).toThrow('link: position: Reyes stands on F3, which is a wall');
  });

  it('other hashes are not Inspect links', () => {
    expect(isInspectHash('#replay=scenario-a-win&step=3')).toBe(false);
    expect(isInspectHash('')).toBe(false);
  });
});
