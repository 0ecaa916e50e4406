/**
 * Every problem the scenario validator finds in a draft, not only the first (issue 36 §2: "see
 * every validation problem as you edit"). The schema's issues are all listed; the checks
 * (engine/setup/scenario-checks) stop at the first, so the entry it names is set aside and the
 * file checked again, until it passes or the board itself is wrong. Each problem is the
 * validator's own line, its JSON path naming the entry in the draft as it stands.
 */
import { scenarioFileSchema, jsonPath, type ScenarioFile } from '../../engine/setup/scenario-file';
import { checkScenario, ScenarioProblem } from '../../engine/setup/scenario-checks';
import { draftToFile, type Draft } from './draft';

export interface Problem {
  readonly path: string;
  readonly problem: string;
}

const LISTS = ['soldiers', 'aliens', 'objects', 'doors'] as const;
type ListName = (typeof LISTS)[number];

export interface DraftCheck {
  readonly problems: readonly Problem[];
  /** The draft with the entries named set aside, which passes the checks: what the chamber previews. Null when the schema or the board refuses it. */
  readonly usable: ScenarioFile | null;
}

/** The draft's problems, in the validator's words; none when the file is good. */
export function draftProblems(d: Draft): Problem[] {
  return checkDraft(d).problems as Problem[];
}

export function checkDraft(d: Draft): DraftCheck {
  const parsed = scenarioFileSchema.safeParse(draftToFile(d));
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => ({ path: jsonPath(i.path), problem: i.message })), usable: null };
  const out: Problem[] = [];
  let file: ScenarioFile = parsed.data;
  // Where each entry of the shrinking lists stands in the draft's file.
  const where: Record<ListName, number[]> = {
    soldiers: file.soldiers.map((_, i) => i), aliens: file.aliens.map((_, i) => i),
    objects: file.objects.map((_, i) => i), doors: file.doors.map((_, i) => i),
  };
  for (let round = 0; round < 200; round++) {
    try {
      checkScenario(file);
      return { problems: out, usable: file };
    } catch (err) {
      if (!(err instanceof ScenarioProblem)) return { problems: [...out, { path: '(root)', problem: err instanceof Error ? err.message : String(err) }], usable: null };
      const [head, index] = err.path.split('.');
      const list = LISTS.find((l) => l === head);
      const n = Number(index);
      if (list && Number.isInteger(n) && n < where[list].length) {
        out.push({ path: [list, where[list][n], ...err.path.split('.').slice(2)].join('.'), problem: err.problem });
        where[list] = where[list].filter((_, i) => i !== n);
        file = { ...file, [list]: file[list].filter((_, i) => i !== n) };
        if (list === 'aliens') file = { ...file, contactOrder: undefined };
      } else {
        out.push({ path: err.path, problem: err.problem });
        if (err.path === 'contactOrder') file = { ...file, contactOrder: undefined };
        else if (err.path === 'victory') file = { ...file, victory: 'clear-hostiles' };
        else return { problems: out, usable: null };
      }
    }
  }
  return { problems: out, usable: null };
}
