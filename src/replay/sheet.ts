/**
 * The kit's PLAYTEST RECORD (kit section 06) filled from a game record's event stream: the round x
 * soldier table (moves/AP, brace AP, firing AP, shots, hits, damage), the soldier table (HP lost,
 * healing, kills, XP, round of first unlock) and the header (outcome, rounds, conscious soldiers
 * remaining). As the sheet asks, damage rolled and HP actually removed are kept apart: a hit that
 * overkills its target counts its full damage as rolled, only the HP it took as removed.
 */
import type { RankName, SoldierName } from '../engine/state/types';
import { KIT_RULESET } from '../engine/ruleset/ruleset';
import type { GameRecord } from './record';

export interface SheetRow {
  readonly round: number;
  readonly soldier: SoldierName;
  /** Squares moved (free Quick Step and Breach and Advance squares included). */
  readonly moves: number;
  /** AP spent on those moves. */
  readonly moveAp: number;
  readonly braceAp: number;
  /** AP paid for attacks (ranged and melee; overwatch reactions pay from the reserve). */
  readonly firingAp: number;
  /** Shots rolled (shots spent after a kill are not rolled). */
  readonly shots: number;
  readonly hits: number;
  /** Damage after armour, summed over hits, overkill included. */
  readonly damageRolled: number;
  /** HP actually removed from the targets. */
  readonly hpRemoved: number;
}

export interface SoldierLine {
  readonly soldier: SoldierName;
  readonly hpLost: number;
  /** HP restored by Field Care and medkits, revivals included. */
  readonly healing: number;
  readonly kills: number;
  /** XP at the end of the record. */
  readonly xp: number;
  readonly firstUnlockRound: number | null;
}

export interface PlaytestSheet {
  readonly scenario: string;
  readonly rulesVersion: string;
  readonly startingRank: string;
  readonly rounds: number;
  readonly outcome: string;
  readonly consciousSoldiers: number;
  readonly rows: readonly SheetRow[];
  readonly soldiers: readonly SoldierLine[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Fills the kit 06 playtest record from a game record. */
export function sheetFromRecord(record: GameRecord): PlaytestSheet {
  const names = record.start.position.soldiers.map((s) => s.name);
  const startXp = new Map(record.start.position.soldiers.map((s) => [s.name, s.xp ?? 0]));
  const rounds = record.result.rounds;
  const firstRound = record.start.position.round;
  const rows = new Map<string, Mutable<SheetRow>>();
  for (let round = firstRound; round <= rounds; round++) {
    for (const soldier of names) {
      rows.set(`${round}:${soldier}`, { round, soldier, moves: 0, moveAp: 0, braceAp: 0, firingAp: 0, shots: 0, hits: 0, damageRolled: 0, hpRemoved: 0 });
    }
  }
  const lines = new Map<SoldierName, Mutable<SoldierLine>>(names.map((soldier) => [soldier,
    { soldier, hpLost: 0, healing: 0, kills: 0, xp: startXp.get(soldier) ?? 0, firstUnlockRound: null }]));
  const row = (round: number, who: string) => rows.get(`${round}:${who}`);

  for (const { round, event: e } of record.events) {
    switch (e.type) {
      case 'figure.moved': {
        const r = row(round, e.figure);
        if (r) { r.moves += 1; r.moveAp += e.ap; }
        break;
      }
      case 'brace.placed': { const r = row(round, e.figure); if (r) r.braceAp += e.ap; break; }
      case 'attack.declared': { const r = row(round, e.attacker); if (r) r.firingAp += e.ap; break; }
      case 'shot.rolled': {
        const r = row(round, e.attacker);
        if (r) { r.shots += 1; if (e.hit) r.hits += 1; }
        break;
      }
      case 'damage.rolled': {
        const r = row(round, e.attacker);
        if (r) { r.damageRolled += e.damage; r.hpRemoved += e.hpRemoved; }
        const hurt = lines.get(e.target as SoldierName);
        if (hurt) hurt.hpLost += e.hpRemoved;
        break;
      }
      case 'healed': { const l = lines.get(e.target); if (l) l.healing += e.amount; break; }
      case 'revived': { const l = lines.get(e.target); if (l) l.healing += e.hp; break; }
      case 'alien.killed': { const l = lines.get(e.by as SoldierName); if (l) l.kills += 1; break; }
      case 'xp.gained': { const l = lines.get(e.soldier); if (l) l.xp = e.xp; break; }
      case 'skill.unlocked': {
        const l = lines.get(e.soldier);
        if (l && l.firstUnlockRound === null) l.firstUnlockRound = round;
        break;
      }
      default: break;
    }
  }
  return {
    scenario: record.scenario,
    rulesVersion: 'text kit 0.2',
    startingRank: startingRank([...startXp.values()]),
    rounds,
    outcome: record.result.outcome ?? 'unfinished',
    consciousSoldiers: record.result.consciousSoldiers,
    rows: [...rows.values()],
    soldiers: [...lines.values()],
  };
}

/** The rank the squad starts at (kit 02 thresholds), or "mixed". */
function startingRank(xps: readonly number[]): string {
  const ranks = new Set(xps.map(rankAt));
  return ranks.size === 1 ? [...ranks][0] : 'mixed';
}

function rankAt(xp: number): RankName {
  const { thresholds } = KIT_RULESET.xp;
  let rank: RankName = KIT_RULESET.ranks[0];
  thresholds.forEach((t, i) => { if (xp >= t) rank = KIT_RULESET.ranks[i]; });
  return rank;
}
