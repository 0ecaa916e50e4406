/**
 * One timeline step in one line of words (issue 37 §1): "Voss fires the MG at worker 2: 3 shots,
 * 1 hit, 4 damage, worker 2 down". Presentation mode shows it large and video clips draw it into
 * their frames, so it is pure (no React, no DOM): the state before the step and the step's events
 * in, the words, its dice and the figures to frame out.
 *
 * Every event kind has a clause (CLAUSES below is checked complete by `satisfies`); an attack's
 * run of events (declared, each shot, each damage roll, a target downed, resolved) folds into one.
 * Clauses with the same subject join with commas ("worker 2 targets Voss, moves to F5"), others
 * with semicolons.
 */
import { labelOf } from '../../engine/state/figures';
import type { DieRoll, FigureId, GameEvent, GameState, WeaponId } from '../../engine/state/types';
import { counted } from '../../lab/report/counted';
import { skillWords } from '../logText';

/** A row of dice drawn large under the caption: a shot's dice, a damage roll, a die offered for a reroll. */
export interface CaptionDice {
  readonly label: string;
  readonly dice: readonly DieRoll[];
  /** What the row came to: "hit", "miss", "4 damage", "deflected", "reroll?". */
  readonly outcome: string;
  /** True when the row went the acting side's way (a hit, damage done). */
  readonly good: boolean;
}

export interface Caption {
  /** The step in one line, starting with a capital. */
  readonly words: string;
  readonly dice: readonly CaptionDice[];
  /** The figure acting in the step, and its target, for the camera to frame (null when none). */
  readonly actor: FigureId | null;
  readonly target: FigureId | null;
}

export type EventType = GameEvent['type'];
type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;

/** A part of the line: who does it (null: no one in particular) and what. */
interface Clause {
  readonly subject: string | null;
  readonly text: string;
}

/** Short weapon names, as a presenter says them. */
export const WEAPON_WORDS = {
  pistol: 'pistol', shotgun: 'shotgun', mg: 'MG', sniper: 'sniper rifle', knife: 'knife',
  fangs: 'fangs', claws: 'claws', plasma: 'plasma pistol',
} satisfies Record<WeaponId, string>;

const MELEE: ReadonlySet<WeaponId> = new Set(['knife', 'fangs', 'claws']);

const END_WORDS = {
  pass: 'passes', overwatch: 'ends the activation', noAp: 'is out of AP', downed: 'is down', killed: 'is killed',
  noAction: 'has nothing left to do', counteract: 'has taken its Counteract action',
} satisfies Record<EventOf<'activation.ended'>['reason'], string>;

const PHASE_WORDS = {
  refresh: 'squad refresh', squad: 'squad phase', alien: 'alien phase', end: 'end of round', over: 'the game is over',
} satisfies Record<EventOf<'phase.changed'>['phase'], string>;

type Namer = (id: FigureId | null) => string;
type ClauseOf<T extends EventType> = (ev: EventOf<T>, name: Namer) => Clause | null;

const ap = (n: number): string => (n === 0 ? 'free' : `${n} AP`);
const by = (subject: string | null, text: string): Clause => ({ subject, text });

