/**
 * Issue 16 §5: files, folders, flags and commands a new user gets wrong are each one line on
 * stderr naming the path or the option and the problem in words, exit 2, at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileProblem } from '../../src/replay/node-file';
import { chamber, refused } from './in-process';

const dir = mkdtempSync(join(tmpdir(), 'chamber-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const win = join(__dirname, '../../replays/scenario-a-win.json');
const aFile = join(dir, 'a-file.txt');
writeFileSync(aFile, 'not a folder\n');

const ODDS_USAGE = 'usage: chamber odds --accuracy N [--shots K] [--json] | --jsonl < queries (chamber odds --help lists the options)';

describe('autoplay --out', () => {
  it('a folder that cannot be made (/proc) is refused at once instead of never returning', async () => {
    expect(await refused(['autoplay', '--out', '/proc/nope'])).toBe('--out /proc/nope: cannot create the folder /proc/nope: /proc does not hold ordinary folders');
  });

  it('a file where the folder should be is named, in words, not a raw EEXIST', async () => {
    expect(await refused(['autoplay', '--out', aFile])).toBe(`--out ${aFile}: is a file, not a folder (give a folder for the records)`);
    expect(await refused(['autoplay', '--out', join(aFile, 'deeper', 'still')])).toBe(`--out ${join(aFile, 'deeper', 'still')}: ${aFile} is a file, not a folder`);
  });

  it('missing parents are made, and the records written there', async () => {
    const out = join(dir, 'new', 'records');
    const r = await chamber(['autoplay', '--games', '1', '--seed', '3', '--squad-ai', 'random', '--out', out, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'game-3.json'), 'utf8')).seed).toBe(3);
  });
});

describe('replay files', () => {
  it('a folder, a missing file and a device: the path and the problem in words', async () => {
    expect(await refused(['replay', 'verify', dir])).toBe(`${dir}: is a folder, not a record file`);
    expect(await refused(['replay', 'verify', join(dir, 'missing.json')])).toBe(`${join(dir, 'missing.json')}: cannot read the file: no such file or folder`);
    expect(await refused(['replay', 'info', '/dev/zero'])).toBe('/dev/zero: is not a regular file (a device or a pipe?), not a record file');
    expect(await refused(['replay', 'sheet', dir])).toBe(`${dir}: is a folder, not a record file`);
  });

  it('the system\'s refusals are said in words (an unreadable file reads "permission denied")', () => {
    expect(fileProblem(Object.assign(new Error('EACCES: permission denied, open x'), { code: 'EACCES' }))).toBe('permission denied');
    expect(fileProblem(Object.assign(new Error('EISDIR'), { code: 'EISDIR' }))).toBe('is a folder, not a file');
    expect(fileProblem(Object.assign(new Error('odd'), { code: 'EWHATEVER' }))).toBe('the system refused (EWHATEVER)');
  });

  it('replay verify says each bad file once, on stderr, after checking the others', async () => {
    const r = await chamber(['replay', 'verify', dir, win]);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/^ok .*scenario-a-win\.json: /);
    expect(r.out).not.toContain(dir + ':');
    expect(r.err).toBe(`chamber: ${dir}: is a folder, not a record file\n`);
    const two = await chamber(['replay', 'verify', dir, join(dir, 'missing.json')]);
    expect(two.out).toBe('');
    expect(two.err.split('\n')).toHaveLength(2);
    expect(two.err).toBe(`chamber: 2 files cannot be read as records: ${dir}: is a folder, not a record file; ${join(dir, 'missing.json')}: cannot read the file: no such file or folder\n`);
  });

  it('alien-decision --position: a folder or a missing file is named in words', async () => {
    expect(await refused(['alien-decision', '--alien', '1', '--position', dir])).toBe(`--position ${dir}: is a folder, not a file`);
    expect(await refused(['alien-decision', '--alien', '1', '--position', join(dir, 'nope.json')])).toBe(`--position ${join(dir, 'nope.json')}: cannot read the file: no such file or folder`);
    expect(await refused(['alien-decision', '--alien', '1', '--position', aFile])).toMatch(new RegExp(`^--position ${aFile}: not valid JSON: `));
  });
});

describe('flags and commands', () => {
  it('an unknown option: "unknown option --x" and the usage, one line, not node\'s parser message', async () => {
    const message = await refused(['odds', '--accuracy', '1', '--x']);
    expect(message).toBe(`unknown option --x; ${ODDS_USAGE}`);
    expect(message).not.toMatch(/positional argument/);
    expect(await refused(['odds', '--shot', '3'])).toBe(`unknown option --shot (did you mean --shots?); ${ODDS_USAGE}`);
    expect(await refused(['odds', '-a', '3'])).toBe(`unknown option -a; ${ODDS_USAGE}`);
  });

  it('a value missing, a switch given a value, an option twice', async () => {
    expect(await refused(['odds', '--accuracy'])).toBe(`--accuracy needs a value (a whole number from -20 to 20); ${ODDS_USAGE}`);
    expect(await refused(['odds', '--accuracy', '--json'])).toBe(`--accuracy needs a value (a whole number from -20 to 20), but --json follows it; ${ODDS_USAGE}`);
    expect(await refused(['odds', '--accuracy', '1', '--json=yes'])).toBe(`--json is a switch and takes no value, got "--json=yes"; ${ODDS_USAGE}`);
    expect(await refused(['odds', '--accuracy', '1', '--accuracy', '2'])).toBe(`--accuracy is given twice ("1" and "2"); ${ODDS_USAGE}`);
    expect(await refused(['autoplay', '--out'])).toMatch(/^--out needs a value \(DIR\); usage: chamber autoplay /);
    expect(await refused(['autoplay', '--out', '-records'])).toMatch(/^--out needs a value \(DIR\), but -records follows it; write --out=-records if that is the value; usage: /);
  });

  it('a negative number is still a value (--accuracy -1), and a repeatable option collects every value', async () => {
    expect((await chamber(['odds', '--accuracy', '-1', '--json'])).out).toBe('{"perShot":"1/24","atLeastOne":"1/24"}\n');
    expect((await chamber(['los', 'D4', 'H4', '--open', 'F4', '--open', 'F7', '--json'])).out).toBe('{"clear":true,"blockers":[]}\n');
    // So is a negative fraction or a list that starts negative: the option's own check judges it.
    expect(await refused(['sweep', '--squad-ai', 'random', '--path', 'aliens.worker.hp', '--values', '-2,-1'])).toMatch(/^--values "-2,-1": aliens\.worker\.hp must be a whole number from 1 to 99/);
    expect(await refused(['ladder', '--budgets', '-1'])).toMatch(/^--budgets "-1": expected budgets as whole numbers/);
    expect((await chamber(['compare', '--squad-ai', 'random', '--games', '2', '--sprt', '--delta0', '-0.05', '--json'])).code).toBe(0);
  });

  it('an unknown command or subcommand names the commands', async () => {
    expect(await refused(['oods'])).toBe('unknown command "oods" (did you mean odds?); the commands: board, los, visibility, odds, attack-odds, alien-decision, autoplay, replay verify, replay info, replay sheet, replay video, rules, report merge, compare, firing-range, probe, contribution, ladder, sweep, calibrate (chamber --help)');
    expect(await refused(['replay'])).toBe('replay needs a subcommand; its subcommands: verify, info, sheet, video (e.g. chamber replay verify --help)');
    expect(await refused(['replay', 'vrfy', win])).toBe('replay has no subcommand "vrfy" (did you mean verify?); its subcommands: verify, info, sheet, video (e.g. chamber replay verify --help)');
    expect(await refused(['--json'])).toMatch(/^expected a command first, got the option --json; the commands: /);
    // No command at all is one line too, not the whole help on stdout.
    expect(await refused([])).toMatch(/^no command given; the commands: board, los, .*calibrate \(chamber --help\)$/);
  });

  it('--version names the chamber, its rules and its record format; anything after it is refused', async () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as { version: string };
    for (const word of ['--version', '-V', 'version']) {
      const r = await chamber([word]);
      expect([r.code, r.out]).toEqual([0, `chamber ${pkg.version} (Star Chamber) · rules kit-0.2 · records star-chamber-record version 1\n`]);
    }
    expect(await refused(['--version', 'autoplay'])).toBe('--version takes nothing after it (got "autoplay")');
  });

  it('a record command without its one file, with two, or with an empty name says which', async () => {
    expect(await refused(['replay', 'info'])).toBe('no record file given (usage: chamber replay info FILE [--json])');
    expect(await refused(['replay', 'sheet', 'a.json', 'b.json'])).toBe('one record file at a time, got 2: "a.json" "b.json" (usage: chamber replay sheet FILE [--csv | --json])');
    expect(await refused(['replay', 'video'])).toMatch(/^no record file given \(usage: chamber replay video FILE /);
    expect(await refused(['replay', 'verify', ''])).toBe("the record file's name is empty");
    expect(await refused(['board', '--position', ''])).toBe('--position: the file name is empty');
    expect(await refused(['autoplay', '--out', ''])).toBe('--out: the folder name is empty');
    expect(await refused(['autoplay', '--report', aFile])).toBe(`--report ${aFile}: is a file, not a folder (give a folder for the report)`);
  });

  it('a flag\'s wording fits a flag: --facing has no null; --squad-ai is read in any case, as --without and --deny are', async () => {
    expect(await refused(['visibility', 'C3', '--facing', 'null'])).toBe('--facing: expected N, E, S or W (leave --facing off for no arc), got "null"');
    const random = await chamber(['autoplay', '--games', '1', '--squad-ai', 'Random', '--json']);
    expect(random.code).toBe(0);
    expect((await refused(['compare', '--squad-ai', 'random', '--b-squad-ai', 'smart']))).toBe('unknown --b-squad-ai "smart" (known: random, greedy, planner)');
  });

  it('a stray argument is named, not dropped', async () => {
    expect(await refused(['alien-decision', '--alien', '1', 'extra'])).toMatch(/^unexpected argument "extra" \(usage: chamber alien-decision /);
    // Every command that takes only options names the stray one with its usage (command.ts refuseArguments).
    for (const command of ['odds', 'attack-odds', 'rules', 'firing-range', 'autoplay', 'compare', 'ladder', 'sweep', 'calibrate', 'probe', 'contribution']) {
      expect(await refused([command, 'extra'])).toMatch(new RegExp(`^unexpected argument "extra" \\(usage: chamber ${command} `));
    }
  });
});
