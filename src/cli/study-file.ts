/**
 * `--study STUDY` of `chamber replay video`: the study file beside a record (issue 37 §2), read and
 * checked against the record before the browser starts (its digest must be the record's, every
 * chapter and annotation at a step the record has); its chapters and annotations go into the clip.
 */
import { UsageError } from './errors';
import { readTextFile } from './files';
import type { Board } from '../engine/state/types';
import type { GameRecord } from '../replay/record';
import type { Annotation, Chapter } from '../replay/study/types';
import { MAX_STUDY_BYTES, parseStudy, StudyError, studyRecordProblem } from '../replay/study/studyFile';

export interface ClipStudy {
  readonly chapters: readonly Chapter[];
  readonly annotations: readonly Annotation[];
}

/** The study's notes for the record of `steps` timeline steps on `board`; any problem is one line naming the file. */
export function readStudyFor(file: string, record: GameRecord, steps: number, board: Board): ClipStudy {
  const text = readTextFile('--study', file, MAX_STUDY_BYTES);
  let study;
  try {
    study = parseStudy(text);
  } catch (err) {
    if (err instanceof StudyError) throw new UsageError(`--study ${file}: ${err.message}`);
    throw err;
  }
  const problem = studyRecordProblem(study, record, steps, board);
  if (problem) throw new UsageError(`--study ${file}: ${problem}`);
  return { chapters: study.chapters, annotations: study.annotations };
}
