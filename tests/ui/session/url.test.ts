import { describe, it, expect } from 'vitest';
import { readHash, stepNotice, writeHash } from '../../../src/ui/session/url';

describe('the URL position', () => {
  it('round-trips record and step', () => {
    expect(readHash(writeHash({ replay: 'scenario-a-win', record: null, step: 42 }))).toEqual({ replay: 'scenario-a-win', record: null, step: 42 });
    expect(writeHash({ replay: 'x', record: null, step: 3 })).toBe('#replay=x&step=3');
  });
  it('ignores a bad step', () => {
    expect(readHash('#replay=a&step=-2')).toEqual({ replay: 'a', record: null, step: null });
    expect(readHash('')).toEqual({ replay: null, record: null, step: null });
  });
  it('says when a link asks for a step the record does not have', () => {
    expect(stepNotice('#replay=a&step=7', 101)).toBeNull();
    expect(stepNotice('#replay=a&step=101', 101)).toBeNull();
    expect(stepNotice('#replay=a', 101)).toBeNull();
    expect(stepNotice('#replay=a&step=99999', 101)).toBe('link: step 99999 is past the end of this record; showing its last step, 101');
    expect(stepNotice('#replay=a&step=abc', 101)).toBe('link: step "abc" is not a step number; showing step 0');
    expect(stepNotice('#record=xyz&step=-4', 101)).toBe('link: step "-4" is not a step number; showing step 0');
  });
});
