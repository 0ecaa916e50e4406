/**
 * What `chamber report merge` holds a shard's game rows to (hostile-inputs issue, item 4): a row
 * is a game played under the run's spec, so every cell is a whole count JSON holds exactly, in
 * the bounds the run's rules and scenario give (no soldier kills more aliens than the scenario
 * fields, no game outlasts the round limit, R2), its outcome agrees with its other cells where
 * they decide it (R1), and its seed is its game's (seeds.ts). A hand-edited row is named with the
 * cell that is wrong, never merged.
 */
import { runStart } from '../run-start';
import type { GameRow } from '../game-row';
import { rulesetOverridesOf, type RunSpec } from '../run-spec';
import { gameSeed } from '../seeds';
import { ROW_COLUMNS, rowValues } from './report-data';

/** What one run's games can hold, from its scenario and rules. */
export interface RowBounds {
  readonly scenario: string;
  readonly runSeed: number;
  readonly roundLimit: number;
  readonly soldiers: number;
  readonly aliens: number;
  /** The HP of every alien the scenario fields, together: all a squad can remove (kit 06: no overkill). */
  readonly alienHp: number;
  /** The most XP a soldier can end with: the cap, or more if the scenario starts above it. */
  readonly xp: number;
}

/** The row store packs each count in 32 bits (row-store.ts): more would wrap silently. */
const STORE_MAX = 2 ** 31 - 1;

/** Squad attacks on aliens: their kills and HP removed are bounded by the aliens fielded. */
const SQUAD_ON_ALIENS = /^(perSoldier\.\w+|questions\.attacks\.\w+\.\w+|questions\.shotgun|questions\.pointBlank)\.(kills|hpRemoved)$/;

export function rowBoundsOf(spec: RunSpec): RowBounds {
  const start = runStart(spec, spec.seed, rulesetOverridesOf(spec));
  // The start's ruleset, not the overrides alone: a scenario file's own round limit and objective
  // XP are ruleset numbers too (SC-R1), under any override.
  const ruleset = start.ruleset;
  return {
    scenario: spec.scenario, runSeed: spec.seed, roundLimit: ruleset.roundLimit,
    soldiers: start.soldiers.length, aliens: start.aliens.length,
    alienHp: start.aliens.reduce((sum, a) => sum + a.hp, 0),
    xp: Math.max(ruleset.xp.cap, ...start.soldiers.map((s) => s.xp)),
  };
}

/** The first cell of `row` that no game of this run could hold, in words, or null. */
export function rowProblem(row: GameRow, b: RowBounds): string | null {
  const values = rowValues(row);
  const cell = new Map(ROW_COLUMNS.map((c, i) => [c, values[i]]));
  const count = (column: string) => cell.get(column) as number;
  for (let i = 0; i < ROW_COLUMNS.length; i++) {
    const column = ROW_COLUMNS[i];
    const v = values[i];
    if (column === 'outcome') continue;
    if (!Number.isSafeInteger(v)) return `${column} ${v} is past the whole numbers JSON holds exactly (2^53)`;
    const n = v as number;
    if (column === 'seed') {
      const seed = gameSeed(b.runSeed, row.index);
      if (n !== seed) return `seed ${n} is not game ${row.index}'s: a run seeded ${b.runSeed} plays it with seed ${seed}`;
      continue;
    }
    if (n < 0) return `${column} ${n} is negative: every count is from 0`;
    const over = upperBound(column, b);
    if (n > over.max) return `${column} ${n} is more than ${over.words}`;
  }
  for (let i = 0; i < ROW_COLUMNS.length; i++) {
    const column = ROW_COLUMNS[i];
    if (!column.endsWith('.hits')) continue;
    const shots = column.replace(/hits$/, 'shots');
    if (cell.has(shots) && count(column) > count(shots)) return `${column} ${count(column)} is more than its ${count(shots)} shots`;
  }
  for (const column of ROW_COLUMNS) {
    const m = /^perSoldier\.(\w+)\.downed$/.exec(column);
    if (!m) continue;
    const revived = count(`perSoldier.${m[1]}.revived`);
    if (revived > count(column)) return `perSoldier.${m[1]}.revived ${revived} is more than the ${count(column)} times downed`;
    if (count(column) > revived + 1) return `${column} ${count(column)} with ${revived} revivals: a soldier is downed again only after a revival (kit 05 §9)`;
  }
  const kills = ROW_COLUMNS.filter((c) => /^perSoldier\.\w+\.kills$/.test(c)).reduce((sum, c) => sum + count(c), 0);
  if (kills > count('aliens.killed')) return `the soldiers' ${kills} kills are more than aliens.killed ${count('aliens.killed')}`;
  return outcomeProblem(row, b, count);
}

/** An outcome the row's own cells contradict (RULINGS R1 victory and defeat, R2 the round limit). */
function outcomeProblem(row: GameRow, b: RowBounds, count: (column: string) => number): string | null {
  const killed = count('aliens.killed');
  const standing = row.consciousSoldiers;
  const timedOut = count('questions.timedOut');
  if (row.outcome === 'victory') {
    if (killed < b.aliens) return `outcome victory, but aliens.killed is ${killed} of the ${b.aliens} aliens ${scenarioName(b)} fields: a victory kills them all (R1)`;
    if (standing === 0) return 'outcome victory with consciousSoldiers 0: a victory needs a soldier standing (R1)';
    if (timedOut) return 'outcome victory with questions.timedOut 1: a game run out at the round limit is a defeat (R2)';
    return null;
  }
  if (killed === b.aliens && standing > 0) return `outcome defeat, but all ${b.aliens} aliens were killed with ${standing} soldiers standing: that is a victory (R1)`;
  if (standing > 0 && row.rounds < b.roundLimit) return `outcome defeat in round ${row.rounds} with ${standing} soldiers standing: a defeat before the round limit of ${b.roundLimit} downs them all (R1, R2)`;
  if (timedOut && row.rounds !== b.roundLimit) return `questions.timedOut 1 in round ${row.rounds}: a game runs out only at the round limit of ${b.roundLimit} (R2)`;
  return null;
}

function upperBound(column: string, b: RowBounds): { max: number; words: string } {
  if (column === 'rounds') return { max: b.roundLimit, words: `the run's round limit of ${b.roundLimit} (R2)` };
  if (column === 'consciousSoldiers' || column === 'questions.firstUnlocks') return { max: b.soldiers, words: `the ${b.soldiers} soldiers ${scenarioName(b)} fields` };
  if (column === 'aliens.killed' || (SQUAD_ON_ALIENS.test(column) && column.endsWith('.kills'))) {
    return { max: b.aliens, words: `the ${b.aliens} aliens ${scenarioName(b)} fields` };
  }
  if (SQUAD_ON_ALIENS.test(column)) return { max: b.alienHp, words: `the ${b.alienHp} HP of the aliens ${scenarioName(b)} fields` };
  if (/^perSoldier\.\w+\.xp$/.test(column)) return { max: b.xp, words: `the ${b.xp} XP a soldier can hold (kit 02)` };
  if (column === 'questions.timedOut') return { max: 1, words: '1 (a game runs out at most once)' };
  if (column === 'questions.firstUnlockRoundSum') return { max: b.soldiers * b.roundLimit, words: `${b.soldiers} soldiers' first unlocks by round ${b.roundLimit}` };
  return { max: STORE_MAX, words: `a count the report's store holds (2^31 - 1)` };
}

function scenarioName(b: RowBounds): string {
  return `Scenario ${b.scenario}`;
}
