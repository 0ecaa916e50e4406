/**
 * Hostile inputs (the README's promise: every bad input is one line, fast; nothing crashes, hangs
 * or is silently dropped; a record is verified in full): boards of any size, labels that forge
 * lines, control characters meant for the terminal.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { recordDigest } from '../../src/replay/build';
import { chamber, refused, type Ran } from './in-process';
import { inputLines, MAX_QUERY_CHARS } from '../../src/cli/stdin-lines';
import { batchThreads } from '../../src/lab/pool';
import { csvCell } from '../../src/replay/csv-cell';
import { availableParallelism } from 'node:os';

const dir = mkdtempSync(join(tmpdir(), 'chamber-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ROOT = join(__dirname, '../..');
const win = join(ROOT, 'replays/scenario-a-win.json');

interface Exit { readonly code: number | null; readonly out: string; readonly err: string }

/**
 * `chamber ARGS` in a process of its own, `stdin` written to it; `readOut` says how many bytes of
 * stdout to read before closing the pipe (as `| head -c N`; 0 closes it at once, as `| true`).
 */
function processRun(args: string[], stdin: string, readOut = Infinity): Promise<Exit> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT });
    let out = '';
    let err = '';
    if (readOut === 0) child.stdout.destroy();
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.length >= readOut) child.stdout.destroy();
    });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.stdin.on('error', () => { /* the command stopped reading: that is its business */ });
    child.stdin.end(stdin);
    child.on('close', (code) => done({ code, out, err }));
  });
}

/** Exit 2, nothing on stdout, exactly one stderr line: that line without "chamber: ". */
function oneLine(r: Ran): string {
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.split('\n')).toHaveLength(2);
  return r.err.slice('chamber: '.length, -1);
}

function file(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return path;
}

/** The bundled record with `edit` made to it and its digest made good again (a forged record). */
function forged(name: string, edit: (record: any) => void): string {
  const record = JSON.parse(readFileSync(win, 'utf8'));
  edit(record);
  record.digest = recordDigest(record);
  return file(name, record);
}

const rows = (width: number, height: number) => Array.from({ length: height }, () => '#'.repeat(width)).join('\n');

describe('boards are 4x4 to 26x26 wherever one is read', () => {
  it('a 26x30000 position board (780 KB) is one line, not minutes of visibility', async () => {
    const position = file('tall.json', { soldiers: [], board: rows(26, 30000) });
    expect(oneLine(await chamber(['visibility', 'C3', '--position', position, '--json'])))
      .toBe(`--position ${position}: position: board: 26 columns x 30000 rows; boards are 4x4 to 26x26`);
    expect(oneLine(await chamber(['board', '--position', position]))).toBe(`--position ${position}: position: board: 26 columns x 30000 rows; boards are 4x4 to 26x26`);
  });

  it('an empty "board" is refused, not read as the test chamber', async () => {
    const position = file('empty-board.json', { soldiers: [{ name: 'Reyes', at: 'C3' }], board: '' });
    expect(oneLine(await chamber(['board', '--position', position])))
      .toBe(`--position ${position}: position: board: no rows (the text is empty; leave "board" out for the kit's test chamber)`);
  });

  it('a record whose start position has a board out of bounds is refused on load, naming the field', async () => {
    const record = forged('tall-record.json', (r) => { r.start.position.board = rows(26, 27); });
    expect(oneLine(await chamber(['replay', 'verify', record])))
      .toBe(`${record}: start.position.board: 26 columns x 27 rows; boards are 4x4 to 26x26`);
  });
});

