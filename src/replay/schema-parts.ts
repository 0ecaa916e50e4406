/**
 * Zod schemas of the engine's vocabulary as it appears in a game record (record format §3):
 * squares, figure ids, dice, decisions and every GameEvent. Strict objects throughout, so an
 * unknown field or event is named by the loader instead of being carried along.
 */
import { z } from 'zod';
import type { FigureId, Square } from '../engine/state/types';
import { SOLDIER_NAMES } from '../engine/state/types';
import { CONTACT } from '../engine/setup/ranges';

export const squareSchema = z.string()
  .regex(/^[A-Z]([1-9]|[1-9][0-9])$/, 'expected a square name such as "C3"')
  .transform((s) => s as Square);

export const soldierNameSchema = z.enum(SOLDIER_NAMES, {
  error: `expected a soldier (${SOLDIER_NAMES.join(', ')})`,
});

/** A soldier's name, or "alien<contact>" with a contact in the one range positions and scenario files use (ranges.ts). */
export const figureIdSchema = z.string()
  .refine((s) => (SOLDIER_NAMES as readonly string[]).includes(s) || isAlienId(s), `expected a figure id: a soldier's name or "alien<contact>" (contact ${CONTACT.min} to ${CONTACT.max})`)
  .transform((s) => s as FigureId);

function isAlienId(id: string): boolean {
  const m = /^alien([1-9][0-9]*)$/.exec(id);
  return m !== null && Number(m[1]) >= CONTACT.min && Number(m[1]) <= CONTACT.max;
}

export const facingSchema = z.enum(['N', 'E', 'S', 'W']);
export const weaponSchema = z.enum(['pistol', 'shotgun', 'mg', 'sniper', 'knife', 'fangs', 'claws', 'plasma']);
export const skillSchema = z.enum([
  'quickStep', 'spotter', 'steadyHand', 'pathfinder',
  'breachLead', 'closeAssault', 'breachAndAdvance',
  'weaponsPlatform', 'controlledBurst', 'fireDiscipline', 'sustainedFire',
  'precision', 'watchful', 'deadeye', 'armourHunter',
  'fieldCare', 'efficientTreatment', 'traumaSpecialist',
]);
export const phaseSchema = z.enum(['refresh', 'squad', 'alien', 'end', 'over']);
export const outcomeSchema = z.enum(['victory', 'defeat']);

/** A small non-negative integer (AP, HP, XP, counts). */
const count = z.number().int().min(0).max(1000);
/** Signed small integer (accuracy terms can be negative). */
const signed = z.number().int().min(-1000).max(1000);
const text = z.string().max(500);

/** One D6 as recorded (RULINGS D1): every die shows 1-6. */
export const dieSchema = z.object({
  purpose: z.enum(['attack', 'luck', 'damage', 'reroll']),
  value: z.number().int('a die shows a whole number').min(1, 'a die shows 1-6').max(6, 'a die shows 1-6'),
  rerolls: z.enum(['attack', 'damage']).optional(),
}).strict();

const dice = z.array(dieSchema).max(64);

/** Every squad-side decision (RULINGS A5, O3), as in engine/state/types.ts Decision. */
export const decisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activate'), soldier: soldierNameSchema }).strict(),
  z.object({ type: z.literal('counteract'), soldier: soldierNameSchema }).strict(),
  z.object({ type: z.literal('move'), to: squareSchema }).strict(),
  z.object({ type: z.literal('quickStep'), path: z.array(squareSchema).min(1).max(2) }).strict(),
  z.object({ type: z.literal('breachAdvance'), to: squareSchema }).strict(),
  z.object({ type: z.literal('turn'), facing: facingSchema }).strict(),
  z.object({ type: z.literal('door'), at: squareSchema }).strict(),
  z.object({ type: z.literal('fire'), target: figureIdSchema, weapon: weaponSchema.optional(), sustainedFire: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('melee'), target: figureIdSchema }).strict(),
  z.object({ type: z.literal('brace') }).strict(),
  z.object({ type: z.literal('overwatch'), weapon: weaponSchema.optional() }).strict(),
  z.object({ type: z.literal('mark'), target: figureIdSchema }).strict(),
  z.object({ type: z.literal('medkit'), target: soldierNameSchema }).strict(),
  z.object({ type: z.literal('fieldCare'), target: soldierNameSchema }).strict(),
  z.object({ type: z.literal('trade'), item: z.literal('medkit'), to: soldierNameSchema }).strict(),
  z.object({ type: z.literal('secureLog') }).strict(),
  z.object({ type: z.literal('interact'), at: squareSchema }).strict(),
  z.object({ type: z.literal('passLog'), to: soldierNameSchema }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('reroll'), take: z.boolean() }).strict(),
  z.object({ type: z.literal('react'), watcher: soldierNameSchema }).strict(),
]);

const accuracyTerm = z.object({
  term: z.enum(['base', 'rank', 'weapon', 'brace', 'spotter', 'cover', 'mgPenetration']),
  value: signed,
  note: text.optional(),
}).strict();

const trigger = z.object({ alien: figureIdSchema, cause: z.enum(['move', 'openDoor']), at: squareSchema }).strict();

const ev = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).strict();

