/**
 * The real command (`node --import tsx src/cli/main.ts ...`), for what only a process shows (issue
 * 16 §5): the exit code 2, exactly one line on stderr, and an end: the inputs that used to run for
 * minutes or never return now exit at once (the time here is mostly tsx starting). The one test of
 * the process's exit code: every other bad-input test runs the same `main` in-process
 * (in-process.ts), where the code main returns is the code the entry point exits with.
 */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Exit { readonly status: number | null; readonly stdout: string; readonly stderr: string }

function run(args: string[], input?: string): Promise<Exit> {
  return new Promise((done) => {
    const child = execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { encoding: 'utf8', timeout: 90_000 }, (err, stdout, stderr) => {
      done({ status: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr });
    });
    child.stdin?.end(input ?? '');
  });
}

describe('the chamber command, as a process', () => {
  it('bad inputs: exit 2, one stderr line, no stdout; a bad --jsonl line answers in its place', async () => {
    // Run side by side: each start of tsx costs about a second on this machine.
    const cases: [string[], string][] = [
      [['odds', '--accuracy', 'x'], 'chamber: --accuracy must be a whole number from -20 to 20, got "x"\n'],
      [['visibility', 'F3'], 'chamber: FROM: F3 is a wall square (the map is from a square a figure can stand on)\n'],
      [['odds', '--accuracy', '1', '--shots', '9999999'], 'chamber: --shots must be from 1 to 50, got 9999999\n'],
      [['autoplay', '--out', '/proc/nope'], 'chamber: --out /proc/nope: cannot create the folder /proc/nope: /proc does not hold ordinary folders\n'],
      [['odds', '--accuracy', '1', '--x'], 'chamber: unknown option --x; usage: chamber odds --accuracy N [--shots K] [--json] | --jsonl < queries (chamber odds --help lists the options)\n'],
      [['replay', 'verify', 'src'], 'chamber: src: is a folder, not a record file\n'],
    ];
    const jsonl = run(['visibility', '--jsonl'], '{"from":"C3"}\n{"from":"Z1"}\n');
    const exits = await Promise.all(cases.map(([args]) => run(args)));
    exits.forEach((exit, i) => {
      expect(exit, cases[i][0].join(' ')).toEqual({ status: 2, stdout: '', stderr: cases[i][1] });
    });
    const answered = await jsonl;
    expect(answered.status).toBe(2);
    expect(answered.stdout.split('\n')).toHaveLength(3);
    expect(answered.stdout.split('\n')[1]).toBe('{"error":"unknown square \\"Z1\\" (squares are A1..L10)"}');
    expect(answered.stderr).toBe('chamber: 1 of 2 queries answered {"error"}; the first, line 2: unknown square "Z1" (squares are A1..L10)\n');
  }, 180_000);
});
