/**
 * The rules of a spec in words, for every figure's heading: its variants and overrides (none: the
 * kit as written). Its own module, free of the node worker pool, so the page's reports (which
 * build the CLI's report files, report/report-files.ts) can use it too.
 */
import { overrideTexts } from '../engine/rule-changes/overrides';
import { variantTexts } from '../engine/rule-changes/variants';
import type { RunSpec } from './run-spec';

export function rulesTexts(spec: Pick<RunSpec, 'variants' | 'overrides'>): string[] {
  return [...variantTexts(spec.variants), ...overrideTexts(spec.overrides)];
}
