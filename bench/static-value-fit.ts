/**
 * Fits the planner's static value (src/ai/planner/horizon-value.ts) again: plays Scenario A games
 * with the playouts' policy (greedy without look-aheads), notes every round start (the share of
 * alien HP left, of squad HP left, of rounds still to play) and the game's value and outcome, and
 * prints the least-squares fits of both to those three shares and a constant.
 *
 *   npx tsx bench/static-value-fit.ts [games=3000]
 */
import { greedyPolicy } from '../src/ai/greedy';
import { LOSS_CREDIT, SPARE_ROUND } from '../src/ai/planner/horizon-value';
import { apply, legalOnly, nextStep, step } from '../src/engine/flow/game';
import { newGame } from '../src/engine/setup/scenarios';
import type { GameState } from '../src/engine/state/types';

const games = Number(process.argv[2]) || 3000;
const alienHp = (s: GameState) => s.aliens.reduce((n, a) => n + Math.max(0, a.hp), 0);
const squadHp = (s: GameState) => s.soldiers.reduce((n, t) => n + Math.max(0, t.hp), 0);

const rows: { x: number[]; value: number; won: number }[] = [];
for (let seed = 1; seed <= games; seed++) {
  const squad = greedyPolicy({ chooseByAttack: false, moveFirst: false });
  let s = newGame('A', { seed });
  const fullAlien = s.aliens.reduce((n, a) => n + s.ruleset.aliens[a.alienKind].hp, 0);
  const fullSquad = s.soldiers.reduce((n, t) => n + s.ruleset.soldiers[t.id].hp, 0);
  const limit = s.ruleset.roundLimit;
  const marks: number[][] = [];
  let round = 0;
  for (;;) {
    if (s.round !== round) {
      round = s.round;
      marks.push([1, alienHp(s) / fullAlien, squadHp(s) / fullSquad, (limit - s.round + 1) / limit]);
    }
    const next = nextStep(s);
    if (next.kind === 'over') break;
    s = next.kind === 'step' ? step(s).state : apply(s, squad.decide(s, legalOnly(s))).state;
  }
  const won = s.outcome === 'victory' ? 1 : 0;
  const value = won ? 1 + SPARE_ROUND * Math.max(0, limit - s.round) : LOSS_CREDIT * (1 - alienHp(s) / fullAlien);
  for (const x of marks) rows.push({ x, value, won });
}

/** Least squares by the normal equations (4 unknowns), Gauss-Jordan with partial pivoting. */
function fit(y: (r: (typeof rows)[number]) => number): number[] {
  const n = 4;
  const m = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  for (const r of rows) for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) m[i][j] += r.x[i] * r.x[j];
    m[i][n] += r.x[i] * y(r);
  }
  for (let c = 0; c < n; c++) {
    const p = m.slice(c).reduce((best, row, k) => (Math.abs(row[c]) > Math.abs(m[best][c]) ? c + k : best), c);
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

const show = (b: number[]) => `{ base: ${b[0].toFixed(4)}, alienLeft: ${b[1].toFixed(4)}, squadLeft: ${b[2].toFixed(4)}, roundsLeft: ${b[3].toFixed(4)} }`;
console.log(`${rows.length} round starts of ${games} games, ${((100 * rows.filter((r) => r.won).length) / rows.length).toFixed(1)}% of them in won games`);
console.log(`STATIC     = ${show(fit((r) => r.value))}`);
console.log(`STATIC_WIN = ${show(fit((r) => r.won))}`);
