/**
 * The Lab gives way to the chamber (issue 18 §5): while a game plays on by itself in view, each
 * worker rests GIVE_WAY_REST_RATIO times as long as it played; the rows do not change.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GIVE_WAY_REST_RATIO, restRatioFor } from '../../../src/ui/lab/give-way';
import type { ChamberActivity } from '../../../src/ui/session/playsOnItsOwn';
import { useLab } from '../../../src/ui/lab/store';
import { labWorkerApi } from '../../../src/ui/lab/worker-api';
import type { RunSpec } from '../../../src/lab/run-spec';

const spec: RunSpec = { scenario: 'A', games: 3, seed: 5, squadAi: 'random', variants: {}, overrides: [] };

describe('restRatioFor', () => {
  const playing: ChamberActivity = { mode: 'autoplay', playing: true, over: false };

  it('rests only while Autoplay or a Replay plays a game in view, and giving way is on', () => {
    expect(restRatioFor(playing, true)).toBe(GIVE_WAY_REST_RATIO);
    expect(restRatioFor({ ...playing, mode: 'replay' }, true)).toBe(GIVE_WAY_REST_RATIO);
    expect(restRatioFor(playing, false)).toBe(0);
    expect(restRatioFor({ ...playing, mode: 'lab' }, true)).toBe(0);
    expect(restRatioFor({ ...playing, mode: 'play' }, true)).toBe(0);
    expect(restRatioFor({ ...playing, playing: false }, true)).toBe(0);
    expect(restRatioFor({ ...playing, over: true }, true)).toBe(0);
  });

  it('is on by default', () => {
    expect(useLab.getState().giveWay).toBe(true);
  });
});

describe('labWorkerApi.play giving way', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('rests after each game, as long as the game took times the ratio, and plays the same rows', async () => {
    const full = await labWorkerApi.play(spec, [0, 1, 2]);
    const waits: number[] = [];
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => { waits.push(ms ?? 0); return real(fn, 0); }) as typeof setTimeout);
    const resting = await labWorkerApi.play(spec, [0, 1, 2], 2);
    expect(resting).toEqual(full);
    expect(waits).toHaveLength(3);
    for (const ms of waits) expect(ms).toBeGreaterThan(0);
  });

  it('does not rest with a ratio of 0', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    await labWorkerApi.play(spec, [0, 1], 0);
    expect(spy).not.toHaveBeenCalled();
  });
});
