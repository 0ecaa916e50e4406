/**
 * One game's numbers for the balance lab (issue 18 §1), counted from the game's event stream
 * (the record's `events`), never from per-decision hashes, so they hold for any runner that
 * yields the same events. Every number is a whole count, so sums over games are exact and a run
 * split over workers or shards adds up to the same totals.
 */
import type { GameEvent, SoldierName } from '../engine/state/types';
import { SOLDIER_NAMES } from '../engine/state/types';
import { isSoldierName } from '../engine/state/figures';
import type { Ruleset } from '../engine/ruleset/ruleset';

/** A soldier's contribution in one game (or summed over games). */
export interface SoldierStats {
  /** Shots rolled (shots spent after a kill are not rolled, RULINGS A3). */
  shots: number;
  hits: number;
  /** HP actually removed from aliens (overkill not counted, kit 06). */
  hpRemoved: number;
  kills: number;
  /** HP this soldier lost to alien attacks. */
  hpLost: number;
  /** Times downed (kit 05 §9). */
  downed: number;
  /** Times revived by a medkit (kit 05 §9). */
  revived: number;
  /** XP at the end of the game (kill XP and the clear-chamber objective, RULINGS R3). */
  xp: number;
}

export interface AlienStats {
  killed: number;
  meleeAttacks: number;
  rangedAttacks: number;
  /** Alien activations that made four (or more) melee attacks: kit 04's "four adjacent worker attacks". */
  fourMeleeActivations: number;
}

export interface OverwatchStats {
  /** overwatch.triggered events: a completed alien move or door opening while a soldier watched (O1). */
  triggers: number;
  /** Reaction attacks made (O3). */
  reactions: number;
  /** Hits scored by reaction attacks. */
  hits: number;
}

export interface GameStats {
  perSoldier: Record<SoldierName, SoldierStats>;
  aliens: AlienStats;
  overwatch: OverwatchStats;
  /** Hits that dealt zero damage through armour, by either side (RULINGS A3). */
  deflections: number;
}

export const SOLDIER_STAT_KEYS = ['shots', 'hits', 'hpRemoved', 'kills', 'hpLost', 'downed', 'revived', 'xp'] as const satisfies readonly (keyof SoldierStats)[];

export function emptySoldierStats(): SoldierStats {
  return { shots: 0, hits: 0, hpRemoved: 0, kills: 0, hpLost: 0, downed: 0, revived: 0, xp: 0 };
}

export function emptyGameStats(): GameStats {
  return {
    perSoldier: Object.fromEntries(SOLDIER_NAMES.map((n) => [n, emptySoldierStats()])) as Record<SoldierName, SoldierStats>,
    aliens: { killed: 0, meleeAttacks: 0, rangedAttacks: 0, fourMeleeActivations: 0 },
    overwatch: { triggers: 0, reactions: 0, hits: 0 },
    deflections: 0,
  };
}

/** What the count needs of the starting position: each soldier's starting XP. */
export interface StatsStart {
  readonly ruleset: Ruleset;
  readonly soldiers: readonly { readonly id: SoldierName; readonly xp: number }[];
}

/** Counts one game's stats from its events (kit 06 columns; issue 18 §1 keys). */
export function gameStatsOf(start: StatsStart, events: readonly GameEvent[]): GameStats {
  const stats = emptyGameStats();
  for (const s of start.soldiers) stats.perSoldier[s.id].xp = s.xp;
  const soldier = (id: string) => (isSoldierName(id) ? stats.perSoldier[id] : undefined);
  let attackIsReaction = false;
  let meleeThisActivation = 0;
  const closeActivation = () => {
    if (meleeThisActivation >= 4) stats.aliens.fourMeleeActivations++;
    meleeThisActivation = 0;
  };

  for (const e of events) {
    switch (e.type) {
      case 'activation.started': closeActivation(); break;
      case 'activation.ended': closeActivation(); break;
      case 'attack.declared': {
        attackIsReaction = e.reaction;
        if (e.reaction) stats.overwatch.reactions++;
        if (!isSoldierName(e.attacker)) {
          if (start.ruleset.weapons[e.weapon].ranged) stats.aliens.rangedAttacks++;
          else { stats.aliens.meleeAttacks++; meleeThisActivation++; }
        }
        break;
      }
      case 'shot.rolled': {
        const s = soldier(e.attacker);
        if (s) { s.shots++; if (e.hit) s.hits++; }
        if (e.hit && attackIsReaction) stats.overwatch.hits++;
        break;
      }
      case 'damage.rolled': {
        if (e.deflected) stats.deflections++;
        const by = soldier(e.attacker);
        if (by) by.hpRemoved += e.hpRemoved;
        const hurt = soldier(e.target);
        if (hurt) hurt.hpLost += e.hpRemoved;
        break;
      }
      case 'alien.killed': {
        stats.aliens.killed++;
        const s = soldier(e.by);
        if (s) s.kills++;
        break;
      }
      case 'figure.downed': stats.perSoldier[e.figure].downed++; break;
      case 'revived': stats.perSoldier[e.target].revived++; break;
      case 'xp.gained': stats.perSoldier[e.soldier].xp = e.xp; break;
      case 'overwatch.triggered': stats.overwatch.triggers++; break;
      default: break;
    }
  }
  closeActivation();
  return stats;
}
