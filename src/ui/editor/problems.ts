/**
 * Every problem the scenario validator finds in a draft, not only the first (issue 36 §2: "see
 * every validation problem as you edit"). The schema's issues are all listed, else every problem
 * of the checks (scenarioProblems in engine/setup/scenario-checks). Each problem is the
 * validator's own line, its JSON path naming the entry in the draft as it stands.
 */
import { scenarioFileSchema, jsonPath, type ScenarioFile } from '../../engine/setup/scenario-file';
import { checkScenario, scenarioProblems, ScenarioProblem } from '../../engine/setup/scenario-checks';
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
  const problems = scenarioProblems(parsed.data).map((p) => ({ path: p.path, problem: p.problem }));
  return { problems, usable: withoutProblems(parsed.data, problems) };
}

/** The file with every entry a problem names set aside, if that passes the checks (the preview); null if not. */
function withoutProblems(file: ScenarioFile, problems: readonly Problem[]): ScenarioFile | null {
  const named = (list: ListName) => new Set(problems.filter((p) => p.path.split('.')[0] === list).map((p) => Number(p.path.split('.')[1])));
  let out: ScenarioFile = file;
  for (const list of LISTS) {
    const aside = named(list);
    if (aside.size > 0) out = { ...out, [list]: out[list].filter((_, i) => !aside.has(i)) };
  }
  if (out.aliens.length !== file.aliens.length || problems.some((p) => p.path === 'contactOrder')) out = { ...out, contactOrder: undefined };
  if (problems.some((p) => p.path === 'victory')) out = { ...out, victory: 'clear-hostiles' };
  try {
    checkScenario(out);
    return out;
  } catch (err) {
    if (err instanceof ScenarioProblem) return null;
    throw err;
  }
}
