/**
 * The Lab's runs in the page (issue 18 §5) give exactly what the CLI gives for the same settings:
 * a batch's summary is `chamber autoplay --json`'s (timing keys aside), a comparison is `chamber
 * compare --json`'s, the firing range is `chamber firing-range --json`'s rows, and a game opened
 * for Replay is the record `--out` keeps, at the deciding moment the CLI report links to. The
 * workers here are the worker's own API behind comlink on a MessageChannel (in-process-workers.ts).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../../src/cli/main';
import { LabPool } from '../../../src/ui/lab/pool';
import { labChunks, runBatch } from '../../../src/ui/lab/batch';
import { chunksOf } from '../../../src/lab/chunk-plan';
import { compareFiles, runCompare } from '../../../src/ui/lab/compare-run';
import { fileText, REPORT_FILE_NAMES } from '../../../src/lab/report/report-files';
import { DEFAULT_SPRT } from '../../../src/lab/stats/sprt';
import { runFiring } from '../../../src/ui/lab/firing-run';
import { etaMs } from '../../../src/ui/lab/progress';
import type { RunSpec } from '../../../src/lab/run-spec';
import { decidingMoment } from '../../../src/lab/report/deciding-moment';
import { openingAt } from '../../../src/lab/report/kept-record';
import { parseRecordText } from '../../../src/ui/replay/records';
import { startInProcess } from './in-process-workers';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  const code = await main(argv, { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  expect(code).toBe(0);
  return out;
}

function untimed(summary: object): Record<string, unknown> {
  const { gamesPerSecond: _g, wallSeconds: _w, ...rest } = summary as Record<string, unknown>;
  return rest;
}

/** A summary as it travels: through JSON, as the CLI prints it. */
const asJson = (x: unknown) => JSON.parse(JSON.stringify(x));

const spec = (over: Partial<RunSpec>): RunSpec => ({ scenario: 'A', games: 6, seed: 5, squadAi: 'greedy', variants: {}, overrides: [], ...over });

describe('the Lab\'s batch in Web Workers', () => {
  it.each([
    ['greedy on A', spec({}), ['--squad-ai', 'greedy']],
    ['random on C-veteran, a variant and an override', spec({ scenario: 'C-veteran', games: 5, seed: 11, squadAi: 'random', variants: { figureCornerBlocks: true }, overrides: [{ path: 'aliens.worker.hp', value: 6 }] }),
      ['--scenario', 'C-veteran', '--squad-ai', 'random', '--variant', 'figureCornerBlocks', '--override', 'aliens.worker.hp=6']],
    ['greedy under a lifecycle variant (reactionFire)', spec({ games: 3, seed: 8, variants: { reactionFire: true } }), ['--squad-ai', 'greedy', '--variant', 'reactionFire']],
    ['the planner on a small budget', spec({ games: 1, seed: 2, squadAi: 'planner', budget: 2 }), ['--squad-ai', 'planner', '--budget', '2']],
  ] as const)('%s: its summary is chamber autoplay --json\'s, timing aside', async (_name, s, flags) => {
    const pool = new LabPool(2, startInProcess);
    const progress: number[] = [];
    const report = await runBatch(pool, s, { onProgress: (p) => progress.push(p.done) });
    pool.stop();
    const cli = JSON.parse(await chamber('autoplay', '--games', String(s.games), '--seed', String(s.seed), '--workers', '1', ...flags, '--json'));
    expect(report.complete).toBe(true);
    expect(untimed(asJson(report.summary))).toEqual(untimed(cli));
    expect(Object.keys(report.summary)).toEqual(Object.keys(cli));
    // Progress rises to every game; the games list has each game's outcome.
    expect(progress[progress.length - 1]).toBe(s.games);
    expect([...progress].sort((x, y) => x - y)).toEqual(progress);
    expect([...report.games.outcome].filter((o) => o === 1).length).toBe(cli.wins);
    expect([...report.games.outcome].every((o) => o === 1 || o === 2)).toBe(true);
    expect(report.answers).toHaveLength(9);
  }, 120_000);

  it('the playtest answers are report.md\'s for the same run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lab-browser-'));
    const s = spec({ games: 8, seed: 21 });
    await chamber('autoplay', '--games', '8', '--seed', '21', '--squad-ai', 'greedy', '--workers', '1', '--report', dir, '--json');
    const written = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    const pool = new LabPool(2, startInProcess);
    const report = await runBatch(pool, s);
    pool.stop();
    expect(asJson(report.answers)).toEqual(written.answers);
    expect([report.best?.index, report.worst?.index]).toEqual([written.best.index, written.worst.index]);
  }, 60_000);

  it('a game opens for Replay as the record --out keeps, at the deciding moment the report links to', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lab-browser-out-'));
    const s = spec({ games: 3, seed: 30 });
    await chamber('autoplay', '--games', '3', '--seed', '30', '--squad-ai', 'greedy', '--workers', '1', '--out', dir, '--json');
    const pool = new LabPool(1, startInProcess);
    const game = await pool.call((api) => api.replay(s, 2));
    pool.stop();
    const file = readFileSync(join(dir, 'game-32.json'), 'utf8');
    expect(game.seed).toBe(32);
    const moment = decidingMoment(parseRecordText(file));
    expect([game.step, game.moment]).toEqual([moment.step, moment.what]);
    // The --out record, naming its deciding moment (opensAt), as a report keeps it (issue 32).
    expect(game.text).toBe(`${JSON.stringify(openingAt(parseRecordText(file), moment))}\n`);
    expect(game.step).toBeGreaterThan(0);
  }, 60_000);

  it('Stop ends the workers at once: the report covers the games played by then, and the pool takes no more runs', async () => {
    const pool = new LabPool(2, startInProcess);
    let stopped = false;
    const s = spec({ games: 200, seed: 1, squadAi: 'random' });
    const report = await runBatch(pool, s, { onProgress: (p) => { if (p.done >= 10 && !stopped) { stopped = true; pool.stop(); } } });
    expect(report.complete).toBe(false);
    expect(report.summary.games).toBeGreaterThanOrEqual(10);
    expect(report.summary.games).toBeLessThan(200);
    expect([...report.games.outcome].filter((o) => o !== 0).length).toBe(report.summary.games);
    await expect(runBatch(pool, s)).rejects.toThrow(/stopped/);
    await expect(pool.call((api) => api.play(s, [0]))).rejects.toThrow(/stopped/);
  }, 60_000);

  it('a game that cannot be played fails the run with its reason, not a hang', async () => {
    const pool = new LabPool(2, startInProcess);
    await expect(runBatch(pool, spec({ squadAi: 'genius' }))).rejects.toThrow(/unknown squad policy "genius"/);
    expect(pool.stopped).toBe(true);
  });

  it('chunks are the CLI\'s, but the planner\'s games go one to a chunk (each takes seconds)', () => {
    expect(labChunks(spec({ games: 100 }), 2)).toEqual(chunksOf(Array.from({ length: 100 }, (_, i) => i), 2));
    expect(labChunks(spec({ games: 100 }), 2)[0]).toHaveLength(4);
    expect(labChunks(spec({ games: 5, squadAi: 'planner', budget: 8 }), 2)).toEqual([[0], [1], [2], [3], [4]]);
  });

  it('the ETA is the pace so far times what is left', () => {
    expect(etaMs({ done: 0, total: 10, wins: 0, elapsedMs: 500 })).toBeNull();
    expect(etaMs({ done: 4, total: 10, wins: 2, elapsedMs: 2000 })).toBe(3000);
    // A ladder's games differ in cost: the ETA goes by the expected work left, not the games.
    expect(etaMs({ done: 4, total: 10, wins: 2, elapsedMs: 2000, work: { done: 100, total: 900 } })).toBe(16000);
  });
});

