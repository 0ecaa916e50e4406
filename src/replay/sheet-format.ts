/**
 * The playtest sheet as text (laid out like kit 06) and as CSV.
 */
import { csvLine } from './csv-cell';
import type { PlaytestSheet } from './sheet';

const ROUND_COLUMNS = ['ROUND', 'SOLDIER', 'MOVES/AP', 'BRACE AP', 'FIRING AP', 'SHOTS', 'HITS', 'DAMAGE ROLLED', 'HP REMOVED'];
const SOLDIER_COLUMNS = ['SOLDIER', 'HP LOST', 'HEALING', 'KILLS', 'XP', 'ROUND OF FIRST UNLOCK'];

export function sheetText(sheet: PlaytestSheet): string {
  const head = [
    'GOLLOPS STAR / PLAYTEST RECORD',
    `Scenario: ${sheet.scenario}   Starting rank: ${sheet.startingRank}   Rules version: ${sheet.rulesVersion}`,
    `Duration: ${sheet.rounds} rounds   Outcome: ${sheet.outcome}   Conscious soldiers remaining: ${sheet.consciousSoldiers}`,
    '',
  ];
  const rounds = table(ROUND_COLUMNS, sheet.rows.map((r) => [
    String(r.round), r.soldier, `${r.moves}/${r.moveAp}`, String(r.braceAp), String(r.firingAp),
    String(r.shots), String(r.hits), String(r.damageRolled), String(r.hpRemoved),
  ]));
  const soldiers = table(SOLDIER_COLUMNS, sheet.soldiers.map((s) => [
    s.soldier, String(s.hpLost), String(s.healing), String(s.kills), String(s.xp), s.firstUnlockRound === null ? '-' : String(s.firstUnlockRound),
  ]));
  return [...head, ...rounds, '', ...soldiers].join('\n') + '\n';
}

/**
 * Three CSV blocks separated by a blank line: summary, rounds x soldiers, soldiers. Every cell goes
 * through csvCell: a text that starts like a formula (a record's scenario "=HYPERLINK(...)") is
 * written as text; numbers stay numbers. The page's Sheet (CSV) download is this text too.
 */
export function sheetCsv(sheet: PlaytestSheet): string {
  const summary = [
    'scenario,startingRank,rulesVersion,rounds,outcome,consciousSoldiers',
    csvLine([sheet.scenario, sheet.startingRank, sheet.rulesVersion, sheet.rounds, sheet.outcome, sheet.consciousSoldiers]),
  ];
  const rounds = [
    'round,soldier,moves,moveAp,braceAp,firingAp,shots,hits,damageRolled,hpRemoved',
    ...sheet.rows.map((r) => csvLine([r.round, r.soldier, r.moves, r.moveAp, r.braceAp, r.firingAp, r.shots, r.hits, r.damageRolled, r.hpRemoved])),
  ];
  const soldiers = [
    'soldier,hpLost,healing,kills,xp,firstUnlockRound',
    ...sheet.soldiers.map((s) => csvLine([s.soldier, s.hpLost, s.healing, s.kills, s.xp, s.firstUnlockRound])),
  ];
  return [...summary, '', ...rounds, '', ...soldiers].join('\n') + '\n';
}

function table(columns: readonly string[], rows: readonly string[][]): string[] {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ').trimEnd();
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)];
}
