/**
 * Issue 16 §5: every numeric option is bounded, the range is in the error and in --help, and an
 * input that used to run for minutes (or crash) is one line at once; the same bounds hold in
 * --jsonl queries, where a bad line answers {"error"} and the run goes on.
 */
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands';
import { parseCommandArgs } from '../../src/cli/args';
import type { IntegerOption } from '../../src/cli/options';
import { chamber, refused } from './in-process';

describe('odds: the inputs found hanging or crashing are one line at once', () => {
  it.each([
    [['--accuracy', '1', '--shots', '9999999'], '--shots must be from 1 to 50, got 9999999'], // never answered
    [['--accuracy', '1', '--shots', '99999'], '--shots must be from 1 to 50, got 99999'], // 20 s, then "(NaN%)"
    [['--accuracy', '-99999999'], '--accuracy must be from -20 to 20, got -99999999'], // 35 s
    [['--accuracy', '-999999999'], '--accuracy must be from -20 to 20, got -999999999'], // "Maximum BigInt size exceeded"
    [['--accuracy', '21'], '--accuracy must be from -20 to 20, got 21'],
    [['--accuracy', '1', '--shots', '0'], '--shots must be from 1 to 50, got 0'],
    [['--accuracy', '1', '--shots', '51'], '--shots must be from 1 to 50, got 51'],
    [['--accuracy', '1e3'], '--accuracy must be a whole number from -20 to 20, got "1e3"'],
    [['--accuracy', '9'.repeat(400)], '--accuracy must be from -20 to 20, got 99999999999999999999... (400 characters)'],
  ])('odds %j', async (args, message) => {
    expect(await refused(['odds', ...args])).toBe(message);
  });

  it('the ends of the ranges answer fast, with a readable percentage (no NaN)', async () => {
    for (const [accuracy, shots] of [[20, 50], [-20, 50], [1, 50], [-20, 1]]) {
      const r = await chamber(['odds', '--accuracy', String(accuracy), '--shots', String(shots)]);
      expect(r.code).toBe(0);
      expect(r.ms).toBeLessThan(1000);
      expect(r.out).not.toMatch(/NaN/);
      expect(r.out).toMatch(/at least one hit in \d+: \d+\/\d+ \(\d+\.\d\d%\)\n$/);
    }
    // 1 - (5/6)^50 is 99.99% to two places; exact text, not a float's rounding of a huge fraction.
    expect((await chamber(['odds', '--accuracy', '1', '--shots', '50'])).out).toMatch(/\(99\.99%\)\n$/);
  });

  it('--jsonl: the same bounds, an error line in place, the run goes on', async () => {
    const input = ['{"accuracy":1,"shots":9999999}', '{"accuracy":-999999999}', '{"accuracy":1e309}', '{"accuracy":1,"shots":2}'].join('\n');
    const r = await chamber(['odds', '--jsonl'], input);
    expect(r.code).toBe(2);
    expect(r.ms).toBeLessThan(1000);
    expect(r.out.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { error: 'shots must be from 1 to 50, got 9999999' },
      { error: 'accuracy must be from -20 to 20, got -999999999' },
      { error: 'accuracy must be from -20 to 20, got a number too large to read' },
      { perShot: '1/6', atLeastOne: '11/36' },
    ]);
    expect(r.err).toBe('chamber: 3 of 4 queries answered {"error"}; the first, line 1: shots must be from 1 to 50, got 9999999\n');
  });

  it('attack-odds --hp and targetHp, alien-decision --alien and "alien": bounded alike', async () => {
    expect(await refused(['attack-odds', '--attacker', 'Voss', '--target', 'worker', '--hp', '101'])).toBe('--hp must be from 1 to 100, got 101');
    // Contact numbers run 1 to 99, as a position's and a scenario file's do (engine/setup/ranges.ts).
    expect(await refused(['alien-decision', '--alien', '100'])).toBe('--alien must be from 1 to 99, got 100');
    const hp = await chamber(['attack-odds', '--jsonl'], '{"attacker":"Voss","target":"worker","targetHp":0}\n{"attacker":"Voss","target":"worker","targetHp":100}\n');
    expect(hp.out.split('\n')[0]).toBe('{"error":"targetHp must be from 1 to 100, got 0"}');
    expect(JSON.parse(hp.out.split('\n')[1])).toEqual({ kill: '0/1', expectedHpRemoved: expect.stringMatching(/^\d+\/\d+$/) });
    const alien = await chamber(['alien-decision', '--jsonl'], '{"soldiers":[{"name":"Reyes","at":"C3"}],"aliens":[{"kind":"worker","contact":1,"at":"J3"}],"alien":1e309}\n');
    expect(alien.out).toBe('{"error":"alien must be from 1 to 99, got a number too large to read"}\n');
  });
});

