/**
 * The shape of one `chamber` command. Each command lives in its own file under commands/ and is
 * listed in commands/index.ts. Its options are specs (options.ts) that carry their help and
 * range; args.ts reads the arguments against them, so an unknown, malformed or out-of-range
 * option is a one-line error (exit 2) before the command runs.
 */
import type { CliOptions, OptionValues } from './options';
import { printable } from './printable';
import { inputLines, tooLongProblem } from './stdin-lines';
import { UsageError } from './errors';

export interface CommandIo {
  readonly stdout: (text: string) => void;
  /** Where a one-line error goes besides an answer (the --jsonl summary); none in tests that do not ask. */
  readonly stderr?: (text: string) => void;
  /** Standard input: its chunks as they come (the real one), or the whole text at once (tests). */
  readonly readStdin: () => AsyncIterable<string | Uint8Array> | Promise<string>;
}

export interface Command<O extends CliOptions = CliOptions> {
  readonly name: string;
  /** One line for the help listing. */
  readonly summary: string;
  /** Usage line, e.g. "chamber los FROM TO [--open F4,F7]". */
  readonly usage: string;
  readonly options: O;
  /**
   * Runs the command with its checked options (numbers already in range); throw UsageError (or
   * any Error) for a one-line message and exit 2.
   */
  run(positionals: string[], values: OptionValues<O>, io: CommandIo): Promise<number | void> | number | void;
}

/** A command whose values are typed by its own options (`values.shots` is a number). */
export function defineCommand<const O extends CliOptions>(command: Command<O>): Command {
  return command;
}

/**
 * `--jsonl` mode: one JSON query per input line, one JSON answer per output line, same order.
 * A malformed or illegal query answers {"error": "..."} on its own line, so one bad line never
 * shifts or drops the other answers; stderr then gets one line naming how many failed and the
 * first of them, and the exit code is 2, as for any other bad input (engine issue §3).
 */
export async function answerJsonLines(io: CommandIo, answer: (query: unknown) => unknown): Promise<number> {
  const stdin = io.readStdin();
  // Read a line at a time with a length limit (stdin-lines.ts): never the whole input as one string.
  const source = Symbol.asyncIterator in stdin ? stdin : [await stdin];
  let queries = 0;
  let failures = 0;
  let first = '';
  for await (const line of inputLines(source)) {
    queries++;
    let out: unknown;
    try {
      if (line.kind === 'too long') throw new Error(tooLongProblem());
      out = answer(JSON.parse(line.text));
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).split('\n')[0];
      if (failures++ === 0) first = `line ${line.number}: ${error}`;
      out = { error };
    }
    io.stdout(JSON.stringify(out) + '\n');
  }
  if (failures) io.stderr?.(`chamber: ${failures} of ${queries} queries answered {"error"}; the first, ${printable(first)}\n`);
  return failures ? 2 : 0;
}

/** A comma-separated list flag ("F4,F7") as trimmed, non-empty parts. */
export function listFlag(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** For a command that takes no arguments but its options: the first other one is named, with the usage. */
export function refuseArguments(positionals: readonly string[], usage: string): void {
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}" (usage: ${usage})`);
}

/** The one record file a command reads (replay info, sheet, video): none or two are named as such. */
export function oneRecordFile(positionals: readonly string[], usage: string): string {
  if (positionals.length === 0) throw new UsageError(`no record file given (usage: ${usage})`);
  if (positionals.length > 1) throw new UsageError(`one record file at a time, got ${positionals.length}: ${positionals.map((p) => JSON.stringify(p)).join(' ')} (usage: ${usage})`);
  return positionals[0];
}
