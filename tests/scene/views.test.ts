import { describe, it, expect } from 'vitest';
import { newGame } from '../../src/engine/setup/scenarios';
import { gameFromPosition } from '../../src/engine/setup/position';
import type { GameEvent, GameState, Square } from '../../src/engine/state/types';
import { figureViews } from '../../src/scene/figures/figureViews';
import { effectViews } from '../../src/scene/effects/effectViews';
import { sightViews, squadVisibleSquares } from '../../src/scene/overlays/sightViews';

const A = newGame('A', { seed: 1 });

describe('figure views', () => {
  it('five soldiers in distinct colours, two workers and a warrior, at their kit 04 squares', () => {
    const v = figureViews(A);
    expect(v.map((f) => `${f.label}@${f.square}`)).toEqual([
      'Reyes@C3', 'Chen@D4', 'Voss@C6', 'Okafor@B8', 'Park@D8', 'worker 1@J3', 'worker 2@I6', 'warrior 3@J8',
    ]);
    expect(new Set(v.filter((f) => f.kind === 'soldier').map((f) => f.colour)).size).toBe(5);
    expect(v.filter((f) => f.kind === 'worker')).toHaveLength(2);
  });

  it('a downed soldier lies down; a killed alien leaves the board (kit 05 §9, RULINGS M2)', () => {
    const s: GameState = {
      ...A,
      soldiers: A.soldiers.map((x) => (x.id === 'Chen' ? { ...x, hp: 0 } : x)),
      aliens: A.aliens.map((a) => (a.contact === 2 ? { ...a, hp: 0 } : a)),
    };
    const v = figureViews(s);
    expect(v.find((f) => f.id === 'Chen')?.downed).toBe(true);
    expect(v.find((f) => f.id === 'alien2')).toBeUndefined();
  });
});

describe('effect views from events', () => {
  it('one tracer per shot, a damage number per hit, a burst where the alien died', () => {
    const events: GameEvent[] = [
      { type: 'attack.declared', attacker: 'Voss', target: 'alien2', weapon: 'mg', ap: 2, shots: 3, accuracy: 1, terms: [], reaction: false, pointBlank: false },
      { type: 'shot.rolled', attacker: 'Voss', target: 'alien2', shot: 0, dice: [{ purpose: 'attack', value: 6 }], hit: true },
      { type: 'damage.rolled', attacker: 'Voss', target: 'alien2', shot: 0, dice: [{ purpose: 'damage', value: 6 }], strength: 7, reduction: 1, damage: 6, hpRemoved: 5, overkill: 1, deflected: false },
      { type: 'alien.killed', figure: 'alien2', by: 'Voss' },
      { type: 'shot.spent', attacker: 'Voss', target: 'alien2', shot: 1 },
      { type: 'xp.gained', soldier: 'Voss', amount: 1, reason: 'kill', xp: 1 },
    ];
    const after = { ...A, aliens: A.aliens.map((a) => (a.contact === 2 ? { ...a, hp: 0 } : a)) };
    const fx = effectViews(A, after, events);
    expect(fx.filter((e) => e.kind === 'tracer')).toEqual([expect.objectContaining({ from: 'C6', to: 'I6', hit: true })]);
    expect(fx.find((e) => e.kind === 'text' && e.text === '−5')).toBeTruthy();
    expect(fx.find((e) => e.kind === 'burst')).toMatchObject({ at: 'I6' });
    expect(fx.find((e) => e.kind === 'text' && e.text === '+1 XP')).toMatchObject({ at: 'C6' });
  });

  it('an overwatch trigger nobody can answer makes no alarm', () => {
    const quiet: GameEvent = { type: 'overwatch.triggered', trigger: { alien: 'alien1', cause: 'move', at: 'I3' as Square }, watchers: [] };
    expect(effectViews(A, A, [quiet])).toEqual([]);
    const loud: GameEvent = { ...quiet, watchers: ['Voss'] };
    expect(effectViews(A, A, [loud])).toEqual([expect.objectContaining({ kind: 'alarm', at: 'I3' })]);
  });
});

describe('sight overlays (engine verdicts only)', () => {
  it('at the start every alien is behind the F wall: lines blocked with a blocking point', () => {
    const v = sightViews(A, 'Reyes');
    expect(v).toHaveLength(3);
    for (const s of v) {
      expect(s.verdict.visible).toBe(false);
      expect(s.marks.length).toBe(s.verdict.blockers.length);
    }
    // C3 -> J8 (the kit's example, with Chen at D4 in the way): each blocker marked.
    expect(v.find((s) => s.to === 'J8')!.marks).toEqual([
      { contact: 'interior', square: 'D4' },
      { contact: 'interior', square: 'F5' },
      { contact: 'corner', square: 'F6', at: { col: 5.5, row: 5.5 } },
    ]);
  });

  it('an alien sees soldiers with no facing limit; with the door open and a clear line, it is visible', () => {
    const s = gameFromPosition({
      soldiers: [{ name: 'Chen', at: 'E4', facing: 'W' }], aliens: [{ kind: 'worker', contact: 1, at: 'H4' }], open: ['F4'], round: 1,
    }, { seed: 1 });
    expect(sightViews(s, 'alien1')[0].verdict.visible).toBe(true);
    // Chen faces west: the worker is outside his arc, though the line is clear.
    const chen = sightViews(s, 'Chen')[0];
    expect(chen.verdict.clear).toBe(true);
    expect(chen.verdict.inArc).toBe(false);
  });

  it('fog: the squad sees its own room but not behind the wall', () => {
    const seen = squadVisibleSquares(A);
    expect(seen.has('D5' as Square)).toBe(true);
    expect(seen.has('J3' as Square)).toBe(false);
  });
});
