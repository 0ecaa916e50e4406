// @vitest-environment node
/**
 * Replay in the built app: a record loads, steps and scrubs; bundled records and files open from
 * the URL at the same moment; a damaged link or a corrupt record shows its error; far seeks.
 * Screenshots go to test-results/; the helpers are app-harness.ts's.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './harness';
import { open, waitFor, openReplay, comeToRest, chamber, fixtureRecord, shot, pages } from './app-harness';

describe('the built app: Replay', () => {
  it('loads a record, steps and scrubs (board and log change), and shows a corrupt record\'s error', async () => {
    const page = await open(chamber.preview.url);
    await page.click('[data-mode=replay]');
    await page.setInputFiles('[data-testid=file]', fixtureRecord());
    await page.waitForFunction(() => window.__chamber.recordName?.startsWith('file:'));
    expect(await page.evaluate(() => [window.__chamber.cursor, window.__chamber.logLength])).toEqual([0, 0]);
    // Every Replay control (stepping, speed, save, sheet, help) is in view, none below the panel's fold.
    expect(await page.evaluate(() => { const m = document.querySelector('.modebar')!; return m.scrollHeight - m.clientHeight; })).toBeLessThanOrEqual(0);
    const before = await page.evaluate(() => window.__chamber.figures.join(' '));
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step-forward]');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(12);
    expect(await page.evaluate(() => window.__chamber.logLength)).toBeGreaterThan(0);
    await page.click('[data-testid=step-back]');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(11);
    // Scrub: click the middle of the timeline.
    const bar = await page.locator('[data-testid=scrubber]').boundingBox();
    await page.mouse.click(bar!.x + bar!.width * 0.6, bar!.y + bar!.height / 2);
    const mid = await page.evaluate(() => ({ c: window.__chamber.cursor, n: window.__chamber.length, f: window.__chamber.figures.join(' '), log: window.__chamber.logLength }));
    expect(mid.c).toBeGreaterThan(mid.n * 0.4);
    expect(mid.f).not.toBe(before);
    expect(mid.log).toBeGreaterThan(20);
    await page.keyboard.press('End');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(mid.n - 1);
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(0);
    // One Ctrl+→ from the start is round 2 (issue 32: it took two, the first landing on step 1).
    await page.keyboard.press('Control+ArrowRight');
    expect(await page.evaluate(() => window.__chamber.round)).toBe(2);
    await comeToRest(page);
    await page.screenshot({ path: shot('replay.png') });
    // A corrupt record: the error shows, the loaded game stays, the app keeps working.
    const bad = join(resultsDir(), 'corrupt-record.json');
    writeFileSync(bad, '{"format":"star-chamber-record","version":1,"seed":');
    await page.setInputFiles('[data-testid=file]', bad);
    await page.waitForSelector('[data-testid=error]');
    expect(await page.textContent('[data-testid=error]')).toMatch(/corrupt-record\.json: record: \(file\): not valid JSON/);
    await page.screenshot({ path: shot('replay-corrupt.png') });
    expect(await page.evaluate(() => window.__chamber.length)).toBe(mid.n);
    // A file over the record size limit is refused from its size, unread.
    await page.click('[data-testid=error]');
    await page.setInputFiles('[data-testid=file]', { name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(21 * 1024 * 1024, 32) });
    await page.waitForSelector('[data-testid=error]');
    expect(await page.textContent('[data-testid=error]')).toMatch(/^file:huge\.json: record: \(file\): the record is 21\.0 MB, over the 20\.0 MB limit/);
    expect(await page.evaluate(() => window.__chamber.length)).toBe(mid.n);
    // Drag and drop a record onto the page opens it too.
    const dropped = readFileSync(fixtureRecord(), 'utf8');
    await page.evaluate((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
      window.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, dropped);
    await page.waitForFunction(() => window.__chamber.recordName === 'file:dropped.json');
    // Autoplay keeps working; its game so far saves as a record that Replay opens.
    await page.click('[data-mode=autoplay]');
    await page.waitForFunction(() => window.__chamber.mode === 'autoplay' && window.__chamber.length > 3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=save-record]')]);
    const saved = join(resultsDir(), 'saved-autoplay.json');
    await download.saveAs(saved);
    const savedLength = JSON.parse(readFileSync(saved, 'utf8')).decisions.length as number;
    await page.click('[data-mode=replay]');
    await page.setInputFiles('[data-testid=file]', saved);
    await page.waitForFunction(() => window.__chamber.recordName === 'file:saved-autoplay.json');
    expect(await page.evaluate(() => window.__chamber.error)).toBeNull();
    expect(savedLength).toBeGreaterThan(0);
    await page.close();
  }, 60_000);

  it('a bundled replay opens from the URL at the same moment', async () => {
    const page = await open(chamber.preview.url);
    await page.click('[data-mode=replay]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=bundled] option').length > 1, null, { timeout: 5000 }).catch(() => undefined);
    const names = await page.$$eval('[data-testid=bundled] option', (os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    if (names.length === 0) { console.warn('no bundled replays in replays/ yet'); await page.close(); return; }
    await page.selectOption('[data-testid=bundled]', names[0]);
    await page.waitForFunction((n) => window.__chamber.recordName === n, names[0]);
    // The list keeps focus after a pick by hand: the arrows still step the replay (they opened the next record).
    await page.focus('[data-testid=bundled]');
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.location.hash.endsWith('&step=25'));
    expect(await page.evaluate(() => window.__chamber.recordName)).toBe(names[0]);
    const here = await page.evaluate(() => ({ hash: window.location.hash, cursor: window.__chamber.cursor, state: window.__chamber.stateHash }));
    expect(here.hash).toBe(`#replay=${encodeURIComponent(names[0])}&step=25`);
    await page.screenshot({ path: shot('replay-bundled.png') });
    // The playtest record sheet (kit 06) exports as CSV; '?' opens the keyboard help.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-sheet]')]);
    const csvPath = join(resultsDir(), 'sheet.csv');
    await csv.saveAs(csvPath);
    expect(readFileSync(csvPath, 'utf8')).toMatch(/round,soldier,moves,moveAp,braceAp,firingAp,shots,hits,damageRolled,hpRemoved/);
    await page.keyboard.press('?');
    await page.waitForSelector('.help-box');
    await page.keyboard.press('?');
    const again = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
    pages.push(again);
    await again.goto(chamber.preview.url + here.hash);
    await again.waitForFunction(() => window.__chamber.recordName !== null && window.__chamber.length > 1);
    expect(await again.evaluate(() => ({ cursor: window.__chamber.cursor, state: window.__chamber.stateHash, mode: window.__chamber.mode })))
      .toEqual({ cursor: 25, state: here.state, mode: 'replay' });
    await again.close();
    await page.close();
  }, 60_000);

  it('a record opened from a file travels whole in the URL: the link reopens that moment; a damaged link shows its error', async () => {
    const page = await open(chamber.preview.url);
    await page.click('[data-mode=replay]');
    await page.setInputFiles('[data-testid=file]', fixtureRecord());
    await page.waitForFunction(() => window.__chamber.recordName?.startsWith('file:'));
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step-forward]');
    await page.waitForFunction(() => /^#record=[A-Za-z0-9_-]+&step=12$/.test(window.location.hash));
    const here = await page.evaluate(() => ({ hash: window.location.hash, state: window.__chamber.stateHash, n: window.__chamber.length }));
    const again = await open(chamber.preview.url.replace(/\/$/, '') + '/' + here.hash);
    await again.waitForFunction(() => window.__chamber.recordName === 'link:record' && window.__chamber.length > 1);
    expect(await again.evaluate(() => ({ cursor: window.__chamber.cursor, state: window.__chamber.stateHash, n: window.__chamber.length, mode: window.__chamber.mode, error: window.__chamber.error })))
      .toEqual({ cursor: 12, state: here.state, n: here.n, mode: 'replay', error: null });
    // The record that came in the link saves as a file: the same record.
    const [download] = await Promise.all([again.waitForEvent('download'), again.click('[data-testid=save-open-record]')]);
    expect(download.suggestedFilename()).toBe('record.json');
    const kept = join(resultsDir(), 'record-from-link.json');
    await download.saveAs(kept);
    expect(JSON.parse(readFileSync(kept, 'utf8'))).toEqual(JSON.parse(readFileSync(fixtureRecord(), 'utf8')));
    // A link pasted into the same tab changes only the hash: it opens too.
    await again.evaluate(() => { window.location.hash = '#replay=scenario-a-win&step=5'; });
    await again.waitForFunction(() => window.__chamber.recordName === 'scenario-a-win' && window.__chamber.cursor === 5);
    // A damaged link: a readable error, and the record already open stays. The cursor's debounced
    // URL write can land between the paste and its hashchange event (as here, at once): what was
    // pasted still counts.
    await again.evaluate(() => {
      window.location.hash = '#record=not$base64&step=3';
      history.replaceState(null, '', '#replay=scenario-a-win&step=5');
    });
    await again.waitForSelector('[data-testid=error]');
    expect(await again.textContent('[data-testid=error]')).toMatch(/^record link: the link is damaged: it has characters base64url does not use/);
    expect(await again.evaluate(() => window.__chamber.recordName)).toBe('scenario-a-win');
    // From another mode too.
    await again.click('[data-mode=autoplay]');
    await again.waitForFunction(() => window.__chamber.mode === 'autoplay' && window.__chamber.recordName === null);
    await again.evaluate((h) => { window.location.hash = h; }, here.hash);
    await again.waitForFunction(() => window.__chamber.recordName === 'link:record' && window.__chamber.cursor === 12);
    expect(await again.evaluate(() => [window.__chamber.mode, window.__chamber.stateHash])).toEqual(['replay', here.state]);
    await again.close();
    await page.close();
  }, 60_000);

  it('a link to a step the record does not have opens its last step and says so', async () => {
    const page = await openReplay(chamber.preview.url, 'scenario-a-win');
    const last = await page.evaluate(() => window.__chamber.length - 1);
    await page.evaluate(() => { window.location.hash = '#replay=scenario-a-win&step=99999'; });
    await waitFor(page, 'the last step and the notice', (n) => window.__chamber.cursor === n && window.__chamber.error !== null, last);
    expect(await page.textContent('[data-testid=error]')).toMatch(new RegExp(`^link: step 99999 is past the end of this record; showing its last step, ${last}`));
    await waitFor(page, 'the URL on the step shown', (n) => window.location.hash === `#replay=scenario-a-win&step=${n}`, last);
    await page.close();
  }, 60_000);

  it('Replay opens on the first bundled record when nothing names one; a record opened meanwhile stays', async () => {
    const page = await open(chamber.preview.url);
    await page.click('[data-mode=replay]');
    await waitFor(page, 'a bundled record', () => window.__chamber.recordName !== null && window.__chamber.length > 1);
    const first = await page.$eval('[data-testid=bundled] option:nth-child(2)', (o) => (o as HTMLOptionElement).value);
    expect(await page.evaluate(() => window.__chamber.recordName)).toBe(first);
    expect(await page.textContent('.timeline .pos')).toMatch(/^step 0 \/ \d+$/);
    // A file opened at once, before the list is in: the file stays open.
    await page.click('[data-mode=autoplay]');
    await page.click('[data-mode=replay]');
    await page.setInputFiles('[data-testid=file]', fixtureRecord());
    await waitFor(page, 'the file', () => window.__chamber.recordName?.startsWith('file:') === true);
    // A window of time, on purpose: the bundled list arriving meanwhile must not replace the file.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.__chamber.recordName)).toMatch(/^file:/);
    await page.close();
  }, 60_000);

  it('a far seek shows the newest log lines at once and the older ones a moment later; a step keeps them all', async () => {
    // CombatLog: building 150 new lines was most of a far seek's page work.
    const page = await openReplay(chamber.preview.url, 'scenario-a-loss');
    const log = () => {
      const lines = document.querySelectorAll('[data-testid=log] .line');
      return { count: lines.length, newest: lines[lines.length - 1]?.textContent ?? null };
    };
    // Read in the same task as the seek, before React's background render.
    const far = await page.evaluate(() => {
      window.__chamber.seekTimed(window.__chamber.length - 1);
      const lines = document.querySelectorAll('[data-testid=log] .line');
      return { count: lines.length, newest: lines[lines.length - 1]?.textContent ?? null };
    });
    expect(far.count).toBeGreaterThan(0);
    expect(far.count).toBeLessThanOrEqual(45);
    await expect.poll(() => page.evaluate(log)).toEqual({ count: 150, newest: far.newest });
    // One step back: every line stays (nothing is rebuilt for a step).
    const step = await page.evaluate(() => {
      window.__chamber.seekTimed(window.__chamber.cursor - 1);
      return document.querySelectorAll('[data-testid=log] .line').length;
    });
    expect(step).toBe(150);
  }, 60_000);
});
