// @vitest-environment node
/**
 * Inspect mode (issue 17) in the built app in headless Chromium at 1280x720: two squares clicked
 * give the verdict; editing the position (a figure dragged, a door opened) changes it; the URL
 * reopens the ruling exactly, a malformed one says what is wrong; the figureCornerBlocks toggle
 * outlines the squares it changes; a saved position loads back; a log line of a replay's attack
 * opens that moment's ruling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chamberQuietFor, resultsDir } from './harness';
import { sharedChamber } from './shared';
import { writeInspectHash, type InspectLink } from '../../src/ui/inspect/link';
import { DEFAULT_VARIANTS } from '../../src/ui/inspect/position';
import type { Square } from '../../src/engine/state/types';

const chamber = sharedChamber();
let page: Page;
const sq = (s: string) => s as Square;

const POSITION = {
  soldiers: [{ name: 'Reyes' as const, at: 'C3', facing: 'E' as const }, { name: 'Chen' as const, at: 'D4', facing: 'E' as const }],
  aliens: [{ kind: 'worker' as const, contact: 1, at: 'G5' }], open: [] as string[], round: 1,
};
const link = (l: Partial<InspectLink>) => writeInspectHash({ position: POSITION, a: null, b: null, facing: 'own', variants: DEFAULT_VARIANTS, map: 'off', ...l });

async function openAt(hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(chamber.preview.url + hash);
  await page.waitForFunction(() => window.__chamber?.mode === 'inspect' && !!window.__inspect && (window.__chamberProject?.('A1').x ?? 0) > 0, null, { timeout: 30_000 });
  await page.click('[data-camera=top]');
  await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
}

async function at(square: string, y = 0.05): Promise<{ x: number; y: number }> {
  return page.evaluate(([s, h]) => window.__chamberProject!(s as string, h as number), [square, y] as const);
}

async function clickSquare(square: string, y = 0.05): Promise<void> {
  const p = await at(square, y);
  await page.mouse.move(p.x - 20, p.y - 8);
  await page.mouse.move(p.x, p.y, { steps: 3 });
  await page.waitForTimeout(60);
  await page.mouse.click(p.x, p.y);
}

const verdict = () => page.textContent('[data-testid=inspect-verdict]');

// One page for the whole file, on the shared preview and browser (shared.ts).
beforeAll(async () => {
  page = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
});

describe('Inspect mode', () => {
  it('the tab opens Inspect on the moment shown; two squares clicked give the verdict with ruling ids', async () => {
    await page.goto(chamber.preview.url);
    await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 2, null, { timeout: 30_000 });
    await page.keyboard.press(' ');
    await page.waitForFunction(() => !window.__chamber.playing);
    await page.evaluate(() => window.__chamber.seek(2));
    const figures = await page.evaluate(() => window.__chamber.figures);
    await page.click('[data-mode=inspect]');
    await page.waitForFunction(() => window.__chamber.mode === 'inspect' && !!window.__inspect, null, { timeout: 20_000 });
    expect(await page.textContent('[data-testid=inspect-origin]')).toMatch(/^from Autoplay step \d+$/);
    expect((await page.evaluate(() => window.__inspect!.figures)).sort()).toEqual([...figures].sort());
    // Clicks from a position with no points yet: the first sets A, the second B.
    await openAt(link({}));
    // Empty squares on both sides of the F wall: E2 to G4 crosses wall F3.
    await clickSquare('E2');
    await clickSquare('G4');
    await page.waitForFunction(() => window.__inspect!.a === 'E2' && window.__inspect!.b === 'G4');
    expect(await verdict()).toContain('Not visible (S7): the line is blocked');
    expect(await verdict()).toContain('Blocked (S2): the line touches the corner of wall F2 at the E2/F2/E3/F3 corner, and crosses wall F3');
    // The corner touches are drawn, with the squares meeting there.
    const view = await page.evaluate(() => window.__inspectView as { corners: { label: string; kind: string }[]; crossed: string[] });
    expect(view.corners.map((c) => `${c.label}:${c.kind}`)).toEqual(['E2/F2/E3/F3:wall', 'F3/G3/F4/G4:door']);
    expect(view.crossed).toContain('F3');
    await page.screenshot({ path: join(resultsDir(), 'inspect-clicked.png') });
  });

  it('typing "C3 E3" rules that line', async () => {
    await openAt(link({}));
    await page.fill('[data-testid=inspect-points]', 'c3 e3');
    await page.press('[data-testid=inspect-points]', 'Enter');
    await page.waitForFunction(() => window.__inspect!.a === 'C3' && window.__inspect!.b === 'E3');
    expect(await verdict()).toContain('Visible (S7)');
    await page.fill('[data-testid=inspect-points]', 'C3 Z9');
    await page.press('[data-testid=inspect-points]', 'Enter');
    expect(await page.textContent('[data-testid=inspect-message]')).toBe('unknown square "Z9" (squares are A1..L10)');
  });

  it('editing the position changes the verdict: a figure dragged onto the line, a door opened', async () => {
    await openAt(link({ a: sq('C3'), b: sq('E3') }));
    expect(await verdict()).toContain('Visible (S7)');
    // Drag Chen from D4 onto D3, between Reyes and E3.
    const from = await at('D4', 0.4);
    const to = await at('D3', 0.05);
    await page.mouse.move(from.x - 15, from.y - 6);
    await page.mouse.move(from.x, from.y, { steps: 3 });
    await page.waitForTimeout(80);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.waitForTimeout(60);
    await page.mouse.up();
    await page.waitForFunction(() => window.__inspect!.figures.includes('Chen@D3:10'));
    expect(await verdict()).toContain('Blocked (S3): the line crosses the figure at D3 (Chen)');
    // E3 -> G5 with F4 closed crosses the closed door; opened, the wall corners block it (S8).
    await page.fill('[data-testid=inspect-points]', 'E3 G5');
    await page.press('[data-testid=inspect-points]', 'Enter');
    await page.waitForFunction(() => window.__inspect!.b === 'G5');
    expect(await verdict()).toContain('crosses the closed door F4');
    await page.check('[data-door=F4]');
    await page.waitForFunction(() => window.__inspect!.open.includes('F4'));
    expect(await verdict()).toContain('Blocked (S2): the line touches the corner of wall F3 at the E3/F3/E4/F4 corner');
    expect(await page.textContent('[data-testid=inspect-reasons]')).toContain('S8: a diagonal through the open doorway F4');
    // A refused edit is one line, the position unchanged: a figure dragged onto a wall.
    const chen = await at('D3', 0.4);
    const wall = await at('F2', 0.05);
    await page.mouse.move(chen.x - 15, chen.y - 6);
    await page.mouse.move(chen.x, chen.y, { steps: 3 });
    await page.waitForTimeout(80);
    await page.mouse.down();
    await page.mouse.move(wall.x, wall.y, { steps: 6 });
    await page.waitForTimeout(60);
    await page.mouse.up();
    await page.waitForFunction(() => window.__inspect!.message !== null);
    expect(await page.evaluate(() => window.__inspect!.message)).toBe('F2 is a wall');
    expect(await page.evaluate(() => window.__inspect!.figures)).toContain('Chen@D3:10');
  });

  it('the URL reopens the ruling exactly; a malformed link says what is wrong and the app keeps working', async () => {
    await openAt(link({ a: sq('C3'), b: sq('G5'), facing: 'S', variants: { ...DEFAULT_VARIANTS, figureCornerBlocks: true }, map: 'from' }));
    await page.check('[data-door=F4]');
    await page.waitForFunction(() => window.__inspect!.open.includes('F4'));
    const href = page.url();
    const lines = await page.evaluate(() => window.__inspect!.verdictLines);
    const other = await chamber.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await other.goto(href);
    await other.waitForFunction(() => window.__chamber?.mode === 'inspect' && (window.__inspect?.verdictLines.length ?? 0) > 0, null, { timeout: 30_000 });
    expect(await other.evaluate(() => ({ a: window.__inspect!.a, b: window.__inspect!.b, open: window.__inspect!.open, v: window.__inspect!.variants, lines: window.__inspect!.verdictLines })))
      .toEqual({ a: 'C3', b: 'G5', open: ['F4'], v: { figureCornerBlocks: true, shotgunOverwatchPointBlank: true }, lines });
    expect(await other.inputValue('[data-testid=inspect-facing]')).toBe('S');
    expect(await other.inputValue('[data-testid=inspect-map]')).toBe('from');
    await other.goto('about:blank');
    await other.goto(`${chamber.preview.url}#inspect&pos=!!!&a=C3`);
    await other.waitForFunction(() => window.__chamber?.mode === 'inspect' && !!window.__chamber.error, null, { timeout: 30_000 });
    expect(await other.evaluate(() => window.__chamber.error)).toBe('link: pos= is damaged (not a position written by Star Chamber)');
    // Written by hand without a position: the ruling on Scenario A's start, no complaint.
    await other.goto('about:blank');
    await other.goto(`${chamber.preview.url}#inspect&a=C3&b=J8`);
    await other.waitForFunction(() => window.__chamber?.mode === 'inspect' && (window.__inspect?.verdictLines.length ?? 0) > 0, null, { timeout: 30_000 });
    expect(await other.evaluate(() => ({ a: window.__inspect!.a, b: window.__inspect!.b, error: window.__chamber.error, hash: location.hash.startsWith('#inspect&pos=') })))
      .toEqual({ a: 'C3', b: 'J8', error: null, hash: true });
    await other.click('[data-mode=autoplay]');
    await other.waitForFunction(() => window.__chamber.mode === 'autoplay' && window.__chamber.length > 2, null, { timeout: 20_000 });
    await other.close();
  });

  it('the figureCornerBlocks toggle outlines every square whose verdict it changes', async () => {
    const position = { soldiers: [{ name: 'Reyes' as const, at: 'C3', facing: 'E' as const }, { name: 'Chen' as const, at: 'D3', facing: 'E' as const }, { name: 'Voss' as const, at: 'E2', facing: 'E' as const }], aliens: [], open: [], round: 1 };
    await openAt(writeInspectHash({ position, a: sq('C3'), b: sq('E5'), facing: 'none', variants: DEFAULT_VARIANTS, map: 'from' }));
    const cells = () => page.evaluate(() => Object.fromEntries((window.__inspectView as { map: { square: string; cell: string }[] }).map.map((m) => [m.square, m.cell])));
    // Each of these lines only touches Chen's (D3) or Voss's (E2) square at a corner (S3).
    expect(await page.evaluate(() => (window.__inspectView as { changed: string[] }).changed)).toEqual(['D2', 'D4', 'E5']);
    expect(await page.textContent('[data-testid=inspect-changes]')).toContain('figureCornerBlocks changes 3 squares: D2 (visible → blocked), D4 (visible → blocked), E5 (visible → blocked)');
    expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(1);
    expect((await cells()).E5).toBe('visible');
    await page.click('[data-variant=figureCornerBlocks]');
    await page.waitForFunction(() => window.__inspect!.variants.figureCornerBlocks === true);
    expect((await cells()).E5).toBe('figure');
    expect(await page.evaluate(() => (window.__inspectView as { changed: string[] }).changed)).toEqual(['D2', 'D4', 'E5']);
    expect(await verdict()).toContain('Blocked (S3): the line touches the corner of the figure at D3 (Chen)');
    await page.waitForFunction(chamberQuietFor, 300);
    await page.screenshot({ path: join(resultsDir(), 'inspect-variant-map.png') });
  });

  it('a saved position loads back; a bad file is the loader\'s one line', async () => {
    await openAt(link({ a: sq('C3'), b: sq('G5') }));
    await page.selectOption('[data-facing=Chen]', 'N');
    await page.waitForFunction(() => window.__inspect!.figures.length === 3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=inspect-save]')]);
    const saved = join(resultsDir(), 'inspect-saved-position.json');
    await download.saveAs(saved);
    const json = JSON.parse(readFileSync(saved, 'utf8'));
    expect(json.soldiers.find((s: { name: string }) => s.name === 'Chen').facing).toBe('N');
    const before = await page.evaluate(() => window.__inspect!.figures);
    await page.click('[data-figure=alien1] button');
    await page.waitForFunction(() => window.__inspect!.figures.length === 2);
    await page.setInputFiles('[data-testid=inspect-load]', saved);
    await page.waitForFunction(() => window.__inspect!.figures.length === 3);
    expect(await page.evaluate(() => window.__inspect!.figures)).toEqual(before);
    const bad = join(resultsDir(), 'inspect-bad-position.json');
    writeFileSync(bad, JSON.stringify({ soldiers: [{ name: 'Reyes', at: 'F3' }] }));
    await page.setInputFiles('[data-testid=inspect-load]', bad);
    await page.waitForFunction(() => window.__inspect!.message !== null);
    expect(await page.evaluate(() => window.__inspect!.message)).toBe('inspect-bad-position.json: position: Reyes stands on F3, which is a wall');
    expect(await page.evaluate(() => window.__inspect!.figures)).toEqual(before);
  });

  it('the map\'s hover verdict, and the Markdown and PNG exports', async () => {
    await openAt(link({ a: sq('C3'), b: sq('G5'), map: 'from' }));
    const p = await at('E6');
    await page.mouse.move(p.x - 10, p.y);
    await page.mouse.move(p.x, p.y, { steps: 3 });
    await page.waitForSelector('[data-testid=inspect-hover]');
    expect(await page.textContent('[data-testid=inspect-hover]')).toMatch(/^C3 → E6: .*\(S7\)/);
    const [md] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=inspect-markdown]')]);
    const mdPath = join(resultsDir(), 'inspect-ruling.md');
    await md.saveAs(mdPath);
    const text = readFileSync(mdPath, 'utf8');
    expect(text).toContain('### Star Chamber ruling: C3 → G5');
    expect(text).toContain('**Blocked (S2, S3): the line crosses the figure at D4 (Chen), and crosses the closed door F4, and crosses wall F5**');
    expect(text).toContain('(http://127.0.0.1');
    const [png] = await Promise.all([page.waitForEvent('download'), page.click('text=PNG')]);
    const pngPath = join(resultsDir(), 'inspect-ruling.png');
    await png.saveAs(pngPath);
    expect([...readFileSync(pngPath).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('from a game: a replay\'s attack line opens that moment\'s ruling in Inspect', async () => {
    await page.goto('about:blank');
    await page.goto(`${chamber.preview.url}#replay=warrior-plasma&step=0`);
    await page.waitForFunction(() => window.__chamber?.recordName !== null && window.__chamber.length > 1, null, { timeout: 30_000 });
    const step = await page.evaluate(() => {
      for (let i = 1; i < window.__chamber.length; i++) if ((window.__chamber.eventsAt(i) as { type: string }[]).some((e) => e.type === 'attack.declared')) return i;
      return -1;
    });
    expect(step).toBeGreaterThan(0);
    const attack = await page.evaluate((i) => {
      window.__chamber.seek(i);
      return (window.__chamber.eventsAt(i) as { type: string; attacker: string; target: string }[]).find((e) => e.type === 'attack.declared')!;
    }, step);
    await page.waitForSelector('[data-inspect="attack.declared"]');
    await page.click('[data-inspect="attack.declared"]');
    // `?.b !== null` alone would hold before Inspect has mounted its hook (undefined !== null).
    await page.waitForFunction(() => window.__chamber.mode === 'inspect' && window.__inspect !== undefined && window.__inspect.b !== null, null, { timeout: 20_000 });
    expect(await page.textContent('[data-testid=inspect-origin]')).toContain(`step ${step}: ${attack.attacker} attacks ${attack.target}`);
    expect((await page.evaluate(() => window.__inspect!.verdictLines)).join('\n')).toMatch(/Attack \(A1\)/);
  });

  it('the editor sets brace, overwatch and its reserve, the spotter mark and XP, each changing the odds shown; "edited" follows (issue 32 item 1)', async () => {
    // Autoplay -> Inspect: the moment's origin, then "edited" once the position is changed.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('about:blank');
    await page.goto(chamber.preview.url);
    await page.waitForFunction(() => (window.__chamber?.length ?? 0) > 2, null, { timeout: 30_000 });
    await page.keyboard.press(' ');
    await page.waitForFunction(() => !window.__chamber.playing);
    await page.click('[data-mode=inspect]');
    await page.waitForFunction(() => window.__chamber.mode === 'inspect' && !!window.__inspect, null, { timeout: 20_000 });
    expect(await page.textContent('[data-testid=inspect-origin]')).toMatch(/^from Autoplay step \d+$/);
    const soldier = await page.evaluate(() => window.__inspect!.figures[0].split('@')[0]);
    await page.click(`[data-braced=${soldier}]`);
    await page.waitForFunction(() => window.__inspect!.edited);
    expect(await page.textContent('[data-testid=inspect-origin]')).toMatch(/^from Autoplay step \d+ · edited$/);
    await page.waitForFunction(chamberQuietFor, 300);
    await page.screenshot({ path: join(resultsDir(), 'inspect-edited-from-autoplay-1440.png') });
    // The position: Reyes at C3 with worker 1 in sight at E3, Chen at C5 with worker 2 at E5.
    const position = {
      soldiers: [{ name: 'Reyes' as const, at: 'C3', facing: 'E' as const }, { name: 'Chen' as const, at: 'C5', facing: 'E' as const }],
      aliens: [{ kind: 'worker' as const, contact: 1, at: 'E3' }, { kind: 'worker' as const, contact: 2, at: 'E5' }], open: [] as string[], round: 1,
    };
    await openAt(writeInspectHash({ position, a: sq('C3'), b: sq('E3'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off' }));
    const line = (start: string) => page.evaluate((st) => window.__inspect!.verdictLines.find((l) => l.startsWith(st)) ?? null, start);
    expect(await line('Accuracy')).toBe('Accuracy (A1): 2 = base +1 · weapon (Pistol) +1');
    expect(await page.isVisible('[data-testid=inspect-edited]')).toBe(false);
    await page.check('[data-braced=Reyes]');
    await page.waitForFunction(() => window.__inspect!.edited);
    expect(await line('Accuracy')).toBe('Accuracy (A1): 4 = base +1 · weapon (Pistol) +1 · brace +2');
    expect(await page.textContent('[data-testid=inspect-reasons]')).toContain('brace +2');
    expect(await page.textContent('[data-testid=inspect-edited]')).toBe('edited');
    await page.fill('[data-xp=Reyes]', '10');
    await page.waitForFunction(() => (window.__inspect!.position as { soldiers: { xp?: number }[] }).soldiers[0].xp === 10);
    expect(await line('Accuracy')).toBe('Accuracy (A1): 5 = base +1 · rank (rank unlocks) +1 · weapon (Pistol) +1 · brace +2');
    expect(await page.textContent('[data-skills=Reyes]')).toBe('Quick Step · Spotter · Steady Hand');
    expect(await line('Overwatch')).toBeNull();
    await page.selectOption('[data-overwatch=Reyes]', 'pistol');
    await page.waitForFunction(() => window.__inspect!.verdictLines.some((l) => l.startsWith('Overwatch')));
    expect(await line('Overwatch')).toMatch(/^Overwatch \(O1, O2\): Reyes watches with the pistol, 1 AP reserved: reacts when worker 1 moves or opens a door here; accuracy 5, per shot /);
    expect(await page.inputValue('[data-reserve=Reyes]')).toBe('1');
    await page.fill('[data-reserve=Reyes]', '0');
    await page.waitForFunction(() => window.__inspect!.verdictLines.some((l) => l.includes('would not react')));
    expect(await line('Overwatch')).toBe('Overwatch (O2): Reyes watches with the pistol, 0 AP reserved: would not react to worker 1 here (only 0 AP reserved, the pistol needs 1)');
    await page.fill('[data-reserve=Reyes]', '1');
    // The spotter mark: Chen's shotgun at the marked worker 2 gains +1.
    await page.fill('[data-testid=inspect-points]', 'C5 E5');
    await page.press('[data-testid=inspect-points]', 'Enter');
    await page.waitForFunction(() => window.__inspect!.a === 'C5');
    expect(await line('Accuracy')).toBe('Accuracy (A1): 2 = base +1 · weapon (Shotgun) +1');
    await page.selectOption('[data-testid=inspect-spotter]', '2');
    await page.waitForFunction(() => window.__inspect!.verdictLines.some((l) => l.includes('spotter mark')));
    expect(await line('Accuracy')).toBe('Accuracy (A1): 3 = base +1 · weapon (Shotgun) +1 · spotter (spotter mark) +1');
    expect(await page.evaluate(() => window.__inspect!.position)).toMatchObject({ spotterMark: 2, soldiers: [{ name: 'Reyes', braced: true, xp: 10, overwatch: 'pistol', reserved: 1 }, { name: 'Chen' }] });
    await page.fill('[data-testid=inspect-points]', 'C3 E3');
    await page.press('[data-testid=inspect-points]', 'Enter');
    await page.waitForFunction(() => window.__inspect!.a === 'C3');
    await page.waitForFunction(chamberQuietFor, 300);
    await page.screenshot({ path: join(resultsDir(), 'inspect-editor-tokens-1440.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
  }, 120_000);

  it('a drag starting a few pixels off a figure moves it; a square typed into its row moves it (issue 32 item 8)', async () => {
    await openAt(link({ a: sq('C3'), b: sq('E3') }));
    // Off Chen's model but on his square D4: a third of a square right of its centre, at the floor.
    const centre = await at('D4', 0.05);
    const east = await at('E4', 0.05);
    const off = { x: centre.x + (east.x - centre.x) * 0.36, y: centre.y + (east.y - centre.y) * 0.36 };
    await page.mouse.move(off.x - 12, off.y - 4);
    await page.mouse.move(off.x, off.y, { steps: 3 });
    await page.waitForTimeout(80);
    expect(await page.evaluate(() => window.__chamber.hover)).toEqual({ square: 'D4', figure: null });
    const to = await at('D3', 0.05);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.waitForTimeout(60);
    await page.mouse.up();
    await page.waitForFunction(() => window.__inspect!.figures.includes('Chen@D3:10'));
    expect(await page.evaluate(() => [window.__inspect!.a, window.__inspect!.b])).toEqual(['C3', 'E3']);
    expect(await verdict()).toContain('Blocked (S3): the line crosses the figure at D3 (Chen)');
    // Typed: Chen back to D4 in his row; a wall is refused in one line.
    await page.fill('[data-square=Chen]', 'd4');
    await page.press('[data-square=Chen]', 'Enter');
    await page.waitForFunction(() => window.__inspect!.figures.includes('Chen@D4:10'));
    expect(await verdict()).toContain('Visible (S7)');
    await page.fill('[data-square=alien1]', 'F2');
    await page.press('[data-square=alien1]', 'Enter');
    await page.waitForFunction(() => window.__inspect!.message !== null);
    expect(await page.evaluate(() => window.__inspect!.message)).toBe('F2 is a wall');
    expect(await page.inputValue('[data-square=alien1]')).toBe('G5');
  });

  it('a 100-row board in a link is one line, the chamber keeps working and a reload does not crash; Load… refuses a file over 1 MB (issue 38)', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => (i === 0 || i === 99 ? '#'.repeat(12) : `#${'.'.repeat(10)}#`)).join('\n');
    const huge = writeInspectHash({ position: { ...POSITION, board: rows }, a: sq('C3'), b: sq('J3'), facing: 'own', variants: DEFAULT_VARIANTS, map: 'off' });
    const errors: string[] = [];
    const onError = (e: Error) => errors.push(e.message);
    page.on('pageerror', onError);
    await page.goto('about:blank');
    await page.goto(chamber.preview.url + huge);
    await page.waitForFunction(() => window.__chamber?.mode === 'inspect' && !!window.__inspect?.message, null, { timeout: 30_000 });
    expect(await page.textContent('[data-testid=inspect-message]')).toBe('link: position: board: 12 columns x 100 rows; boards are 4x4 to 26x26');
    expect(await page.textContent('[data-testid=error]')).toContain('link: position: board: 12 columns x 100 rows; boards are 4x4 to 26x26');
    // The chamber still rules: two squares clicked give a verdict.
    await page.waitForFunction(() => (window.__chamberProject?.('A1').x ?? 0) > 0, null, { timeout: 20_000 });
    await page.click('[data-camera=top]');
    await page.waitForFunction(chamberQuietFor, 300, { timeout: 20_000 });
    await page.screenshot({ path: join(resultsDir(), 'inspect-board-refused.png') });
    await page.fill('[data-testid=inspect-points]', 'C3 E3');
    await page.press('[data-testid=inspect-points]', 'Enter');
    await page.waitForFunction(() => window.__inspect!.a === 'C3' && window.__inspect!.b === 'E3');
    await clickSquare('E2');
    await clickSquare('G4');
    await page.waitForFunction(() => window.__inspect!.a === 'E2' && window.__inspect!.b === 'G4');
    expect(await verdict()).toContain('Not visible (S7)');
    // The URL now holds what is on screen: a reload opens it, no crash.
    await page.reload();
    await page.waitForFunction(() => window.__chamber?.mode === 'inspect' && window.__inspect?.a === 'E2', null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__inspect!.message)).toBeNull();
    // An empty board text is refused too.
    await page.goto('about:blank');
    await page.goto(chamber.preview.url + writeInspectHash({ position: { ...POSITION, board: '' }, a: null, b: null, facing: 'own', variants: DEFAULT_VARIANTS, map: 'off' }));
    await page.waitForFunction(() => !!window.__inspect?.message, null, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__inspect!.message)).toBe('link: position: board: no rows (the text is empty; leave "board" out for the kit\'s test chamber)');
    // Load…: a file over the CLI's 1 MB limit is refused before it is read.
    const before = await page.evaluate(() => window.__inspect!.figures);
    await page.setInputFiles('[data-testid=inspect-load]', { name: 'big-position.json', mimeType: 'application/json', buffer: Buffer.alloc(1_048_577, 32) });
    await page.waitForFunction(() => window.__inspect!.message?.startsWith('big-position.json'));
    expect(await page.evaluate(() => window.__inspect!.message)).toBe('big-position.json: the file is 1048577 bytes, over the 1048576-byte limit');
    expect(await page.evaluate(() => window.__inspect!.figures)).toEqual(before);
    page.off('pageerror', onError);
    expect(errors).toEqual([]);
  });
});
