/**
 * Issue 36 §2 in the built app (headless Chromium, 1280x720): a shared scenario link with several
 * problems lists every one of them in the editor (scenarioProblems), and a Play link of a game on
 * a scenario file (sf=) reopens Play on the mission's own board, at the link's state hash.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine/state/hash';
import { parseScenarioFile } from '../../src/engine/setup/scenario-game';
import { startingState } from '../../src/runner';
import { writeScenarioHash } from '../../src/ui/editor/link';
import { playLinkHash } from '../../src/ui/session/playLink';
import { chamber, comeToRest, open, shot, waitFor } from './app-harness';

const missionJson = JSON.parse(readFileSync('scenarios/station-log.json', 'utf8'));

describe('scenario links and play links on a mission', () => {
  it('the editor lists every problem of a shared file at once', async () => {
    const bad = {
      ...missionJson,
      soldiers: [{ ...missionJson.soldiers[0], at: 'A1' }, { ...missionJson.soldiers[1], at: missionJson.soldiers[2].at }, ...missionJson.soldiers.slice(2)],
      aliens: [{ ...missionJson.aliens[0], at: 'A3' }, ...missionJson.aliens.slice(1)],
    };
    const page = await open(chamber.preview.url + writeScenarioHash(bad));
    await page.waitForSelector('[data-testid=editor-problems]');
    const count = await page.evaluate(() => Number(document.querySelector('[data-testid=editor-problems]')!.getAttribute('data-count')));
    expect(count).toBeGreaterThanOrEqual(3);
    const text = await page.textContent('[data-testid=editor-problems]');
    expect(text).toContain('soldiers.0.at');
    expect(text).toContain('soldiers.2.at');
    expect(text).toContain('aliens.0.at');
    await comeToRest(page);
    await page.screenshot({ path: shot('mission-editor-problems.png') });
  });

  it('a Play link carrying the scenario file reopens Play on the mission at its hash', async () => {
    const file = parseScenarioFile(missionJson);
    const start = startingState({ scenario: file.id, seed: 3, scenarioFile: file });
    const hash = playLinkHash({ scenario: file.id, seed: 3, overrides: {}, scenarioFile: file, decisions: [], step: 0, hash: stateHash(start) });
    const page = await open(chamber.preview.url + hash);
    await waitFor(page, 'Play on the mission board', (w) => (window.__chamber.state() as { board: { width: number } }).board.width === w, start.board.width);
    expect(await page.evaluate(() => ({ mode: window.__chamber.mode, error: window.__chamber.error }))).toEqual({ mode: 'play', error: null });
    await comeToRest(page);
    await page.screenshot({ path: shot('mission-play-link.png') });
  });
});
