// @vitest-environment node
/**
 * Play keeps its game in the URL (issue 32 item 11): a game played by hand, or taken over from
 * Autoplay or from a record, comes back from its link at the same step with the same state hash,
 * still in Play, under the same rules; a malformed or tampered link gets one line and Autoplay.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makePolicy } from '../../../src/ai/policies';
import { legalDecisions } from '../../../src/engine/flow/game';
import { stateHash } from '../../../src/engine/state/hash';
import { verifyRecord } from '../../../src/runner';
import { chamber, useChamber } from '../../../src/ui/session/store';
import { replayOpen, autoplayShowing, freshChamber } from './chamber-fixtures';
import { decide, playOnFromHere, startGame, tick } from '../../../src/ui/live/playback';
import { isPlayLink, playLinkHash, readPlayLink, type PlayLink } from '../../../src/ui/session/playLink';
import { openPlayLink, playLinkOf } from '../../../src/ui/live/openPlayLink';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';
import { liveGameRecord } from '../../../src/ui/replay/liveRecord';
import { useScenario } from '../../../src/ui/scenario/store';
import { readScenarioText } from '../../../src/ui/scenario/choice';

// Node has history only in a browser: the store's live-game code drops the URL's hash through it.
// The stubs go again after this file: unit files share one module cache and global scope
// (isolate: false), and a `window` without `navigator` breaks drei's GPU detection in later files.
const g = globalThis as unknown as { window?: unknown; history?: unknown };
const stubbed = { window: false, history: false };
beforeAll(() => {
  if (g.window === undefined) { g.window = { location: { hash: '', href: 'http://x/' } }; stubbed.window = true; }
  if (g.history === undefined) { g.history = { replaceState: () => undefined }; stubbed.history = true; }
});
afterAll(() => {
  if (stubbed.window) delete g.window;
  if (stubbed.history) delete g.history;
});

const s = () => useChamber.getState();
const hashes = () => s().entries.map((e) => stateHash(e.state));

/** Plays `n` of the squad's decisions with the greedy policy, as a person clicking would, the engine's steps between. */
function playByHand(n: number, seed = 7): void {
  const policy = makePolicy('greedy', seed);
  for (let made = 0; made < n;) {
    while (tick()) { /* the engine's own steps, and the cursor to the end */ }
    const state = s().entries[s().entries.length - 1].state;
    if (state.phase === 'over') return;
    const legal = legalDecisions(state).legal;
    if (!legal.length) throw new Error('nothing to decide');
    decide(policy.decide(state, legal));
    made++;
  }
  while (tick()) { /* to the end */ }
}

// The scenario store is shared with later unit files (isolate: false): leave it as a fresh page has it.
afterEach(() => { useScenario.setState({ choice: { kind: 'built-in', id: 'A' }, opened: [], refusal: null }); freshChamber(); chamber.choosePolicy('greedy'); });

