// @vitest-environment node
/**
 * The planner's reasons kept in a record (issue 19 §2, replay/plan-notes.ts): a planner game's
 * plans become notes at the decisions they were made for, the record with them loads and verifies
 * as any record, Replay gets back exactly the plans Autoplay showed, each at its own keyframe; a
 * note that does not belong to its decision, or to any, is refused with its JSON path; a record
 * without notes is the record made before notes existed.
 */
import { describe, expect, it } from 'vitest';
import { plannerPolicy } from '../../../src/ai/planner/planner';
import type { Controller } from '../../../src/ai/controller';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { GameState } from '../../../src/engine/state/types';
import { recordDigest } from '../../../src/replay/build';
import { parseRecord } from '../../../src/replay/load';
import type { GameRecord } from '../../../src/replay/record';
import { keyframesOf, playGame, recordOf, replayRecord, stepsOfKeyframes, verifyRecord } from '../../../src/runner';
import { notesOfPlans, plansOfNotes } from '../../../src/runner';
import { planViewOf } from '../../../src/ai/planner/plan-view';
import type { PlanView } from '../../../src/ui/planner/protocol';

const SEED = 4;

/** A planner game (a small budget), with the why-panel's view of every plan it made, by state. */
function plannerGame() {
  const planner = plannerPolicy({ seed: SEED, budget: 4 });
  const plans = new Map<GameState, PlanView>();
  const squad: Controller = {
    name: 'planner',
    decide(state, legal) {
      const d = planner.decide(state, legal);
      if (planner.lastPlan?.state === state) plans.set(state, planViewOf(planner.lastPlan));
      return d;
    },
  };
  const start = newGame('A', { seed: SEED });
  const game = playGame(start, squad);
  const entries = keyframesOf(start, game.steps);
  return { game, entries, plans };
}

const { game, entries, plans } = plannerGame();
const notes = notesOfPlans(entries, plans);
const kept = recordOf(game, { seed: SEED, squad: 'planner', plans: notes });
const reload = (r: GameRecord) => parseRecord(JSON.stringify(r));
const forged = (r: GameRecord, edit: (json: any) => void): GameRecord => {
  const json = JSON.parse(JSON.stringify(r));
  edit(json);
  json.digest = recordDigest(json);
  return parseRecord(JSON.stringify(json));
};

describe('the planner\'s reasons in a record', () => {
  it('keeps one note for every plan the planner searched, at the decision taken right after it', () => {
    expect(plans.size).toBeGreaterThan(5);
    expect(notes).toHaveLength(plans.size);
    for (const note of notes) expect(kept.decisions[note.decision].decision).toEqual(note.view.chosen.decisions[0]);
    expect(notes.map((n) => n.decision)).toEqual([...notes.map((n) => n.decision)].sort((a, b) => a - b));
  });

  it('loads from its JSON and verifies, and Replay gets back each plan at the keyframe it was made at', () => {
    const loaded = reload(kept);
    expect(verifyRecord(loaded)).toMatchObject({ ok: true });
    const replayed = replayRecord(loaded).keyframes;
    const back = plansOfNotes(replayed, loaded.plans);
    expect(back.size).toBe(plans.size);
    entries.forEach((e, i) => {
      const view = plans.get(e.state);
      expect(back.get(replayed[i].state)).toEqual(view ? JSON.parse(JSON.stringify(view)) : undefined);
    });
  });

  it('leaves a record without plans exactly as before: no "plans" key, the same digest', () => {
    const bare = recordOf(game, { seed: SEED, squad: 'planner' });
    expect('plans' in bare).toBe(false);
    expect(recordOf(game, { seed: SEED, squad: 'planner', plans: [] }).digest).toBe(bare.digest);
    expect(kept.digest).not.toBe(bare.digest);
  });

  it('is covered by the digest: an edited score is an edited file', () => {
    const json = JSON.parse(JSON.stringify(kept));
    json.plans[0].view.chosen.winChance = 1;
    expect(() => parseRecord(JSON.stringify(json))).toThrow(/^digest: hash mismatch/);
  });

  it('refuses a note whose chosen plan is not the decision it stands at, naming its path', () => {
    // Note 0 moved to the first later note whose decision is not the one note 0 chose (two plans
    // in a row may begin with the same decision, "move to E3" twice), the notes between dropped.
    const other = kept.plans!.findIndex((p) => JSON.stringify(kept.decisions[p.decision].decision) !== JSON.stringify(notes[0].view.chosen.decisions[0]));
    expect(other).toBeGreaterThan(0);
    const bad = forged(kept, (j) => { j.plans[0].decision = j.plans[other].decision; j.plans.splice(1, other); });
    const verdict = verifyRecord(bad);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(`${verdict.path}: ${verdict.problem}`).toMatch(/^plans\[0\]\.view\.chosen: the chosen plan begins with/);
  });

  it('refuses a note at a decision the record does not have, or out of order', () => {
    const past = forged(kept, (j) => { j.plans[j.plans.length - 1].decision = j.decisions.length; });
    expect(verifyRecord(past)).toMatchObject({ ok: false, path: `plans[${notes.length - 1}].decision` });
    const swapped = forged(kept, (j) => { [j.plans[0], j.plans[1]] = [j.plans[1], j.plans[0]]; });
    expect(verifyRecord(swapped)).toMatchObject({ ok: false, path: 'plans[1].decision' });
  });

  it('keeps the plan for the decision a stopped record waits for (saved while its ghost showed)', () => {
    const k = entries.findIndex((e, i) => i > 20 && plans.has(e.state));
    const upTo = entries.slice(0, k + 1);
    const trailing = notesOfPlans(upTo, plans);
    expect(trailing.at(-1)).toEqual({ decision: upTo.filter((e) => e.decision).length, view: plans.get(entries[k].state) });
    const stopped = reload(recordOf({ start: upTo[0].state, final: entries[k].state, steps: stepsOfKeyframes(upTo) }, { seed: SEED, squad: 'planner', plans: trailing }));
    expect(stopped.result.outcome).toBeNull();
    expect(verifyRecord(stopped)).toMatchObject({ ok: true });
    const replayed = replayRecord(stopped).keyframes;
    expect(plansOfNotes(replayed, stopped.plans).get(replayed[replayed.length - 1].state)).toEqual(JSON.parse(JSON.stringify(plans.get(entries[k].state))));
    // Its first decision must be legal where the record stops: here, one that is not.
    // Its first decision must be legal where the record stops: a fire at an alien not on the board is not.
    const illegal = forged(stopped, (j) => { j.plans.at(-1).view.chosen.decisions[0] = { type: 'fire', target: 'alien99' }; });
    const verdict = verifyRecord(illegal);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(`${verdict.path}: ${verdict.problem}`).toMatch(new RegExp(`^plans\\[${trailing.length - 1}\\]\\.view\\.chosen: the plan for the decision the record stops at begins with .*, not legal there: .+`));
  });

  it('refuses a malformed note on load with one line naming the field', () => {
    const json = JSON.parse(JSON.stringify(kept));
    json.plans[0].view.chosen.winChance = 7;
    json.digest = recordDigest(json);
    expect(() => parseRecord(JSON.stringify(json))).toThrow(/^plans\[0\]\.view\.chosen\.winChance: /);
    json.plans[0].view.chosen.winChance = 0.5;
    json.plans[0].view.ghost = { figure: 'Reyes', from: 'C3', path: [], end: 'C3', facing: null, action: 'explode', target: null, caption: '' };
    json.digest = recordDigest(json);
    expect(() => parseRecord(JSON.stringify(json))).toThrow(/^plans\[0\]\.view\.ghost\.action: /);
  });
});
