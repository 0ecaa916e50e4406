/**
 * alternatingActivations (docs/variants.md AA1-AA6): on hand-built positions, the order of
 * activations, a Counteract and its limits, and a variant that is off leaving no trace.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalOnly, legalDecisions, nextStep, step } from '../../../src/engine/flow/game';
import { makeRuleset } from '../../../src/engine/ruleset/ruleset';
import { newGame } from '../../../src/engine/setup/scenarios';
import { stateHash } from '../../../src/engine/state/hash';
import type { Decision, GameEvent, GameState } from '../../../src/engine/state/types';
import { positionWith } from '../fixtures';

const AA = { variants: { alternatingActivations: true } };

/** Plays the round: each squad decision from `choose`, engine steps by themselves; the events. */
function playRound(start: GameState, choose: (s: GameState, legal: Decision[]) => Decision): { state: GameState; events: GameEvent[] } {
  let s = start;
  const events: GameEvent[] = [];
  const round = s.round;
  for (let i = 0; i < 500 && s.round === round && s.phase !== 'over'; i++) {
    const next = nextStep(s);
    const t = next.kind === 'step' ? step(s) : apply(s, choose(s, legalOnly(s)));
    s = t.state;
    events.push(...t.events);
  }
  return { state: s, events };
}

const activations = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'activation.started' ? [`${e.figure}${e.counteract ? '*' : ''}`] : []));

describe('alternatingActivations: the order of play (AA1-AA3)', () => {
  it('squad first, then one alien, one soldier, ... and the side with activations left finishes the round', () => {
    const start = newGame('A', { seed: 1, ruleset: AA });
    const passAll = (_s: GameState, legal: Decision[]) => legal.find((d) => d.type === 'activate') ?? { type: 'pass' };
    const { events } = playRound(start, passAll);
    expect(activations(events)).toEqual(['Reyes', 'alien1', 'Chen', 'alien2', 'Voss', 'alien3', 'Okafor', 'Park']);
  });

  it('without the variant the kit order stands: every soldier, then every alien', () => {
    const passAll = (_s: GameState, legal: Decision[]) => legal.find((d) => d.type === 'activate') ?? { type: 'pass' };
    const { events } = playRound(newGame('A', { seed: 1 }), passAll);
    expect(activations(events)).toEqual(['Reyes', 'Chen', 'Voss', 'Okafor', 'Park', 'alien1', 'alien2', 'alien3']);
  });
});

describe('alternatingActivations: Counteract (AA4-AA6)', () => {
  // One soldier against three far aliens: after Reyes and the first alien, only aliens remain.
  const position = () => positionWith({
    soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }],
    aliens: [{ kind: 'worker', contact: 1, at: 'K9' }, { kind: 'worker', contact: 2, at: 'J9' }, { kind: 'worker', contact: 3, at: 'K2' }],
    ruleset: AA,
  });

  it('comes between the aliens\' activations, once per round, as one 1 AP action', () => {
    let counteracts = 0;
    const { events } = playRound(step(position()).state, (s, legal) => {
      const next = nextStep(s);
      if (next.kind === 'decision' && next.need === 'counteract') {
        expect(legal).toEqual([{ type: 'counteract', soldier: 'Reyes' }, { type: 'pass' }]);
        counteracts++;
        return legal[0];
      }
      if (s.soldiers[0].counteract === 'now') {
        // Only one square, a 1 AP attack, a door, a turn or pass: no Quick Step, brace or overwatch.
        expect(legal.every((d) => ['move', 'turn', 'fire', 'melee', 'door', 'pass'].includes(d.type))).toBe(true);
        expect(s.soldiers[0].ap).toBe(1);
        return legal.find((d) => d.type === 'move')!;
      }
      return legal.find((d) => d.type === 'activate') ?? { type: 'pass' };
    });
    expect(activations(events)).toEqual(['Reyes', 'alien1', 'Reyes*', 'alien2', 'alien3']);
    // Offered after alien 1 and taken; after alien 2 nobody may counteract (once a round), so no turn.
    expect(counteracts).toBe(1);
    const ended = events.filter((e) => e.type === 'activation.ended' && e.figure === 'Reyes');
    expect(ended.at(-1)).toMatchObject({ reason: 'counteract' });
    expect(events.filter((e) => e.type === 'counteract.passed')).toHaveLength(0);
  });

  it('may be let go: the next alien acts, and the offer comes again after it', () => {
    const { events } = playRound(step(position()).state, (_s, legal) => legal.find((d) => d.type === 'activate') ?? { type: 'pass' });
    expect(activations(events)).toEqual(['Reyes', 'alien1', 'alien2', 'alien3']);
    expect(events.filter((e) => e.type === 'counteract.passed')).toHaveLength(2);
  });

  it('is refused with the reason when it is not the squad\'s Counteract turn, and explained', () => {
    const s = step(position()).state;
    expect(legalDecisions(s).legal).toEqual([{ type: 'activate', soldier: 'Reyes' }]);
    const refusal = legalDecisions(s).illegal.find((o) => o.type === 'counteract');
    expect(refusal).toBeUndefined(); // not a candidate before the squad's turn comes with nobody to activate
    expect(() => apply(s, { type: 'counteract', soldier: 'Reyes' })).toThrow(/no soldier is left to activate|has not activated/i);
    const kit = step(positionWith({ soldiers: [{ name: 'Reyes', at: 'C3' }], aliens: [{ kind: 'worker', contact: 1, at: 'K9' }] })).state;
    expect(() => apply(kit, { type: 'counteract', soldier: 'Reyes' })).toThrow(/alternatingActivations variant only/);
  });
});

describe('a variant that is off leaves no trace', () => {
  it('switched off, it is not in the ruleset, and the state hashes as the kit\'s', () => {
    expect(makeRuleset({ variants: { alternatingActivations: false, reactionFire: false } })).toEqual(makeRuleset({}));
    expect(stateHash(newGame('A', { seed: 3, ruleset: { variants: { alternatingActivations: false } } }))).toBe(stateHash(newGame('A', { seed: 3 })));
    expect(stateHash(newGame('A', { seed: 3, ruleset: AA }))).not.toBe(stateHash(newGame('A', { seed: 3 })));
    expect(() => makeRuleset({ variants: { alternatingActivations: 'yes' as never } })).toThrow(/true or false/);
  });
});
