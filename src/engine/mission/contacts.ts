/**
 * Dormant contacts (kit 05 §1: "Unrevealed/dormant contacts do not activate. Aliens revealed during
 * the squad phase act in this phase. Aliens revealed or spawned during the alien phase wait until
 * the next round"; §8: "Opening a door reveals newly visible contacts immediately";
 * docs/scenarios.md SC-C1, SC-C2).
 */
import { isVisible } from '../sight/sight';
import type { Tx } from '../state/tx';
import type { AlienState, FigureId, GameState } from '../state/types';

/** True if the alien takes no part in this alien phase: dormant, or revealed in it (SC-C1, SC-C2). */
export function sitsOut(state: Pick<GameState, 'mission'>, id: FigureId): boolean {
  const m = state.mission;
  return m !== undefined && (m.dormant.includes(id) || m.waiting.includes(id));
}

/** True if the alien is still a dormant contact (unrevealed). */
export function isDormant(state: Pick<GameState, 'mission'>, id: FigureId): boolean {
  return state.mission?.dormant.includes(id) ?? false;
}

/** The first conscious soldier (in squad order) who has the alien in sight, facing arc included (S6, S7). */
function revealer(state: GameState, alien: AlienState) {
  return state.soldiers.find((s) => s.hp > 0 && isVisible(state, s.id, alien.id));
}

/**
 * Reveals every dormant contact now in a soldier's sight (SC-C1), called after each fully resolved
 * action and engine step; in the alien phase a revealed contact waits for the next round (SC-C2).
 */
export function revealContacts(tx: Tx): void {
  const mission = tx.state.mission;
  if (!mission || mission.dormant.length === 0) return;
  const revealed: FigureId[] = [];
  const waits = tx.state.phase === 'alien';
  for (const id of mission.dormant) {
    const alien = tx.state.aliens.find((a) => a.id === id);
    if (!alien || alien.hp <= 0) continue;
    const by = revealer(tx.state, alien);
    if (!by) continue;
    revealed.push(id);
    tx.emit({ type: 'contact.revealed', figure: id, by: by.id, waits });
  }
  if (!revealed.length) return;
  tx.set({
    mission: {
      ...mission,
      dormant: mission.dormant.filter((id) => !revealed.includes(id)),
      waiting: waits ? [...mission.waiting, ...revealed] : mission.waiting,
    },
  });
}

/** End of round: contacts revealed in the alien phase act from the next one (SC-C2). */
export function wakeWaiting(tx: Tx): void {
  const mission = tx.state.mission;
  if (mission && mission.waiting.length) tx.set({ mission: { ...mission, waiting: [] } });
}

/**
 * The next alien to activate this phase: the first in the mission's contact order (SC-O1), else the
 * lowest contact number (kit 05 §1), among the living, not yet activated, not sitting out.
 */
export function nextAlien(state: GameState): AlienState | undefined {
  const order = state.mission?.contactOrder;
  let next: AlienState | undefined;
  let rank = Infinity;
  for (const a of state.aliens) {
    if (a.hp <= 0 || a.activated || sitsOut(state, a.id)) continue;
    const r = order ? order.indexOf(a.contact) : a.contact;
    if (!next || r < rank) { next = a; rank = r; }
  }
  return next;
}
