/**
 * The decisions of a Play link as text (issue 32 item 11): any list of squad decisions reads back
 * exactly (optional fields absent stay absent), the text uses only URL-safe characters, and any
 * text either reads or gets one DecisionTextError naming the decision, never anything else.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Decision } from '../../../src/engine/state/types';
import { SOLDIER_NAMES } from '../../../src/engine/state/types';
import { DecisionTextError, decisionsOfText, decisionsText } from '../../../src/ui/session/decisionText';
import { decisionSchema } from '../../../src/replay/schema-parts';
import { CONTACT } from '../../../src/engine/setup/ranges';

const soldier = fc.constantFrom(...SOLDIER_NAMES);
const square = fc.tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.integer({ min: 1, max: 99 })).map(([c, n]) => `${c}${n}`);
// Every contact a record may name (ranges.ts CONTACT).
const alien = fc.integer({ min: CONTACT.min, max: CONTACT.max }).map((n) => `alien${n}`);
const figure = fc.oneof(soldier, alien);
const weapon = fc.constantFrom('pistol', 'shotgun', 'mg', 'sniper', 'knife', 'fangs', 'claws', 'plasma');
/** An optional field: absent, or present with a value. */
const opt = <K extends string, V>(key: K, value: fc.Arbitrary<V>) => fc.option(value, { nil: undefined }).map((v) => (v === undefined ? {} : { [key]: v }));

const decision: fc.Arbitrary<Decision> = fc.oneof(
  soldier.map((s) => ({ type: 'activate', soldier: s })),
  soldier.map((s) => ({ type: 'counteract', soldier: s })),
  square.map((to) => ({ type: 'move', to })),
  fc.array(square, { minLength: 1, maxLength: 2 }).map((path) => ({ type: 'quickStep', path })),
  square.map((to) => ({ type: 'breachAdvance', to })),
  fc.constantFrom('N', 'E', 'S', 'W').map((facing) => ({ type: 'turn', facing })),
  square.map((at) => ({ type: 'door', at })),
  fc.tuple(figure, opt('weapon', weapon), opt('sustainedFire', fc.boolean())).map(([target, w, sf]) => ({ type: 'fire', target, ...w, ...sf })),
  figure.map((target) => ({ type: 'melee', target })),
  fc.constant({ type: 'brace' }),
  opt('weapon', weapon).map((w) => ({ type: 'overwatch', ...w })),
  figure.map((target) => ({ type: 'mark', target })),
  soldier.map((target) => ({ type: 'medkit', target })),
  soldier.map((target) => ({ type: 'fieldCare', target })),
  soldier.map((to) => ({ type: 'trade', item: 'medkit', to })),
  fc.constant({ type: 'pass' }),
  fc.boolean().map((take) => ({ type: 'reroll', take })),
  soldier.map((watcher) => ({ type: 'react', watcher })),
) as fc.Arbitrary<Decision>;

describe('decisions as link text', () => {
  it('reads back exactly, in URL-safe characters', () => {
    fc.assert(fc.property(fc.array(decision, { maxLength: 60 }), (ds) => {
      for (const d of ds) expect(decisionSchema.safeParse(d).success).toBe(true); // the generator makes only real decisions
      const text = decisionsText(ds);
      expect(text).toMatch(/^[A-Za-z0-9._-]*$/);
      expect(decisionsOfText(text, 1000)).toStrictEqual(ds);
    }), { numRuns: 500 });
  });

  it('is short: a move is three or four characters, a soldier one', () => {
    const ds: Decision[] = [{ type: 'activate', soldier: 'Reyes' }, { type: 'move', to: 'C3' as never }, { type: 'fire', target: 'alien3' as never, weapon: 'mg' }, { type: 'pass' }];
    expect(decisionsText(ds)).toBe('aR_mC3_f3.mg_p');
    expect(decisionsText([{ type: 'fire', target: 'alien12' as never, sustainedFire: true }])).toBe('f12..1');
  });

  it('any other text reads, or gets one DecisionTextError naming the decision', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => {
      try {
        for (const d of decisionsOfText(text, 1000)) expect(decisionSchema.safeParse(d).success).toBe(true);
      } catch (err) {
        expect(err).toBeInstanceOf(DecisionTextError);
        expect((err as Error).message).toMatch(/^(decision \d+: ".*" |\d+ decisions)/);
      }
    }), { numRuns: 2000 });
    expect(() => decisionsOfText('aR_mZ0', 1000)).toThrow(/^decision 1: "mZ0" is not a move/);
    expect(() => decisionsOfText('aR_?', 1000)).toThrow('decision 1: "?" is not a decision (unknown code)');
    expect(() => decisionsOfText('aX', 1000)).toThrow('decision 0: "aX" has no readable soldier');
    expect(() => decisionsOfText('p_p_p', 2)).toThrow('3 decisions, over the 2 a game may have');
  });
});
