/**
 * `chamber replay verify FILE...`: re-simulates each record from its seed and decisions and checks
 * every event and state hash (issue 3 §3). One line per file. Exit 0 only when all match; 1 when
 * a record loads but does not match; a file that cannot be loaded is a one-line error, exit 2.
 */
import type { Command } from '../command';
import { UsageError } from '../errors';
import { readRecordFile } from '../../replay/node-file';
import { verifyRecord } from '../../runner';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** The number of entries when `file` is a replays catalogue (index.json: [{file, title, ...}]), else null. */
function catalogueSize(file: string): number | null {
  if (basename(file) !== 'index.json') return null;
  try {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const isCatalogue = Array.isArray(json) && json.every((e) => typeof e === 'object' && e !== null && typeof (e as { file?: unknown }).file === 'string');
    return isCatalogue ? json.length : null;
  } catch {
    return null;
  }
}

export const replayVerify: Command = {
  name: 'replay verify',
  summary: 're-simulate game records and check every event and state hash',
  usage: 'chamber replay verify FILE...',
  options: {},
  run(positionals, _values, io) {
    if (positionals.length === 0) throw new UsageError('usage: chamber replay verify FILE...');
    let mismatches = 0;
    const bad: string[] = [];
    for (const file of positionals) {
      // replays/index.json lists the bundled records for the app; `replay verify replays/*.json`
      // names it too. Say so rather than calling it a broken record.
      const listed = catalogueSize(file);
      if (listed !== null) {
        io.stdout(`skipped ${file}: a catalogue of ${listed} records, not a record\n`);
        continue;
      }
      let record;
      try {
        record = readRecordFile(file);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        bad.push(message);
        io.stdout(`INVALID ${message}\n`);
        continue;
      }
      const verdict = verifyRecord(record);
      if (verdict.ok) {
        const result = record.result.outcome ? `${record.result.outcome} in round ${record.result.rounds}` : `unfinished in round ${record.result.rounds}`;
        io.stdout(`ok ${file}: ${verdict.decisions} decisions, ${verdict.events} events match (scenario ${record.scenario}, seed ${record.seed}, ${result})\n`);
      } else {
        mismatches++;
        io.stdout(`MISMATCH ${file}: ${verdict.path}: ${verdict.problem}\n`);
      }
    }
    if (bad.length) throw new Error(bad.length === 1 ? bad[0] : `${bad[0]} (and ${bad.length - 1} more bad files)`);
    return mismatches ? 1 : 0;
  },
};
