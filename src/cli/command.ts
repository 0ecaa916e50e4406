/**
 * The shape of one `chamber` command. Each command lives in its own file under commands/ and is
 * listed in main.ts. Options are parsed with node's util.parseArgs in strict mode, so an unknown
 * flag is a one-line error (exit 2).
 */
import type { ParseArgsConfig } from 'node:util';

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;
export type ParsedValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface CommandIo {
  readonly stdout: (text: string) => void;
  /** Where a one-line error goes besides an answer (the --jsonl summary); none in tests that do not ask. */
  readonly stderr?: (text: string) => void;
  readonly readStdin: () => Promise<string>;
}

export interface Command {
  readonly name: string;
  /** One line for the help listing. */
  readonly summary: string;
  /** Usage line, e.g. "chamber los FROM TO [--open F4,F7]". */
  readonly usage: string;
  readonly options: OptionSpec;
  /** Runs the command; throw UsageError (or any Error) for a one-line message and exit 2. */
  run(positionals: string[], values: ParsedValues, io: CommandIo): Promise<number | void> | number | void;
}

/**
 * `--jsonl` mode: one JSON query per input line, one JSON answer per output line, same order.
 * A malformed or illegal query answers {"error": "..."} on its own line, so one bad line never
 * shifts or drops the other answers; stderr then gets one line naming how many failed and the
 * first of them, and the exit code is 2, as for any other bad input (engine issue §3).
 */
export async function answerJsonLines(io: CommandIo, answer: (query: unknown) => unknown): Promise<number> {
  const input = await io.readStdin();
  let queries = 0;
  let failures = 0;
  let first = '';
  for (const [i, line] of input.split('\n').entries()) {
    if (line.trim() === '') continue;
    queries++;
    let out: unknown;
    try {
      out = answer(JSON.parse(line));
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).split('\n')[0];
      if (failures++ === 0) first = `line ${i + 1}: ${error}`;
      out = { error };
    }
    io.stdout(JSON.stringify(out) + '\n');
  }
  if (failures) io.stderr?.(`chamber: ${failures} of ${queries} queries answered {"error"}; the first, ${first}\n`);
  return failures ? 2 : 0;
}

/** A comma-separated list flag ("F4,F7") as trimmed, non-empty parts. */
export function listFlag(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