/** The clause for each event kind met on its own (an attack's run is folded first, see attackClause). */
export const CLAUSES: { readonly [T in EventType]: ClauseOf<T> } = {
  'round.started': (e) => by(null, `Round ${e.round} begins`),
  'squad.refreshed': () => by('the squad', 'refreshes to 4 AP'),
  'skill.unlocked': (e) => by(e.soldier, `unlocks ${skillWords(e.skill)}`),
  'activation.started': (e, n) => by(n(e.figure), e.counteract ? 'counteracts (one 1 AP action)' : 'activates'),
  'activation.ended': (e, n) => by(n(e.figure), END_WORDS[e.reason]),
  'counteract.passed': () => by('the squad', 'lets the Counteract go'),
  'figure.moved': (e, n) => by(n(e.figure), `moves ${e.from} → ${e.to} (${ap(e.ap)}${e.skill ? `, ${skillWords(e.skill)}` : ''})`),
  'figure.turned': (e, n) => by(n(e.figure), `turns to face ${e.facing}`),
  'door.opened': (e, n) => by(n(e.figure), `opens the door at ${e.at}`),
  'door.closed': (e, n) => by(n(e.figure), `closes the door at ${e.at}`),
  'brace.placed': (e) => by(e.figure, `braces (${ap(e.ap)})`),
  'brace.removed': (e) => by(e.figure, `loses the brace (${e.reason})`),
  'overwatch.entered': (e) => by(e.figure, `goes on overwatch with the ${WEAPON_WORDS[e.weapon]}, ${e.reserved} AP kept`),
  'spotter.marked': (e, n) => by(e.figure, `marks ${n(e.target)} (Spotter)`),
  'attack.declared': (e, n) => by(n(e.attacker), `${attackVerb(e, n)}: ${counted(e.shots, 'shot')} at accuracy ${e.accuracy}`),
  'shot.rolled': (e) => by(null, `shot ${e.shot + 1} ${e.hit ? 'hits' : 'misses'}`),
  'reroll.offered': (e) => by(e.soldier, `may reroll the ${e.die} die (${e.value}) with ${skillWords(e.skill)}`),
  'reroll.declined': (e) => by(e.soldier, 'keeps the die'),
  'damage.rolled': (e) => by(null, e.deflected ? `shot ${e.shot + 1} deflected` : `shot ${e.shot + 1} does ${e.damage} damage`),
  'shot.spent': (e) => by(null, `shot ${e.shot + 1} spent, the target is down`),
  'attack.resolved': (e, n) => by(null, `${n(e.attacker)}'s attack on ${n(e.target)}: ${counted(e.hits, 'hit')}, ${e.hpRemoved} HP removed`),
  'figure.downed': (e) => by(e.figure, 'is down'),
  'alien.killed': (e, n) => by(n(e.figure), `is killed by ${n(e.by)}`),
  'xp.gained': (e) => by(e.soldier, `gains ${e.amount} XP (${e.reason})`),
  'rank.reached': (e) => by(e.soldier, `reaches ${e.rank}`),
  'healed': (e) => by(e.figure, `heals ${e.target} by ${e.amount} (${e.item ?? skillWords(e.skill ?? 'fieldCare')})`),
  'revived': (e) => by(e.figure, `revives ${e.target} to ${e.hp} HP`),
  'item.traded': (e) => by(e.figure, `gives a ${e.item} to ${e.to}`),
  // A trigger nobody can answer is bookkeeping: the engine reports every alien move.
  'overwatch.triggered': (e, n) => (e.watchers.length === 0 ? null
    : by(null, `${e.reactionFire?.length ? 'reaction fire' : 'overwatch'}: ${n(e.trigger.alien)} ${e.trigger.cause === 'move' ? 'moved' : 'opened a door'} in sight of ${e.watchers.join(', ')}`)),
  'reaction.skipped': (e) => by(e.watcher, `cannot react (${e.reason})`),
  'alien.targeted': (e, n) => by(n(e.alien), e.target ? `targets ${e.target}` : 'has no target'),
  'alien.passed': (e, n) => by(n(e.alien), 'passes'),
  'phase.changed': (e) => by(null, PHASE_WORDS[e.phase]),
  'round.ended': (e) => by(null, `Round ${e.round} ends`),
  'game.over': (e) => by(null, `${e.outcome === 'victory' ? 'Victory' : 'Defeat'}: ${e.reason}`),
  // Mission events (docs/scenarios.md): contacts revealed, the station log, consoles.
  'contact.revealed': (e, n) => by(e.by, `reveals ${n(e.figure)}${e.waits ? ', which waits for the next round' : ''}`),
  'log.secured': (e) => by(e.figure, `${e.recovered ? 'recovers' : 'secures'} the station log at ${e.at} (${ap(e.ap)})`),
  'log.passed': (e) => by(e.figure, `passes the log to ${e.to} (${ap(e.ap)})`),
  'log.dropped': (e) => by(e.figure, `drops the log at ${e.at}`),
  'object.used': (e) => by(e.figure, `uses the console at ${e.at}${e.unlocked.length ? `, unlocking ${e.unlocked.join(', ')}` : ''} (${ap(e.ap)})`),
};

