// @vitest-environment node
/**
 * Play in the built app: moves and attacks by clicking change the state exactly as the engine
 * says; rerolls, keys, pausing the engine, "Play on from here". Screenshots go to test-results/;
 * the helpers are app-harness.ts's.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultsDir } from './harness';
import { apply, legalDecisions } from '../../src/engine/flow/game';
import type { Decision, GameState } from '../../src/engine/state/types';
import { stateHash } from '../../src/engine/state/hash';
import { open, waitFor, clickSquare, openReplay, overlapArea, playWithChenActiveAt, comeToRest, framesIn, chamber, shot } from './app-harness';

describe('the built app: Play', () => {
  it('Replay: "Play on from here" hands the squad over at that moment; Play asks who fires first and the chosen watcher fires', async () => {
    const page = await open(`${chamber.preview.url}#replay=overwatch-several-watchers&step=0`);
    await page.waitForFunction(() => window.__chamber.recordName === 'overwatch-several-watchers' && window.__chamber.length > 1);
    // The first moment where two watchers wait for the squad's order (RULINGS O3).
    const at = await page.evaluate(() => {
      for (let i = 0; i < window.__chamber.length; i++) {
        window.__chamber.seek(i);
        const p = (window.__chamber.state() as { pending: { kind: string; watchers: string[] } | null }).pending;
        if (p?.kind === 'reactionOrder' && p.watchers.length > 1) return { i, watchers: p.watchers };
      }
      return null;
    });
    expect(at).not.toBeNull();
    await page.evaluate((i) => window.__chamber.seek(i), at!.i);
    // At the game's end there is nothing to take over: the button says why.
    await page.keyboard.press('End');
    await expect.poll(() => page.getAttribute('[data-testid=play-on]', 'title')).toMatch(/game is over/);
    expect(await page.isDisabled('[data-testid=play-on]')).toBe(true);
    await page.evaluate((i) => window.__chamber.seek(i), at!.i);
    await page.click('[data-testid=play-on]');
    await waitFor(page, 'Play at the taken-over moment', () => window.__chamber.mode === 'play');
    expect(await page.evaluate(() => [window.__chamber.cursor, window.__chamber.length])).toEqual([at!.i, at!.i + 1]);
    // The replay's link leaves the URL; Play's own link follows the game (UrlFollowsGame, after
    // its 150 ms debounce: asked at once on a busy machine it may already be there).
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#play&scenario=A&seed=\d+&from=/);
    const prompt = page.locator('.modebar .prompt');
    await expect.poll(() => prompt.textContent()).toMatch(/Overwatch: who fires first\?/);
    for (const w of at!.watchers) expect(await prompt.getByRole('button', { name: w, exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: shot('play-on-reaction-order.png') });
    const first = at!.watchers[0];
    await prompt.getByRole('button', { name: first, exact: true }).click();
    await expect.poll(() => page.evaluate((k) => (window.__chamber.eventsAt(k) as { type: string; attacker?: string; reaction?: boolean }[])
      .find((e) => e.type === 'attack.declared')?.attacker ?? null, at!.i + 1)).toBe(first);
    await page.close();
  }, 60_000);

  it('Play: an optional reroll is offered with its die and value, and taking it rolls the die again', async () => {
    // A random-policy Autoplay game (seed 1) reaches Okafor's first Precision reroll; taken over
    // in Play just there, the person is asked.
    const page = await open(chamber.preview.url);
    await page.selectOption('[data-testid=speed]', '8');
    await page.selectOption('[data-testid=policy]', 'random');
    await waitFor(page, 'a random-policy game past its first reroll', () => window.__chamber.length > 112, undefined, 45_000);
    await page.click('[data-testid=play-pause]');
    await page.click('[data-testid=replay-this]');
    await waitFor(page, 'the game so far in Replay', () => window.__chamber.mode === 'replay' && window.__chamber.length > 112);
    const at = await page.evaluate(() => {
      for (let i = 0; i < window.__chamber.length; i++) {
        window.__chamber.seek(i);
        const p = (window.__chamber.state() as { pending: { kind: string; soldier: string; die: string; value: number } | null }).pending;
        if (p?.kind === 'reroll') return { i, ...p };
      }
      return null;
    });
    expect(at).not.toBeNull();
    await page.click('[data-testid=play-on]');
    await waitFor(page, 'Play at the reroll', () => window.__chamber.mode === 'play');
    const prompt = page.locator('.modebar .prompt');
    await expect.poll(() => prompt.textContent()).toMatch(`${at!.soldier} may reroll the ${at!.die} die (${at!.value}).`);
    await page.screenshot({ path: shot('play-reroll.png') });
    await prompt.getByRole('button', { name: 'reroll', exact: true }).click();
    // The next keyframe's roll holds a reroll die for the die offered.
    const rolled = () => page.evaluate((k) => (window.__chamber.eventsAt(k) as { dice?: { purpose: string; rerolls?: string }[] }[])
      .flatMap((e) => e.dice ?? []).find((d) => d.purpose === 'reroll')?.rerolls ?? null, at!.i + 1);
    await expect.poll(rolled).toBe(at!.die);
    await page.close();
  }, 90_000);

  it('Play: every action fits its panel; a still chamber draws nothing while it waits for a decision; a move of several squares walks them one keyframe at a time', async () => {
    const page = await playWithChenActiveAt(chamber.preview.url);
    // Every action, with its engine reason, fits the panel: none hidden below its fold.
    const fold = await page.evaluate(() => { const m = document.querySelector('.modebar')!; return m.scrollHeight - m.clientHeight; });
    expect(fold).toBeLessThanOrEqual(0);
    expect(await page.locator('[data-action=pass]').isVisible()).toBe(true);
    // Waiting for the person's decision, a still chamber draws nothing (it used to keep both cores busy).
    await comeToRest(page);
    expect(await framesIn(page, 1000)).toBe(0);
    const c = await page.evaluate(() => window.__chamber.cursor);
    // Watch every cursor position from now on, then click a square two moves away.
    await page.evaluate(() => {
      const w = window as unknown as { seen: number[]; said: Set<string> };
      w.seen = [];
      w.said = new Set();
      const watch = () => {
        if (w.seen[w.seen.length - 1] !== window.__chamber.cursor) w.seen.push(window.__chamber.cursor);
        w.said.add(document.querySelector('.modebar .prompt')?.textContent ?? '');
        requestAnimationFrame(watch);
      };
      watch();
    });
    await clickSquare(page, 'E5', 0);
    await waitFor(page, 'Chen at E5', () => (window.__chamber.state() as GameState).soldiers.find((x) => x.id === 'Chen')!.at === 'E5');
    // (The cursor's last move may have come after the watcher's last frame: note where it is now.)
    const seen = await page.evaluate(() => {
      const w = window as unknown as { seen: number[] };
      if (w.seen[w.seen.length - 1] !== window.__chamber.cursor) w.seen.push(window.__chamber.cursor);
      return w.seen;
    });
    // Two moves, two keyframes, each shown in turn: the cursor stood on the middle square.
    expect(seen).toEqual(expect.arrayContaining([c + 1, c + 2]));
    expect(seen.indexOf(c + 1)).toBeLessThan(seen.indexOf(c + 2));
    // While he walks, the panel says so (not that an earlier moment is being viewed).
    const said = await page.evaluate(() => [...(window as unknown as { said: Set<string> }).said]);
    expect(said).toContain('Chen moves…');
    expect(said.some((t) => t.startsWith('Viewing an earlier moment'))).toBe(false);
    await page.close();
  }, 60_000);

  it('Play: each key acts once: ? opens the help and closes it, an arrow steps one keyframe, b braces', async () => {
    // Play's own keys (the actions) and the keys every mode shares go through one listener: with
    // two, every shared key acted twice ('?' opened the help and closed it at once).
    const page = await playWithChenActiveAt(chamber.preview.url);
    await page.keyboard.press('?');
    await page.waitForSelector('.help-box', { timeout: 2000 });
    await page.keyboard.press('?');
    await page.waitForSelector('.help-box', { state: 'detached', timeout: 2000 });
    const at = await page.evaluate(() => window.__chamber.cursor);
    await page.keyboard.press('ArrowLeft');
    await waitFor(page, 'one step back', (c) => window.__chamber.cursor < c, at);
    expect(await page.evaluate(() => window.__chamber.cursor)).toBe(at - 1);
    await page.keyboard.press('End');
    await waitFor(page, 'the live moment again', (c) => window.__chamber.cursor === c, at);
    await page.keyboard.press('b');
    await waitFor(page, 'Chen braced', () => (window.__chamber.state() as { soldiers: { id: string; braced: boolean }[] }).soldiers.some((s) => s.id === 'Chen' && s.braced));
  }, 60_000);

  it('Play: Space pauses the engine\'s turn and the prompt says so, with a button that goes on', async () => {
    // Taken over from a replay in the alien phase: the engine has the turn and plays on by itself.
    const page = await openReplay(chamber.preview.url, 'scenario-a-loss');
    const alienAt = await page.evaluate(() => {
      for (let i = 0; i < window.__chamber.length; i++) {
        window.__chamber.seek(i);
        if (window.__chamber.phase === 'alien') return i;
      }
      return -1;
    });
    expect(alienAt).toBeGreaterThan(0);
    await page.click('[data-testid=play-on]');
    await waitFor(page, 'Play at the taken-over moment', () => window.__chamber.mode === 'play');
    await page.keyboard.press(' ');
    await waitFor(page, 'paused', () => !window.__chamber.playing);
    const keyframes = await page.evaluate(() => window.__chamber.length);
    await expect.poll(() => page.textContent('.modebar .prompt')).toMatch(/^Paused before the engine's next step/);
    // A window of time, on purpose: paused, the engine takes no step however long one waits.
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => window.__chamber.length)).toBe(keyframes);
    await page.click('[data-testid=go-on]');
    await waitFor(page, 'the engine going on', (n) => window.__chamber.length > n, keyframes);
  }, 60_000);

  it('Play: a move and an attack done by clicking change the state exactly as the engine says', async () => {
    const page = await playWithChenActiveAt(chamber.preview.url);
    // A click on an alien he cannot attack (the F wall between them) says why, in the engine's words.
    const worker = (await page.evaluate(() => window.__chamber.state() as GameState)).aliens[0];
    await clickSquare(page, worker.at, 0.3);
    await waitFor(page, 'the refusal', () => /^Cannot fire at worker 1: blocked/.test(window.__chamber.error ?? ''));
    expect(await page.evaluate(() => window.__chamber.activeSoldier)).toBe('Chen');
    await page.click('[data-testid=error]');
    // Hover a square two moves away: the path and its AP cost are drawn (engine-legal moves only).
    const far = await page.evaluate(() => window.__chamberProject!('E5', 0));
    await page.mouse.move(far.x - 20, far.y);
    await page.mouse.move(far.x, far.y, { steps: 3 });
    await waitFor(page, 'hover on E5', () => window.__chamber.hover.square === 'E5');
    await comeToRest(page); // the path preview drawn, nothing moving
    await page.screenshot({ path: shot('play-path.png') });
    // Move D4 -> E4 by clicking the square.
    const s0 = await page.evaluate(() => ({ state: window.__chamber.state() as unknown, cursor: window.__chamber.cursor }));
    await clickSquare(page, 'E4', 0);
    await waitFor(page, 'the move keyframe', (c: number) => window.__chamber.length > c + 1, s0.cursor);
    const move: Decision = { type: 'move', to: 'E4' as never };
    const afterMove = apply(s0.state as GameState, move).state;
    expect(await page.evaluate((i) => window.__chamber.hashAt(i), s0.cursor + 1)).toBe(stateHash(afterMove));
    // Open the door with its button, which says Breach Lead makes it free; then attack the first alien the engine allows.
    expect(await page.textContent('[data-action=door] [data-cost]')).toBe('free');
    await page.click('[data-action=door]');
    await waitFor(page, 'the door open', () => (window.__chamber.state() as GameState).openDoors.length > 0);
    const s1 = await page.evaluate(() => ({ state: window.__chamber.state() as unknown, cursor: window.__chamber.cursor }));
    const fire = legalDecisions(s1.state as GameState).legal.find((d) => d.type === 'fire');
    expect(fire, 'a legal shot after opening the door').toBeTruthy();
    const target = (s1.state as GameState).aliens.find((a) => fire!.type === 'fire' && a.id === fire!.target)!;
    const p = await page.evaluate(([sq]) => window.__chamberProject!(sq as string, 0.3), [target.at] as const);
    await page.mouse.move(p.x - 30, p.y - 10);
    await page.mouse.move(p.x, p.y, { steps: 4 });
    await waitFor(page, 'the odds panel on hover', () => !!document.querySelector('[data-testid=odds]'));
    expect(await page.textContent('[data-testid=odds]')).toMatch(/per shot\d+\/\d+/);
    // Beside the chamber, not over it (over its bottom left it hid squares B9-H10).
    expect(await overlapArea(page, '[data-testid=odds]', 'canvas')).toBe(0);
    await page.mouse.click(p.x, p.y);
    await waitFor(page, 'the attack keyframe', (c: number) => window.__chamber.length > c + 1, s1.cursor);
    await page.screenshot({ path: shot('play.png') });
    expect(await page.evaluate((i) => window.__chamber.hashAt(i), s1.cursor + 1)).toBe(stateHash(apply(s1.state as GameState, fire!).state));
    // A key for an action he cannot take gives the engine's reason, as its disabled button does.
    await page.keyboard.press('o');
    await waitFor(page, 'the overwatch refusal', () => /^Cannot enter overwatch: needs \d AP/.test(window.__chamber.error ?? ''));
    await page.click('[data-testid=error]');
    // A key: 'p' passes, exactly as the engine's pass decision.
    const s2 = await page.evaluate(() => ({ state: window.__chamber.state() as unknown, cursor: window.__chamber.length - 1 }));
    await page.keyboard.press('p');
    await waitFor(page, 'the pass keyframe', (c: number) => window.__chamber.length > c + 1, s2.cursor);
    expect(await page.evaluate((i) => window.__chamber.hashAt(i), s2.cursor + 1)).toBe(stateHash(apply(s2.state as GameState, { type: 'pass' }).state));
    // The game played so far is kept: saved as a record of a human squad, and opened in Replay at this moment.
    await waitFor(page, 'the next soldier to choose', () => !!document.querySelector('[data-testid^=activate-]') && window.__chamber.cursor === window.__chamber.length - 1);
    await page.click('[data-testid=record-menu]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=save-record]')]);
    const savedPath = join(resultsDir(), 'saved-play.json');
    await download.saveAs(savedPath);
    const saved = JSON.parse(readFileSync(savedPath, 'utf8')) as { controllers: { squad: string }; decisions: unknown[] };
    expect(saved.controllers.squad).toBe('human');
    expect(saved.decisions.length).toBeGreaterThanOrEqual(4);
    const live = await page.evaluate(() => ({ cursor: window.__chamber.cursor, state: window.__chamber.stateHash }));
    // The menu closes on a click elsewhere too.
    await page.click('[data-testid=record-menu]');
    expect(await page.getByTestId('replay-this').isVisible()).toBe(true);
    await page.mouse.click(4, 4); // the top bar's corner: nothing to press there
    expect(await page.getByTestId('replay-this').isVisible()).toBe(false);
    await page.click('[data-testid=record-menu]');
    await page.click('[data-testid=replay-this]');
    await waitFor(page, 'the game in Replay', () => window.__chamber.mode === 'replay' && window.__chamber.recordName === 'link:chamber-A-seed1');
    expect(await page.evaluate(() => ({ cursor: window.__chamber.cursor, state: window.__chamber.stateHash, error: window.__chamber.error })))
      .toEqual({ ...live, error: null });
    await page.close();
  }, 60_000);
});
