// @vitest-environment node
/**
 * The win-chance graph's hover words (ui/planner/graphWords.ts, issue 32 item 6): the step, its
 * round and whose activation starts there, and the estimated win chance (a small one keeps a
 * decimal); the scale runs 100%, 50%, 0%.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';
import { graphPoints } from '../../../src/ui/planner/swings';
import { hoverWords, momentWords, GRAPH_MEANS, SCALE } from '../../../src/ui/planner/graphWords';
import { GRAPH_PLAYOUTS } from '../../../src/ai/planner/win-chance';

const entries = entriesFromRecord(parseRecordText(readFileSync('replays/scenario-a-loss.json', 'utf8')));

describe('the graph\'s words', () => {
  it('names each point measured: the start, an activation with its round and figure, the end', () => {
    const points = graphPoints(entries);
    expect(momentWords(entries, 0)).toBe('round 1, the start');
    const first = points[1];
    expect(momentWords(entries, first)).toMatch(/^round 1, \w+ (activates|counteracts)/);
    const aliens = points.filter((p) => /worker|warrior/.test(momentWords(entries, p)));
    expect(aliens.length).toBeGreaterThan(0);
    expect(momentWords(entries, entries.length - 1)).toBe('the end: defeat');
  });

  it('reads a hover as the value and the step', () => {
    const p = graphPoints(entries)[1];
    expect(hoverWords(entries, p, 0.64)).toEqual({ value: 'win 64%', step: `step ${p}: ${momentWords(entries, p)}` });
    expect(hoverWords(entries, p, 0.004).value).toBe('win 0.4%');
    expect(hoverWords(entries, p, undefined).value).toBe('not estimated yet');
  });

  it('has a 100/50/0% scale and says what it estimates', () => {
    expect(SCALE).toEqual([1, 0.5, 0]);
    expect(GRAPH_MEANS).toContain(`greedy play from each activation's start (${GRAPH_PLAYOUTS} playouts each)`);
  });
});
