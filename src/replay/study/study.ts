/**
 * The study file, format "star-chamber-study" version 1 (issue 37 §2): chapters and annotations
 * kept beside a game record, never inside it (the record's verified data is never changed by
 * notes). It names its record by the record's digest (`record.digest`), and may carry the record
 * whole (`record.carried`), so one file opens both. Data only: nothing in it is executed.
 *
 * Opening it (studyFile.ts) checks the header, the schema, a carried record as a record is checked
 * (replay/load.ts), that the carried record is the one named, and, beside an open record, that the
 * digests agree and every step is one the record has; a study that fails gets one line.
 */
import { z } from 'zod';
import { hashSchema } from '../record';
import { squareSchema } from '../schema-parts';
import { plainText } from '../plain-text';
import type { Annotation, Chapter } from './types';

export const STUDY_FORMAT = 'star-chamber-study';
export const STUDY_VERSION = 1;
/** A study is notes: far smaller than its record (which has its own limit when carried). */
export const MAX_STUDY_ITEMS = 2_000;

const step = z.number().int().min(0).max(1_000_000);
/** A ruling id as a verdict cites it (RULINGS.md): "S7", "C2", or a range such as "S2-S4". */
const rulingCitation = z.string().regex(/^[SCAO]\d(-[SCAO]?\d)?$/, 'expected a ruling id such as "S7" or "S2-S4"');

export const chapterSchema = z.object({
  title: plainText(120).min(1, 'expected a title'),
  from: step,
  to: step,
}).strict().refine((c) => c.from <= c.to, { message: 'expected from <= to', path: ['to'] });

export const annotationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('note'), step, text: plainText(500).min(1, 'expected some text') }).strict(),
  z.object({ kind: z.literal('arrow'), step, from: squareSchema, to: squareSchema }).strict(),
  z.object({ kind: z.literal('square'), step, square: squareSchema }).strict(),
  z.object({ kind: z.literal('ruling'), step, from: squareSchema, to: squareSchema, words: plainText(500), ids: z.array(rulingCitation).max(16).readonly().optional() }).strict(),
]);

export const studySchema = z.object({
  format: z.literal(STUDY_FORMAT),
  version: z.literal(STUDY_VERSION),
  title: plainText(200).optional(),
  record: z.object({
    /** The digest of the record this study is about (replay/build.ts recordDigest). */
    digest: hashSchema,
    /** The record itself, when the study carries it (checked as any record is, when opened). */
    carried: z.unknown().optional(),
  }).strict(),
  chapters: z.array(chapterSchema).max(MAX_STUDY_ITEMS),
  annotations: z.array(annotationSchema).max(MAX_STUDY_ITEMS),
}).strict();

export type StudyFile = z.infer<typeof studySchema>;

// The schema's items are the study types (types.ts): a change to one that the other misses fails here.
export const chapterFits = (c: z.infer<typeof chapterSchema>): Chapter => c;
export const annotationFits = (a: z.infer<typeof annotationSchema>): Annotation => a;
