/**
 * Presentation mode's URL flag (issue 37 §1): `?present`, `?conceal=`, a bad value one line, and
 * the other query parameters kept when it is written.
 */
import { describe, expect, it } from 'vitest';
import { readPresentFlag, writePresentFlag } from '../../../src/ui/present/presentLink';

describe('readPresentFlag', () => {
  it('reads the bare flag and the conceal mode', () => {
    expect(readPresentFlag('')).toEqual({ ok: true, present: false, conceal: 'off' });
    expect(readPresentFlag('?present')).toEqual({ ok: true, present: true, conceal: 'off' });
    expect(readPresentFlag('?present=1&conceal=swings')).toEqual({ ok: true, present: true, conceal: 'swings' });
    expect(readPresentFlag('?conceal=decisions')).toEqual({ ok: true, present: false, conceal: 'decisions' });
  });

  it('refuses a bad value with one line naming it', () => {
    expect(readPresentFlag('?present=maybe')).toEqual({ ok: false, problem: 'link: present "maybe" is not a presentation flag (write ?present)' });
    expect(readPresentFlag('?conceal=all')).toEqual({ ok: false, problem: 'link: conceal "all" is not one of off, decisions, swings' });
  });
});

describe('writePresentFlag', () => {
  it('writes the flag bare and keeps other parameters', () => {
    expect(writePresentFlag('?inspect', { present: true, conceal: 'off' })).toBe('?inspect&present');
    expect(writePresentFlag('?present&inspect', { present: false, conceal: 'off' })).toBe('?inspect');
    expect(writePresentFlag('', { present: true, conceal: 'swings' })).toBe('?present&conceal=swings');
    expect(writePresentFlag('?present', { present: false, conceal: 'off' })).toBe('');
  });

  it('reads back what it writes', () => {
    for (const flag of [{ present: true, conceal: 'decisions' }, { present: false, conceal: 'swings' }, { present: true, conceal: 'off' }] as const) {
      expect(readPresentFlag(writePresentFlag('?x=1', flag))).toEqual({ ok: true, ...flag });
    }
  });
});
