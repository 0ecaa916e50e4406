#!/usr/bin/env node
/**
 * `chamber`: the Star Chamber command line (engine issue §3). Run with
 * `npm run --silent chamber -- <command> ...`.
 */
import { parseArgs } from 'node:util';
import type { Command, CommandIo } from './command';
import { commands } from './commands';

const io: CommandIo = {
  stdout: (text) => { process.stdout.write(text); },
  stderr: (text) => { process.stderr.write(text); },
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return ['usage: chamber <command> [options]', '', 'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '', 'chamber <command> --help shows a command\'s options.'].join('\n') + '\n';
}

function commandHelp(c: Command): string {
  const opts = Object.entries(c.options).map(([k, v]) => `  --${k}${v.type === 'string' ? ' VALUE' : ''}`);
  return [`usage: ${c.usage}`, c.summary, ...(opts.length ? ['options:', ...opts] : [])].join('\n') + '\n';
}

/**
 * util.parseArgs refuses `--accuracy -1` (a value starting with a dash is "ambiguous"); a string
 * option followed by a negative number is rewritten to `--accuracy=-1`.
 */
function joinNegativeValues(args: string[], command: Command): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const name = args[i].startsWith('--') ? args[i].slice(2) : '';
    if (name && command.options[name]?.type === 'string' && /^-\d+$/.test(args[i + 1] ?? '')) {
      out.push(`${args[i]}=${args[++i]}`);
    } else {
      out.push(args[i]);
    }
  }
  return out;
}

export async function main(argv: string[], out: CommandIo = io): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out.stdout(help());
    return name ? 0 : 2;
  }
  // Subcommands such as "replay verify" are registered under their full name.
  const twoWord = rest[0] && commands.find((c) => c.name === `${name} ${rest[0]}`);
  const command = twoWord || commands.find((c) => c.name === name);
  if (!command) throw new Error(`unknown command "${name}" (try: chamber --help)`);
  const args = twoWord ? rest.slice(1) : rest;
  if (args.includes('--help')) { out.stdout(commandHelp(command)); return 0; }
  const { values, positionals } = parseArgs({ args: joinNegativeValues(args, command), options: command.options, allowPositionals: true, strict: true });
  return (await command.run(positionals, values as Record<string, string | boolean | undefined>, out)) ?? 0;
}

function oneLine(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  return msg.split('\n')[0];
}

const isEntry = process.argv[1] && /main\.(ts|js)$/.test(process.argv[1]);
if (isEntry) {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (err) => { process.stderr.write(`chamber: ${oneLine(err)}\n`); process.exitCode = 2; },
  );
}
