import { describe, expect, it } from 'vitest';
import { defaultRange } from '../../../src/ui/clips/range';
import { readRecordFile } from '../../../src/replay/node-file';
import { replayRecord } from '../../../src/runner';
import { marksOf } from '../../../src/ui/session/timeline';
import { join } from 'node:path';

const entries = [...replayRecord(readRecordFile(join(__dirname, '../../../replays/scenario-a-loss.json'))).keyframes];
const { rounds } = marksOf(entries);

describe('the range the Export clip dialog offers first', () => {
  it('the chapter the cursor stands in', () => {
    expect(defaultRange(entries, 40, [{ title: 'Opening', from: 0, to: 20 }, { title: 'The breach', from: 35, to: 60 }]))
      .toEqual({ from: 35, to: 60, what: 'chapter “The breach”' });
  });

  it('with no chapter there, the round the cursor stands in: its first step to the step before the next round', () => {
    const r2 = rounds.find((r) => r.round === 2)!;
    const r3 = rounds.find((r) => r.round === 3)!;
    expect(defaultRange(entries, r2.index + 3, [{ title: 'Far away', from: 0, to: 2 }])).toEqual({ from: r2.index, to: r3.index - 1, what: 'round 2' });
    const lastRound = rounds[rounds.length - 1];
    expect(defaultRange(entries, entries.length - 1, [])).toEqual({ from: lastRound.index, to: entries.length - 1, what: `round ${lastRound.round}` });
  });
});
