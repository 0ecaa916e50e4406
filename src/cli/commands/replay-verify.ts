/**
 * `chamber replay verify FILE...`: re-simulates each record from its seed and decisions and checks
 * every event and state hash (issue 3 §3). One stdout line per record read (ok or MISMATCH).
 * Exit 0 only when all match; 1 when a record loads but does not match; files that cannot be
 * read are named once, in one stderr line after the others are checked, exit 2.
 */
import { defineCommand } from '../command';
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

/** The one stderr line for the files that could not be read: each named once, the first few in full. */
function unreadable(problems: readonly string[]): string {
  if (problems.length === 1) return problems[0];
  const shown = problems.slice(0, 3).join('; ');
  return `${problems.length} files cannot be read as records: ${shown}${problems.length > 3 ? `; and ${problems.length - 3} more` : ''}`;
}

export const replayVerify = defineCommand({
  name: 'replay verify',
  summary: 're-simulate game records and check every event and state hash',
  usage: 'chamber replay verify FILE...',
  options: {},
  run(positionals, _values, io) {
    if (positionals.length === 0) throw new UsageError('give one or more record files (usage: chamber replay verify FILE...)');
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
        // Said once, on stderr, after the files that could be checked (issue 16 §5).
        bad.push(err instanceof Error ? err.message : String(err));
        continue;
      }
      const verdict = verifyRecord(record);
      if (verdict.ok) {
        const result = record.result.outcome ? `${record.result.outcome} in round ${record.result.rounds}` : `unfinished in round ${record.result.rounds}`;
        // The planner's notes are labels (replay/plan-notes.ts): tied to their decisions, not re-scored.
        const notes = record.plans?.length ? `; ${record.plans.length} planner notes, each at its decision` : '';
        io.stdout(`ok ${file}: ${verdict.decisions} decisions, ${verdict.events} events match (scenario ${record.scenario}, seed ${record.seed}, ${result})${notes}\n`);
      } else {
        mismatches++;
        io.stdout(`MISMATCH ${file}: ${verdict.path}: ${verdict.problem}\n`);
      }
    }
    if (bad.length) throw new UsageError(unreadable(bad));
    return mismatches ? 1 : 0;
  },
});
