// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { useThree } from '@react-three/fiber';
import type { WebGLRenderer } from 'three';
import { FirstUseProgramsAtRest, unaskedPrograms } from '../../../src/scene/canvas/programFirstUse';

/** Stand-ins for three's programs: only their first-use call matters here. */
const fakePrograms = (n: number) => Array.from({ length: n }, () => ({ getUniforms: vi.fn() }));

async function mount(atRest: boolean) {
  let gl: WebGLRenderer | null = null;
  function Grab() { gl = useThree((s) => s.gl); return null; }
  const r = await ReactThreeTestRenderer.create(<><Grab /><FirstUseProgramsAtRest atRest={atRest} /></>);
  const programs = fakePrograms(3);
  (gl!.info as unknown as { programs: unknown[] }).programs = programs;
  const calls = () => programs.map((p) => p.getUniforms.mock.calls.length);
  return { r, gl: gl!, programs, calls };
}

afterEach(() => { vi.useRealTimers(); });

describe('shader programs are first used while the chamber is still', () => {
  it('asks each program once, one per idle moment, only after the chamber has drawn nothing for 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const m = await mount(true);
    await vi.advanceTimersByTimeAsync(1400);
    expect(m.calls()).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(100 + 200); // quiet long enough, then the next idle moment
    expect(m.calls()).toEqual([1, 0, 0]);
    await vi.advanceTimersByTimeAsync(200);
    expect(m.calls()).toEqual([1, 1, 0]);
    await vi.advanceTimersByTimeAsync(200);
    expect(m.calls()).toEqual([1, 1, 1]);
    expect(unaskedPrograms(m.gl)).toBe(0);
    // Asked once each: later rounds find nothing new.
    await vi.advanceTimersByTimeAsync(5000);
    expect(m.calls()).toEqual([1, 1, 1]);
    await m.r.unmount();
  });

  it('a frame drawn puts the asking off until the chamber is still again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const m = await mount(true);
    await vi.advanceTimersByTimeAsync(1000);
    await ReactThreeTestRenderer.act(async () => { await m.r.advanceFrames(1, 0.016); });
    await vi.advanceTimersByTimeAsync(700);
    expect(m.calls()).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(m.calls().reduce((a, b) => a + b)).toBeGreaterThan(0);
    await m.r.unmount();
  });

  it('asks nothing while the chamber draws every frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const m = await mount(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(m.calls()).toEqual([0, 0, 0]);
    expect(unaskedPrograms(m.gl)).toBe(3);
    await m.r.unmount();
  });
});
