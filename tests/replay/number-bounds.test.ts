/**
 * A record number JSON cannot hold (1e309 reads as Infinity) is refused in words, naming the path
 * and what the field takes, never "received Infinity (got null)" (issue 16 §5).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecord, RecordError } from '../../src/replay/load';
import { recordDigest } from '../../src/replay/build';

const base = JSON.parse(readFileSync(join(__dirname, '../../replays/scenario-a-win.json'), 'utf8'));
const shot = base.events.findIndex((e: { event: { type: string } }) => e.event.type === 'shot.rolled');

/** The loader's message for the record with one value written as the literal `number` (1e309). */
function messageWith(edit: (r: any) => void, number = '1e309'): string {
  const r = structuredClone(base);
  edit(r);
  r.digest = recordDigest(r);
  const text = JSON.stringify(r).replace('"@number@"', number);
  try {
    parseRecord(text);
  } catch (err) {
    expect(err).toBeInstanceOf(RecordError);
    return (err as Error).message;
  }
  throw new Error('expected the record to be refused');
}

describe('numbers too large to read', () => {
  it.each([
    ['seed', (r: any) => { r.seed = '@number@'; }, 'seed: expected a whole number from -2147483648 to 4294967295, got a number too large to read'],
    ['result.rounds', (r: any) => { r.result.rounds = '@number@'; }, 'result.rounds: expected a whole number from 0 to 1000000, got a number too large to read'],
    ['a die', (r: any) => { r.events[shot].event.dice[0].value = '@number@'; }, `events[${shot}].event.dice[0].value: expected a whole number from 1 to 6, got a number too large to read`],
    ['an event\'s decision index', (r: any) => { r.events[3].decision = '@number@'; }, 'events[3].decision: expected a whole number from 0 to 100000, got a number too large to read'],
    ['a soldier\'s HP in the start', (r: any) => { r.start.position.soldiers[0].hp = '@number@'; }, 'start.position.soldiers[0].hp: expected a whole number from 0 to 99, got a number too large to read'],
    ['a text field', (r: any) => { r.title = '@number@'; }, 'title: expected a string, got a number too large to read'],
    ['a ruleset override', (r: any) => { r.ruleset.overrides = { soldiers: { Reyes: { hp: '@number@' } } }; }, 'ruleset.overrides.soldiers.Reyes.hp: expected a finite number, got a number too large to read'],
  ])('%s', (_what, edit, message) => {
    expect(messageWith(edit)).toBe(message);
  });

  it('a negative one says so', () => {
    expect(messageWith((r) => { r.seed = '@number@'; }, '-1e309')).toBe('seed: expected a whole number from -2147483648 to 4294967295, got a negative number too large to read');
  });
});
