/**
 * The numbers behind the playtest sheet's questions (kit 06), one game at a time, counted from
 * the event stream: squad attacks by the target's cover (Voss and cover questions), the shotgun
 * and its point-blank shots, squares moved and games run out at the round limit (does cover stall
 * the game?), healing, alien melee received (the "four adjacent worker attacks" of kit 04),
 * doors and skipped reactions (sight and door disputes), skill unlocks and rerolls (rank skills).
 * Whole counts only, so sums over games are exact.
 */
import { coverAt } from '../engine/combat/cover';
import { COVER_NAMES } from '../engine/combat/cover';
import { isSoldierName } from '../engine/state/figures';
import type { Ruleset } from '../engine/ruleset/ruleset';
import type { Board, CoverName, FigureId, GameEvent, SoldierName, Square } from '../engine/state/types';
import { SOLDIER_NAMES } from '../engine/state/types';

/** Ranged attacks into one cover level (melee ignores cover, kit 05 §5, and is kept apart). */
export interface AttackTally { attacks: number; shots: number; hits: number; hpRemoved: number; kills: number }

export interface QuestionStats {
  /** Each soldier's ranged attacks by the target's cover (RULINGS C1), and melee attacks. */
  attacks: Record<SoldierName, Record<CoverName | 'melee', AttackTally>>;
  /** The shotgun (Chen), all attacks and the point-blank ones (kit 03 POINT BLANK). */
  shotgun: AttackTally;
  pointBlank: AttackTally;
  /** Squares moved by soldiers and by aliens. */
  squadSquares: number;
  /** The soldiers' steps that ended on a square with cover (soft, hard or full, RULINGS C1): did cover draw movement? */
  squadCoverSquares: number;
  alienSquares: number;
  /** 1 when the game ran to the round limit with aliens alive and soldiers standing. */
  timedOut: number;
  /** Alien ranged attacks by the soldier's cover. */
  alienRanged: Record<CoverName, AttackTally>;
  /** Healing (kit 05 §9, kit 02 Park): medkit and Field Care uses, HP restored, revivals. */
  medkits: number;
  fieldCare: number;
  hpHealed: number;
  revivals: number;
  /** Alien melee on soldiers (all made while adjacent, kit 05 §5): hits, HP removed, downs it caused. */
  meleeHits: number;
  meleeHpRemoved: number;
  meleeDowns: number;
  /** Inside four-melee activations: HP removed and soldiers downed. */
  fourMeleeHpRemoved: number;
  fourMeleeDowns: number;
  /** Doors opened by the squad and by aliens, doors closed. */
  squadDoors: number;
  alienDoors: number;
  doorsClosed: number;
  /** Overwatch triggers with at least one eligible watcher, and reactions skipped (O2-O3). */
  eligibleTriggers: number;
  reactionsSkipped: number;
  /** Alien activations that found no soldier to reach or see (L5). */
  aliensIdle: number;
  /** Skills unlocked, rank-ups, rerolls offered and declined (kit 02, RULINGS A5). */
  skillsUnlocked: number;
  ranksReached: number;
  rerollsOffered: number;
  rerollsDeclined: number;
  /** Sum and count of each soldier's first-unlock round (the sheet's ROUND OF FIRST UNLOCK). */
  firstUnlockRoundSum: number;
  firstUnlocks: number;
}

const tally = (): AttackTally => ({ attacks: 0, shots: 0, hits: 0, hpRemoved: 0, kills: 0 });
const byCover = <T>(make: () => T) => Object.fromEntries(COVER_NAMES.map((c) => [c, make()])) as Record<CoverName, T>;

export function emptyQuestionStats(): QuestionStats {
  return {
    attacks: Object.fromEntries(SOLDIER_NAMES.map((n) => [n, { ...byCover(tally), melee: tally() }])) as QuestionStats['attacks'],
    shotgun: tally(), pointBlank: tally(), squadSquares: 0, squadCoverSquares: 0, alienSquares: 0, timedOut: 0,
    alienRanged: byCover(tally), medkits: 0, fieldCare: 0, hpHealed: 0, revivals: 0,
    meleeHits: 0, meleeHpRemoved: 0, meleeDowns: 0, fourMeleeHpRemoved: 0, fourMeleeDowns: 0,
    squadDoors: 0, alienDoors: 0, doorsClosed: 0, eligibleTriggers: 0, reactionsSkipped: 0, aliensIdle: 0,
    skillsUnlocked: 0, ranksReached: 0, rerollsOffered: 0, rerollsDeclined: 0, firstUnlockRoundSum: 0, firstUnlocks: 0,
  };
}

