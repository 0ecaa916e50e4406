// @vitest-environment node
/**
 * Lab workers that load but never answer (hostile-inputs issue, item 5): each task has a deadline
 * scaled to its work (task-work.ts, ui/deadline.ts); past it the workers are ended and the run
 * says so in the Lab's one error line ("batch: ..."), instead of "0/200 games" for ever. The
 * workers here are channel ports nobody answers, with a tiny deadline.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEADLINE_FLOOR_MS, deadlineMs } from '../../../src/ui/deadline';
import { labChunks, runBatch } from '../../../src/ui/lab/batch';
import { setLabPoolMaker, startBatch, openGame } from '../../../src/ui/lab/jobs';
import { LabPool, type StartWorker } from '../../../src/ui/lab/pool';
import { lab, useLab } from '../../../src/ui/lab/store';
import { GAME_MS, PLANNER_GAME_MS_PER_PLAYOUT, playWork } from '../../../src/ui/lab/task-work';
import type { RunSpec } from '../../../src/lab/run-spec';

const ports: MessagePort[] = [];
const terminated = vi.fn();

/** A worker that has loaded and listens, but never answers. */
const silentWorker: StartWorker = () => {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  return { endpoint: port2 as never, terminate: () => { terminated(); port1.close(); } };
};

const spec: RunSpec = { scenario: 'A', games: 6, seed: 5, squadAi: 'greedy', variants: {}, overrides: [] };

afterEach(() => {
  setLabPoolMaker(null);
  for (const p of ports.splice(0)) p.close();
  terminated.mockClear();
  // The Lab as a fresh page has it: no run, nothing under way, no error line.
  useLab.setState({ error: null, job: null, busy: null });
});

describe('a Lab worker that never answers', () => {
  it('misses its task\'s deadline: the run fails with one line and every worker is ended', async () => {
    const pool = new LabPool(2, silentWorker, { deadline: () => 20 });
    const run = { ...spec, games: 100 };
    const games = labChunks(run, 2)[0].length;
    expect(games).toBeGreaterThan(1);
    await expect(runBatch(pool, run)).rejects.toThrow(`a Lab worker did not answer within 20 ms (${games} games of greedy)`);
    expect(terminated).toHaveBeenCalledTimes(2);
    expect(pool.stopped).toBe(true);
  });

  it('the Lab\'s batch says so in its error line and ends the run', async () => {
    setLabPoolMaker((size) => new LabPool(size, silentWorker, { deadline: () => 20 }));
    lab.setWorkers(1);
    lab.editRun({ scenario: 'A', games: '200', seed: '1', squadAi: 'greedy', budget: '8' });
    await startBatch();
    const games = labChunks({ ...spec, games: 200 }, 1)[0].length;
    expect(useLab.getState().error).toBe(`batch: a Lab worker did not answer within 20 ms (${games} games of greedy)`);
    expect(useLab.getState().job).toBeNull();
  });

  it('opening a game for Replay says so too', async () => {
    setLabPoolMaker((size) => new LabPool(size, silentWorker, { deadline: () => 20 }));
    lab.setWorkers(1);
    await openGame(spec, 4);
    expect(useLab.getState().error).toBe('game 4: a Lab worker did not answer within 20 ms (game 4 of greedy played again)');
    expect(useLab.getState().busy).toBeNull();
  });

  it('a deadline is scaled to the games, the policy\'s budget and the rest, with a floor', () => {
    expect(playWork(spec, 10, 0)).toEqual({ expectedMs: 10 * GAME_MS, what: '10 games of greedy' });
    expect(playWork({ ...spec, squadAi: 'planner', budget: 48 }, 1, 1)).toEqual({ expectedMs: 2 * 48 * PLANNER_GAME_MS_PER_PLAYOUT, what: '1 game of the planner, budget 48' });
    expect(deadlineMs(playWork(spec, 10, 0).expectedMs)).toBe(DEADLINE_FLOOR_MS);
    expect(deadlineMs(playWork({ ...spec, squadAi: 'planner', budget: 48 }, 1, 0).expectedMs)).toBe(100 * 48 * PLANNER_GAME_MS_PER_PLAYOUT);
  });
});
