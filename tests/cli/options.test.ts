/**
 * The shared bound of every CLI number (src/cli/options.ts): it takes exactly the whole numbers
 * of its range, from a flag's text or a JSON value, and refuses anything else in one line that
 * names the option, the range and what was given.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundedInteger, integer, integerOf, optionHelpLines, flag, text, textList } from '../../src/cli/options';
import { UsageError } from '../../src/cli/errors';

const range = fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 1e6 })).map(([min, span]) => ({ min, max: min + span }));

describe('boundedInteger', () => {
  it('takes every whole number in the range, as text or as a number', () => {
    fc.assert(fc.property(range.chain((r) => fc.tuple(fc.constant(r), fc.integer(r))), ([r, n]) => {
      expect(boundedInteger('--n', n, r.min, r.max)).toBe(n);
      expect(boundedInteger('--n', String(n), r.min, r.max)).toBe(n);
      expect(boundedInteger('--n', ` +${Math.abs(n)} `.replace('+', n < 0 ? '-' : '+'), r.min, r.max)).toBe(n);
    }));
  });

  it('refuses every whole number outside it, naming the option, the range and the value', () => {
    fc.assert(fc.property(range, fc.integer({ min: 1, max: 1e12 }), fc.boolean(), (r, past, below) => {
      const n = below ? r.min - past : r.max + past;
      expect(() => boundedInteger('--n', String(n), r.min, r.max)).toThrow(new UsageError(`--n must be from ${r.min} to ${r.max}, got ${n}`));
    }));
  });

  it('refuses what is not a whole number, in words', () => {
    for (const [value, shown] of [['1.5', '"1.5"'], ['1e3', '"1e3"'], ['', '""'], ['0x10', '"0x10"'], [1.5, '1.5'], [null, 'null'], [true, 'true'], [undefined, 'nothing'], [Number.NaN, 'NaN']] as const) {
      expect(() => boundedInteger('shots', value, 1, 50)).toThrow(`shots must be a whole number from 1 to 50, got ${shown}`);
    }
    expect(() => boundedInteger('shots', Infinity, 1, 50)).toThrow('shots must be from 1 to 50, got a number too large to read');
    expect(() => boundedInteger('shots', -Infinity, 1, 50)).toThrow('shots must be from 1 to 50, got a number too large to read');
  });

  it('a default stands in for a value left out', () => {
    expect(integerOf('--shots', integer('K', 'shots', { min: 1, max: 50, default: 1 }), undefined)).toBe(1);
    expect(() => integerOf('--n', integer('N', 'n', { min: 1, max: 5 }), undefined)).toThrow('--n must be a whole number from 1 to 5, got nothing');
  });
});

describe('optionHelpLines', () => {
  it('one aligned line per option: what it takes, its help, its range and default', () => {
    expect(optionHelpLines({
      shots: integer('K', 'shots fired', { min: 1, max: 50, default: 1 }),
      open: textList('F4,F7', 'doors open'),
      scenario: text('NAME', 'the scenario'),
      json: flag('print JSON'),
    })).toEqual([
      '  --shots K        shots fired: a whole number from 1 to 50 (default 1)',
      '  --open F4,F7     doors open (may be repeated)',
      '  --scenario NAME  the scenario',
      '  --json           print JSON',
    ]);
  });
});