/** Where every figure stands at the start, so the target's square (and cover) is known at each attack. */
export interface QuestionStart {
  readonly ruleset: Ruleset;
  readonly board: Board;
  readonly figures: readonly { readonly id: FigureId; readonly at: Square }[];
}

/** The playtest questions' counts for one game (kit 06). */
export function questionStatsOf(start: QuestionStart, events: readonly GameEvent[]): QuestionStats {
  const q = emptyQuestionStats();
  const at = new Map<FigureId, Square>(start.figures.map((f) => [f.id, f.at]));
  let current: AttackTally[] = [];
  let alienMelee = false;
  let activation: { melee: number; hp: number; downs: number } = { melee: 0, hp: 0, downs: 0 };
  const unlocked = new Set<SoldierName>();
  let round = 1;
  let previous: GameEvent['type'] | null = null;
  const close = () => {
    if (activation.melee >= 4) { q.fourMeleeHpRemoved += activation.hp; q.fourMeleeDowns += activation.downs; }
    activation = { melee: 0, hp: 0, downs: 0 };
  };

  for (const e of events) {
    switch (e.type) {
      case 'round.started': round = e.round; break;
      case 'activation.started': case 'activation.ended': close(); break;
      case 'figure.moved':
        at.set(e.figure, e.to);
        if (!isSoldierName(e.figure)) q.alienSquares++;
        else { q.squadSquares++; if (coverAt(start.board, e.to) > 0) q.squadCoverSquares++; }
        break;
      case 'attack.declared': {
        const ranged = start.ruleset.weapons[e.weapon].ranged;
        const cover = COVER_NAMES[coverAt(start.board, at.get(e.target)!)];
        current = [];
        alienMelee = false;
        if (isSoldierName(e.attacker)) {
          current.push(q.attacks[e.attacker][ranged ? cover : 'melee']);
          if (e.weapon === 'shotgun') current.push(q.shotgun);
          if (e.weapon === 'shotgun' && e.pointBlank) current.push(q.pointBlank);
        } else if (ranged) {
          current.push(q.alienRanged[cover]);
        } else {
          alienMelee = true;
          activation.melee++;
        }
        for (const t of current) t.attacks++;
        break;
      }
      case 'shot.rolled':
        for (const t of current) { t.shots++; if (e.hit) t.hits++; }
        if (alienMelee && e.hit) q.meleeHits++;
        break;
      case 'damage.rolled':
        for (const t of current) t.hpRemoved += e.hpRemoved;
        if (alienMelee) q.meleeHpRemoved += e.hpRemoved;
        if (!isSoldierName(e.attacker)) activation.hp += e.hpRemoved;
        break;
      case 'alien.killed': for (const t of current) t.kills++; break;
      case 'figure.downed':
        if (alienMelee) q.meleeDowns++;
        activation.downs++;
        break;
      case 'healed':
        if (e.item === 'medkit') q.medkits++; else q.fieldCare++;
        q.hpHealed += e.amount;
        break;
      case 'revived': q.medkits++; q.revivals++; q.hpHealed += e.hp; break;
      case 'door.opened': if (isSoldierName(e.figure)) q.squadDoors++; else q.alienDoors++; break;
      case 'door.closed': q.doorsClosed++; break;
      case 'overwatch.triggered': if (e.watchers.length) q.eligibleTriggers++; break;
      case 'reaction.skipped': q.reactionsSkipped++; break;
      case 'alien.targeted': if (e.target === null) q.aliensIdle++; break;
      case 'skill.unlocked':
        q.skillsUnlocked++;
        if (!unlocked.has(e.soldier)) { unlocked.add(e.soldier); q.firstUnlocks++; q.firstUnlockRoundSum += round; }
        break;
      case 'rank.reached': q.ranksReached++; break;
      case 'reroll.offered': q.rerollsOffered++; break;
      case 'reroll.declined': q.rerollsDeclined++; break;
      case 'game.over':
        // The round limit (RULINGS R2) ends a game right after its round.ended; a wipe-out does not.
        if (e.outcome === 'defeat' && previous === 'round.ended') q.timedOut = 1;
        break;
      default: break;
    }
    previous = e.type;
  }
  close();
  return q;
}