/** "fires the MG at worker 2", "attacks Voss with its claws", "reacts, firing the MG at worker 2". */
function attackVerb(e: EventOf<'attack.declared'>, n: Namer): string {
  const weapon = WEAPON_WORDS[e.weapon];
  const soldier = !e.attacker.startsWith('alien');
  const act = MELEE.has(e.weapon)
    ? `attacks ${n(e.target)} with ${soldier ? 'the' : 'its'} ${weapon}`
    : `fires the ${weapon} at ${n(e.target)}${e.pointBlank ? ' point blank' : ''}`;
  return e.reaction ? `reacts and ${act}` : act;
}

/** Events an attack's clause takes in, from its declaration up to its resolution. */
const IN_ATTACK: ReadonlySet<EventType> = new Set(['shot.rolled', 'damage.rolled', 'shot.spent', 'figure.downed', 'alien.killed', 'reroll.offered', 'reroll.declined', 'attack.resolved']);

/**
 * An attack's run in one clause: "fires the MG at worker 2: 3 shots, 1 hit, 4 damage, worker 2
 * down". Returns the clause and how many events it took; other events inside the run (the XP a
 * kill earns) are left for their own clauses.
 */
function attackClause(events: readonly GameEvent[], at: number, n: Namer): { clause: Clause; taken: ReadonlySet<number> } {
  const declared = events[at] as EventOf<'attack.declared'>;
  const taken = new Set([at]);
  let hits = 0;
  let damage = 0;
  let deflected = 0;
  let rolled = false;
  const down: string[] = [];
  const extra: string[] = [];
  for (let i = at + 1; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'attack.declared') break;
    if (!IN_ATTACK.has(e.type)) continue;
    taken.add(i);
    if (e.type === 'shot.rolled') { rolled = true; if (e.hit) hits++; }
    if (e.type === 'damage.rolled') { if (e.deflected) deflected++; else damage += e.damage; }
    if (e.type === 'figure.downed' || e.type === 'alien.killed') down.push(`${n(e.figure)} down`);
    if (e.type === 'reroll.offered') extra.push(`${e.soldier} may reroll the ${e.die} die (${e.value}) with ${skillWords(e.skill)}`);
    if (e.type === 'reroll.declined') extra.push(`${e.soldier} keeps the die`);
    if (e.type === 'attack.resolved') { hits = e.hits; break; }
  }
  const parts = [counted(declared.shots, 'shot')];
  if (rolled) parts.push(counted(hits, 'hit'));
  else parts[0] += ` at accuracy ${declared.accuracy}`;
  if (damage > 0) parts.push(`${damage} damage`);
  if (deflected > 0) parts.push(deflected === hits ? 'deflected' : `${deflected} deflected`);
  parts.push(...down, ...extra);
  return { clause: by(n(declared.attacker), `${attackVerb(declared, n)}: ${parts.join(', ')}`), taken };
}

/** The dice of a step, row by row, as the presentation draws them large. */
export function captionDice(events: readonly GameEvent[]): CaptionDice[] {
  const rows: CaptionDice[] = [];
  for (const e of events) {
    if (e.type === 'shot.rolled') rows.push({ label: `shot ${e.shot + 1}`, dice: e.dice, outcome: e.hit ? 'hit' : 'miss', good: e.hit });
    if (e.type === 'damage.rolled') rows.push({ label: 'damage', dice: e.dice, outcome: e.deflected ? 'deflected' : `${e.damage} damage`, good: !e.deflected });
    if (e.type === 'reroll.offered') rows.push({ label: `${e.die} die`, dice: [{ purpose: e.die, value: e.value }], outcome: 'reroll?', good: false });
  }
  return rows;
}

/** Who acts in the step and at whom, for the camera: the attacker and target, the mover, the activated figure. */
export function captionFocus(events: readonly GameEvent[]): { actor: FigureId | null; target: FigureId | null } {
  for (const e of events) {
    if (e.type === 'attack.declared') return { actor: e.attacker, target: e.target };
  }
  for (const e of events) {
    if (e.type === 'alien.targeted') return { actor: e.alien, target: e.target };
    if (e.type === 'spotter.marked') return { actor: e.figure, target: e.target };
    if (e.type === 'healed' || e.type === 'revived') return { actor: e.figure, target: e.target };
    if (e.type === 'item.traded') return { actor: e.figure, target: e.to };
  }
  for (const e of events) {
    if ('figure' in e && e.type !== 'figure.downed' && e.type !== 'alien.killed') return { actor: e.figure, target: null };
  }
  return { actor: null, target: null };
}

