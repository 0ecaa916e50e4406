/**
 * The squad's estimated win chance at a moment of a game (issue 19 §3, the win-chance graph):
 * the share of playouts from that state, under sampled dice, that the squad wins with the greedy
 * policy deciding (playout.ts). Deterministic from the state, the seed and the playout count.
 */
import { stateHash } from '../../engine/state/hash';
import type { GameState } from '../../engine/state/types';
import { greedyPolicy } from '../greedy';
import { playout } from './playout';
import { mixSeed } from './search';

export interface WinChance {
  /** Playouts won / playouts (1 or 0 once the game is over). */
  readonly chance: number;
  readonly playouts: number;
}

/** Playouts per moment of the graph by default. */
export const GRAPH_PLAYOUTS = 32;

export function estimateWinChance(state: GameState, options: { seed: number; playouts?: number }): WinChance {
  if (state.outcome) return { chance: state.outcome === 'victory' ? 1 : 0, playouts: 0 };
  const n = options.playouts ?? GRAPH_PLAYOUTS;
  const diceSeed = mixSeed(options.seed, parseInt(stateHash(state).slice(0, 8), 16));
  let wins = 0;
  for (let k = 0; k < n; k++) if (playout(state, greedyPolicy(), mixSeed(diceSeed, k), null).won) wins++;
  return { chance: wins / n, playouts: n };
}
