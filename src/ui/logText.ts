/**
 * The combat log in words: one line per engine event worth reading (dice included).
 */
import { labelOf } from '../engine/state/figures';
import type { DieRoll, FigureId, GameEvent, GameState } from '../engine/state/types';
import { counted } from '../lab/report/counted';

const SKILL_WORDS: Record<string, string> = {
  quickStep: 'Quick Step', spotter: 'Spotter', steadyHand: 'Steady Hand', pathfinder: 'Pathfinder',
  breachLead: 'Breach Lead', closeAssault: 'Close Assault', breachAndAdvance: 'Breach and Advance',
  weaponsPlatform: 'Weapons Platform', controlledBurst: 'Controlled Burst', fireDiscipline: 'Fire Discipline',
  sustainedFire: 'Sustained Fire', precision: 'Precision', watchful: 'Watchful', deadeye: 'Deadeye',
  armourHunter: 'Armour Hunter', fieldCare: 'Field Care', efficientTreatment: 'Efficient Treatment',
  traumaSpecialist: 'Trauma Specialist',
};

export function skillWords(skill: string): string {
  return SKILL_WORDS[skill] ?? skill;
}

function dice(d: readonly DieRoll[]): string {
  return d.map((r) => `${r.purpose}${r.rerolls ? `(re ${r.rerolls})` : ''} ${r.value}`).join(', ');
}

/** Damage dice read "die 5" (the line already says damage); rerolls are named. */
function damageDice(d: readonly DieRoll[]): string {
  return d.map((r) => (r.purpose === 'reroll' ? `reroll ${r.value}` : `die ${r.value}`)).join(', ');
}

function ap(n: number): string {
  return n === 0 ? 'free' : `${n} AP`;
}

const ACTIVATION_END_WORDS = {
  pass: 'passes', overwatch: 'on overwatch', noAp: 'no AP left', downed: 'downed', killed: 'killed', noAction: 'nothing left to do',
  counteract: 'its one Counteract action taken',
} satisfies Record<Extract<GameEvent, { type: 'activation.ended' }>['reason'], string>;

/** "watchers Voss; reaction fire Chen, Park" (docs/variants.md RF): who may react and how. */
function reactorWords(watchers: readonly string[], firing: readonly string[]): string {
  const watching = watchers.filter((w) => !firing.includes(w));
  return [watching.length ? `watchers ${watching.join(', ')}` : '', firing.length ? `reaction fire ${firing.join(', ')}` : ''].filter(Boolean).join('; ');
}