/** Every GameEvent of engine/state/types.ts, field for field. */
export const gameEventSchema = z.discriminatedUnion('type', [
  ev('round.started', { round: count }),
  ev('squad.refreshed', { round: count }),
  ev('skill.unlocked', { soldier: soldierNameSchema, skill: skillSchema }),
  ev('activation.started', { figure: figureIdSchema, counteract: z.literal(true).optional() }),
  ev('activation.ended', { figure: figureIdSchema, reason: z.enum(['pass', 'overwatch', 'noAp', 'downed', 'killed', 'noAction', 'counteract']) }),
  ev('counteract.passed', { round: z.number().int().min(1) }),
  ev('figure.moved', { figure: figureIdSchema, from: squareSchema, to: squareSchema, ap: count, skill: skillSchema.optional() }),
  ev('figure.turned', { figure: figureIdSchema, facing: facingSchema, skill: skillSchema.optional() }),
  ev('door.opened', { figure: figureIdSchema, at: squareSchema, ap: count, skill: skillSchema.optional() }),
  ev('door.closed', { figure: figureIdSchema, at: squareSchema, ap: count, skill: skillSchema.optional() }),
  ev('brace.placed', { figure: soldierNameSchema, ap: count }),
  ev('brace.removed', { figure: soldierNameSchema, reason: z.enum(['moved', 'downed', 'refresh']) }),
  ev('overwatch.entered', { figure: soldierNameSchema, weapon: weaponSchema, reserved: count }),
  ev('spotter.marked', { figure: soldierNameSchema, target: figureIdSchema }),
  ev('attack.declared', {
    attacker: figureIdSchema, target: figureIdSchema, weapon: weaponSchema, ap: count, shots: count,
    accuracy: signed, terms: z.array(accuracyTerm).max(16), reaction: z.boolean(), pointBlank: z.boolean(),
    sustainedFire: z.boolean().optional(),
  }),
  ev('shot.rolled', { attacker: figureIdSchema, target: figureIdSchema, shot: count, dice, hit: z.boolean() }),
  ev('reroll.offered', { soldier: soldierNameSchema, skill: skillSchema, die: z.enum(['attack', 'damage']), value: dieSchema.shape.value }),
  ev('reroll.declined', { soldier: soldierNameSchema, skill: skillSchema }),
  ev('damage.rolled', {
    attacker: figureIdSchema, target: figureIdSchema, shot: count, dice, strength: count, reduction: count,
    damage: count, hpRemoved: count, overkill: count, deflected: z.boolean(),
  }),
  ev('shot.spent', { attacker: figureIdSchema, target: figureIdSchema, shot: count }),
  ev('attack.resolved', { attacker: figureIdSchema, target: figureIdSchema, hits: count, damageRolled: count, hpRemoved: count }),
  ev('figure.downed', { figure: soldierNameSchema, by: figureIdSchema }),
  ev('alien.killed', { figure: figureIdSchema, by: figureIdSchema }),
  ev('xp.gained', { soldier: soldierNameSchema, amount: count, reason: z.enum(['kill', 'objective']), xp: count }),
  ev('rank.reached', { soldier: soldierNameSchema, rank: z.enum(['Recruit', 'Trooper', 'Veteran', 'Specialist']), pending: z.array(skillSchema).max(4) }),
  ev('healed', { figure: soldierNameSchema, target: soldierNameSchema, amount: count, ap: count, skill: skillSchema.optional(), item: z.literal('medkit').optional() }),
  ev('revived', { figure: soldierNameSchema, target: soldierNameSchema, hp: count, ap: count }),
  ev('item.traded', { figure: soldierNameSchema, to: soldierNameSchema, item: z.literal('medkit'), ap: count }),
  ev('overwatch.triggered', { trigger, watchers: z.array(soldierNameSchema).max(5), reactionFire: z.array(soldierNameSchema).min(1).max(5).optional() }),
  ev('reaction.skipped', { watcher: soldierNameSchema, reason: text }),
  ev('alien.targeted', { alien: figureIdSchema, target: soldierNameSchema.nullable(), reason: text }),
  ev('alien.passed', { alien: figureIdSchema }),
  ev('phase.changed', { phase: phaseSchema, round: count }),
  ev('round.ended', { round: count }),
  ev('game.over', { outcome: outcomeSchema, reason: text, round: count }),
  ev('contact.revealed', { figure: figureIdSchema, by: soldierNameSchema, waits: z.boolean() }),
  ev('log.secured', { figure: soldierNameSchema, at: squareSchema, ap: count, recovered: z.boolean() }),
  ev('log.passed', { figure: soldierNameSchema, to: soldierNameSchema, ap: count }),
  ev('log.dropped', { figure: soldierNameSchema, at: squareSchema }),
  ev('object.used', { figure: soldierNameSchema, at: squareSchema, ap: count, unlocked: z.array(squareSchema).max(26) }),
]);

/** The event names a record may contain, for "unknown event" messages. */
export const EVENT_TYPES: readonly string[] = gameEventSchema.options.map((o) => o.shape.type.value);
export const DECISION_TYPES: readonly string[] = decisionSchema.options.map((o) => o.shape.type.value);
