/**
 * Labels a record carries that the replay cannot check (its title, scenario name, result
 * reason, the planner's captions) must be plain one-line text: a line break in
 * `scenario` forged an extra line in `replay verify`, `info` and `sheet`, and an ESC reached the
 * terminal. Printable text that merely looks like a formula (`=HYPERLINK(...)`) is plain text and
 * loads; the CSV writers neutralise it (csv-cell.ts).
 */
import { z } from 'zod';

/**
 * The characters plain text has none of: C0 and C1 controls and DEL (\p{Cc}, line breaks and tabs
 * among them), the line and paragraph separators, and the bidirectional overrides and isolates
 * (which reorder what a screen shows).
 */
export const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

const PLAIN = new RegExp(`^[^${CONTROL_CHARACTERS.source.slice(1, -1)}]*$`, 'u');

/** A string of at most `max` characters with no control characters. */
export function plainText(max: number) {
  return z.string().max(max).regex(PLAIN, 'expected plain one-line text (no line breaks, tabs or other control characters)');
}