describe('a Play link', () => {
  it('reads back what it was made from (property: any decisions, seed, origin, step)', () => {
    const base = (() => { startGame('play', 3); playByHand(12, 3); return playLinkOf(s())!; })();
    fc.assert(fc.property(
      fc.subarray([...base.decisions]), fc.integer({ min: -2147483648, max: 4294967295 }), fc.option(fc.record({ title: fc.string({ maxLength: 80 }), step: fc.nat(5000) }), { nil: undefined }), fc.nat(100000),
      (decisions, seed, origin, step) => {
        const link: PlayLink = { ...base, decisions, seed, step, ...(origin ? { origin: { ...origin } } : {}) };
        if (!origin) delete (link as { origin?: unknown }).origin;
        const hash = playLinkHash(link);
        expect(isPlayLink(hash)).toBe(true);
        expect(readPlayLink(hash)).toStrictEqual(link);
      },
    ), { numRuns: 200 });
  });

  it('a game played by hand reopens at the same step, same state hash, still in Play', () => {
    startGame('play', 7);
    playByHand(15);
    s().seek(s().cursor - 2); // the person stepped back two keyframes
    chamber.pause();
    const before = { cursor: s().cursor, hashes: hashes(), seed: s().seed };
    const hash = playLinkHash(playLinkOf(s())!);
    expect(hash).toMatch(/^#play&scenario=A&seed=7&d=aR_/);
    expect(hash.length).toBeLessThan(400);

    autoplayShowing([], 0); // "reload"
    expect(openPlayLink(hash)).toBe(true);
    expect(s().error).toBeNull();
    expect(s().mode).toBe('play');
    expect(s().cursor).toBe(before.cursor);
    expect(hashes()).toEqual(before.hashes);
    expect(s().seed).toBe(7);
    expect(s().playing).toBe(false); // a moment stepped back to stays paused
    expect(playLinkHash(playLinkOf(s())!)).toBe(hash);
  });

  it('keeps its variants: a game under figureCornerBlocks reopens under it', () => {
    chamber.chooseVariants({ figureCornerBlocks: true });
    startGame('play', 9);
    playByHand(6, 9);
    const hash = playLinkHash(playLinkOf(s())!);
    expect(readPlayLink(hash).overrides).toEqual({ variants: { figureCornerBlocks: true } });
    const at = hashes();
    chamber.chooseVariants({});
    expect(openPlayLink(hash)).toBe(true);
    expect(s().variants).toEqual({ figureCornerBlocks: true });
    expect(s().entries[0].state.ruleset.variants.figureCornerBlocks).toBe(true);
    expect(hashes()).toEqual(at);
  });

  it('a game taken over from Autoplay keeps the AI\'s decisions and the person\'s; its kept record verifies', () => {
    chamber.choosePolicy('greedy'); // the planner thinks in a Web Worker, which Node has not
    startGame('autoplay', 11);
    for (let i = 0; i < 40; i++) tick();
    expect(s().entries.length).toBeGreaterThan(1);
    playOnFromHere();
    const aiDecisions = s().entries.filter((e) => e.decision).length;
    playByHand(5, 11);
    const link = playLinkOf(s())!;
    expect(link.origin?.title).toMatch(/^Scenario A, seed 11, greedy squad/);
    expect(link.decisions.length).toBeGreaterThan(aiDecisions);
    const before = { cursor: s().cursor, hashes: hashes() };
    autoplayShowing([], 0);
    expect(openPlayLink(playLinkHash(link))).toBe(true);
    expect({ cursor: s().cursor, hashes: hashes() }).toEqual(before);
    expect(s().origin).toEqual({ title: link.origin!.title, overrides: {}, step: link.origin!.step });
    expect(verifyRecord(liveGameRecord())).toMatchObject({ ok: true });
  });

  it('a game played on from a record reopens at the same moment', () => {
    const record = parseRecordText(readFileSync('replays/overwatch-several-watchers.json', 'utf8'));
    const entries = entriesFromRecord(record);
    replayOpen('overwatch-several-watchers', record, entries, 40);
    playOnFromHere();
    playByHand(3, 4);
    const before = { cursor: s().cursor, hashes: hashes() };
    const hash = playLinkHash(playLinkOf(s())!);
    expect(hash).toContain(`&at=40&`);
    autoplayShowing([], 0);
    expect(openPlayLink(hash)).toBe(true);
    expect({ cursor: s().cursor, hashes: hashes() }).toEqual(before);
  });

  it('a hand-written link to a game\'s start (scenario and seed alone) opens Play there, with no hash to check', () => {
    startGame('play', 7);
    const start = stateHash(s().entries[0].state);
    freshChamber();
    expect(readPlayLink('#play&scenario=A&seed=7')).toMatchObject({ decisions: [], step: 0, hash: null });
    expect(openPlayLink('#play&scenario=A&seed=7')).toBe(true);
    expect(s().error).toBeNull();
    expect(s().mode).toBe('play');
    expect(stateHash(s().entries[0].state)).toBe(start);
    // The game's own link then carries its hash, as any Play link does.
    expect(playLinkHash(playLinkOf(s())!)).toMatch(/^#play&scenario=A&seed=7&d=&step=0&h=[0-9a-f]{16}$/);
    // Its variants come along too.
    expect(openPlayLink('#play&scenario=A&seed=7&rules=' + Buffer.from(JSON.stringify({ variants: { figureCornerBlocks: true } })).toString('base64url'))).toBe(true);
    expect(s().variants).toMatchObject({ figureCornerBlocks: true });
  });

  it('a malformed or tampered link gets one line and Autoplay', () => {
    startGame('play', 7);
    playByHand(10);
    const good = playLinkHash(playLinkOf(s())!);
    const link = readPlayLink(good);
    const cases: [string, RegExp][] = [
      [good.replace(/&h=[0-9a-f]+/, '&h=0123456789abcdef'), /^play link: the game does not come out as the link says: at step \d+ the state hashes to [0-9a-f]{16}, the link says 0123456789abcdef$/],
      [good.replace('&seed=7&', '&seed=8&'), /^play link: (decision \d+ .*|the game does not come out as the link says.*)$/],
      [good.replace(/&d=[^&]*/, '&d=aR_mZ0'), /^play link: its decisions do not read: decision 1: "mZ0" is not a move/],
      [good.replace(/&d=[^&]*/, '&d=p'), /^play link: decision 0 \(\{"type":"pass"\}\): /],
      [good.replace(/&step=\d+/, '&step=99999'), /^play link: step 99999 is past the end of this game \(its last is \d+\)$/],
      [good.replace(/&step=\d+/, '&step=abc'), /^play link: step "abc" is not a whole number/],
      [good.replace('scenario=A', 'scenario=Q'), /^play link: its start: unknown scenario "Q"/],
      [playLinkHash({ ...link, overrides: { apPerRound: { alien: 'x' } } }).replace('&rules=', '&from=x&at=0&rules='), /^play link: its rules: ruleset\.overrides\.apPerRound\.alien: expected a number/],
      [playLinkHash({ ...link, overrides: { nonsense: 1 } }), /^play link: its rules: ruleset\.overrides\.nonsense: unknown ruleset key$/],
      [good.replace('&d=', '&rules=%%%&d='), /^play link: its rules is damaged|^play link: its rules are damaged/],
      ['#play', /^play link: it names no scenario$/],
      ['#play&scenario=Q&seed=1', /^play link: its start: unknown scenario "Q"/],
      ['#play&scenario=A&seed=1&d=aR', /^play link: it has decisions or a step but no state hash \(h\) to check them by$/],
      ['#play&scenario=A&seed=1&step=3', /^play link: it has decisions or a step but no state hash \(h\) to check them by$/],
      [good.replace(/&h=[0-9a-f]+/, '&h=xyz'), /^play link: its state hash \(h\) is not 16 hex digits$/],
    ];
    for (const [hash, line] of cases) {
      chamber.switchMode('play');
      expect(openPlayLink(hash), hash).toBe(false);
      expect(s().error, hash).toMatch(line);
      expect(s().error!.split('\n')).toHaveLength(1);
      expect(s().mode).toBe('autoplay');
    }
  });
});

describe('a Play link of a game on a scenario file (issue 36 §2)', () => {
  const mission = readScenarioText('station-log.json', readFileSync('scenarios/station-log.json', 'utf8'));

  it('carries the file, and a reload rebuilds the mission game hash for hash, on the same scenario', () => {
    useScenario.getState().chooseFile('station-log.json', mission);
    startGame('play', 5);
    playByHand(10, 5);
    const before = { cursor: s().cursor, hashes: hashes() };
    const link = playLinkOf(s())!;
    expect(link.scenario).toBe(mission.id);
    expect(link.scenarioFile).toEqual(mission);
    expect(link.position).toBeUndefined(); // the file's own start stands for the position
    const hash = playLinkHash(link);
    expect(hash).toContain('&sf=');

    useScenario.getState().chooseBuiltIn('A'); // "reload": a fresh page picks Scenario A
    autoplayShowing([], 0);
    expect(openPlayLink(hash)).toBe(true);
    expect(s().error).toBeNull();
    expect({ cursor: s().cursor, hashes: hashes() }).toEqual(before);
    expect(useScenario.getState().choice).toMatchObject({ kind: 'file', file: { id: mission.id } });
    expect(playLinkHash(playLinkOf(s())!)).toBe(hash);
    const record = liveGameRecord();
    expect(record.scenarioFile).toEqual(mission);
    expect(verifyRecord(record)).toMatchObject({ ok: true });
  });

  it('a game on a file taken over from Autoplay keeps the file in its origin after a reload', () => {
    useScenario.getState().chooseFile('station-log.json', mission);
    chamber.choosePolicy('greedy');
    startGame('autoplay', 6);
    for (let i = 0; i < 30; i++) tick();
    playOnFromHere();
    playByHand(3, 6);
    const before = { cursor: s().cursor, hashes: hashes() };
    const hash = playLinkHash(playLinkOf(s())!);
    useScenario.getState().chooseBuiltIn('A');
    autoplayShowing([], 0);
    expect(openPlayLink(hash)).toBe(true);
    expect({ cursor: s().cursor, hashes: hashes() }).toEqual(before);
    expect(s().origin?.scenarioFile).toEqual(mission);
    expect(verifyRecord(liveGameRecord())).toMatchObject({ ok: true });
  });

  it('refuses a damaged, changed or contradictory file in one line', () => {
    useScenario.getState().chooseFile('station-log.json', mission);
    startGame('play', 5);
    playByHand(4, 5);
    const link = playLinkOf(s())!;
    const good = playLinkHash(link);
    const wallSquare = { ...mission, soldiers: [{ ...mission.soldiers[0], at: 'A1' }, ...mission.soldiers.slice(1)] };
    const cases: [string, RegExp][] = [
      [good.replace(/&sf=[^&]*/, '&sf=%%%'), /^play link: its scenario file is damaged \(not base64url JSON\)$/],
      [playLinkHash({ ...link, scenarioFile: { ...mission, id: 'other' } }), /^play link: it names scenario "[\w-]+" but its scenario file is "other"$/],
      [playLinkHash({ ...link, scenarioFile: wallSquare }), /^play link: its scenario file: scenario: soldiers\.0\.at: \w+ stands on A1, which is a wall$/],
      [playLinkHash({ ...link, position: { figures: [] } }), /^play link: it carries both a starting position \(pos\) and a scenario file \(sf\)/],
      [playLinkHash({ ...link, scenarioFile: { ...mission, roundLimit: 'x' } }), /^play link: its scenario file: /],
    ];
    for (const [hash, line] of cases) {
      chamber.switchMode('play');
      expect(openPlayLink(hash), hash.slice(0, 80)).toBe(false);
      expect(s().error, hash.slice(0, 80)).toMatch(line);
      expect(s().error!.split('\n')).toHaveLength(1);
    }
  });
});