describe('the Lab\'s compare and firing range in Web Workers', () => {
  it('a comparison is chamber compare --json\'s', async () => {
    const a = spec({ games: 6, seed: 3 });
    const b = spec({ games: 6, seed: 3, overrides: [{ path: 'aliens.worker.ap', value: 3 }] });
    const pool = new LabPool(2, startInProcess);
    const report = await runCompare(pool, a, b);
    pool.stop();
    const dir = mkdtempSync(join(tmpdir(), 'lab-compare-'));
    const cli = JSON.parse(await chamber('compare', '--games', '6', '--seed', '3', '--squad-ai', 'greedy', '--workers', '1', '--b-override', 'aliens.worker.ap=3', '--report', dir, '--json'));
    expect(asJson(report.comparison)).toEqual(cli);
    // The page's downloads are the files chamber compare --report writes, byte for byte (issue 34 §5).
    const files = compareFiles(report);
    for (const name of REPORT_FILE_NAMES) expect([name, fileText(files[name])]).toEqual([name, readFileSync(join(dir, name), 'utf8')]);
    const t = report.table!;
    expect([t.both + t.onlyA, t.both + t.onlyB]).toEqual([cli.a.wins, cli.b.wins]);
    expect([...report.victoriesA].reduce((x, y) => x + y, 0)).toBe(cli.a.wins);
  }, 60_000);

  it('"stop when decided" stops at the game chamber compare --sprt stops at, with its --json, and answers the sheet under a and b (issue 34)', async () => {
    const a = spec({ games: 400, seed: 1 });
    const b = spec({ games: 400, seed: 1, variants: { alternatingActivations: true } });
    const pool = new LabPool(2, startInProcess);
    const report = await runCompare(pool, a, b, { sprt: DEFAULT_SPRT });
    pool.stop();
    const cli = JSON.parse(await chamber('compare', '--games', '400', '--seed', '1', '--squad-ai', 'greedy', '--workers', '1', '--b-variant', 'alternatingActivations', '--sprt', '--json'));
    expect(cli.sprt.decision).toBe('H1');
    expect(asJson({ ...report.comparison, sprt: report.sprt!.result })).toEqual(cli);
    expect(report.victoriesA).toHaveLength(cli.sprt.games);
    expect(report.answers!.map((x) => x.question)).toHaveLength(9);
  }, 120_000);

  it('the same rules on both sides differ by exactly 0 with p = 1', async () => {
    const pool = new LabPool(2, startInProcess);
    const report = await runCompare(pool, spec({ games: 4 }), spec({ games: 4 }));
    pool.stop();
    expect([report.comparison!.diff, report.comparison!.pValue]).toEqual([0, 1]);
  }, 60_000);

  it('sides playing other games are refused', async () => {
    const pool = new LabPool(1, startInProcess);
    await expect(runCompare(pool, spec({ seed: 1 }), spec({ seed: 2 }))).rejects.toThrow(/same games/);
    pool.stop();
  });

  it('the firing range is chamber firing-range --json\'s rows, in the kit\'s order', async () => {
    const pool = new LabPool(2, startInProcess);
    const done: number[] = [];
    const report = await runFiring(pool, 3, 9, { onProgress: (p) => done.push(p.done) });
    pool.stop();
    const cli = JSON.parse(await chamber('firing-range', '--attacks', '3', '--seed', '9', '--json'));
    expect(report.complete).toBe(true);
    expect(asJson(report.rows)).toEqual(cli.rows);
    expect(done[done.length - 1]).toBe(40);
  }, 60_000);
});
