/**
 * Presentation captions (issue 37 §1): one line of words per timeline step, for every event kind,
 * an attack's run folded into one clause, and the dice and figures a step shows.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/scenarios';
import type { GameEvent, Square } from '../../../src/engine/types';
import { parseRecord } from '../../../src/replay/load';
import { replayRecord } from '../../../src/runner';
import { captionAt, captionOf, type EventType } from '../../../src/ui/present/caption';

const A = newGame('A', { seed: 1 });
const sq = (s: string) => s as Square;
type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;
const shot = (n: number, hit: boolean, value: number): EventOf<'shot.rolled'> => ({ type: 'shot.rolled', attacker: 'Voss', target: 'alien2', shot: n, dice: [{ purpose: 'attack', value }], hit });
const declared: EventOf<'attack.declared'> = { type: 'attack.declared', attacker: 'Voss', target: 'alien2', weapon: 'mg', ap: 2, shots: 3, accuracy: 3, terms: [], reaction: false, pointBlank: false };

/** Each event kind alone, and the caption it gets: the mapped type fails to compile when a kind is added. */
const EACH: { [T in EventType]: readonly [EventOf<T>, string] } = {
  'round.started': [{ type: 'round.started', round: 2 }, 'Round 2 begins'],
  'squad.refreshed': [{ type: 'squad.refreshed', round: 2 }, 'The squad refreshes to 4 AP'],
  'skill.unlocked': [{ type: 'skill.unlocked', soldier: 'Park', skill: 'fieldCare' }, 'Park unlocks Field Care'],
  'activation.started': [{ type: 'activation.started', figure: 'alien1' }, 'Worker 1 activates'],
  'activation.ended': [{ type: 'activation.ended', figure: 'Chen', reason: 'noAp' }, 'Chen is out of AP'],
  'counteract.passed': [{ type: 'counteract.passed', round: 1 }, 'The squad lets the Counteract go'],
  'figure.moved': [{ type: 'figure.moved', figure: 'Reyes', from: sq('C3'), to: sq('D3'), ap: 1 }, 'Reyes moves C3 → D3 (1 AP)'],
  'figure.turned': [{ type: 'figure.turned', figure: 'Okafor', facing: 'N' }, 'Okafor turns to face N'],
  'door.opened': [{ type: 'door.opened', figure: 'Chen', at: sq('F4'), ap: 1 }, 'Chen opens the door at F4'],
  'door.closed': [{ type: 'door.closed', figure: 'Chen', at: sq('F4'), ap: 1 }, 'Chen closes the door at F4'],
  'brace.placed': [{ type: 'brace.placed', figure: 'Park', ap: 0 }, 'Park braces (free)'],
  'brace.removed': [{ type: 'brace.removed', figure: 'Park', reason: 'moved' }, 'Park loses the brace (moved)'],
  'overwatch.entered': [{ type: 'overwatch.entered', figure: 'Voss', weapon: 'mg', reserved: 2 }, 'Voss goes on overwatch with the MG, 2 AP kept'],
  'spotter.marked': [{ type: 'spotter.marked', figure: 'Reyes', target: 'alien3' }, 'Reyes marks warrior 3 (Spotter)'],
  'attack.declared': [declared, 'Voss fires the MG at worker 2: 3 shots at accuracy 3'],
  'shot.rolled': [shot(0, true, 5), 'Shot 1 hits'],
  'reroll.offered': [{ type: 'reroll.offered', soldier: 'Voss', skill: 'deadeye', die: 'attack', value: 2 }, 'Voss may reroll the attack die (2) with Deadeye'],
  'reroll.declined': [{ type: 'reroll.declined', soldier: 'Voss', skill: 'deadeye' }, 'Voss keeps the die'],
  'damage.rolled': [{ type: 'damage.rolled', attacker: 'Voss', target: 'alien2', shot: 1, dice: [{ purpose: 'damage', value: 3 }], strength: 5, reduction: 1, damage: 4, hpRemoved: 4, overkill: 0, deflected: false }, 'Shot 2 does 4 damage'],
  'shot.spent': [{ type: 'shot.spent', attacker: 'Voss', target: 'alien2', shot: 2 }, 'Shot 3 spent, the target is down'],
  'attack.resolved': [{ type: 'attack.resolved', attacker: 'Voss', target: 'alien2', hits: 1, damageRolled: 4, hpRemoved: 4 }, "Voss's attack on worker 2: 1 hit, 4 HP removed"],
  'figure.downed': [{ type: 'figure.downed', figure: 'Okafor', by: 'alien2' }, 'Okafor is down'],
  'alien.killed': [{ type: 'alien.killed', figure: 'alien2', by: 'Voss' }, 'Worker 2 is killed by Voss'],
  'xp.gained': [{ type: 'xp.gained', soldier: 'Chen', amount: 2, reason: 'kill', xp: 2 }, 'Chen gains 2 XP (kill)'],
  'rank.reached': [{ type: 'rank.reached', soldier: 'Chen', rank: 'Trooper', pending: [] }, 'Chen reaches Trooper'],
  'healed': [{ type: 'healed', figure: 'Park', target: 'Okafor', amount: 2, ap: 1, item: 'medkit' }, 'Park heals Okafor by 2 (medkit)'],
  'revived': [{ type: 'revived', figure: 'Park', target: 'Okafor', hp: 2, ap: 2 }, 'Park revives Okafor to 2 HP'],
  'item.traded': [{ type: 'item.traded', figure: 'Park', to: 'Voss', item: 'medkit', ap: 1 }, 'Park gives a medkit to Voss'],
  'overwatch.triggered': [{ type: 'overwatch.triggered', trigger: { alien: 'alien2', cause: 'openDoor', at: sq('F7') }, watchers: ['Park'] }, 'Overwatch: worker 2 opened a door in sight of Park'],
  'reaction.skipped': [{ type: 'reaction.skipped', watcher: 'Voss', reason: 'no line of sight' }, 'Voss cannot react (no line of sight)'],
  'alien.targeted': [{ type: 'alien.targeted', alien: 'alien1', target: 'Chen', reason: 'nearest' }, 'Worker 1 targets Chen'],
  'alien.passed': [{ type: 'alien.passed', alien: 'alien3' }, 'Warrior 3 passes'],
  'phase.changed': [{ type: 'phase.changed', phase: 'alien', round: 1 }, 'Alien phase'],
  'round.ended': [{ type: 'round.ended', round: 6 }, 'Round 6 ends'],
  'game.over': [{ type: 'game.over', outcome: 'defeat', reason: 'aliens survive the end of round 6', round: 6 }, 'Defeat: aliens survive the end of round 6'],
};

