/**
 * `--study STUDY` of `chamber replay video`: the study file beside a record, read and checked
 * against the record before the browser starts; its annotations are drawn into the clip.
 */
import { UsageError } from './errors';
import type { GameRecord } from '../replay/record';
import type { Annotation, Chapter } from '../replay/study/types';

export interface ClipStudy {
  readonly chapters: readonly Chapter[];
  readonly annotations: readonly Annotation[];
}

export function readStudyFor(file: string, record: GameRecord): ClipStudy {
  void record;
  throw new UsageError(`--study ${file}: study files are not read yet`);
}
