/**
 * `chamber replay verify` on a record played under rules the CLI refuses (hostile-inputs issue,
 * item 3): one stderr line naming the file, the record's field and the CLI's words; exit 2.
 */
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { randomPolicy } from '../../src/ai/random';
import { runGame } from '../../src/runner';
import { refused } from './in-process';

const dir = mkdtempSync(join(tmpdir(), 'chamber-replay-rules-'));

describe('chamber replay verify: a record under rules the CLI refuses', () => {
  it('a worker of 0 HP is refused as --override aliens.worker.hp=0 is', async () => {
    const file = join(dir, 'worker-hp-0.json');
    writeFileSync(file, JSON.stringify(runGame({ scenario: 'A', seed: 3, squad: randomPolicy({ seed: 3 }), ruleset: { aliens: { worker: { hp: 0 } } } })));
    expect(await refused(['replay', 'verify', file]))
      .toBe(`${file}: ruleset.overrides: aliens.worker.hp must be a whole number from 1 to 99 (the kit has 5), got "0"`);
  });
});
