/**
 * Mission 1's station log (kit 05 §2 "Secure Mission 1 station log 2"; §8: "Interact with an object
 * on your square or an orthogonally adjacent square. Mission 1's log takes 2 AP to secure in one
 * action. Place the log token on that soldier's card. Passing the log to an adjacent conscious
 * soldier costs 1 AP as a trade. If the carrier goes down, drop the log in their square;
 * recovering it costs 1 AP on or adjacent to that square. The recovered-log mission objective
 * remains complete"; docs/scenarios.md SC-L1..SC-L4, SC-X1).
 */
import { coordOf } from '../board/board';
import { gainXp } from '../flow/progression';
import type { Tx } from '../state/tx';
import type { GameState, LogState, SoldierName, SoldierState } from '../state/types';

/**
 * The kit's costs (kit 05 §2, §8). Not ruleset numbers: the ruleset is in every game's state hash,
 * and a new number there would change every record made before missions existed (SC-L2).
 */
export const SECURE_LOG_AP = 2;
export const RECOVER_LOG_AP = 1;

/** The mission's log, or null. */
export function logOf(state: Pick<GameState, 'mission'>): LogState | null {
  return state.mission?.log ?? null;
}

/** True if the soldier stands on the lying log's square or orthogonally beside it (kit 05 §8). */
export function withinReachOfLog(log: LogState, s: SoldierState): boolean {
  if (log.at === null) return false;
  const p = coordOf(log.at);
  const q = coordOf(s.at);
  return Math.abs(p.col - q.col) + Math.abs(p.row - q.row) <= 1;
}

/** What taking up the lying log costs: securing it (2 AP), or recovering it once dropped (1 AP, SC-L4). */
export function takeLogCost(log: LogState): number {
  return log.recovered ? RECOVER_LOG_AP : SECURE_LOG_AP;
}

function setLog(tx: Tx, log: LogState): void {
  tx.set({ mission: { ...tx.state.mission!, log } });
}

/** The soldier takes up the log (secure or recover); the first securing awards the log XP (SC-X1). */
export function takeLog(tx: Tx, s: SoldierState, ap: number): void {
  const log = logOf(tx.state)!;
  const first = !log.recovered;
  tx.soldier(s.id, { ap: s.ap - ap });
  setLog(tx, { at: null, carrier: s.id, recovered: true });
  tx.emit({ type: 'log.secured', figure: s.id, at: log.at!, ap, recovered: !first });
  if (!first) return;
  const xp = tx.state.mission!.logXp;
  if (xp > 0) for (const t of tx.state.soldiers) gainXp(tx, t.id, xp, 'objective');
}

/** The carrier passes the log to an adjacent conscious soldier, a trade the giver pays (SC-L3). */
export function passLog(tx: Tx, s: SoldierState, to: SoldierName, ap: number): void {
  tx.soldier(s.id, { ap: s.ap - ap });
  setLog(tx, { ...logOf(tx.state)!, carrier: to });
  tx.emit({ type: 'log.passed', figure: s.id, to, ap });
}

/** A downed carrier drops the log on his square (SC-L4). */
export function dropLogIfCarried(tx: Tx, s: SoldierState): void {
  const log = logOf(tx.state);
  if (!log || log.carrier !== s.id) return;
  setLog(tx, { ...log, at: s.at, carrier: null });
  tx.emit({ type: 'log.dropped', figure: s.id, at: s.at });
}
