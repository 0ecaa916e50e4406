/**
 * "Pin to study" (issue 37 §2, a ruling pinned from Inspect): Inspect opened from a Replay step
 * pins the ruling on screen at that step, with the verdict box's words and ruling ids, and
 * Replay opens again there; a position edited, loaded from a file or not from Replay is not pinned.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Square } from '../../../src/engine/state/types';
import { parseRecord } from '../../../src/replay/load';
import { replayRecord } from '../../../src/runner';
import { useChamber } from '../../../src/ui/session/store';
import { replayOpen } from '../session/chamber-fixtures';
import { useStudy } from '../../../src/ui/replay/study/studyStore';
import { clickSquare, editPosition, typePoints, inspectLogLine, inspectWhatIsShown, loadPosition, openInspect } from '../../../src/ui/inspect/session';
import { useInspect } from '../../../src/ui/inspect/store';
import { rulingOf } from '../../../src/ui/inspect/compute';
import { pinProblem, pinToStudy } from '../../../src/ui/inspect/pinToStudy';
import { citedIds, pinnedRuling, verdictBox } from '../../../src/ui/verdictWords';
import { setBraced } from '../../../src/ui/inspect/tokens';
import { defaultPosition } from '../../../src/ui/inspect/position';

const record = parseRecord(readFileSync('replays/scenario-a-win.json', 'utf8'));
const { keyframes } = replayRecord(record);
const sq = (s: string) => s as Square;

/** Replay open on scenario-a-win at `step`, its study holding one note. */
function replayAt(step: number): void {
  replayOpen('scenario-a-win', record, keyframes, step);
  useStudy.getState().startFor(record.digest);
  useStudy.getState().addAnnotation({ kind: 'note', step: 3, text: 'the door' });
}

beforeEach(() => replayAt(35));

describe('Pin to study', () => {
  it('pins the ruling Inspect shows at the Replay step it came from, and goes back there', () => {
    inspectWhatIsShown();
    expect(useChamber.getState().mode).toBe('inspect');
    expect(useInspect.getState().replay?.step).toBe(35);
    typePoints('E8 K8');
    const shown = rulingOf(useInspect.getState().state, sq('E8'), sq('K8'), 'own')!.ruling;
    const box = verdictBox(shown);
    expect(pinToStudy()).toBe(true);
    const app = useChamber.getState();
    expect(app.mode).toBe('replay');
    expect(app.cursor).toBe(35);
    expect(app.record?.digest).toBe(record.digest);
    expect(app.entries.length).toBe(keyframes.length);
    const annotations = useStudy.getState().annotations;
    expect(annotations[0]).toEqual({ kind: 'note', step: 3, text: 'the door' }); // the study kept
    expect(annotations[1]).toEqual({ kind: 'ruling', step: 35, from: 'E8', to: 'K8', words: `${box.verdict}; ${box.decisive}`, ids: citedIds(`${box.verdict} ${box.decisive}`) });
    // The words are the engine's, with S7 and the line's ruling cited.
    expect(annotations[1].kind === 'ruling' && annotations[1].ids?.[0]).toBe('S7');
    expect(annotations[1].kind === 'ruling' && annotations[1].words).toMatch(/^(Not visible|Visible) \(S7\): .+; (Blocked|Clear|In the arc|Outside the arc|No arc) \(S\d/);
  });

  it('a ruling pinned by a log line stands at that line\'s step', () => {
    const attack = keyframes.findIndex((k, i) => i > 30 && k.events.some((e) => e.type === 'attack.declared'));
    useChamber.getState().seek(attack + 3);
    inspectLogLine(attack, 'attack.declared', 0);
    expect(useInspect.getState().replay?.step).toBe(attack);
    expect(pinToStudy()).toBe(true);
    expect(useChamber.getState().cursor).toBe(attack);
    expect(useStudy.getState().annotations.find((a) => a.kind === 'ruling')?.step).toBe(attack);
  });

  it('refuses, in one line, a position edited since, one loaded from a file, one not from Replay', () => {
    inspectWhatIsShown();
    // Opened with the acting soldier as A, no B yet.
    expect(pinProblem(useInspect.getState())).toBe('pick two squares (A and B) first');
    clickSquare(sq('K8'));
    expect(useInspect.getState().b).toBe('K8');
    expect(pinProblem(useInspect.getState())).toBeNull();
    const soldier = useInspect.getState().position.soldiers.find((x) => (x.hp ?? 1) > 0)!;
    expect(editPosition((p) => setBraced(p, soldier.name, !soldier.braced))).toBe(true);
    expect(pinToStudy()).toBe(false);
    expect(useInspect.getState().message).toMatch(/^the position was edited/);
    expect(useChamber.getState().mode).toBe('inspect');
    expect(useStudy.getState().annotations).toHaveLength(1);
    loadPosition(useInspect.getState().position);
    expect(useInspect.getState().replay).toBeNull();
    openInspect({ position: defaultPosition(), a: sq('C3'), b: sq('J8') }, 'a link');
    expect(pinProblem(useInspect.getState())).toBe('open Inspect from a Replay step to pin a ruling to its study');
  });

  it('starts the study afresh when it was another record\'s', () => {
    inspectWhatIsShown();
    typePoints('E8 K8');
    useStudy.getState().startFor('0123456789abcdef');
    expect(pinToStudy()).toBe(true);
    expect(useStudy.getState().digest).toBe(record.digest);
    expect(useStudy.getState().annotations.map((a) => a.kind)).toEqual(['ruling']);
  });
});

describe('the verdict box\'s words', () => {
  it('cites the ids as the box sets them off, once each, ranges kept', () => {
    expect(citedIds('Not visible (S7): the line is blocked Blocked (S2, S3): the line crosses wall F5')).toEqual(['S7', 'S2', 'S3']);
    expect(citedIds('Visible (S7): in the arc and the line is clear Clear (S2-S4): the line meets no wall')).toEqual(['S7', 'S2-S4']);
    expect(citedIds('S8: the line passes a doorway (S8)')).toEqual(['S8']);
  });

  it('keeps the facing arc as the reason when the line is clear but the arc refuses', () => {
    const r = { clear: true, inArc: false, verdict: 'Not visible (S7): outside the facing arc', lineVerdict: 'Clear (S2-S4): x', facingVerdict: 'Outside the arc (S6): y' };
    expect(pinnedRuling(r)).toEqual({ words: 'Not visible (S7): outside the facing arc; Outside the arc (S6): y', ids: ['S7', 'S6'] });
  });
});
