/** A count with its noun: singular for one only (zero and many take the plural). */
import { describe, expect, it } from 'vitest';
import { counted } from '../../../src/lab/report/counted';

describe('counted', () => {
  it('one is singular; zero and more are plural', () => {
    expect(counted(1, 'game')).toBe('1 game');
    expect(counted(0, 'game')).toBe('0 games');
    expect(counted(40, 'paired game')).toBe('40 paired games');
  });

  it('takes an irregular plural', () => {
    expect(counted(2, 'reply', 'replies')).toBe('2 replies');
    expect(counted(1, 'reply', 'replies')).toBe('1 reply');
  });
});
