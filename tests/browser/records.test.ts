/**
 * The page trusts a record only as far as `chamber replay verify` does (issue 16 §2): a forged
 * record (its outcome changed, its digest recomputed, so it loads) is refused by link and by
 * file with the verifier's one line naming `result.outcome`; nothing of it is shown as a game,
 * and Save / link / sheet are not offered for it. An empty `#record=` link says it holds no record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { resultsDir } from './harness';
import { sharedChamber } from './shared';
import { makePolicy } from '../../src/ai/policies';
import { recordDigest } from '../../src/replay/build';
import type { GameRecord } from '../../src/replay/record';
import { runGame, verifyRecord } from '../../src/runner';
import { linkPayloadOf } from '../../src/ui/replay/recordLink';

const chamber = sharedChamber();
let forgedText: string;
let refusal: string;

beforeAll(async () => {
  const record = runGame({ scenario: 'A', seed: 1, squad: makePolicy('greedy', 1) });
  const forged = structuredClone(record) as GameRecord & { result: { outcome: string | null } };
  forged.result.outcome = record.result.outcome === 'victory' ? 'defeat' : 'victory';
  (forged as { digest: string }).digest = recordDigest(forged);
  const verdict = verifyRecord(forged);
  if (verdict.ok) throw new Error('the forged record verifies');
  refusal = `record: ${verdict.path}: ${verdict.problem}`;
  forgedText = JSON.stringify(forged);
});

async function open(url: string): Promise<Page> {
  const page = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  await page.goto(url);
  await page.waitForFunction(() => !!window.__chamber);
  return page;
}

/** Nothing of the forged record is shown: no record open, no keyframes of it, no link to it, no Save or Sheet for it. */
async function expectNothingOfIt(page: Page): Promise<void> {
  expect(await page.evaluate(() => ({ record: window.__chamber.recordName, outcome: window.__chamber.outcome }))).toEqual({ record: null, outcome: null });
  expect(await page.evaluate(() => window.location.hash)).not.toMatch(/record=/);
  expect(await page.locator('[data-testid=save-open-record]').count()).toBe(0);
  expect(await page.locator('[data-testid=export-sheet]').count()).toBe(0);
}

describe('a forged record in the page', () => {
  it('opened by link: refused with the verifier\'s line naming result.outcome; nothing of it is shown', async () => {
    const payload = await linkPayloadOf(forgedText);
    const page = await open(`${chamber.preview.url}#record=${payload}&step=3`);
    await page.waitForSelector('[data-testid=error]');
    const error = await page.textContent('[data-testid=error]');
    expect(error).toContain('result.outcome');
    expect(error).toContain(refusal);
    await expectNothingOfIt(page);
    await page.screenshot({ path: join(resultsDir(), 'replay-forged-link.png') });
    await page.close();
  }, 60_000);

  it('opened from a file: refused the same way, and the app keeps working', async () => {
    const file = join(resultsDir(), 'forged-record.json');
    writeFileSync(file, forgedText);
    const page = await open(`${chamber.preview.url}#replay=none-such`);
    await page.waitForSelector('[data-testid=file]');
    await page.setInputFiles('[data-testid=file]', file);
    await page.waitForFunction(() => (window.__chamber.error ?? '').includes('forged-record.json'));
    const error = await page.textContent('[data-testid=error]');
    expect(error).toMatch(/^file:forged-record\.json: /);
    expect(error).toContain(refusal);
    await expectNothingOfIt(page);
    // The bundled records still open and play.
    await page.selectOption('[data-testid=bundled]', 'scenario-a-win');
    await page.waitForFunction(() => window.__chamber.recordName === 'scenario-a-win' && window.__chamber.length > 1);
    await page.close();
  }, 60_000);

  it('an empty #record= link says it holds no record', async () => {
    const page = await open(`${chamber.preview.url}#record=`);
    await page.waitForSelector('[data-testid=error]');
    expect(await page.textContent('[data-testid=error]')).toMatch(/^record link: the link holds no record/);
    expect(await page.evaluate(() => window.__chamber.recordName)).toBeNull();
    await page.close();
  }, 60_000);
});