describe('autoplay: --games and --seed', () => {
  it('a count too large names --games, not --seed; 4000000000 games is refused, not run', async () => {
    expect(await refused(['autoplay', '--games', '99999999999', '--seed', '1'])).toBe('--games must be from 1 to 1000000, got 99999999999');
    expect(await refused(['autoplay', '--games', '4000000000'])).toBe('--games must be from 1 to 1000000, got 4000000000');
    expect(await refused(['autoplay', '--games', '0'])).toBe('--games must be from 1 to 1000000, got 0');
    expect(await refused(['autoplay', '--seed', '4294967296'])).toBe('--seed must be from -2147483648 to 4294967295, got 4294967296');
  });

  it('seeds that would run past the last seed name both flags and the seed that fits', async () => {
    expect(await refused(['autoplay', '--seed', '4294967295', '--games', '3']))
      .toBe('--seed 4294967295 with --games 3 would play seeds up to 4294967297, past 4294967295: give --seed 4294967293 or less');
  });
});

const integerOptions = commands.flatMap((c) => Object.entries(c.options)
  .filter((e): e is [string, IntegerOption] => e[1].kind === 'integer')
  .map(([name, o]) => ({ command: c, name, o })));

describe('every numeric option of every command', () => {
  it('there are numeric options to check (odds, attack-odds, alien-decision, autoplay, replay video, compare, firing-range, probe, contribution, ladder, sweep, calibrate)', () => {
    expect(integerOptions.map((x) => `${x.command.name} --${x.name}`)).toEqual(
      ['odds --accuracy', 'odds --shots', 'attack-odds --hp', 'alien-decision --alien', 'autoplay --games', 'autoplay --seed', 'autoplay --budget', 'autoplay --workers',
        'replay video --from', 'replay video --to', 'replay video --width', 'replay video --height', 'replay video --fps',
        'compare --games', 'compare --seed', 'compare --budget', 'compare --workers', 'firing-range --attacks', 'firing-range --seed',
        'probe --games', 'probe --seed', 'probe --budget', 'probe --workers', 'contribution --games', 'contribution --seed', 'contribution --budget', 'contribution --workers',
        'ladder --games', 'ladder --seed', 'ladder --workers', 'sweep --games', 'sweep --seed', 'sweep --budget', 'sweep --workers',
        'calibrate --budget', 'calibrate --games', 'calibrate --seed', 'calibrate --workers']);
  });

  it.each(integerOptions.map((x) => [`${x.command.name} --${x.name}`, x] as const))('%s: its ends are taken, one past each is refused with the range', (_label, { command, name, o }) => {
    expect(parseCommandArgs(command, [`--${name}`, String(o.min)]).values[name]).toBe(o.min);
    expect(parseCommandArgs(command, [`--${name}=${o.max}`]).values[name]).toBe(o.max);
    for (const outside of [o.min - 1, o.max + 1]) {
      expect(() => parseCommandArgs(command, [`--${name}=${outside}`])).toThrow(`--${name} must be from ${o.min} to ${o.max}, got ${outside}`);
    }
  });

  it.each(commands.map((c) => [c.name, c] as const))('%s --help lists each option with what it takes, and each range', async (_name, c) => {
    const r = await chamber([...c.name.split(' '), '--help']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe(`usage: ${c.usage}`);
    for (const [name, o] of Object.entries(c.options)) {
      const line = r.out.split('\n').find((l) => l.trimStart().startsWith(`--${name} `) || l.trim() === `--${name}` || l.trimStart().startsWith(`--${name}  `));
      expect(line, `--${name} in ${c.name} --help`).toBeDefined();
      if (o.kind !== 'flag') expect(line).toContain(`--${name} ${o.takes}`);
      if (o.kind === 'integer') expect(line).toContain(`a whole number from ${o.min} to ${o.max}`);
      expect(line!.replace(`--${name}`, '').trim().length, `--${name} has a help text`).toBeGreaterThan(10);
    }
  });
});
