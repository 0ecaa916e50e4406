/**
 * The sweep (`chamber sweep`, issue 34 §1): one ruleset number set to each of several values, every
 * other setting fixed, the same seeds at each value. Each value's games, wins, win rate (Wilson
 * 95%) and mean rounds are exactly `chamber autoplay --override PATH=VALUE`'s on those seeds
 * (outcome-figures.ts, as the ladder's rungs are), with each soldier's HP removed and HP lost
 * (kit 06 "Did each soldier contribute?"); each value is paired with the one before it (Newcombe
 * 95%, exact McNemar p). A ruling variant can be swept too, off then on (`--variant-sweep NAME`),
 * each row then `chamber autoplay --variant NAME=off|on`'s.
 */
import { knownPath, OverrideError, parseOverrides } from '../engine/rule-changes/overrides';
import { parseVariants, VARIANT_NAMES, type VariantName } from '../engine/rule-changes/variants';
import { SOLDIER_NAMES, type SoldierName } from '../engine/state/types';
import type { GameRow } from './game-row';
import { outcomeFigures, stepOf, type OutcomeFigures, type PairedStep, type PlayedOutcomes } from './outcome-figures';
import type { RunSpec } from './run-spec';

/** At most this many values (each is a whole run of games). */
export const MAX_SWEEP_VALUES = 32;

/**
 * A swept value: a ruleset number's, or a ruling variant's setting (`--variant-sweep NAME`: the path
 * `variants.NAME` at off, then on).
 */
export type SweepValue = number | VariantSetting;
export type VariantSetting = 'off' | 'on';
export const VARIANT_SETTINGS: readonly VariantSetting[] = ['off', 'on'];

/** The variant a path `variants.NAME` names, or null for a ruleset number's path. */
export function variantOfPath(path: string): VariantName | null {
  return path.startsWith('variants.') ? VARIANT_NAMES.find((n) => `variants.${n}` === path) ?? null : null;
}

/** `--variant-sweep NAME`: the variant (any case), or the line naming the known ones. */
export function variantSweepPath(name: string, flag = '--variant-sweep'): string {
  const found = VARIANT_NAMES.find((v) => v.toLowerCase() === name.trim().toLowerCase());
  if (!found) throw new Error(`${flag} "${name}": unknown variant (known: ${VARIANT_NAMES.join(', ')})`);
  return `variants.${found}`;
}

/** A soldier's HP removed from aliens and HP lost to them, summed over a value's games (autoplay's perSoldier figures). */
export interface SoldierHp {
  readonly hpRemoved: number;
  readonly hpLost: number;
}

export interface SweepRow<V extends SweepValue = SweepValue> extends OutcomeFigures {
  readonly value: V;
  readonly perSoldier: Readonly<Record<SoldierName, SoldierHp>>;
  /** From the value before this one (this one's win rate minus that one's, paired); null for the first value. */
  readonly step: PairedStep | null;
}

export interface SweepFigures<V extends SweepValue = SweepValue> {
  readonly path: string;
  readonly rows: readonly SweepRow<V>[];
}

/** `--path`: a ruleset number's path (`chamber rules`); an unknown one is the line naming paths near it. */
export function sweepPath(path: string, flag = '--path'): string {
  return knownPath(path.trim(), flag).path;
}

/**
 * `--values V1,V2,...` or `LO..HI` (every whole number from LO to HI): whole numbers in the path's
 * range (ruleset-paths.ts), rising, at most MAX_SWEEP_VALUES of them.
 */
export function parseSweepValues(text: string, path: string, flag = '--values'): number[] {
  const { min, max, kit } = knownPath(path, '--path');
  const range = /^\s*([+-]?\d+)\s*\.\.\s*([+-]?\d+)\s*$/.exec(text);
  let values: number[];
  if (range) {
    const [lo, hi] = [Number(range[1]), Number(range[2])];
    if (hi < lo) throw new Error(`${flag} "${text}": LO..HI must rise (${lo} then ${hi})`);
    if (hi - lo + 1 > MAX_SWEEP_VALUES) throw new Error(`${flag} "${text}": at most ${MAX_SWEEP_VALUES} values (each is a whole run of games)`);
    values = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  } else {
    const parts = text.split(',').map((p) => p.trim());
    if (parts.some((p) => !/^[+-]?\d+$/.test(p))) throw new Error(`${flag} "${text}": expected whole numbers separated by commas (e.g. 2,3,4) or a range LO..HI (e.g. 2..6)`);
    values = parts.map(Number);
    if (values.length > MAX_SWEEP_VALUES) throw new Error(`${flag} "${text}": at most ${MAX_SWEEP_VALUES} values (each is a whole run of games)`);
    for (let i = 1; i < values.length; i++) {
      if (values[i] <= values[i - 1]) throw new Error(`${flag} "${text}": values must rise (${values[i - 1]} then ${values[i]})`);
    }
  }
  const out = values.find((v) => !Number.isSafeInteger(v) || v < min || v > max);
  if (out !== undefined) throw new Error(`${flag} "${text}": ${path} must be a whole number from ${min} to ${max} (the kit has ${kit}), got ${out}`);
  return values;
}