/** A readable line for an event, or null for bookkeeping events not worth a line. */
export function describeEvent(state: GameState, ev: GameEvent): string | null {
  const name = (id: FigureId | null) => (id ? labelOf(state, id) : 'nobody');
  switch (ev.type) {
    case 'round.started': return `— Round ${ev.round} —`;
    case 'squad.refreshed': return 'Squad refreshed to 4 AP';
    case 'skill.unlocked': return `${ev.soldier} unlocks ${skillWords(ev.skill)}`;
    case 'activation.started': return ev.counteract ? `${name(ev.figure)} counteracts (one 1 AP action)` : `${name(ev.figure)} activates`;
    case 'counteract.passed': return 'The squad lets the Counteract go';
    case 'activation.ended': return `${name(ev.figure)} ends activation (${ACTIVATION_END_WORDS[ev.reason]})`;
    case 'figure.moved': return `${name(ev.figure)} moves ${ev.from} → ${ev.to} (${ap(ev.ap)}${ev.skill ? `, ${skillWords(ev.skill)}` : ''})`;
    case 'figure.turned': return `${name(ev.figure)} turns to face ${ev.facing}`;
    case 'door.opened': return `${name(ev.figure)} opens the door at ${ev.at} (${ap(ev.ap)})`;
    case 'door.closed': return `${name(ev.figure)} closes the door at ${ev.at} (${ap(ev.ap)})`;
    case 'brace.placed': return `${ev.figure} braces (${ap(ev.ap)})`;
    case 'brace.removed': return `${ev.figure} loses brace (${ev.reason})`;
    case 'overwatch.entered': return `${ev.figure} enters overwatch with ${ev.weapon}, ${ev.reserved} AP reserved`;
    case 'spotter.marked': return `${ev.figure} marks ${name(ev.target)} (Spotter)`;
    case 'attack.declared': return `${name(ev.attacker)} ${ev.reaction ? 'reacts and fires' : 'attacks'} at ${name(ev.target)} with ${ev.weapon}: ${counted(ev.shots, 'shot')} at accuracy ${ev.accuracy}${ev.pointBlank ? ', point blank' : ''}`;
    case 'shot.rolled': return `  shot ${ev.shot + 1}: ${dice(ev.dice)} → ${ev.hit ? 'HIT' : 'miss'}`;
    case 'reroll.offered': return `  ${ev.soldier} may reroll the ${ev.die} die (${ev.value}) with ${skillWords(ev.skill)}`;
    case 'reroll.declined': return `  ${ev.soldier} keeps the die`;
    case 'damage.rolled': return ev.deflected
      ? `  damage ${damageDice(ev.dice)}: strength ${ev.strength} − armour ${ev.reduction} → deflected`
      : `  damage ${damageDice(ev.dice)}: strength ${ev.strength} − armour ${ev.reduction} = ${ev.damage} (${ev.hpRemoved} HP removed)`;
    case 'shot.spent': return `  shot ${ev.shot + 1} spent (target down)`;
    case 'attack.resolved': return `  ${counted(ev.hits, 'hit')}, ${ev.hpRemoved} HP removed`;
    case 'figure.downed': return `${ev.figure} is DOWN (by ${name(ev.by)})`;
    case 'alien.killed': return `${name(ev.figure)} is KILLED by ${name(ev.by)}`;
    case 'xp.gained': return `${ev.soldier} gains ${ev.amount} XP (${ev.reason}) → ${ev.xp}`;
    case 'rank.reached': return `${ev.soldier} reaches ${ev.rank}${ev.pending.length ? ` (pending: ${ev.pending.map(skillWords).join(', ')})` : ''}`;
    case 'healed': return `${ev.figure} heals ${ev.target} by ${ev.amount} (${ev.item ?? skillWords(ev.skill ?? 'fieldCare')}, ${ap(ev.ap)})`;
    case 'revived': return `${ev.figure} revives ${ev.target} to ${ev.hp} HP (${ap(ev.ap)})`;
    case 'item.traded': return `${ev.figure} gives a ${ev.item} to ${ev.to} (${ap(ev.ap)})`;
    // A trigger nobody can answer is bookkeeping (the engine reports every alien move).
    case 'overwatch.triggered': return ev.watchers.length === 0 ? null : `${ev.reactionFire?.length === ev.watchers.length ? 'REACTION FIRE' : 'OVERWATCH'}: ${name(ev.trigger.alien)} ${ev.trigger.cause === 'move' ? 'moved to' : 'opened a door from'} ${ev.trigger.at}; ${reactorWords(ev.watchers, ev.reactionFire ?? [])}`;
    case 'reaction.skipped': return `  ${ev.watcher} cannot react: ${ev.reason}`;
    case 'alien.targeted': return `${name(ev.alien)} targets ${ev.target ?? 'nobody'}`;
    case 'alien.passed': return `${name(ev.alien)} passes`;
    case 'phase.changed': return ev.phase === 'alien' ? 'Alien phase' : ev.phase === 'squad' ? 'Squad phase' : null;
    case 'round.ended': return `Round ${ev.round} ends`;
    case 'game.over': return `${ev.outcome.toUpperCase()}: ${ev.reason}`;
    // A mission's events (docs/scenarios.md SC-C1, SC-C2, SC-L2..SC-L4).
    case 'contact.revealed': return `CONTACT: ${ev.by} reveals ${name(ev.figure)}${ev.waits ? ' (it waits until the next round)' : ''}`;
    case 'log.secured': return `${ev.figure} ${ev.recovered ? 'recovers' : 'secures'} the station log at ${ev.at} (${ap(ev.ap)})`;
    case 'log.passed': return `${ev.figure} passes the log to ${ev.to} (${ap(ev.ap)})`;
    case 'log.dropped': return `${ev.figure} drops the log at ${ev.at}`;
    case 'object.used': return `${ev.figure} uses the console at ${ev.at}${ev.unlocked.length ? `, unlocking ${ev.unlocked.join(', ')}` : ''} (${ap(ev.ap)})`;
    default: return null;
  }
}

export interface LogLine {
  readonly entry: number;
  readonly text: string;
  readonly kind: string;
}

/** Log lines for entries [from, to], in order, each naming the entry it jumps to. */
export function logLines(entries: readonly { state: GameState; events: readonly GameEvent[] }[], to: number): LogLine[] {
  const out: LogLine[] = [];
  for (let i = 1; i <= to && i < entries.length; i++) {
    // Names come from the state before the transition (a killed alien is still there).
    const before = entries[i - 1].state;
    for (const ev of entries[i].events) {
      const text = describeEvent(before, ev);
      if (text) out.push({ entry: i, text, kind: ev.type });
    }
  }
  return out;
}
