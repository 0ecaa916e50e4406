/**
 * Which annotations show at the cursor (issue 37 §2): from their step to the next activation.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../../src/replay/load';
import { replayRecord } from '../../../src/runner';
import { annotationsAt } from '../../../src/ui/present/annotationsAt';
import type { Annotation } from '../../../src/replay/study/types';

const { keyframes } = replayRecord(parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8')));

describe('annotationsAt', () => {
  // Step 3: Reyes' first move; his activation runs to step 5, Chen's starts at step 6.
  const note: Annotation = { kind: 'note', step: 3, text: 'watch the corner' };
  it('shows an annotation from its step to the step before the next activation', () => {
    expect(annotationsAt([note], keyframes, 2)).toEqual([]);
    expect(annotationsAt([note], keyframes, 3)).toEqual([note]);
    expect(annotationsAt([note], keyframes, 5)).toEqual([note]);
    expect(annotationsAt([note], keyframes, 6)).toEqual([]);
  });
  it('shows one at the last activation to the end of the game', () => {
    const late: Annotation = { kind: 'note', step: keyframes.length - 1, text: 'the end' };
    expect(annotationsAt([late], keyframes, keyframes.length - 1)).toEqual([late]);
  });
});