describe('captionOf', () => {
  it.each(Object.entries(EACH))('says a %s event in words', (_, [event, words]) => {
    expect(captionOf(A, [event as GameEvent]).words).toBe(words);
  });

  it('folds an attack into the issue\'s line: shots, hits, damage, the target down', () => {
    const events: GameEvent[] = [
      declared, shot(0, false, 1), shot(1, true, 6),
      { type: 'damage.rolled', attacker: 'Voss', target: 'alien2', shot: 1, dice: [{ purpose: 'damage', value: 3 }], strength: 5, reduction: 1, damage: 4, hpRemoved: 4, overkill: 0, deflected: false },
      { type: 'alien.killed', figure: 'alien2', by: 'Voss' },
      { type: 'xp.gained', soldier: 'Voss', amount: 1, reason: 'kill', xp: 1 },
      { type: 'shot.spent', attacker: 'Voss', target: 'alien2', shot: 2 },
      { type: 'attack.resolved', attacker: 'Voss', target: 'alien2', hits: 1, damageRolled: 4, hpRemoved: 4 },
    ];
    const c = captionOf(A, events);
    expect(c.words).toBe('Voss fires the MG at worker 2: 3 shots, 1 hit, 4 damage, worker 2 down; Voss gains 1 XP (kill)');
    expect(c.dice.map((d) => `${d.label} ${d.outcome}`)).toEqual(['shot 1 miss', 'shot 2 hit', 'damage 4 damage']);
    expect([c.actor, c.target]).toEqual(['Voss', 'alien2']);
  });

  it('says a reaction, a melee attack, a deflection and a die waiting for its reroll', () => {
    expect(captionOf(A, [{ ...declared, reaction: true, shots: 1 }, shot(0, false, 2), { type: 'attack.resolved', attacker: 'Voss', target: 'alien2', hits: 0, damageRolled: 0, hpRemoved: 0 }]).words)
      .toBe('Voss reacts and fires the MG at worker 2: 1 shot, 0 hits');
    const fangs = { ...declared, attacker: 'alien1', target: 'Chen', weapon: 'fangs', shots: 1 } as const;
    const deflected = { type: 'damage.rolled', attacker: 'alien1', target: 'Chen', shot: 0, dice: [{ purpose: 'damage', value: 1 }], strength: 1, reduction: 2, damage: 0, hpRemoved: 0, overkill: 0, deflected: true } as const;
    expect(captionOf(A, [fangs, { ...shot(0, true, 6), attacker: 'alien1', target: 'Chen' }, deflected]).words).toBe('Worker 1 attacks Chen with its fangs: 1 shot, 1 hit, deflected');
    const waiting = captionOf(A, [{ ...declared, shots: 1 }, shot(0, false, 2), { type: 'reroll.offered', soldier: 'Voss', skill: 'deadeye', die: 'attack', value: 2 }]);
    expect(waiting.words).toBe('Voss fires the MG at worker 2: 1 shot, 0 hits, Voss may reroll the attack die (2) with Deadeye');
    expect(waiting.dice.map((d) => d.outcome)).toEqual(['miss', 'reroll?']);
  });

  it('says a subject once, soldiers alike together, and an alien\'s pass once', () => {
    expect(captionOf(A, [
      { type: 'activation.started', figure: 'alien1' }, { type: 'alien.targeted', alien: 'alien1', target: 'Chen', reason: 'nearest' },
      { type: 'figure.moved', figure: 'alien1', from: sq('J3'), to: sq('J4'), ap: 1 },
    ]).words).toBe('Worker 1 activates, targets Chen, moves J3 → J4 (1 AP)');
    expect(captionOf(A, ['Reyes', 'Chen', 'Voss'].map((s) => ({ type: 'xp.gained', soldier: s, amount: 1, reason: 'objective', xp: 1 }) as GameEvent)).words)
      .toBe('Reyes, Chen and Voss gain 1 XP (objective)');
    expect(captionOf(A, [{ type: 'alien.passed', alien: 'alien3' }, { type: 'activation.ended', figure: 'alien3', reason: 'pass' }]).words).toBe('Warrior 3 passes');
  });

  it('calls the start the start, and an unanswerable overwatch trigger nothing', () => {
    expect(captionOf(A, []).words).toBe('The start: round 1');
    expect(captionOf(A, [{ type: 'overwatch.triggered', trigger: { alien: 'alien1', cause: 'move', at: sq('J4') }, watchers: [] }]).words).toBe('The engine moves on');
  });

  it('frames the mover when nothing is attacked', () => {
    const c = captionOf(A, [{ type: 'figure.moved', figure: 'Reyes', from: sq('C3'), to: sq('D3'), ap: 1 }]);
    expect([c.actor, c.target]).toEqual(['Reyes', null]);
  });
});

describe('captionAt over the bundled records', () => {
  const files = readdirSync('replays').filter((f) => f.endsWith('.json') && f !== 'index.json');
  it.each(files)('gives %s a caption at every step with no engine tokens', (file) => {
    const { keyframes } = replayRecord(parseRecord(readFileSync(`replays/${file}`, 'utf8')));
    expect(keyframes.length).toBeGreaterThan(1);
    for (let i = 0; i < keyframes.length; i++) {
      const { words } = captionAt(keyframes, i);
      expect(words.length, `step ${i}`).toBeGreaterThan(0);
      expect(words, `step ${i}`).not.toMatch(/undefined|null|alien\d|noAp|\[object/);
    }
  });
});
