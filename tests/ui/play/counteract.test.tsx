// @vitest-environment node
/**
 * Play under alternatingActivations (issue 20 §3; docs/variants.md AA4-AA6): at the moment no
 * soldier is left to activate while aliens are, the person is asked to Counteract with each
 * soldier who may, or to let it go; a counteract taken gives one 1 AP action; the game kept from
 * it names the variant and verifies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Controller } from '../../../src/ai/controller';
import { nextStep } from '../../../src/engine/flow/game';
import { playGame, recordOf, verifyRecord } from '../../../src/runner';
import { Prompt } from '../../../src/ui/play/PlayPanel';
import { liveGameRecord } from '../../../src/ui/replay/liveRecord';
import { entriesFromRecord } from '../../../src/ui/replay/records';
import { decide, playOnFromHere } from '../../../src/ui/live/playback';
import { useChamber } from '../../../src/ui/session/store';
import { replayOpen, freshChamber } from '../session/chamber-fixtures';
import { positionWith } from '../../engine/fixtures';

const AA = { variants: { alternatingActivations: true } };
// One soldier against three far aliens (the engine test's position): after Reyes and the first
// alien, only aliens remain, and Reyes may counteract.
const start = positionWith({
  soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E' }],
  aliens: [{ kind: 'worker', contact: 1, at: 'K9' }, { kind: 'worker', contact: 2, at: 'J9' }, { kind: 'worker', contact: 3, at: 'K2' }],
  ruleset: AA,
});
/** Activates Reyes and passes; stops (halting the game) where the counteract is offered. */
const untilCounteract: Controller = {
  name: 'test',
  decide(state, legal) {
    const next = nextStep(state);
    if (next.kind === 'decision' && next.need === 'counteract') throw new Error('counteract offered');
    return legal.find((d) => d.type === 'activate') ?? { type: 'pass' };
  },
};
const game = playGame(start, untilCounteract);
const record = recordOf(game, { seed: 1, squad: 'test', overrides: AA });
const entries = entriesFromRecord(record);
const at = entries.length - 1;

describe('Play: Counteract under alternatingActivations', () => {
  afterEach(freshChamber);

  it('asks the person to counteract with Reyes or let it go', () => {
    expect(game.error).toMatch(/counteract offered/);
    const moment = entries[at].state;
    expect(nextStep(moment)).toEqual({ kind: 'decision', need: 'counteract' });
    const html = renderToStaticMarkup(<Prompt state={moment} />);
    expect(html).toContain('No soldier left to activate: Counteract (one 1 AP action)');
    expect(html).toMatch(/data-testid="counteract-[^"]*Reyes[^"]*"/);
    expect(html).toContain('data-testid="counteract-pass"');
  });

  it('a counteract taken: Reyes has one AP for one action, then the next alien acts; the kept game verifies with the variant', () => {
    replayOpen('counteract', record, entries, at);
    playOnFromHere();
    decide({ type: 'counteract', soldier: 'Reyes' });
    let now = useChamber.getState().entries.at(-1)!.state;
    expect(now.activeSoldier).toBe('Reyes');
    expect(now.soldiers[0]).toMatchObject({ counteract: 'now', ap: 1 });
    decide({ type: 'move', to: 'D3' as never });
    now = useChamber.getState().entries.at(-1)!.state;
    expect(now.soldiers[0].at).toBe('D3');
    const kept = liveGameRecord();
    expect(kept.ruleset.variants.alternatingActivations).toBe(true);
    expect(verifyRecord(kept)).toMatchObject({ ok: true });
  });
});
