/**
 * Compile-time guard: the record schemas must describe exactly the engine's Decision and
 * GameEvent unions. If the engine adds or changes an event, `npx tsc` fails here, not at runtime.
 */
import type { z } from 'zod';
import type { Decision, GameEvent } from '../engine/state/types';
import type { decisionSchema, gameEventSchema } from './schema-parts';

type ParsedEvent = z.output<typeof gameEventSchema>;
type ParsedDecision = z.output<typeof decisionSchema>;

/** A parsed event/decision is a valid engine value... */
export const eventFits = (e: ParsedEvent): GameEvent => e;
export const decisionFits = (d: ParsedDecision): Decision => d;

/** ...and every engine event/decision type has a schema. */
type Missing<A extends { type: string }, B extends { type: string }> = Exclude<A['type'], B['type']>;
export const noMissingEvent: [Missing<GameEvent, ParsedEvent>] extends [never] ? true : Missing<GameEvent, ParsedEvent> = true;
export const noMissingDecision: [Missing<Decision, ParsedDecision>] extends [never] ? true : Missing<Decision, ParsedDecision> = true;
