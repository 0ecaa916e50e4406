// @vitest-environment node
/**
 * Presenting replays in the built app (issue 37 §1-3): presentation mode (the URL flag and P, the
 * panels hidden, the large caption and dice, chapters by [ ], Esc back, the camera framing until
 * the presenter drags it), a study (a chapter, a note and a highlighted square added at the cursor,
 * a pin dragged, shared by link and reopened, refused beside another record) and "What would you
 * do?" (stops before a decision, reveals it with the planner's candidates; in "swings" mode only
 * before the graph's big swings), a ruling pinned to the study from Inspect, and a study's arrow
 * and note presented on a round-2 step. Screenshots at
 * 1920x1080 and 1280x720 go to test-results/present-*.png.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resultsDir } from './harness';
import { open, waitFor, comeToRest, chamber, shot, clickSquare, WIDE } from './app-harness';
import { parseRecord } from '../../src/replay/load';
import { studyText } from '../../src/replay/study/studyFile';
import { replayRecord } from '../../src/runner';
import { concealStops } from '../../src/ui/present/concealStops';
import type { Swing } from '../../src/ui/planner/swings';
import type { Square } from '../../src/engine/state/types';
import { explainInState } from '../../src/engine/sight/ruling-in-state';
import { pinnedRuling } from '../../src/ui/verdictWords';

const FULL_HD = { width: 1920, height: 1080 };

async function loaded(page: Page, name: string): Promise<void> {
  await waitFor(page, `${name} to load`, (n) => window.__chamber.recordName === n && window.__chamber.length > 1, name);
}

const words = (page: Page) => page.locator('[data-testid=present-words]').textContent();
const hidden = (page: Page, sel: string) => page.evaluate((s) => getComputedStyle(document.querySelector(s)!).display === 'none', sel);

describe('the built app: presenting replays', () => {
  it('presents a Replay from the URL: panels hidden, the caption and its dice large, chapters by [ and ], Esc back', async () => {
    for (const size of [FULL_HD, WIDE]) {
      const page = await open(`${chamber.preview.url}?present#replay=scenario-a-win&step=35`, size);
      await loaded(page, 'scenario-a-win');
      await page.waitForSelector('[data-testid=present-words]');
      expect(await words(page)).toBe('Park fires the pistol at worker 2: 1 shot, 1 hit, 5 damage, worker 2 down; Park gains 1 XP (kill)');
      for (const panel of ['.left', '.right', '.topbar', '.modebar', '.timeline']) expect(await hidden(page, panel), panel).toBe(true);
      // The chamber fills the window.
      const canvas = await page.locator('canvas').first().boundingBox();
      expect(canvas!.width).toBe(size.width);
      expect(canvas!.height).toBe(size.height);
      // The caption's words are large for the window: at least 3% of its height, and inside it.
      const caption = await page.locator('[data-testid=present-words]').evaluate((e) => ({ font: parseFloat(getComputedStyle(e).fontSize), box: e.getBoundingClientRect().toJSON() }));
      expect(caption.font).toBeGreaterThanOrEqual(Math.min(40, size.height * 0.03) - 0.5);
      expect(caption.box.right).toBeLessThanOrEqual(size.width);
      expect(await page.locator('[data-testid=present-dice] .die').count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator('[data-testid=present-chapter]').textContent()).toMatch(/^Round 2 · step 35 \/ 101$/);
      await comeToRest(page);
      await page.screenshot({ path: shot(`present-replay-${size.width}x${size.height}.png`) });
    }
    const page = await open(`${chamber.preview.url}?present#replay=scenario-a-win&step=35`, WIDE);
    await loaded(page, 'scenario-a-win');
    await page.waitForSelector('[data-testid=present-words]');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(36);
    expect(await words(page)).toMatch(/^Park fires the pistol at warrior 3/);
    await page.keyboard.press(']');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(56); // round 3 starts
    expect(await page.locator('[data-testid=present-chapter]').textContent()).toMatch(/^Round 3/);
    await page.keyboard.press('[');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(31); // round 2's start
    await page.keyboard.press('[');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(0); // round 1's
    // The camera frames the action until the presenter drags it; C gives it back.
    expect(await page.evaluate(() => window.__chamber.present.cameraTaken)).toBe(false);
    await page.mouse.move(640, 300);
    await page.mouse.down();
    await page.mouse.move(700, 320, { steps: 4 });
    await page.mouse.up();
    await waitFor(page, 'the camera taken', () => window.__chamber.present.cameraTaken);
    await page.waitForSelector('[data-testid=present-camera]');
    await page.keyboard.press('c');
    expect(await page.evaluate(() => window.__chamber.present.cameraTaken)).toBe(false);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.__chamber.present.on)).toBe(false);
    expect(await hidden(page, '.left')).toBe(false);
    await waitFor(page, 'the flag gone from the URL', () => !location.search.includes('present'));
    // P presents again and puts the flag back.
    await page.keyboard.press('p');
    await waitFor(page, 'presented by P', () => window.__chamber.present.on && location.search.includes('present'));
  });

  it('presents Autoplay by P, the game playing on under the caption', async () => {
    const page = await open(chamber.preview.url, WIDE);
    await page.waitForFunction(() => window.__chamber.length > 3);
    await page.keyboard.press('p');
    await page.waitForSelector('[data-testid=present-words]');
    expect(await hidden(page, '.right')).toBe(true);
    const at = await page.evaluate(() => window.__chamber.cursor);
    await waitFor(page, 'the game to play on', (c) => window.__chamber.cursor > c + 2, at);
    expect((await words(page))!.length).toBeGreaterThan(5);
    await page.screenshot({ path: shot('present-autoplay-1280x720.png') });
  });

  it('keeps a study: a chapter, a note and a square at the cursor, a pin dragged, shared by link and shown when presenting', async () => {
    const page = await open(`${chamber.preview.url}#replay=scenario-a-win&step=34`, WIDE);
    await loaded(page, 'scenario-a-win');
    await page.waitForSelector('[data-testid=study-panel]');
    await page.fill('[data-testid=study-text]', 'Park breaks the door open');
    await page.click('[data-testid=add-chapter]');
    await page.fill('[data-testid=study-text]', 'Braced first: +2 to hit (kit 05 §4)');
    await page.click('[data-testid=add-note]');
    await page.click('[data-testid=add-square]');
    await page.waitForSelector('[data-testid=study-tool]');
    await comeToRest(page);
    await clickSquare(page, 'F7', 0.05);
    await waitFor(page, 'the square annotation', () => window.__chamber.study.annotations.length === 2);
    const study = await page.evaluate(() => window.__chamber.study);
    expect(study.chapters).toEqual([{ title: 'Park breaks the door open', from: 34, to: 55 }]);
    expect(study.annotations).toEqual([{ kind: 'note', step: 34, text: 'Braced first: +2 to hit (kit 05 §4)' }, { kind: 'square', step: 34, square: 'F7' }]);
    expect(await page.locator('[data-testid=study-notes]').textContent()).toContain('Braced first');
    // Drag the pin on top (the square's: both stand at step 34) along the timeline strip: its step follows.
    const strip = (await page.locator('[data-testid=study-strip]').boundingBox())!;
    const pin = (await page.locator('[data-testid=study-pin]').last().boundingBox())!;
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(strip.x + strip.width * (36 / 101), pin.y + pin.height / 2, { steps: 5 });
    await page.mouse.up();
    await waitFor(page, 'the square moved to step 36', () => (window.__chamber.study.annotations as { kind: string; step: number }[]).some((a) => a.kind === 'square' && a.step === 36));
    await page.screenshot({ path: shot('present-study-editor-1280x720.png') });
    // Delete the square (now at step 36), then share at the note's step: the link reopens the same study.
    await page.evaluate(() => window.__chamber.seek(36));
    await page.click('[data-testid=delete-annotation]');
    await waitFor(page, 'one annotation left', () => window.__chamber.study.annotations.length === 1);
    await page.evaluate(() => window.__chamber.seek(34));
    await comeToRest(page);
    await page.screenshot({ path: shot('present-study-note-1280x720.png') });
    await page.click('[data-testid=share-study]');
    await waitFor(page, 'the study in the URL', () => location.hash.includes('study=') && window.__chamber.study.link !== null);
    const link = await page.evaluate(() => location.href);
    const shared = await page.evaluate(() => window.__chamber.study);
    for (const size of [FULL_HD, WIDE]) {
      const again = await open(link.replace('/#', '/?present#'), size);
      await loaded(again, 'scenario-a-win');
      await waitFor(again, 'the study from the link', () => window.__chamber.study.annotations.length === 1);
      expect(await again.evaluate(() => window.__chamber.study)).toEqual(shared);
      expect(await again.evaluate(() => window.__chamber.cursor)).toBe(34);
      await again.waitForSelector('[data-testid=study-notes]');
      // The study's chapter is presentation's chapter here.
      expect(await again.locator('[data-testid=present-chapter]').textContent()).toMatch(/^Park breaks the door open/);
      await comeToRest(again);
      await again.screenshot({ path: shot(`present-study-${size.width}x${size.height}.png`) });
    }
  });

  it('refuses, in one line, a study beside a record that is not its own', async () => {
    const win = parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8'));
    const file = join(resultsDir(), 'present-win.study.json');
    writeFileSync(file, studyText({ chapters: [{ title: 'x', from: 0, to: 3 }], annotations: [] }, win));
    const page = await open(`${chamber.preview.url}#replay=scenario-a-loss&step=3`, WIDE);
    await loaded(page, 'scenario-a-loss');
    await page.setInputFiles('[data-testid=study-file]', file);
    await waitFor(page, 'the refusal', () => window.__chamber.error !== null);
    expect(await page.evaluate(() => window.__chamber.error)).toMatch(/^study: record\.digest: this study is for the record [0-9a-f]{8}, not the record open \([0-9a-f]{8}\)$/);
    expect(await page.evaluate(() => window.__chamber.study.chapters.length)).toBe(0);
  });

  it('"What would you do?" stops before the decision, then reveals it and the planner\'s candidates', async () => {
    for (const size of [FULL_HD, WIDE]) {
      const page = await open(`${chamber.preview.url}?present&conceal=decisions#replay=scenario-a-win&step=0`, size);
      await loaded(page, 'scenario-a-win');
      await page.keyboard.press(' ');
      // Step 1 (round 1 begins) stands before the squad's first decision (step 2: Reyes activates).
      await waitFor(page, 'the stop before the first decision', () => window.__chamber.cursor === 1 && !window.__chamber.playing);
      await page.waitForSelector('[data-testid=conceal-question]');
      await comeToRest(page);
      await page.screenshot({ path: shot(`present-conceal-question-${size.width}x${size.height}.png`) });
      await page.keyboard.press('Enter');
      expect(await page.locator('[data-testid=conceal-decision]').textContent()).toBe('Reyes activates');
      await page.waitForSelector('[data-testid=conceal-plan] [data-testid=why-chosen]', { timeout: 30_000 });
      expect(await page.locator('[data-testid=conceal-plan] li').count()).toBeGreaterThanOrEqual(1);
      expect(await page.evaluate(() => window.__chamber.cursor)).toBe(1);
      await page.screenshot({ path: shot(`present-conceal-revealed-${size.width}x${size.height}.png`) });
      // Revealed, → steps on to the decision; the next stop is the step just before the next decision.
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => window.__chamber.cursor)).toBe(2);
      expect(await page.locator('[data-testid=conceal-question]').count()).toBe(1);
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => window.__chamber.cursor)).toBe(2);
      expect(await page.locator('[data-testid=conceal-revealed]').count()).toBe(1);
      // Reyes' first move: the planner weighs several plans here.
      expect(await page.locator('[data-testid=conceal-decision]').textContent()).toMatch(/^Reyes moves C3 → /);
      await waitFor(page, 'the planner\'s candidates for the move', () => document.querySelectorAll('[data-testid=conceal-plan] li').length >= 2, undefined, 30_000);
      await page.screenshot({ path: shot(`present-conceal-move-${size.width}x${size.height}.png`) });
    }
  }, 120_000);

  it('"What would you do?" in swings mode stops only before the decisions of the graph\'s big swings', async () => {
    const page = await open(`${chamber.preview.url}?conceal=swings#replay=scenario-a-loss&step=0`, WIDE);
    await loaded(page, 'scenario-a-loss');
    // The stops wait on the graph's chances (measured by the planner's worker, the one nearest the cursor first).
    await waitFor(page, 'every win chance measured', () => {
      const g = document.querySelector('[data-testid=winchance]');
      return !!g && Number(g.getAttribute('data-points')) > 0 && g.getAttribute('data-known') === g.getAttribute('data-points');
    }, undefined, 90_000);
    const titles = await page.locator('[data-testid=swing]').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    const swings = titles.map((t): Swing => {
      const [, from, to] = /from step (\d+) to (\d+)/.exec(t)!;
      return { from: Number(from), to: Number(to), delta: 0, fromChance: 0, toChance: 0 };
    });
    expect(swings.length).toBeGreaterThanOrEqual(1);
    expect(swings.length).toBeLessThanOrEqual(3);
    // The stops the page should make: before the first squad decision inside each swing.
    const { keyframes } = replayRecord(parseRecord(readFileSync('replays/scenario-a-loss.json', 'utf8')));
    const want = [...concealStops(keyframes, 'swings', swings)].sort((a, b) => a - b);
    const every = concealStops(keyframes, 'decisions', []);
    expect([...every].filter((k) => k >= want[0] - 6 && k < want[0]).length).toBeGreaterThanOrEqual(1);
    expect(want.length).toBeGreaterThanOrEqual(1);
    expect(want.length).toBeLessThan(every.size); // far fewer stops than before every decision
    // Stepping with → runs past the decisions just before the swing's (each a stop in "decisions"
    // mode) and stops at the swing's, the decision hidden.
    const start = Math.max(0, want[0] - 6);
    await page.evaluate((s) => window.__chamber.seek(s), start);
    await waitFor(page, 'the cursor there', (s) => window.__chamber.cursor === s, start);
    for (let i = start; i < want[0]; i++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(want[0]);
    await page.waitForSelector('[data-testid=conceal-question]');
    await page.keyboard.press('ArrowRight'); // at a stop, → reveals rather than steps
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(want[0]);
    await page.waitForSelector('[data-testid=conceal-revealed]');
    expect((await page.locator('[data-testid=conceal-decision]').textContent())!.length).toBeGreaterThan(3);
    // A decision outside the swings is no stop: the step before it shows no question.
    const outside = [...every].find((k) => !want.includes(k))!;
    await page.evaluate((s) => window.__chamber.seek(s), outside);
    await waitFor(page, 'the cursor there', (s) => window.__chamber.cursor === s, outside);
    expect(await page.locator('[data-testid=conceal-question]').count()).toBe(0);
    // Presented, the progress line marks the same stops.
    await page.keyboard.press('p');
    await page.waitForSelector('[data-testid=present-progress]');
    expect(await page.locator('.present-stop').count()).toBe(want.length);
    await page.evaluate((s) => window.__chamber.seek(s), want[want.length - 1]);
    await page.waitForSelector('[data-testid=conceal-question]');
    await comeToRest(page);
    await page.screenshot({ path: shot('present-conceal-swing-1280x720.png') });
  }, 150_000);

  it('pins a ruling to the study from Inspect opened on a Replay step, with Inspect\'s words and ids, and returns there', async () => {
    const page = await open(`${chamber.preview.url}#replay=scenario-a-win&step=35`, WIDE);
    await loaded(page, 'scenario-a-win');
    await page.waitForSelector('[data-testid=study-panel]');
    await page.fill('[data-testid=study-text]', 'Park takes the shot');
    await page.click('[data-testid=add-note]');
    await page.click('[data-testid=inspect-step]');
    await waitFor(page, 'Inspect open', () => window.__chamber.mode === 'inspect');
    await page.fill('[data-testid=inspect-points]', 'E7 J8');
    await page.press('[data-testid=inspect-points]', 'Enter');
    await page.waitForSelector('[data-testid=inspect-verdict]');
    expect(await page.locator('[data-testid=inspect-origin]').textContent()).toContain('Replay step 35');
    const box = await page.locator('[data-testid=inspect-verdict]').evaluate((e) => ({
      lines: (e as HTMLElement).innerText.split('\n'),
      ids: [...e.querySelectorAll('.rid')].map((b) => b.textContent ?? ''),
    }));
    expect(await page.locator('[data-testid=pin-to-study]').textContent()).toBe('Pin to study (step 35)');
    await comeToRest(page);
    await page.screenshot({ path: shot('present-pin-inspect-1280x720.png') });
    await page.click('[data-testid=pin-to-study]');
    await waitFor(page, 'Replay again at step 35', () => window.__chamber.mode === 'replay' && window.__chamber.cursor === 35 && window.__chamber.recordName === 'scenario-a-win');
    const { annotations } = await page.evaluate(() => window.__chamber.study);
    expect(annotations[0]).toEqual({ kind: 'note', step: 35, text: 'Park takes the shot' }); // the study kept
    // The words and ids are the verdict box's: its two lines, the ids it set off in bold.
    const ids = [...new Set(box.ids.flatMap((b) => b.match(/[SCAO]\d(?:-[SCAO]?\d)?/g) ?? []))];
    expect(annotations[1]).toEqual({ kind: 'ruling', step: 35, from: 'E7', to: 'J8', words: box.lines.join('; '), ids });
    expect(ids[0]).toBe('S7');
    await page.waitForSelector('[data-testid=study-notes] .ruling');
    expect(await page.locator('[data-testid=study-notes] .ruling').textContent()).toBe(`E7 → J8 ${box.lines.join('; ')}`);
    await waitFor(page, 'the URL on the record again', () => location.hash.startsWith('#replay=scenario-a-win&step=35'));
    await comeToRest(page);
    await page.screenshot({ path: shot('present-pin-back-1280x720.png') });
  });

  it('presents a study\'s arrow and note on a round-2 step, readable at 1920x1080 and 1280x720', async () => {
    const win = parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8'));
    const file = join(resultsDir(), 'present-round2.study.json');
    const sq = (x: string) => x as Square;
    writeFileSync(file, studyText({
      chapters: [{ title: 'Round 2: Park clears the door', from: 31, to: 55 }],
      annotations: [
        { kind: 'note', step: 35, text: 'Park fires through the open door F7: worker 2 on G7 goes down' },
        { kind: 'arrow', step: 35, from: sq('E7'), to: sq('G7') },
        { kind: 'square', step: 35, square: sq('J8') },
        // Park's line on warrior 3, in the words Inspect would pin.
        { kind: 'ruling', step: 35, from: sq('E7'), to: sq('J8'), ...pinnedRuling(explainInState(replayRecord(win).keyframes[35].state, sq('E7'), sq('J8'))) },
      ],
    }, win));
    for (const size of [FULL_HD, WIDE]) {
      const page = await open(`${chamber.preview.url}#replay=scenario-a-win&step=35`, size);
      await loaded(page, 'scenario-a-win');
      await page.waitForSelector('[data-testid=study-panel]');
      await page.setInputFiles('[data-testid=study-file]', file);
      await waitFor(page, 'the study open', () => window.__chamber.study.annotations.length === 4);
      await page.keyboard.press('p');
      await page.waitForSelector('[data-testid=present-words]');
      expect(await page.locator('[data-testid=study-notes] .study-note').count()).toBe(2); // the note and the ruling
      const note = await page.locator('[data-testid=study-notes]').evaluate((e) => ({ font: parseFloat(getComputedStyle(e.querySelector('.study-note')!).fontSize), box: e.getBoundingClientRect().toJSON() }));
      // Large enough to read across a room, inside the window, clear of the caption at the bottom.
      expect(note.font).toBeGreaterThanOrEqual(Math.min(28, size.height * 0.022) - 0.5);
      expect(note.box.right).toBeLessThanOrEqual(size.width);
      const caption = (await page.locator('[data-testid=present-caption]').boundingBox())!;
      expect(note.box.bottom).toBeLessThanOrEqual(caption.y);
      expect(await page.locator('[data-testid=present-chapter]').textContent()).toMatch(/^Round 2: Park clears the door · step 35/);
      await comeToRest(page);
      await page.screenshot({ path: shot(`present-round2-study-${size.width}x${size.height}.png`) });
    }
  });
});
