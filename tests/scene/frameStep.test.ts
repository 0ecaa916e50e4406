import { describe, expect, it } from 'vitest';
import { frameStep, MAX_FRAME_STEP } from '../../src/scene/frameStep';

describe('the time step of one animation frame', () => {
  it('is the time since the last frame, but never the whole of a pause', () => {
    expect(frameStep(1 / 60)).toBe(1 / 60);
    // The first frame after five idle seconds (drawn on demand) moves as one slow frame would.
    expect(frameStep(5)).toBe(MAX_FRAME_STEP);
    expect(frameStep(-0.01)).toBe(0);
  });
});
