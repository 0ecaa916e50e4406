/**
 * A game's lab stats (lab/game-stats, lab/question-stats) against the record's own playtest sheet
 * (replay/sheet, kit 06) and against what the rules force: kills = aliens killed, hits <= shots, a
 * victory removes exactly the aliens' 20 HP (kit 03 cards: 5 + 5 + 10; nothing heals an alien).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playGame } from '../../src/lab/play-game';
import { gameStatsOf } from '../../src/lab/game-stats';
import { questionStatsOf } from '../../src/lab/question-stats';
import type { RunSpec } from '../../src/lab/run-spec';
import { sheetFromRecord } from '../../src/replay/sheet';
import { KIT_RULESET } from '../../src/engine/ruleset/ruleset';
import { TEST_CHAMBER } from '../../src/engine/board/board';
import type { GameEvent, Square } from '../../src/engine/state/types';
import { SOLDIER_NAMES } from '../../src/engine/state/types';

const spec = (squadAi: string, scenario: RunSpec['scenario'] = 'A'): RunSpec => ({ scenario, games: 1000, seed: 1, squadAi, variants: {}, overrides: [] });

describe('a game\'s stats', () => {
  it('agree with the playtest sheet filled from the same record, soldier by soldier', () => {
    fc.assert(fc.property(fc.nat(500), fc.constantFrom('random', 'greedy'), fc.constantFrom('A', 'C', 'C-specialist'), (index, ai, scenario) => {
      const game = playGame(spec(ai, scenario as RunSpec['scenario']), index, { keepRecord: true });
      const sheet = sheetFromRecord(game.record!);
      for (const line of sheet.soldiers) {
        const s = game.stats.perSoldier[line.soldier];
        const rows = sheet.rows.filter((r) => r.soldier === line.soldier);
        expect(s.shots).toBe(rows.reduce((a, r) => a + r.shots, 0));
        expect(s.hits).toBe(rows.reduce((a, r) => a + r.hits, 0));
        expect(s.hpRemoved).toBe(rows.reduce((a, r) => a + r.hpRemoved, 0));
        expect(s.kills).toBe(line.kills);
        expect(s.hpLost).toBe(line.hpLost);
        expect(s.xp).toBe(line.xp);
      }
      const count = (type: GameEvent['type']) => game.record!.events.filter((e) => e.event.type === type).length;
      expect(SOLDIER_NAMES.reduce((a, n) => a + game.stats.perSoldier[n].downed, 0)).toBe(count('figure.downed'));
      expect(SOLDIER_NAMES.reduce((a, n) => a + game.stats.perSoldier[n].revived, 0)).toBe(count('revived'));
      expect(game.stats.overwatch.triggers).toBe(count('overwatch.triggered'));
      expect(game.outcome).toBe(game.record!.result.outcome);
      expect(game.rounds).toBe(game.record!.result.rounds);
    }), { numRuns: 12 });
  });

  it('add up: kills = aliens killed, hits <= shots, a victory removes exactly the aliens\' 20 HP', () => {
    fc.assert(fc.property(fc.nat(2000), fc.constantFrom('random', 'greedy'), (index, ai) => {
      const g = playGame(spec(ai), index, { keepRecord: false });
      expect(g.record).toBeNull();
      const kills = SOLDIER_NAMES.reduce((a, n) => a + g.stats.perSoldier[n].kills, 0);
      expect(kills).toBe(g.stats.aliens.killed);
      expect(g.stats.aliens.killed).toBeLessThanOrEqual(3);
      for (const n of SOLDIER_NAMES) {
        const s = g.stats.perSoldier[n];
        expect(s.hits).toBeLessThanOrEqual(s.shots);
        expect(s.hpLost).toBeGreaterThanOrEqual(0);
      }
      const removed = SOLDIER_NAMES.reduce((a, n) => a + g.stats.perSoldier[n].hpRemoved, 0);
      if (g.outcome === 'victory') {
        expect(g.stats.aliens.killed).toBe(3);
        expect(removed).toBe(20);
      } else {
        expect(removed).toBeLessThanOrEqual(20);
      }
      expect(g.stats.overwatch.hits).toBeLessThanOrEqual(g.stats.overwatch.reactions * 3);
      const pb = g.questions.pointBlank;
      expect(pb.attacks).toBeLessThanOrEqual(g.questions.shotgun.attacks);
      expect(g.questions.timedOut).toBe(g.outcome === 'defeat' && g.consciousSoldiers > 0 ? 1 : 0);
    }), { numRuns: 25 });
  });
});

describe('counting from events', () => {
  const start = { ruleset: KIT_RULESET, soldiers: SOLDIER_NAMES.map((id) => ({ id, xp: 0 })) };
  const fang = (n: number): GameEvent[] => Array.from({ length: n }, () => [
    { type: 'attack.declared', attacker: 'alien1', target: 'Chen', weapon: 'fangs', ap: 1, shots: 1, accuracy: 2, terms: [], reaction: false, pointBlank: false },
    { type: 'shot.rolled', attacker: 'alien1', target: 'Chen', shot: 0, dice: [{ purpose: 'attack', value: 6 }, { purpose: 'attack', value: 1 }], hit: true },
    { type: 'damage.rolled', attacker: 'alien1', target: 'Chen', shot: 0, dice: [{ purpose: 'damage', value: 3 }], strength: 3, reduction: 2, damage: 1, hpRemoved: 1, overkill: 0, deflected: false },
  ] as GameEvent[]).flat();
  const activation = (n: number): GameEvent[] => [
    { type: 'activation.started', figure: 'alien1' }, ...fang(n), { type: 'activation.ended', figure: 'alien1', reason: 'noAp' },
  ];

  it('an alien activation with four melee attacks is one fourMeleeActivation; three is none', () => {
    const four = gameStatsOf(start, activation(4));
    expect(four.aliens).toEqual({ killed: 0, meleeAttacks: 4, rangedAttacks: 0, fourMeleeActivations: 1 });
    expect(four.perSoldier.Chen.hpLost).toBe(4);
    expect(gameStatsOf(start, [...activation(3), ...activation(3)]).aliens.fourMeleeActivations).toBe(0);
    expect(gameStatsOf(start, [...activation(4), ...activation(2), ...activation(4)]).aliens.fourMeleeActivations).toBe(2);
  });

  it('four melee attacks inside one activation: their HP and downs are kept for the sheet question', () => {
    const events: GameEvent[] = [...activation(4).slice(0, -1), { type: 'figure.downed', figure: 'Chen', by: 'alien1' }, activation(4).at(-1)!];
    const figures = [{ id: 'Chen' as const, at: 'H4' as Square }, { id: 'alien1' as const, at: 'I4' as Square }];
    const q = questionStatsOf({ ruleset: KIT_RULESET, board: TEST_CHAMBER, figures }, events);
    expect(q.fourMeleeHpRemoved).toBe(4);
    expect(q.fourMeleeDowns).toBe(1);
    expect(q.meleeHits).toBe(4);
    expect(q.meleeDowns).toBe(1);
    expect(gameStatsOf(start, events).perSoldier.Chen.downed).toBe(1);
  });

  it('a soldier\'s ranged attack counts under the target\'s cover where the target stands then (RULINGS C1)', () => {
    const figures = [{ id: 'Voss' as const, at: 'H4' as Square }, { id: 'alien1' as const, at: 'J4' as Square }];
    const shot = (): GameEvent[] => [
      { type: 'attack.declared', attacker: 'Voss', target: 'alien1', weapon: 'mg', ap: 2, shots: 3, accuracy: 1, terms: [], reaction: false, pointBlank: false },
      { type: 'shot.rolled', attacker: 'Voss', target: 'alien1', shot: 0, dice: [{ purpose: 'attack', value: 6 }], hit: true },
    ];
    const events: GameEvent[] = [...shot(), { type: 'figure.moved', figure: 'alien1', from: 'J4' as Square, to: 'I5' as Square, ap: 1 }, ...shot()];
    const q = questionStatsOf({ ruleset: KIT_RULESET, board: TEST_CHAMBER, figures }, events);
    expect(q.attacks.Voss.none.attacks).toBe(1);
    expect(q.attacks.Voss.hard.attacks).toBe(1); // I5 is the hard-cover square (kit 04)
    expect(q.alienSquares).toBe(1);
  });

  it('a soldier\'s step onto a cover square is counted for the cover question; a step into the open or an alien\'s is not', () => {
    const figures = [{ id: 'Voss' as const, at: 'H4' as Square }, { id: 'alien1' as const, at: 'J4' as Square }];
    const events: GameEvent[] = [
      { type: 'figure.moved', figure: 'Voss', from: 'H4' as Square, to: 'I5' as Square, ap: 1 }, // I5: hard cover (kit 04)
      { type: 'figure.moved', figure: 'Voss', from: 'I5' as Square, to: 'H4' as Square, ap: 1 },
      { type: 'figure.moved', figure: 'alien1', from: 'J4' as Square, to: 'I5' as Square, ap: 1 },
    ];
    const q = questionStatsOf({ ruleset: KIT_RULESET, board: TEST_CHAMBER, figures }, events);
    expect(q.squadSquares).toBe(2);
    expect(q.squadCoverSquares).toBe(1);
    expect(q.alienSquares).toBe(1);
  });
});