describe('--jsonl reads a line at a time, each line at most MAX_QUERY_CHARS', () => {
  const query = JSON.stringify({ from: 'C3', to: 'J8' });

  it('a 2 MB line without a newline answers one error, exit 2, one stderr line; the other lines are answered', async () => {
    const r = await chamber(['los', '--jsonl'], `${query}\n${'x'.repeat(2 * 1024 * 1024)}\n${query}`);
    const problem = `the line is over ${MAX_QUERY_CHARS} characters (one JSON query a line; none is near that long)`;
    expect(r.out.split('\n')).toEqual([
      '{"clear":false,"blockers":[{"square":"F5","contact":"interior"},{"square":"F6","contact":"corner"}]}',
      JSON.stringify({ error: problem }),
      '{"clear":false,"blockers":[{"square":"F5","contact":"interior"},{"square":"F6","contact":"corner"}]}',
      '',
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`chamber: 1 of 3 queries answered {"error"}; the first, line 2: ${problem}\n`);
  });

  it('the lines come out of the chunks as they arrive: an over-long line is never held, blank lines are skipped', async () => {
    async function* chunks() {
      yield '{"a":1}\n\n\n';
      for (let i = 0; i < 5; i++) yield 'y'.repeat(30);
      yield 'y\n{"b"';
      yield new TextEncoder().encode(':"\u00e9"}');
    }
    const lines = [];
    for await (const line of inputLines(chunks(), 100)) lines.push(line);
    expect(lines).toEqual([
      { kind: 'line', number: 1, text: '{"a":1}' },
      { kind: 'too long', number: 4 },
      { kind: 'line', number: 5, text: '{"b":"\u00e9"}' },
    ]);
  });

  it('megabytes of newlines are no queries: nothing out, exit 0', async () => {
    const r = await processRun(['los', '--jsonl'], '\n'.repeat(2 * 1024 * 1024));
    expect(r).toEqual({ code: 0, out: '', err: '' });
  }, 60_000);
});

describe('a reader that stops early: the command stops quietly', () => {
  it('odds --jsonl | head -n 1: exit 0, nothing on stderr', async () => {
    const queries = `${JSON.stringify({ accuracy: 1, shots: 3 })}\n`.repeat(20_000);
    const r = await processRun(['odds', '--jsonl'], queries, 1);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\{"perShot":"1\/6"/);
  }, 60_000);

  it('autoplay --json | true and board | head -c 10: exit 0, nothing on stderr', async () => {
    const [autoplay, board] = await Promise.all([
      processRun(['autoplay', '--games', '1', '--squad-ai', 'random', '--json'], '', 0),
      processRun(['board'], '', 10),
    ]);
    expect(autoplay).toMatchObject({ code: 0, err: '' });
    expect(board).toMatchObject({ code: 0, err: '' });
  }, 60_000);
});

describe('files the lab writes: whole or not at all, a failure naming the file', () => {
  it('autoplay --report: a report.md that cannot be written is one line with its path; report.json is whole, nothing half-written', async () => {
    const report = join(dir, 'report');
    mkdirSync(join(report, 'report.md'), { recursive: true });
    expect(oneLine(await chamber(['autoplay', '--games', '2', '--squad-ai', 'random', '--report', report, '--json'])))
      .toBe(`cannot write ${join(report, 'report.md')}: is a folder, not a file`);
    expect(readdirSync(report).sort()).toEqual(['best-game.json', 'report.json', 'report.md', 'worst-game.json']);
    expect(JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')).games).toHaveLength(2);
  });
});

describe('control characters from the input reach the terminal escaped', () => {
  it('an ESC in a --jsonl query: the stderr line shows \\u001b, the answer is JSON-escaped', async () => {
    const r = await chamber(['los', '--jsonl'], `${JSON.stringify({ from: 'C3\u001b[2J', to: 'J8' })}\n`);
    expect(r.code).toBe(2);
    expect(r.err).toBe('chamber: 1 of 1 queries answered {"error"}; the first, line 1: unknown square "C3\\u001b[2J" (squares are A1..L10)\n');
    expect(r.out).toBe('{"error":"unknown square \\"C3\\u001b[2J\\" (squares are A1..L10)"}\n');
  });

  it('a carriage return or a line break in a flag: one line, each written as an escape', async () => {
    expect(oneLine(await chamber(['los', 'C3\rJ8', 'J8']))).toBe('unknown square "C3\\rJ8" (squares are A1..L10)');
    expect(oneLine(await chamber(['visibility', 'C3\nchamber: all clear\u009b2J']))).toBe('unknown square "C3\\nchamber: all clear\\u009b2J" (squares are A1..L10)');
  });
});

describe('--workers: never more threads than cores', () => {
  it('asked for more than the cores, a batch plays on as many threads as there are cores, and says so', () => {
    expect(batchThreads(64, 2)).toEqual({ threads: 2, note: '--workers 64 is more than the 2 cores here: playing on 2 threads (the results are the same for any count)' });
    expect(batchThreads(2, 1)).toEqual({ threads: 1, note: '--workers 2 is more than the 1 core here: playing on 1 thread (the results are the same for any count)' });
    expect(batchThreads(2, 2)).toEqual({ threads: 2, note: null });
    expect(batchThreads(1, 8)).toEqual({ threads: 1, note: null });
    expect(batchThreads(undefined, 2)).toEqual({ threads: 2, note: null });
    expect(batchThreads(undefined, 128)).toEqual({ threads: 64, note: null });
  });

  it('autoplay --workers 64 says the cap on stderr; the --json line is unchanged', async () => {
    const cores = availableParallelism();
    const r = await chamber(['autoplay', '--games', '1', '--squad-ai', 'random', '--workers', '64', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).games).toBe(1);
    expect(r.err).toBe(cores >= 64 ? '' : `chamber: ${batchThreads(64, cores).note}\n`);
  });
});

describe('a refused batch says its one line and nothing else (cli/batch-basics.ts playOptionsOf)', () => {
  it('with --workers past the cores and a bad option, every batch command prints only the bad option\'s line', async () => {
    const runs: string[][] = [
      ['autoplay', '--squad-ai', 'random', '--override', 'foo=1'],
      ['compare', '--squad-ai', 'random', '--b-override', 'foo=1'],
      ['ladder', '--budgets', '1', '--override', 'foo=1'],
      ['probe', '--squad-ai', 'random', '--override', 'foo=1'],
      ['contribution', '--squad-ai', 'random', '--override', 'foo=1'],
      ['sweep', '--squad-ai', 'random', '--path', 'aliens.worker.hp', '--values', '4,5', '--override', 'foo=1'],
      ['calibrate', '--squad-ai', 'random', '--path', 'aliens.worker.hp', '--target', '0.5', '--override', 'foo=1'],
    ];
    for (const [command, ...rest] of runs) {
      const r = await chamber([command, '--games', '2', '--workers', '64', ...rest]);
      expect([command, r.code, r.err.split('\n').filter(Boolean).length]).toEqual([command, 2, 1]);
      expect(r.err).toMatch(/^chamber: .*unknown ruleset path "foo"/);
    }
  });

  it('--budget with no planner in the run is refused by every command that takes it, not dropped', async () => {
    const runs: string[][] = [
      ['autoplay', '--squad-ai', 'greedy'],
      ['compare', '--a-squad-ai', 'random', '--b-squad-ai', 'greedy'],
      ['probe', '--squad-ai', 'greedy'],
      ['contribution', '--squad-ai', 'greedy'],
      ['sweep', '--squad-ai', 'greedy', '--path', 'aliens.worker.hp', '--values', '4,5'],
      ['calibrate', '--squad-ai', 'greedy', '--path', 'aliens.worker.hp', '--target', '0.5'],
    ];
    for (const [command, ...rest] of runs) {
      expect(await refused([command, '--games', '2', '--budget', '4', ...rest])).toMatch(/^--budget is the planner's playouts per decision, and (greedy searches|random and greedy search) none/);
    }
    // The advice names the flags that chose the squads: --squad-ai planner is overridden by both sides' own.
    expect(await refused(['compare', '--games', '2', '--budget', '4', '--squad-ai', 'planner', '--a-squad-ai', 'random', '--b-squad-ai', 'greedy'])).toMatch(/drop --budget, or play --a-squad-ai or --b-squad-ai planner$/);
    // One side on the planner spends it: compare plays.
    expect((await chamber(['compare', '--games', '1', '--a-squad-ai', 'random', '--b-squad-ai', 'planner', '--budget', '1', '--json'])).code).toBe(0);
  });
});

describe('labels are plain one-line text; CSV cells never start a formula', () => {
  const formula = '=HYPERLINK("http://127.0.0.1:9/x","Open")';
  const plain = 'expected plain one-line text (no line breaks, tabs or other control characters)';

  it('a scenario with a line break cannot forge a line: the record is refused on load, naming the field', async () => {
    const record = forged('forged-line.json', (r) => { r.scenario = 'A\nok forged.json: 1 decisions'; });
    for (const command of [['replay', 'verify'], ['replay', 'info'], ['replay', 'sheet']]) {
      expect(oneLine(await chamber([...command, record]))).toBe(`${record}: scenario: ${plain} (got "A\\nok forged.json: 1 decisions")`);
    }
  });

  it('a title or a result reason with a control character is refused the same way; a squad controller is one of the names written', async () => {
    const titled = forged('forged-title.json', (r) => { r.title = 'Win\u001b[2J'; });
    expect(oneLine(await chamber(['replay', 'info', titled]))).toBe(`${titled}: title: ${plain} (got "Win\\u001b[2J")`);
    const reason = forged('forged-reason.json', (r) => { r.result.reason = 'all aliens down\r'; });
    expect(oneLine(await chamber(['replay', 'info', reason]))).toBe(`${reason}: result.reason: ${plain} (got "all aliens down\\r")`);
    const squad = forged('forged-squad.json', (r) => { r.controllers.squad = 'greedy\u202e'; });
    expect(oneLine(await chamber(['replay', 'info', squad]))).toBe(`${squad}: controllers.squad: expected the squad's controller: random, greedy, planner or human (got "greedy\\u202e")`);
  });

  it('replay sheet --csv writes a formula-like scenario as text, quoted, with a single quote in front', async () => {
    const record = forged('formula.json', (r) => { r.scenario = formula; });
    const r = await chamber(['replay', 'sheet', record, '--csv']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[1]).toBe(`"'=HYPERLINK(""http://127.0.0.1:9/x"",""Open"")",Recruit,text kit 0.2,5,victory,5`);
  });

  it('csvCell: text starting with = + - @ tab or CR gets a single quote (OWASP); numbers, negative ones too, stay numbers', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", `"'\rx"`]);
    expect([-3, 0, 2.5, 'victory', 'a,b', 'say "hi"', null].map(csvCell)).toEqual(['-3', '0', '2.5', 'victory', '"a,b"', '"say ""hi"""', '']);
  });
});
