/**
 * The scene input port (issue 35 §5: no callbacks in the store): a mode lends its input, the scene
 * reads it, and a release of input since replaced leaves the new one in place.
 */
import { describe, expect, it } from 'vitest';
import { SceneInputPort, type SceneInput } from '../../../src/ui/session/sceneInput';

describe('SceneInputPort', () => {
  it('lends input until released, and tells its listeners each time', () => {
    const port = new SceneInputPort();
    let told = 0;
    const stop = port.subscribe(() => { told++; });
    const play: SceneInput = { path: null, onSquareClick: () => undefined };
    const release = port.lend(play);
    expect(port.current()).toBe(play);
    release();
    expect(port.current()).toBeNull();
    expect(told).toBe(2);
    stop();
    port.lend(play);
    expect(told).toBe(2);
  });
  it('a release of input since replaced does nothing (an effect cleaned up after the next one ran)', () => {
    const port = new SceneInputPort();
    const first: SceneInput = { path: null };
    const second: SceneInput = { path: null };
    const releaseFirst = port.lend(first);
    port.lend(second);
    releaseFirst();
    expect(port.current()).toBe(second);
  });
});
