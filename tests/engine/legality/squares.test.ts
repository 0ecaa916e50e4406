/**
 * The receiver of a trade or a passed log (kit 05 §8: "to an adjacent conscious soldier"; SC-L3):
 * one rule, receiverRefusal, with the same words after each kind's own "Cannot ...: ".
 */
import { describe, expect, it } from 'vitest';
import { checkDecision } from '../../../src/engine/flow/game';
import { receiverRefusal } from '../../../src/engine/legality/squares';
import { coordOf } from '../../../src/engine/board/board';
import { soldierOf } from '../../../src/engine/state/figures';
import { chamberWith, play } from '../fixtures';

const far = { kind: 'worker', contact: 1, at: 'K9' } as const;

describe('receiverRefusal (kit 05 §8, SC-L3)', () => {
  const s0 = chamberWith({ soldiers: [{ name: 'Park', at: 'D4' }, { name: 'Chen', at: 'D5' }, { name: 'Voss', at: 'D7' }, { name: 'Reyes', at: 'E4', hp: 0 }], aliens: [far] });
  const park = soldierOf(s0, 'Park')!;
  const here = coordOf(park.at);

  it('takes an adjacent conscious other soldier and refuses the rest by the first rule broken', () => {
    expect(receiverRefusal(s0, park, here, 'Chen')).toBeNull();
    expect(receiverRefusal(s0, park, here, 'Park')).toBe('notOther');
    expect(receiverRefusal(s0, park, here, 'worker 1')).toBe('notOther');
    expect(receiverRefusal(s0, park, here, 'Reyes')).toBe('downed');
    expect(receiverRefusal(s0, park, here, 'Voss')).toBe('notAdjacent');
  });

  it('gives a trade its words (the activation\'s checkDecision)', () => {
    const s = play(s0, { type: 'activate', soldier: 'Park' }).state;
    expect(checkDecision(s, { type: 'trade', item: 'medkit', to: 'Chen' })).toBeNull();
    expect(checkDecision(s, { type: 'trade', item: 'medkit', to: 'Voss' })).toBe('Cannot trade: Voss is not adjacent');
    expect(checkDecision(s, { type: 'trade', item: 'medkit', to: 'Reyes' })).toBe('Cannot trade: Reyes is downed');
    expect(checkDecision(s, { type: 'trade', item: 'medkit', to: 'Park' })).toBe('Cannot trade: Park is not another soldier');
  });
});
