/**
 * `chamber ladder --report DIR`: report.json (the spec, every rung, the steps between neighbours
 * and the plateau, and each game's outcome on every rung), report.md (the ladder's text) and
 * report.csv (one row a game: its seed and its outcome and rounds on every rung). With greedy and
 * a planner rung, both files also answer the playtest sheet under each, side by side, marking an
 * answer whose verdict differs "depends on the squad AI" (`"stable": false`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rung, RungStep } from './ladder';
import type { RunSpec } from './run-spec';
import { gameSeed } from './seeds';
import { specJson } from './report/report-data';
import { ladderAnswersMarkdown, type LadderAnswer } from './report/ladder-answers';

export interface LadderOutcomes {
  readonly victories: ArrayLike<number>;
  readonly rounds: ArrayLike<number>;
}

const rungKey = (r: Rung) => (r.budget === null ? r.squadAi : `planner${r.budget}`);

export function writeLadderReport(dir: string, spec: RunSpec, ladder: { rungs: readonly Rung[]; steps: readonly RungStep[]; plateau: number | null }, games: readonly LadderOutcomes[], markdown: string, answers: readonly LadderAnswer[] = []): void {
  mkdirSync(dir, { recursive: true });
  const columns = ['index', 'seed', ...ladder.rungs.flatMap((r) => [`${rungKey(r)}.outcome`, `${rungKey(r)}.rounds`])];
  const rows = Array.from({ length: spec.games }, (_, i) => [
    i, gameSeed(spec.seed, i), ...games.flatMap((g) => [g.victories[i] ? 'victory' : 'defeat', g.rounds[i]]),
  ]);
  const { squadAi: _squadAi, budget: _budget, ...rest } = specJson(spec);
  writeFileSync(join(dir, 'report.json'), JSON.stringify({
    format: 'star-chamber-lab-ladder', version: 1, spec: rest, rungs: ladder.rungs, steps: ladder.steps,
    plateau: { budget: ladder.plateau }, answers, columns, games: rows,
  }, null, 1) + '\n');
  writeFileSync(join(dir, 'report.md'), `# Skill ladder: Scenario ${spec.scenario}\n\n${markdown}${answers.length ? `\n${ladderAnswersMarkdown(answers)}` : ''}`);
  writeFileSync(join(dir, 'report.csv'), [columns.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n');
}
