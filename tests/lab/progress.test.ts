/**
 * Progress on stderr (issue 18 §1): a bar with games done, the win rate so far and an ETA on a
 * terminal; a plain line every few seconds otherwise; nothing for --json going to a pipe.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMode, startProgress } from '../../src/lab/progress';

afterEach(() => { vi.useRealTimers(); });

describe('batch progress', () => {
  it('picks a bar on a terminal, lines when piped, nothing for --json piped', () => {
    expect(progressMode(false, true)).toBe('bar');
    expect(progressMode(true, true)).toBe('bar');
    expect(progressMode(false, false)).toBe('lines');
    expect(progressMode(true, false)).toBe('none');
  });

  it('prints a plain line every five seconds with games done, win rate and ETA', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const lines: string[] = [];
    const p = startProgress(100, 'lines', (l) => lines.push(l));
    vi.setSystemTime(1000); p.update(10, 4);
    expect(lines).toEqual([]); // not yet: a line every few seconds, not every chunk
    vi.setSystemTime(5000); p.update(25, 10);
    expect(lines).toEqual(['chamber: 25/100 games, win rate 40.0%, ETA 15 s\n']);
    vi.setSystemTime(6000); p.update(30, 12);
    expect(lines).toHaveLength(1);
    vi.setSystemTime(10_500); p.update(100, 40);
    expect(lines).toHaveLength(1); // done: the summary follows, no progress line
    p.stop();
  });

  it('draws a bar with the count, the win rate and an ETA on a terminal', () => {
    let drawn = '';
    const terminal = { isTTY: true, columns: 120, write: (t: string) => { drawn += t; return true; } } as unknown as NodeJS.WritableStream;
    const p = startProgress(50, 'bar', () => { throw new Error('no plain lines on a terminal'); }, 'games', terminal);
    p.update(20, 5);
    p.stop();
    expect(drawn).toMatch(/20\/50 games \| win rate 25\.0% \| ETA /);
  });

  it('says nothing at all in "none" mode', () => {
    const lines: string[] = [];
    const p = startProgress(10, 'none', (l) => lines.push(l));
    p.update(5, 1); p.stop();
    expect(lines).toEqual([]);
  });
});
