/**
 * --override PATH=VALUE, --variant NAME and --shard K/N (issue 18 §1-§2): what each turns into,
 * and the one clear line for each bad form.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { overridesOf, parseOverride, parseOverrides } from '../../src/engine/rule-changes/overrides';
import { rulesetPaths } from '../../src/engine/rule-changes/ruleset-paths';
import { parseVariants } from '../../src/engine/rule-changes/variants';
import { parseShard, shardIndices } from '../../src/lab/shard';
import { KIT_RULESET, makeRuleset } from '../../src/engine/ruleset/ruleset';

describe('ruleset paths and overrides', () => {
  it('every path reads its kit value back out of the kit ruleset, and an override of it lands there', () => {
    for (const p of rulesetPaths()) {
      const read = p.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], KIT_RULESET);
      expect(read, p.path).toBe(p.kit);
      expect(p.min).toBeLessThanOrEqual(p.kit);
      expect(p.max).toBeGreaterThanOrEqual(p.kit);
      const value = p.kit === p.max ? p.kit - 1 : p.kit + 1;
      const ruleset = makeRuleset(overridesOf([{ path: p.path, value }]));
      const after = p.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ruleset);
      expect(after, p.path).toBe(value);
    }
    expect(rulesetPaths().map((p) => p.path)).toContain('aliens.worker.hp');
    expect(rulesetPaths().map((p) => p.path)).toContain('xp.thresholds.3');
  });

  it('an array element replaces the array with only that element changed; two elements combine', () => {
    expect(overridesOf(parseOverrides(['xp.thresholds.1=5', 'xp.thresholds.2=11']))).toEqual({ xp: { thresholds: [0, 5, 11, 18] } });
    expect(overridesOf(parseOverrides(['aliens.worker.hp=6', 'aliens.worker.ap=3', 'roundLimit=8'])))
      .toEqual({ aliens: { worker: { hp: 6, ap: 3 } }, roundLimit: 8 });
  });

  it('accepts every whole value in range and refuses every value outside it', () => {
    const paths = rulesetPaths();
    fc.assert(fc.property(fc.constantFrom(...paths), fc.integer({ min: -200, max: 200 }), (p, v) => {
      const text = `${p.path}=${v}`;
      if (v >= p.min && v <= p.max && !p.path.startsWith('xp.thresholds')) expect(parseOverride(text)).toEqual({ path: p.path, value: v });
      if (v < p.min || v > p.max) expect(() => parseOverride(text)).toThrow(new RegExp(`must be a whole number from ${p.min} to ${p.max}`));
    }));
  });

  it('overrides come back in chamber rules\' order of the paths, whatever order they were given in (a run is the same run)', () => {
    const order = rulesetPaths().map((p) => p.path);
    const given = ['roundLimit=5', 'aliens.worker.hp=3', 'xp.thresholds.2=11', 'soldiers.Park.hp=6', 'xp.thresholds.1=5'];
    const canonical = parseOverrides(given).map((o) => o.path);
    expect(canonical).toEqual([...canonical].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    fc.assert(fc.property(fc.shuffledSubarray(given, { minLength: given.length }), (texts) => {
      expect(parseOverrides(texts)).toStrictEqual(parseOverrides(given));
      expect(JSON.stringify(overridesOf(parseOverrides(texts)))).toBe(JSON.stringify(overridesOf(parseOverrides(given))));
    }));
  });

  it('bad overrides are one line naming the flag and the problem', () => {
    expect(() => parseOverride('aliens.worker.hpp=6')).toThrow(/^--override "aliens.worker.hpp=6": unknown ruleset path "aliens.worker.hpp" \(e\.g\. aliens\.worker\.hp, aliens\.worker\.accuracy, aliens\.worker\.naturalArmour; chamber rules lists every path\)$/);
    expect(() => parseOverride('nonsense=1')).toThrow(/unknown ruleset path "nonsense"/);
    expect(() => parseOverride('aliens.worker=1')).toThrow(/unknown ruleset path/);
    expect(() => parseOverride('=1')).toThrow(/expected PATH=VALUE/);
    expect(() => parseOverride('aliens.worker.hp=')).toThrow(/got ""/);
    expect(() => parseOverride('aliens.worker.hp=1e2')).toThrow(/whole number/);
    expect(() => parseOverride('soldiers.Voss.armour=1')).toThrow(/unknown ruleset path/); // a name, not a number
    expect(() => parseOverrides(['roundLimit=5', 'roundLimit=5'])).toThrow(/roundLimit is given twice/);
    expect(() => parseOverride('x=1', '--b-override')).toThrow(/^--b-override/);
  });
});

describe('--variant', () => {
  it('switches each ruling away from its default; NAME=on|off sets it; the kit reading drops out', () => {
    expect(parseVariants(['figureCornerBlocks'])).toEqual({ figureCornerBlocks: true });
    expect(parseVariants(['shotgunOverwatchPointBlank'])).toEqual({ shotgunOverwatchPointBlank: false });
    expect(parseVariants(['FIGURECORNERBLOCKS', 'shotgunoverwatchpointblank'])).toEqual({ figureCornerBlocks: true, shotgunOverwatchPointBlank: false });
    expect(parseVariants(['figureCornerBlocks=off', 'shotgunOverwatchPointBlank=on'])).toEqual({});
    expect(parseVariants([])).toEqual({});
  });

  it('variants come back in VARIANT_NAMES order, whatever order they were given in', () => {
    const keys = (texts: string[]) => Object.keys(parseVariants(texts));
    expect(keys(['reactionFire', 'figureCornerBlocks'])).toEqual(['figureCornerBlocks', 'reactionFire']);
    expect(keys(['reactionFire', 'shotgunOverwatchPointBlank=off', 'alternatingActivations=on', 'figureCornerBlocks=on']))
      .toEqual(['figureCornerBlocks', 'shotgunOverwatchPointBlank', 'alternatingActivations', 'reactionFire']);
  });

  it('bad variants are one line', () => {
    expect(() => parseVariants(['cornerBlocks'])).toThrow(/^--variant "cornerBlocks": unknown variant \(known: figureCornerBlocks, shotgunOverwatchPointBlank, alternatingActivations, reactionFire\)$/);
    expect(() => parseVariants(['figureCornerBlocks=maybe'])).toThrow(/must be on or off/);
    expect(() => parseVariants(['figureCornerBlocks=on', 'figureCornerBlocks=off'])).toThrow(/both on and off/);
  });
});

describe('--shard', () => {
  it('K/N slices are disjoint, consecutive, as even as can be, and together every game once', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 64 }), (games, n) => {
      fc.pre(n <= games);
      const slices = Array.from({ length: n }, (_, k) => shardIndices(games, parseShard(`${k + 1}/${n}`, games, {})));
      expect(slices.flat()).toEqual(Array.from({ length: games }, (_, i) => i));
      const sizes = slices.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }));
  });

  it('auto/N takes K from JOB_COMPLETION_INDEX (0-based)', () => {
    expect(parseShard('auto/4', 100, { JOB_COMPLETION_INDEX: '0' })).toEqual({ index: 1, count: 4 });
    expect(parseShard('auto/4', 100, { JOB_COMPLETION_INDEX: '3' })).toEqual({ index: 4, count: 4 });
    expect(() => parseShard('auto/4', 100, {})).toThrow(/^--shard auto\/4: JOB_COMPLETION_INDEX must be set to a whole number from 0 to 3, got nothing$/);
    expect(() => parseShard('auto/4', 100, { JOB_COMPLETION_INDEX: '4' })).toThrow(/past the last shard/);
    expect(() => parseShard('auto/4', 100, { JOB_COMPLETION_INDEX: 'x' })).toThrow(/got "x"/);
  });

  it('bad specs are one line', () => {
    for (const [text, message] of [['0/3', /K must be from 1 to 3/], ['4/3', /K must be from 1 to 3/], ['1/0', /N must be from 1 to 100/],
      ['1/101', /N must be from 1 to 100/], ['1-3', /expected K\/N/], ['', /expected K\/N/], ['a/b', /expected K\/N/]] as const) {
      expect(() => parseShard(text, 100, {}), text).toThrow(message);
    }
  });
});
