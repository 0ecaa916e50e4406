/**
 * The real command (`npx tsx src/cli/main.ts ...`), for what only a process shows (issue 16 §5):
 * the exit code 2, exactly one line on stderr, nothing on stdout, and an end: the inputs that
 * used to run for minutes or never return now exit at once (the time here is mostly tsx starting).
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Exit { readonly status: number | null; readonly stdout: string; readonly stderr: string }

function run(args: string[]): Promise<Exit> {
  return new Promise((done) => {
    execFile('npx', ['tsx', 'src/cli/main.ts', ...args], { encoding: 'utf8', timeout: 30_000 }, (err, stdout, stderr) => {
      done({ status: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr });
    });
  });
}

describe('the chamber command, as a process', () => {
  it('bad inputs: exit 2, one stderr line, no stdout', async () => {
    // Run side by side: each start of tsx costs about a second on this machine.
    const cases: [string[], string][] = [
      [['odds', '--accuracy', '1', '--shots', '9999999'], 'chamber: --shots must be from 1 to 50, got 9999999\n'],
      [['autoplay', '--out', '/proc/nope'], 'chamber: --out /proc/nope: cannot create the folder /proc/nope: /proc does not hold ordinary folders\n'],
      [['odds', '--accuracy', '1', '--x'], 'chamber: unknown option --x; usage: chamber odds --accuracy N [--shots K] [--json] | --jsonl < queries (chamber odds --help lists the options)\n'],
      [['replay', 'verify', 'src'], 'chamber: src: is a folder, not a record file\n'],
    ];
    const exits = await Promise.all(cases.map(([args]) => run(args)));
    exits.forEach((exit, i) => {
      expect(exit, cases[i][0].join(' ')).toEqual({ status: 2, stdout: '', stderr: cases[i][1] });
    });
  }, 60_000);
});
