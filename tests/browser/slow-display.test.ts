/**
 * The test browser's 15 Hz display (slow-display.ts): a quarter of the frames, every callback of a
 * frame in that one frame, and a cancelled request never run.
 */
import { describe, expect, it } from 'vitest';
import { sharedChamber } from './shared';

const chamber = sharedChamber();

describe('the test browser shows its pages at 15 Hz', () => {
  it('fires requestAnimationFrame at most 15 times a second, callbacks asked together in one frame, and cancels', async () => {
    const page = await chamber.browser.newPage();
    try {
      await page.goto(`${chamber.preview.url}favicon.svg`);
      const seen = await page.evaluate(() => new Promise<{ frames: number; together: boolean; cancelledRan: boolean }>((done) => {
        let frames = 0;
        let together = true;
        let cancelledRan = false;
        const started = performance.now();
        const frame = () => {
          frames++;
          let first = -1;
          // Two asked in the same callback: both must run with the same vsync's time.
          requestAnimationFrame((t) => { first = t; });
          requestAnimationFrame((t) => { if (t !== first) together = false; });
          const cancelled = requestAnimationFrame(() => { cancelledRan = true; });
          cancelAnimationFrame(cancelled);
          if (performance.now() - started < 1000) requestAnimationFrame(frame);
          else setTimeout(() => done({ frames, together, cancelledRan }), 100);
        };
        requestAnimationFrame(frame);
      }));
      // At 60 Hz this would be about 60, at 30 about 30; a loaded machine may show fewer, never
      // more than 15 and one.
      expect(seen.frames).toBeGreaterThan(3);
      expect(seen.frames).toBeLessThanOrEqual(16);
      expect(seen.together).toBe(true);
      expect(seen.cancelledRan).toBe(false);
    } finally {
      await page.close();
    }
  });
});
