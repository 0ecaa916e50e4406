// The test browser's slow display, run in each page before its own scripts (slow-display.ts says
// why). Plain JavaScript loaded by path: a function handed to addInitScript is sent as its source
// text, which a transpiler may have changed (tsx's keepNames adds calls to a helper the page lacks).
(() => {
  const request = window.requestAnimationFrame.bind(window);
  const cancel = window.cancelAnimationFrame.bind(window);
  const HZ = 15;
  // A vsync comes every 16.7 ms; a frame is shown when at least this long has passed since the last.
  const GAP_MS = 1000 / HZ - 4;
  let shownAt = -1;
  let skippedAt = -1;
  let lastShown = -Infinity;
  let nextId = 1;
  const pending = new Map();
  window.requestAnimationFrame = (callback) => {
    const id = nextId++;
    const tick = (time) => {
      // The first callback of a vsync decides for all of that vsync's callbacks.
      if (time !== shownAt && time !== skippedAt) {
        if (time - lastShown >= GAP_MS) { shownAt = time; lastShown = time; } else skippedAt = time;
      }
      if (time === shownAt) { pending.delete(id); callback(time); } else pending.set(id, request(tick));
    };
    pending.set(id, request(tick));
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    const raw = pending.get(id);
    if (raw !== undefined) { cancel(raw); pending.delete(id); }
  };
})();