/** How the sweep's settings are named in a problem's line: the CLI's flags, or the Lab's fields. */
export interface SweepNames {
  readonly path: string;
  readonly values: string;
  readonly override: string;
}

export const SWEEP_FLAGS: SweepNames = { path: '--path', values: '--values', override: '--override' };

/**
 * Each value's spec: `base` with `PATH=VALUE` added to its overrides, what `chamber autoplay
 * --override PATH=VALUE` plays. The path may not be among base's own overrides, and each value must
 * make rules the overrides allow together (kit 02's rising XP thresholds).
 */
export function sweepSpecs(base: RunSpec, path: string, values: readonly SweepValue[], names: SweepNames = SWEEP_FLAGS): RunSpec[] {
  const variant = variantOfPath(path);
  if (variant) {
    // A variant's sweep (off, then on): each row as `chamber autoplay --variant NAME=off|on` plays it.
    if (variant in base.variants) throw new Error(`${names.path} ${path} is also switched by --variant ${variant}: the sweep plays it off and on`);
    const texts = VARIANT_NAMES.filter((n) => base.variants[n] !== undefined).map((n) => `${n}=${base.variants[n] ? 'on' : 'off'}`);
    return values.map((value) => ({ ...base, variants: parseVariants([...texts, `${variant}=${value}`]) }));
  }
  if (base.overrides.some((o) => o.path === path)) throw new Error(`${names.path} ${path} is also given as ${names.override} ${path}=...: the sweep sets it to each value`);
  return values.map((value) => {
    const texts = [...base.overrides.map((o) => `${o.path}=${o.value}`), `${path}=${value}`];
    try {
      return { ...base, overrides: parseOverrides(texts) };
    } catch (err) {
      throw err instanceof OverrideError ? new Error(`${names.values}: at ${path}=${value}, ${err.problem}`) : err;
    }
  });
}

/** One value's games by index: outcome, rounds and each soldier's HP removed and lost (the report keeps them game by game). */
export class SweepGames implements PlayedOutcomes {
  readonly victories: Uint8Array;
  readonly rounds: Uint16Array;
  /** Per soldier (SOLDIER_NAMES order), per game. */
  readonly hpRemoved: Uint16Array[];
  readonly hpLost: Uint16Array[];
  private played = 0;

  constructor(games: number) {
    this.victories = new Uint8Array(games);
    this.rounds = new Uint16Array(games);
    this.hpRemoved = SOLDIER_NAMES.map(() => new Uint16Array(games));
    this.hpLost = SOLDIER_NAMES.map(() => new Uint16Array(games));
  }

  /** Game `row.index - from` of these games (`from`: a shard's first game). */
  add(row: GameRow, from = 0): void {
    const k = row.index - from;
    this.victories[k] = row.outcome === 'victory' ? 1 : 0;
    this.rounds[k] = row.rounds;
    SOLDIER_NAMES.forEach((n, s) => { this.hpRemoved[s][k] = row.stats.perSoldier[n].hpRemoved; this.hpLost[s][k] = row.stats.perSoldier[n].hpLost; });
    this.played++;
  }

  get games(): number {
    return this.played;
  }
}

const sum = (xs: ArrayLike<number>) => { let t = 0; for (let i = 0; i < xs.length; i++) t += xs[i]; return t; };

/**
 * The sweep's figures from each value's games (in `values` order), a whole run's or one shard's:
 * the one function `chamber sweep`, `report merge` and the Lab use, so each agrees exactly.
 */
export function sweepOf<V extends SweepValue>(path: string, values: readonly V[], played: readonly SweepGames[]): SweepFigures<V> {
  if (played.length !== values.length) throw new Error('sweepOf: one set of games a value');
  const rows = values.map((value, k): SweepRow<V> => ({
    value,
    ...outcomeFigures(played[k]),
    perSoldier: Object.fromEntries(SOLDIER_NAMES.map((n, s) => [n, { hpRemoved: sum(played[k].hpRemoved[s]), hpLost: sum(played[k].hpLost[s]) }])) as Record<SoldierName, SoldierHp>,
    step: k === 0 ? null : stepOf(played[k - 1].victories, played[k].victories),
  }));
  return { path, rows };
}
