/**
 * Shared fixtures for the chart tests: scripted controllers, a traced run that lists every chart
 * state visited, and a seed search for positions whose dice must fall a certain way.
 */
import type { InspectionEvent } from 'xstate';
import type { Controller } from '../../src/ai/controller';
import { activePath, createGameActor, stepsOf, type GameSnapshot } from '../../src/machines';
import { answering } from '../../src/runner';
import { journalOf } from '../../src/replay/journal';
import { gameFromPosition } from '../../src/engine/setup/position';
import type { Decision, GameEvent, GameState, SoldierName } from '../../src/engine/state/types';
import type { RecordedEvent } from '../../src/replay/record';

export { activePath };

export interface Plan {
  /** Soldiers that enter overwatch when activated (after turning to `facing`, if given). */
  readonly watch?: readonly SoldierName[];
  /** Soldier -> target: fire at it when activated. */
  readonly fire?: Partial<Record<SoldierName, string>>;
  /** Take offered rerolls (default true). */
  readonly reroll?: boolean;
}

/** A controller following a small plan; every soldier not in the plan passes. */
export function scripted(plan: Plan): Controller {
  return {
    name: 'scripted',
    decide(state: GameState, legal: readonly Decision[]): Decision {
      const find = (pred: (d: Decision) => boolean) => legal.find(pred);
      if (state.pending?.kind === 'reroll') return { type: 'reroll', take: plan.reroll ?? true };
      if (state.pending?.kind === 'reactionOrder') return find((d) => d.type === 'react')!;
      if (!state.activeSoldier) return find((d) => d.type === 'activate')!;
      const me = state.activeSoldier;
      const target = plan.fire?.[me];
      const fire = target ? find((d) => d.type === 'fire' && d.target === target) : undefined;
      if (fire) return fire;
      if (plan.watch?.includes(me)) {
        const watch = find((d) => d.type === 'overwatch');
        if (watch) return watch;
      }
      return { type: 'pass' };
    },
  };
}

export interface TracedGame {
  readonly visited: readonly string[];
  readonly snapshot: GameSnapshot;
  readonly events: readonly RecordedEvent[];
  readonly decisions: readonly Decision[];
  readonly final: string;
}

/** Runs a game headless through the charts, recording every chart state entered. */
export function traced(state: GameState, squad: Controller): TracedGame {
  const visited: string[] = [];
  const actor = createGameActor({
    state, squad: answering(squad),
    inspect: (e: InspectionEvent) => {
      if (e.type === '@xstate.microstep' || e.type === '@xstate.snapshot') {
        const snap = (e as { snapshot: { value?: unknown } }).snapshot;
        if (snap.value !== undefined) {
          const path = activePath(snap.value);
          if (visited.at(-1) !== path) visited.push(path);
        }
      }
    },
  });
  actor.start();
  const snapshot = actor.getSnapshot();
  const journal = journalOf(stepsOf(snapshot.context.game.trail));
  return { visited, snapshot, events: journal.events, decisions: journal.decisions.map((d) => d.decision), final: activePath(snapshot.value) };
}

/** The first seed (1..limit) whose traced game satisfies `pred`; throws if none does. */
export function findGame(position: unknown, squad: () => Controller, pred: (g: TracedGame) => boolean, limit = 300): TracedGame & { seed: number } {
  for (let seed = 1; seed <= limit; seed++) {
    const game = traced(gameFromPosition(position, { seed }), squad());
    if (pred(game)) return { ...game, seed };
  }
  throw new Error(`no seed in 1..${limit} gives the wanted game`);
}

export const eventsOf = (g: TracedGame) => g.events.map((e) => e.event);
export const has = (g: TracedGame, pred: (e: GameEvent) => boolean) => eventsOf(g).some(pred);
