/**
 * Reading a command's arguments against its options (issue 16 §5). node's util.parseArgs splits
 * the words (`--x=v`, `--`, repeated flags); every mistake is then said here in one line with the
 * command's usage, instead of node's own message: an unknown option, a value missing or given
 * to a switch, an option given twice, a number out of its range.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors';
import { integerOf, rangeWords, type CliOption, type CliOptions } from './options';

export interface ParsedArgs {
  readonly positionals: string[];
  readonly values: Record<string, string | string[] | number | boolean>;
}

/** The usage a command states in its errors, with where to read more. */
interface Usage { readonly name: string; readonly usage: string }

function parserConfig(options: CliOptions): NonNullable<ParseArgsConfig['options']> {
  return Object.fromEntries(Object.entries(options).map(([name, o]) =>
    [name, { type: o.kind === 'flag' ? 'boolean' as const : 'string' as const, multiple: o.kind === 'text' && o.multiple === true }]));
}

/** What an option takes, in words, for "needs a value" errors. */
function takes(o: CliOption): string {
  return o.kind === 'integer' ? rangeWords(o.min, o.max) : o.kind === 'text' ? o.takes : '';
}

/** Parses `args` for `command`; throws one UsageError line for the first mistake. */
export function parseCommandArgs(command: Usage & { readonly options: CliOptions }, args: readonly string[]): ParsedArgs {
  const { options } = command;
  const fail = (problem: string): never => {
    throw new UsageError(`${problem}; usage: ${command.usage} (chamber ${command.name} --help lists the options)`);
  };
  const { tokens } = parseArgs({ args: [...args], options: parserConfig(options), allowPositionals: true, strict: false, tokens: true });
  const positionals: string[] = [];
  const values: Record<string, string | string[] | number | boolean> = {};
  for (const token of tokens) {
    if (token.kind === 'positional') { positionals.push(token.value); continue; }
    if (token.kind === 'option-terminator') continue;
    const o = Object.prototype.hasOwnProperty.call(options, token.name) && token.rawName.startsWith('--') ? options[token.name] : undefined;
    if (!o) fail(`unknown option ${token.rawName}${didYouMean(token.name, Object.keys(options), '--')}`);
    else if (o.kind === 'flag') {
      if (token.value !== undefined) fail(`${token.rawName} is a switch and takes no value, got "${token.rawName}=${token.value}"`);
      if (values[token.name] !== undefined) fail(`${token.rawName} is given twice`);
      values[token.name] = true;
    } else {
      // parseArgs takes the next word as the value even when it is another option: only what
      // starts as a negative number may follow an option as its value (`--accuracy -1`,
      // `--delta0 -0.05`, `--values -2,-1`); no option starts with a digit.
      const value = token.value;
      const dashed = value !== undefined && !token.inlineValue && value.startsWith('-') && !/^-\d/.test(value);
      if (value === undefined || dashed) {
        fail(`${token.rawName} needs a value (${takes(o)})${dashed ? `, but ${value} follows it${o.kind === 'text' ? `; write ${token.rawName}=${value} if that is the value` : ''}` : ''}`);
      } else if (o.kind === 'text' && o.multiple) {
        values[token.name] = [...((values[token.name] as string[] | undefined) ?? []), value];
      } else {
        if (values[token.name] !== undefined) fail(`${token.rawName} is given twice (${JSON.stringify(String(values[token.name]))} and ${JSON.stringify(value)})`);
        values[token.name] = o.kind === 'integer' ? integerOf(token.rawName, o, value) : value;
      }
    }
  }
  return { positionals, values };
}

/** " (did you mean --shots?)" for a near miss: a known name it starts or is started by, or one or two letters off. */
export function didYouMean(name: string, known: readonly string[], prefix = ''): string {
  if (name.length < 2) return '';
  const distance = (k: string) => (k.startsWith(name) || name.startsWith(k) ? 0 : editDistance(k, name));
  const near = [...known].sort((a, b) => distance(a) - distance(b))[0];
  return near !== undefined && distance(near) <= Math.min(2, name.length - 1) ? ` (did you mean ${prefix}${near}?)` : '';
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
