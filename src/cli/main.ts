#!/usr/bin/env node
/**
 * `chamber`: the Star Chamber command line (engine issue §3). Run with
 * `npm run --silent chamber -- <command> ...`. Every bad input is one line on stderr and exit
 * code 2, said before any work starts (issue 16 §5).
 */
import type { Command, CommandIo } from './command';
import { commands } from './commands';
import { didYouMean, parseCommandArgs } from './args';
import { UsageError } from './errors';
import { optionHelpLines } from './options';
import { printable } from './printable';
import { stopPretenuring } from '../lab/pretenuring';
import { RECORD_FORMAT, RECORD_VERSION } from '../replay/record';
import type { GameState } from '../engine/state/types';
import packageJson from '../../package.json' with { type: 'json' };

const io: CommandIo = {
  stdout: (text) => { process.stdout.write(text); },
  stderr: (text) => { process.stderr.write(text); },
  // Chunks as they come: --jsonl reads them a line at a time (stdin-lines.ts).
  readStdin: () => process.stdin,
};

const HELP_WORDS = ['--help', '-h'];
const VERSION_WORDS = ['--version', '-V', 'version'];

/** The rules every game is played under (engine state's rulesVersion), named in `chamber --version`. */
const RULES_VERSION = 'kit-0.2' satisfies GameState['rulesVersion'];

/** What this chamber is: its version, the rules it plays and the records it reads and writes. */
function version(): string {
  return `chamber ${packageJson.version} (Star Chamber) · rules ${RULES_VERSION} · records ${RECORD_FORMAT} version ${RECORD_VERSION}\n`;
}

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return ['usage: chamber <command> [options]', '', 'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '', 'chamber <command> --help shows a command\'s options; chamber --version what this chamber is.'].join('\n') + '\n';
}

function commandHelp(c: Command): string {
  const opts = optionHelpLines(c.options);
  return [`usage: ${c.usage}`, c.summary, ...(opts.length ? ['options:', ...opts] : [])].join('\n') + '\n';
}

/** The command `argv` names ("replay verify" takes two words) and the words after it. */
function findCommand(argv: readonly string[]): { command: Command; args: string[] } {
  const [name, ...rest] = argv;
  const twoWord = rest[0] !== undefined ? commands.find((c) => c.name === `${name} ${rest[0]}`) : undefined;
  if (twoWord) return { command: twoWord, args: rest.slice(1) };
  const one = commands.find((c) => c.name === name);
  if (one) return { command: one, args: rest };
  const subcommands = commands.filter((c) => c.name.startsWith(`${name} `)).map((c) => c.name.slice(name.length + 1));
  if (subcommands.length) {
    const given = rest[0] === undefined ? 'needs a subcommand' : `has no subcommand "${rest[0]}"`;
    const near = rest[0] === undefined ? '' : didYouMean(rest[0], subcommands);
    throw new UsageError(`${name} ${given}${near}; its subcommands: ${subcommands.join(', ')} (e.g. chamber ${name} ${subcommands[0]} --help)`);
  }
  const what = name.startsWith('-') ? `expected a command first, got the option ${name}`
    : `unknown command "${name}"${didYouMean(name, commands.map((c) => c.name.split(' ')[0]))}`;
  throw new UsageError(`${what}; the commands: ${commands.map((c) => c.name).join(', ')} (chamber --help)`);
}

/** Runs the CLI in-process; a bad input throws one line (the entry point prints it, exit 2). */
export async function main(argv: string[], out: CommandIo = io): Promise<number> {
  const [name, ...rest] = argv;
  // No command is bad input like an unknown one: one line (README), the full list on --help.
  if (!name) throw new UsageError(`no command given; the commands: ${commands.map((c) => c.name).join(', ')} (chamber --help)`);
  if (HELP_WORDS.includes(name) || name === 'help') {
    if (name === 'help' && rest.length) return main([...rest, '--help'], out);
    out.stdout(help());
    return 0;
  }
  if (VERSION_WORDS.includes(name)) {
    if (rest.length) throw new UsageError(`${name} takes nothing after it (got "${rest[0]}")`);
    out.stdout(version());
    return 0;
  }
  const { command, args } = findCommand(argv);
  if (args.some((a) => HELP_WORDS.includes(a))) { out.stdout(commandHelp(command)); return 0; }
  const { positionals, values } = parseCommandArgs(command, args);
  return (await command.run(positionals, values, out)) ?? 0;
}

/** An error as its one stderr line: the message with control characters escaped (printable.ts), so a line break or an ESC from the input can neither forge a second line nor reach the terminal. */
function oneLine(err: unknown): string {
  return printable(err instanceof Error ? err.message : String(err));
}

/** The line the entry point prints for a refused input (exit 2). */
export function errorLine(err: unknown): string {
  return `chamber: ${oneLine(err)}\n`;
}

/**
 * A reader that stops early (`chamber board | head -c 10`, `odds --jsonl ... | head -n 1`,
 * `autoplay --json | true`) closes the pipe, and the next write fails with EPIPE: unhandled, that
 * was node's "Unhandled 'error' event" and twenty lines of stack. Nobody reads on, so the command
 * stops there, quietly, with exit 0 (the reader chose to stop; files a command writes are written
 * whole or not at all, atomic-file.ts). Any other failure of the stream is one line, exit 2.
 */
function stopWhenOutputCloses(stream: NodeJS.WriteStream): void {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED') process.exit(0);
    try { process.stderr.write(`chamber: cannot write the output: ${oneLine(err)}\n`); } catch { /* stderr is gone too */ }
    process.exit(2);
  });
}

const isEntry = process.argv[1] && /main\.(ts|js)$/.test(process.argv[1]);
if (isEntry) {
  stopWhenOutputCloses(process.stdout);
  stopWhenOutputCloses(process.stderr);
  // Batch games play here and on the threads this process starts (lab/pretenuring.ts).
  stopPretenuring();
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (err) => { process.stderr.write(errorLine(err)); process.exitCode = 2; },
  );
}