/**
 * Events said once for several soldiers at a time ("Reyes, Chen and Voss gain 1 XP (objective)"):
 * the key that groups them (same kind, same words) and the plural clause.
 */
const GROUPED: { readonly [T in EventType]?: { key(e: EventOf<T>): string; plural(e: EventOf<T>, names: string): Clause } } = {
  'xp.gained': { key: (e) => `${e.amount} ${e.reason}`, plural: (e, names) => by(names, `gain ${e.amount} XP (${e.reason})`) },
  'rank.reached': { key: (e) => e.rank, plural: (e, names) => by(names, `reach ${e.rank}`) },
  'brace.removed': { key: (e) => e.reason, plural: (e, names) => by(names, `lose their braces (${e.reason})`) },
};

/** "Voss", "Voss and Park", "Reyes, Chen and Voss". */
function nameList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Where a clause's subject is said again: after an attack (its line ends on the target's fate). */
const RESTATE = 'restate';

function clausesOf(before: GameState, events: readonly GameEvent[]): (Clause | typeof RESTATE)[] {
  const name: Namer = (id) => (id ? labelOf(before, id) : 'nobody');
  const out: (Clause | typeof RESTATE)[] = [];
  const taken = new Set<number>();
  events.forEach((e, i) => {
    if (taken.has(i)) return;
    if (e.type === 'attack.declared') {
      const a = attackClause(events, i, name);
      a.taken.forEach((t) => taken.add(t));
      out.push(a.clause, RESTATE);
      return;
    }
    const group = GROUPED[e.type] as { key(e: GameEvent): string; plural(e: GameEvent, names: string): Clause } | undefined;
    if (group) {
      const alike = events.map((o, j) => j).filter((j) => j >= i && !taken.has(j) && events[j].type === e.type && group.key(events[j]) === group.key(e));
      if (alike.length > 1) {
        alike.forEach((j) => taken.add(j));
        out.push(group.plural(e, nameList(alike.map((j) => subjectOf(events[j], name)))));
        return;
      }
    }
    const clause = (CLAUSES[e.type] as ClauseOf<typeof e.type>)(e as never, name);
    const last = out[out.length - 1];
    // An alien that passes ends its activation by passing: one "passes", not two.
    if (clause && !(last && last !== RESTATE && last.subject === clause.subject && last.text === clause.text)) out.push(clause);
  });
  return out;
}

function subjectOf(e: GameEvent, name: Namer): string {
  return (CLAUSES[e.type] as ClauseOf<typeof e.type>)(e as never, name)?.subject ?? '';
}

/** Clauses into one line: a repeated subject is said once ("worker 2 targets Voss, moves to F5"). */
function joinClauses(clauses: readonly (Clause | typeof RESTATE)[]): string {
  let line = '';
  let subject: string | null | undefined;
  for (const c of clauses) {
    if (c === RESTATE) { subject = undefined; continue; }
    const same = c.subject !== null && c.subject === subject;
    const text = same ? c.text : c.subject ? `${c.subject} ${c.text}` : c.text;
    line += line ? (same ? `, ${text}` : `; ${text}`) : text;
    subject = c.subject;
  }
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * The caption of one timeline step: `before` is the state the step starts from (names come from
 * it: a killed alien is still there), `events` the step's events. A step without events is the
 * start of the game.
 */
export function captionOf(before: GameState, events: readonly GameEvent[]): Caption {
  const clauses = clausesOf(before, events);
  const said = clauses.filter((c) => c !== RESTATE);
  const words = events.length === 0 ? `The start: round ${before.round}` : said.length ? joinClauses(clauses) : 'The engine moves on';
  return { words, dice: captionDice(events), ...captionFocus(events) };
}

/** The caption of timeline entry `index` (entry 0: the start). */
export function captionAt(entries: readonly { readonly state: GameState; readonly events: readonly GameEvent[] }[], index: number): Caption {
  const i = Math.max(0, Math.min(entries.length - 1, index));
  return captionOf(entries[Math.max(0, i - 1)].state, i === 0 ? [] : entries[i].events);
}
