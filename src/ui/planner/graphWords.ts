/**
 * The win-chance graph's words (issue 32 item 6): its scale, and what a hover over it reads — the
 * moment measured nearest the pointer (a step of the timeline, its round and whose activation
 * starts there) and the squad's estimated win chance then. Pure, so the words are tested without
 * a page.
 */
import { describeEvent } from '../logText';
import type { Entry } from '../session/timeline';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';
import { percent } from './whyWords';

/** The scale's lines and labels, top to bottom (chance 1 is the top). */
export const SCALE = [1, 0.5, 0] as const;

/** What the graph's win chance estimates (ai/planner/win-chance.ts), for its caption and tooltips. */
export const GRAPH_MEANS = `the squad's win chance with greedy play from each activation's start (${GRAPH_PLAYOUTS} playouts each)`;

/** "round 2, Reyes activates" / "the start" / "the end: victory": the moment at keyframe `index`. */
export function momentWords(entries: readonly Entry[], index: number): string {
  const e = entries[index];
  if (!e) return `step ${index}`;
  if (index === 0) return `round ${e.state.round}, the start`;
  if (e.state.outcome) return `the end: ${e.state.outcome}`;
  const before = entries[index - 1].state;
  const started = e.events.find((ev) => ev.type === 'activation.started');
  const what = started ? describeEvent(before, started) : null;
  return what ? `round ${e.state.round}, ${what}` : `round ${e.state.round}`;
}

/** The hover's two lines: the value ("win 64%", or not estimated yet) and the step with its moment. */
export function hoverWords(entries: readonly Entry[], index: number, chance: number | undefined): { value: string; step: string } {
  return {
    value: chance === undefined ? 'not estimated yet' : `win ${percent(chance)}`,
    step: `step ${index}: ${momentWords(entries, index)}`,
  };
}
