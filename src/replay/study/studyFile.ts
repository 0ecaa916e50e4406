/**
 * Reading and writing a study file (study.ts): one clear line naming the JSON path for a file that
 * is not a study, and for a study whose record is not the one open ("a study whose record does
 * not match its digest is refused with one line", issue 37 §2).
 */
import type { z } from 'zod';
import type { GameRecord } from '../record';
import { formatPath, RecordError, validateRecord } from '../load';
import { coordOf, isOnBoard, squareName } from '../../engine/board/board';
import type { Board, Square } from '../../engine/state/types';
import type { Annotation, Chapter } from './types';
import { MAX_STUDY_ITEMS, STUDY_FORMAT, STUDY_VERSION, studySchema, type StudyFile } from './study';

/** Studies over this size are not read (a carried record is at most 20 MB itself). */
export const MAX_STUDY_BYTES = 24 * 1024 * 1024;

export class StudyError extends Error {
  override readonly name = 'StudyError';
  constructor(readonly path: string, readonly problem: string) {
    super(`study: ${path ? `${path}: ` : ''}${problem}`);
  }
}

/** A study as opened: what it holds, the record it names, and the record it carries (checked), if any. */
export interface OpenedStudy {
  readonly title: string | undefined;
  readonly digest: string;
  readonly carried: GameRecord | null;
  readonly chapters: readonly Chapter[];
  readonly annotations: readonly Annotation[];
}

const short = (digest: string) => digest.slice(0, 8);

/** Parses a study file's text: header, schema, a carried record in full. Throws StudyError. */
export function parseStudy(text: string): OpenedStudy {
  if (text.length > MAX_STUDY_BYTES) throw new StudyError('', `the file is over the ${MAX_STUDY_BYTES / 1048576} MB study limit`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new StudyError('', `not valid JSON: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new StudyError('', `expected a JSON object (a ${STUDY_FORMAT})`);
  const { format, version } = json as Record<string, unknown>;
  if (format !== STUDY_FORMAT) throw new StudyError('format', `expected "${STUDY_FORMAT}", got ${JSON.stringify(format) ?? 'nothing'}${format === 'star-chamber-record' ? ' (this is a record: open it as a record)' : ''}`);
  if (version !== STUDY_VERSION) throw new StudyError('version', `unsupported version ${JSON.stringify(version) ?? 'nothing'}: this reader reads version ${STUDY_VERSION}`);
  const parsed = studySchema.safeParse(json);
  if (!parsed.success) throw fromIssue(parsed.error.issues[0]);
  const study = parsed.data;
  let carried: GameRecord | null = null;
  if (study.record.carried !== undefined) {
    try {
      carried = validateRecord(study.record.carried);
    } catch (err) {
      if (err instanceof RecordError) throw new StudyError(`record.carried${err.path ? `.${err.path}` : ''}`, err.problem);
      throw err;
    }
    if (carried.digest !== study.record.digest) {
      throw new StudyError('record.digest', `the study names the record ${short(study.record.digest)}, but the record it carries is ${short(carried.digest)}`);
    }
  }
  return { title: study.title, digest: study.record.digest, carried, chapters: study.chapters, annotations: study.annotations };
}

function fromIssue(issue: z.core.$ZodIssue): StudyError {
  return new StudyError(formatPath(issue.path), issue.code === 'unrecognized_keys' ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message);
}

/**
 * The problem with opening this study beside this record, or null: its digest must be the
 * record's, every chapter and annotation must stand at a step the record has (`steps`: its
 * timeline's length), and every square an annotation names must be on the record's board.
 */
export function studyRecordProblem(study: Pick<OpenedStudy, 'digest' | 'chapters' | 'annotations'>, record: Pick<GameRecord, 'digest'>, steps: number, board: Board): string | null {
  if (study.digest !== record.digest) {
    return `study: record.digest: this study is for the record ${short(study.digest)}, not the record open (${short(record.digest)})`;
  }
  const last = steps - 1;
  const c = study.chapters.findIndex((x) => x.to > last);
  if (c >= 0) return `study: chapters[${c}].to: step ${study.chapters[c].to} is past the record's last step, ${last}`;
  const a = study.annotations.findIndex((x) => x.step > last);
  if (a >= 0) return `study: annotations[${a}].step: step ${study.annotations[a].step} is past the record's last step, ${last}`;
  return offBoardProblem(study.annotations, board);
}

/** The squares an annotation names, by field: an arrow's or a ruling's two ends, a highlighted square. */
function squaresOf(a: Annotation): readonly (readonly [string, Square])[] {
  switch (a.kind) {
    case 'note': return [];
    case 'square': return [['square', a.square]];
    case 'arrow': case 'ruling': return [['from', a.from], ['to', a.to]];
  }
}

/**
 * The first annotation naming a square off the board, in one line: the schema takes any square
 * name (A1..Z99), but a study is drawn on its record's board (the scene would place an arrow in
 * the void, and Inspect could not rule on it).
 */
export function offBoardProblem(annotations: readonly Annotation[], board: Board): string | null {
  const last = squareName({ col: board.width - 1, row: board.height });
  for (const [i, a] of annotations.entries()) {
    for (const [field, sq] of squaresOf(a)) {
      if (!isOnBoard(board, coordOf(sq))) return `study: annotations[${i}].${field}: the ${a.kind} at step ${a.step} names ${sq}, off the record's board (squares are A1..${last})`;
    }
  }
  return null;
}

/** The study file of these notes about `record` (carrying it when asked), as its JSON text. */
export function studyText(notes: { title?: string; chapters: readonly Chapter[]; annotations: readonly Annotation[] }, record: GameRecord, options: { carry?: boolean } = {}): string {
  if (notes.chapters.length > MAX_STUDY_ITEMS || notes.annotations.length > MAX_STUDY_ITEMS) throw new StudyError('', `a study holds at most ${MAX_STUDY_ITEMS} chapters and ${MAX_STUDY_ITEMS} annotations`);
  const file: StudyFile = {
    format: STUDY_FORMAT,
    version: STUDY_VERSION,
    ...(notes.title ? { title: notes.title } : {}),
    record: { digest: record.digest, ...(options.carry ? { carried: record } : {}) },
    chapters: [...notes.chapters],
    annotations: [...notes.annotations],
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}
